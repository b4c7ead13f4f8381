import Foundation
import OutdoorModel

/// `outdoor log`: the entries, newest first.
enum LogCommand: Command {
    static let spec = CommandSpec(
        path: ["log"], summary: "List entries, newest first.",
        usage: ["log [--json] [--since DATE] [--until DATE]"],
        options: [
            .flag("json", help: "Print a JSON array of entries (no photo bytes; weatherTemp in °C)."),
            .value(
                "since", "DATE", help: "Only entries at or after DATE (ISO 8601; a date starts that day)."),
            .value("until", "DATE", help: "Only entries before DATE (a date includes that whole day)."),
            JournalLocation.option,
        ],
        discussion: """
            Each line is "YYYY MMM DD title" in the entry's local time, then its short id and place.
            Dates without an offset are read in the machine's time zone (TZ).
            """)

    static func run(_ arguments: ParsedArguments, context: CommandContext) async throws {
        let since = try DateArgument.since(arguments.value("since"), context: context)
        let until = try DateArgument.until(arguments.value("until"), context: context)
        try DateArgument.checkRange(since: since, until: until)
        let entries =
            try JournalLocation.openForReading(arguments, context: context)?.entries(
                since: since, until: until) ?? []
        if arguments.flag("json") {
            context.stdout.write(JSONValue.array(entries.map(EntryPresenter.json)).rendered() + "\n")
            return
        }
        if entries.isEmpty {
            context.note(
                "no entries\(since != nil || until != nil ? " in that range" : ""); add one with 'outdoor add'"
            )
            return
        }
        let width = min(40, entries.map(\.title.count).max() ?? 0)
        var text = ""
        for entry in entries {
            text += EntryPresenter.logLine(entry, titleWidth: width, color: context.colorOnStdout) + "\n"
        }
        context.stdout.write(text)
    }
}
