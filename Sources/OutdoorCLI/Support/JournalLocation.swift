import Foundation
import OutdoorFiles
import OutdoorStore

/// Where the journal file is: `--journal`, else `OUTDOOR_JOURNAL`, else the XDG data folder.
enum JournalLocation {
    /// The journal path `--journal` (`given`, nil when not given) and the environment choose.
    static func path(_ given: String?, context: CommandContext) -> String {
        if let given, !given.isEmpty { return context.resolvePath(given).path }
        if let env = context.environment[.journal], !env.isEmpty {
            return context.resolvePath(env).path
        }
        return defaultPath(environment: context.environment)
    }

    /// `$XDG_DATA_HOME/outdoor/journal.sqlite`, else `~/.local/share/outdoor/journal.sqlite`.
    static func defaultPath(environment: [String: String]) -> String {
        // The XDG spec says a relative XDG_DATA_HOME is invalid and must be ignored.
        if let xdg = environment[.xdgDataHome], xdg.hasPrefix("/") {
            return (xdg as NSString).appendingPathComponent("outdoor/journal.sqlite")
        }
        let home = environment[.home].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return (home as NSString).appendingPathComponent(".local/share/outdoor/journal.sqlite")
    }

    /// How long to wait for another process's lock: `OUTDOOR_BUSY_TIMEOUT_MS`, else 15 s.
    static func busyTimeout(_ context: CommandContext) -> Int32 {
        context.environment[.busyTimeout].flatMap { Int32($0) }.map { max(0, $0) }
            ?? JournalStore.busyTimeoutMilliseconds
    }

    /// Whether the journal's path was given (`--journal`, `OUTDOOR_JOURNAL`) rather than the default.
    static func isExplicit(_ given: String?, context: CommandContext) -> Bool {
        !(given ?? "").isEmpty || !(context.environment[.journal] ?? "").isEmpty
    }

    /// Opens the journal for reading; nil when none exists yet at the default path.
    ///
    /// A path given explicitly where no journal exists is refused ("no journal at PATH"): likely a typo.
    static func openForReading(_ journal: String?, context: CommandContext) throws -> JournalStore? {
        guard let store = try openIfPresent(journal, context: context) else {
            if isExplicit(journal, context: context) {
                throw CommandError("no journal at \(path(journal, context: context))")
            }
            return nil
        }
        return store
    }

    /// Opens the journal for reading; nil when no journal exists at its path, explicit or not.
    static func openIfPresent(_ journal: String?, context: CommandContext) throws -> JournalStore? {
        let store: JournalStore
        do {
            store = try JournalStore(
                path: path(journal, context: context), access: .read,
                busyTimeoutMilliseconds: busyTimeout(context))
        } catch JournalStoreError.missing {
            return nil
        }
        warnAboutSchema(store, context: context)
        warnAboutUnreadableEntries(store, context: context)
        return store
    }

    /// Has every listing say which entry rows it skipped because they cannot be read.
    static func warnAboutUnreadableEntries(_ store: JournalStore, context: CommandContext) {
        store.onUnreadableEntry = { error in context.warn("skipped: \(error)") }
    }

    /// Warns when the journal's schema is not the one outdoor made (a trigger added by hand, a
    /// freeze trigger dropped): reading goes on, writing refuses or restores it.
    static func warnAboutSchema(_ store: JournalStore, context: CommandContext) {
        guard let report = try? store.schemaReport(), !report.isClean else { return }
        context.warn(
            "the journal \(store.path): \(report.summary); "
                + (report.isRestorable
                    ? "the next change outdoor makes puts it right"
                    : "outdoor will not change it until it is put right")
                + " ('outdoor check' says more)")
    }

    /// Opens (creating when needed) the journal for writing.
    static func openForWriting(_ journal: String?, context: CommandContext) throws -> JournalStore {
        let store = try JournalStore(
            path: path(journal, context: context), access: .write,
            busyTimeoutMilliseconds: busyTimeout(context))
        warnAboutUnreadableEntries(store, context: context)
        return store
    }

    /// Opens the journal an import writes to, or with `dryRun` compares with: a dry run of a
    /// journal that does not exist yet gets an empty one in a private temporary folder, so it
    /// creates nothing.
    static func openForImport(_ journal: String?, dryRun: Bool, context: CommandContext) throws
        -> ImportJournal
    {
        guard dryRun, try openIfPresent(journal, context: context) == nil else {
            return ImportJournal(store: try openForWriting(journal, context: context), scratch: nil)
        }
        TemporaryFolder.removeStale(prefix: "outdoor-dry-run")
        let folder = try TemporaryFolder.make(prefix: "outdoor-dry-run")
        do {
            let store = try JournalStore(
                path: folder.appendingPathComponent("journal.sqlite").path, access: .write,
                busyTimeoutMilliseconds: busyTimeout(context))
            return ImportJournal(store: store, scratch: folder)
        } catch {
            try? FileManager.default.removeItem(at: folder)
            throw error
        }
    }
}

/// The journal an import uses, and the temporary folder of a dry run's empty one, removed when
/// the import is done with it.
final class ImportJournal {
    /// The journal.
    let store: JournalStore
    private let scratch: URL?

    init(store: JournalStore, scratch: URL?) {
        self.store = store
        self.scratch = scratch
    }

    deinit {
        if let scratch { try? FileManager.default.removeItem(at: scratch) }
    }
}
