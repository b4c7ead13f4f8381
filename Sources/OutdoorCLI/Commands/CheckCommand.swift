import Foundation
import OutdoorArguments
import OutdoorStore

/// `outdoor check`: verifies the journal as `git fsck` verifies a repository, and changes nothing.
enum CheckCommand: Command {
    struct Options: CommandOptions {
        let journal = CommonOptions.journal
    }

    static let about = CommandAbout(
        path: ["check"],
        summary: "Check the journal: the database, every photo and track, every frozen field.",
        discussion: """
            Runs SQLite's integrity check, compares the schema (tables, indexes, triggers) with the one
            outdoor's migrations make, checks every photo against its size, checksum, SHA-256, format and
            pixel size, every track's points against theirs (decoded, and its figures measured again from
            them), and every entry's and track's columns, frozen fields (time, place, time zone, weather,
            radar) and texts against the journal's rules. Each problem is printed on its own line on
            standard output, by entry or track id, then what to do about them (which command repairs what,
            or saves what can be read: 'outdoor backup', 'outdoor export'). The journal is opened read-only
            and never changed. The exit status is 1 when anything is wrong.
            """,
        examples: [
            Example("check", "verify the journal; prints nothing else when all is well"),
            Example("check --journal ~/backup/journal.sqlite", "verify a copy before restoring it"),
        ])

    static func run(_ arguments: Arguments<Options>, context: CommandContext) async throws {
        let path = JournalLocation.path(arguments[\.journal], context: context)
        let store = try JournalStore(
            path: path, access: .inspect, busyTimeoutMilliseconds: JournalLocation.busyTimeout(context))
        let progress =
            context.stderr.isTerminal ? ProgressLine(channel: context.stderr, total: 0, label: "photos") : nil
        let report = try store.check(
            photoFacts: CheckAdvice.photoFacts,
            photoProgress: progress.map { line in { _, total in line.advance(of: total, "") } })
        var out = ""
        for problem in report.problems { out += TerminalText.safe(problem.description) + "\n" }
        for line in CheckAdvice.lines(for: report.problems) { out += TerminalText.safe(line) + "\n" }
        let entries = EntryPresenter.count(report.entryCount, "entry", "entries")
        let photos = EntryPresenter.count(report.photoCount, "photo", "photos")
        let tracks = EntryPresenter.count(report.trackCount, "track", "tracks")
        let found =
            report.problems.isEmpty
            ? "no problems" : EntryPresenter.count(report.problems.count, "problem", "problems")
        out +=
            "checked \(entries), \(photos) and \(tracks) in \(path) (schema \(report.schemaVersion)): \(found)\n"
        context.stdout.write(out)
        if !report.problems.isEmpty {
            context.note("\(found) found; the journal was not changed")
            throw ExitStatus(code: 1)
        }
    }
}
