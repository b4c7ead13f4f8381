/// Renders help text for a command, a group of commands, or the whole tool; examples come first.
enum HelpFormatter {
    /// Help for one command.
    static func help(for spec: CommandSpec) -> String {
        var lines = ["\(spec.displayName): \(spec.summary)"]
        lines += examples(spec.examples)
        lines += ["", "USAGE:"]
        lines += spec.usage.map { usageLine($0) }
        if !spec.positionals.isEmpty {
            lines += ["", "ARGUMENTS:"]
            lines += spec.positionals.map { row($0.name + ($0.variadic ? "..." : ""), $0.help) }
        }
        lines += ["", "OPTIONS:"]
        lines += spec.options.map { row($0.label, $0.help) }
        lines.append(row("-h, --help", "Show this help."))
        if let discussion = spec.discussion { lines += ["", discussion] }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Help for a group of commands (`outdoor trip`): its subcommands and their first examples.
    static func groupHelp(_ group: String, commands: [CommandSpec]) -> String {
        let members = commands.filter { $0.path.count > 1 && $0.path[0] == group }
        var lines = ["outdoor \(group): \(groupSummaries[group] ?? "commands")"]
        lines += examples(members.compactMap(\.examples.first))
        lines += ["", "USAGE:", "  outdoor \(group) <subcommand> [options]", "", "SUBCOMMANDS:"]
        lines += members.map { row($0.path.dropFirst().joined(separator: " "), $0.summary) }
        lines += ["", "See 'outdoor \(group) <subcommand> --help' for details."]
        return lines.joined(separator: "\n") + "\n"
    }

    /// What each group of commands is about.
    static let groupSummaries = [
        "trip": "Group entries into trips: create, add, remove, list, show, rename, delete.",
        "weather": "The weather frozen with entries: fill in what is missing.",
    ]

    /// The tool's overview: examples, every command with its summary, and the global options.
    static func overview(commands: [CommandSpec], version: String) -> String {
        var lines = ["outdoor \(version): a weather-stamped photo journal and share-card renderer."]
        lines += examples([
            Example(
                "add --title \"Summit\" --photo IMG_0412.jpg", "add an entry (place and time from the photo)"),
            Example("log --search summit", "find entries"),
            Example("card 1a2b", "render an entry's share card as a PNG"),
            Example("export --trip \"Iceland 2024\" -o iceland", "a trip's cards, summary and gallery"),
        ])
        let journal = CommonOptions.journal.spec
        lines += ["", "USAGE: outdoor [\(journal.usageText)] <command> [options]", "", "COMMANDS:"]
        lines += commands.map { row($0.path.joined(separator: " "), $0.summary) }
        lines += [
            "", "GLOBAL OPTIONS (before or after the command):",
            row(journal.label, journal.help),
            row("--version", "Show the version."), row("-h, --help", "Show this help."), "",
            "The journal is $XDG_DATA_HOME/outdoor/journal.sqlite (else ~/.local/share/outdoor/journal.sqlite);",
            "--journal PATH or OUTDOOR_JOURNAL chooses another. See 'outdoor help <command>' for details.",
            "", "ENVIRONMENT ('outdoor man' says what each does):",
        ]
        lines += wrapped(
            EnvironmentVariable.allCases.filter(\.isListedInHelp).map(\.name).joined(separator: ", "),
            width: 96)
        return lines.joined(separator: "\n") + "\n"
    }

    /// "outdoor card ID ...", or a continuation line indented under it.
    static func usageLine(_ line: String, indent: String = "  ") -> String {
        line.hasPrefix(" ") ? indent + "        " + line.drop { $0 == " " } : indent + "outdoor " + line
    }

    private static func examples(_ examples: [Example]) -> [String] {
        guard !examples.isEmpty else { return [] }
        var lines = ["", "EXAMPLES:"]
        for example in examples {
            lines.append("  outdoor \(example.line)")
            lines.append("      \(example.does)")
        }
        return lines
    }

    /// `text` broken at spaces into lines of at most `width` characters, each indented two spaces.
    private static func wrapped(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append("  " + line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append("  " + line) }
        return lines
    }

    private static func row(_ label: String, _ help: String) -> String {
        let width = 26
        if label.count + 2 >= width { return "  \(label)\n" + String(repeating: " ", count: width) + help }
        return "  " + label + String(repeating: " ", count: width - 2 - label.count) + help
    }
}
