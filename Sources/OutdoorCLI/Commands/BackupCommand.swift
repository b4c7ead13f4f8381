import Foundation
import OutdoorArguments
import OutdoorFiles
import OutdoorStore

/// `outdoor backup FILE`: a consistent copy of the journal, checked before it is called done.
enum BackupCommand: Command {
    struct Options: CommandOptions {
        let journal = CommonOptions.journal
    }

    static let about = CommandAbout(
        path: ["backup"],
        summary: "Copy the journal into FILE, whole and consistent, even while it is in use.",
        positionals: [PositionalSpec("FILE", help: "the copy to write (replaced when it exists)")],
        discussion: """
            Copies the journal with SQLite's online backup API: one consistent moment, what is still in the
            journal's -wal included (copying journal.sqlite alone can miss it), while other outdoor commands
            may go on writing. The copy is one self-contained file, written whole or not at all, and checked
            as 'outdoor check' checks a journal before it is called done. The exit status is 1 when the copy
            holds problems (those of the journal: 'outdoor check --journal FILE' lists them; the copy is kept,
            as it holds all that could be read). FILE is never the journal itself. To restore, copy FILE back
            to the journal's place while no outdoor command runs, or use it with --journal.
            """,
        examples: [
            Example("backup ~/backups/journal-2025-06-14.sqlite", "a checked copy of the journal"),
            Example("check --journal ~/backups/journal-2025-06-14.sqlite", "check a copy again later"),
        ])

    static func run(_ arguments: Arguments<Options>, context: CommandContext) async throws {
        let url = context.resolvePath(arguments.positionals[0])
        guard let store = try JournalLocation.openIfPresent(arguments[\.journal], context: context) else {
            throw CommandError(
                "no journal at \(JournalLocation.path(arguments[\.journal], context: context)): nothing to back up"
            )
        }
        var report: JournalCheckReport?
        try AtomicFile.replace(url, protecting: context.protectedFiles) { temporary in
            try store.backup(to: temporary)
            let copy = try JournalStore(path: temporary, access: .inspect)
            report = try copy.check(photoFacts: CheckAdvice.photoFacts)
        }
        guard let report else { return }
        let entries = EntryPresenter.count(report.entryCount, "entry", "entries")
        let photos = EntryPresenter.count(report.photoCount, "photo", "photos")
        if report.problems.isEmpty {
            context.note("wrote \(url.path) (\(entries), \(photos)); checked: no problems")
            return
        }
        context.note(
            "wrote \(url.path) (\(entries), \(photos)), but the copy holds "
                + "\(EntryPresenter.count(report.problems.count, "problem", "problems")) of the journal's: "
                + "'outdoor check --journal \(url.path)' lists them")
        throw ExitStatus(code: 1)
    }
}
