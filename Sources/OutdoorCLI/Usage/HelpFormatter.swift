/// Renders help text for a command or for the whole tool.
enum HelpFormatter {
    /// Help for one command.
    static func help(for spec: CommandSpec) -> String {
        var lines = ["OVERVIEW: \(spec.summary)", "", "USAGE:"]
        lines += spec.usage.map { "  outdoor \($0)" }
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

    /// The tool's overview: every command with its summary.
    static func overview(commands: [CommandSpec], version: String) -> String {
        var lines = [
            "outdoor \(version): a weather-stamped photo journal and share-card renderer.", "",
            "USAGE: outdoor <command> [options]", "", "COMMANDS:",
        ]
        lines += commands.map { row($0.path.joined(separator: " "), $0.summary) }
        lines += [
            "", "OPTIONS:", row("--version", "Show the version."), row("-h, --help", "Show this help."), "",
            "The journal is $XDG_DATA_HOME/outdoor/journal.sqlite (else ~/.local/share/outdoor/journal.sqlite);",
            "--journal PATH or OUTDOOR_JOURNAL chooses another. See 'outdoor <command> --help' for details.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func row(_ label: String, _ help: String) -> String {
        let width = 26
        if label.count + 2 >= width { return "  \(label)\n" + String(repeating: " ", count: width) + help }
        return "  " + label + String(repeating: " ", count: width - 2 - label.count) + help
    }
}
