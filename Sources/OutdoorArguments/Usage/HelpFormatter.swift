/// Renders help text for a command, a group of commands, or the whole tool; examples come first.
public enum HelpFormatter {
    /// Help for one command.
    public static func help(for spec: CommandSpec) -> String {
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
    public static func groupHelp(_ group: String, program: ProgramDescription) -> String {
        let members = program.commands.filter { $0.path.count > 1 && $0.path[0] == group }
        var lines = ["outdoor \(group): \(program.groupSummaries[group] ?? "commands")"]
        lines += examples(members.compactMap(\.examples.first))
        lines += ["", "USAGE:", "  outdoor \(group) <subcommand> [options]", "", "SUBCOMMANDS:"]
        lines += members.map { row($0.path.dropFirst().joined(separator: " "), $0.summary) }
        lines += ["", "See 'outdoor \(group) <subcommand> --help' for details."]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The tool's overview: examples, every command with its summary, and the global options.
    public static func overview(_ program: ProgramDescription) -> String {
        var lines = ["outdoor \(program.version): a weather-stamped photo journal and share-card renderer."]
        lines += examples(program.overviewExamples)
        let global = program.globalOption
        lines += ["", "USAGE: outdoor [\(global.usageText)] <command> [options]", "", "COMMANDS:"]
        lines += program.commands.map { row($0.path.joined(separator: " "), $0.summary) }
        lines += [
            "", "GLOBAL OPTIONS (before or after the command):",
            row(global.label, global.help),
            row("--version", "Show the version."), row("-h, --help", "Show this help."), "",
        ]
        lines += program.overviewNotes
        lines += ["", "ENVIRONMENT ('outdoor man' says what each does):"]
        lines += wrapped(
            program.environment.filter(\.isListedInHelp).map(\.name).joined(separator: ", "), width: 96)
        return lines.joined(separator: "\n") + "\n"
    }

    /// "outdoor card ID ...", or a continuation line indented under it.
    public static func usageLine(_ line: String, indent: String = "  ") -> String {
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
