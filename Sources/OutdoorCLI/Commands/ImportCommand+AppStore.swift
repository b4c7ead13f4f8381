import Foundation
import OutdoorArguments
import OutdoorJournal
import OutdoorModel

/// `outdoor import PATH/default.store`: the iPhone app's SwiftData store, one entry per row.
extension ImportCommand {
    /// Imports the app's store when the paths given name one; returns false when they do not.
    static func runAppStore(_ arguments: Arguments<Options>, context: CommandContext) throws -> Bool {
        let paths = arguments.positionals.map { context.resolvePath($0) }
        let stores = paths.compactMap(AppStoreLocator.store(at:))
        guard !stores.isEmpty else { return false }
        guard stores.count == 1, paths.count == 1 else {
            throw UsageError(
                "the iPhone app's store is imported on its own: give one default.store (or the folder "
                    + "that holds it), and import photos with another 'outdoor import'",
                command: arguments.command)
        }
        let photosOnly = [
            arguments.group(\.place).given(\.latitude) ? arguments.spec(\.place.latitude) : nil,
            arguments.group(\.place).given(\.longitude) ? arguments.spec(\.place.longitude) : nil,
            arguments.group(\.place).given(\.pair) ? arguments.spec(\.place.pair) : nil,
            arguments.given(\.title) ? arguments.spec(\.title) : nil,
            arguments.given(\.placement.gpx) ? arguments.spec(\.placement.gpx) : nil,
            arguments.given(\.placement.clockOffset) ? arguments.spec(\.placement.clockOffset) : nil,
            arguments.given(\.placement.sync) ? arguments.spec(\.placement.sync) : nil,
            arguments.given(\.placement.maxGap) ? arguments.spec(\.placement.maxGap) : nil,
        ]
        if let option = photosOnly.compactMap({ $0 }).first {
            throw UsageError(
                "--\(option.name) applies to photos; the iPhone app's store keeps each entry's own",
                command: arguments.command)
        }
        let options = AppStoreImport.Options(
            trip: arguments[\.trip], dryRun: arguments[\.dryRun], update: arguments[\.update])
        // Interrupted, the import stops between rows and its temporary copy of the store is removed.
        let interrupt = Interruption()
        defer { interrupt.stop() }
        // The store first: a store that cannot be read leaves no journal behind.
        let snapshot = try AppStoreSnapshot.read(storeAt: stores[0])
        let journal = try JournalLocation.openForImport(
            arguments[\.journal], dryRun: options.dryRun, context: context)
        defer { withExtendedLifetime(journal) {} }
        let store = journal.store
        let capture = EntryCapture(places: try BundledData(context: context).places, now: context.now)
        var progress: ProgressLine?
        let report = try AppStoreImport(store: store, capture: capture).run(
            snapshot, options: options,
            phase: { progress = ProgressLine(channel: context.stderr, total: $1, label: $0.rawValue) },
            progress: { progress?.advance($0) }, isCancelled: { interrupt.happened })
        printReport(report, options: options, context: context)
        if report.cancelled || interrupt.happened {
            context.note(
                "interrupted: every entry saved is whole; run the same command again to import the rest")
            throw ExitStatus(code: 130)
        }
        if report.hasFailures { throw ExitStatus(code: 1) }
        return true
    }

    private static func printReport(
        _ report: AppStoreImport.Report, options: AppStoreImport.Options, context: CommandContext
    ) {
        var added: [JournalEntry] = []
        var already = 0
        var updated: [String] = []
        var differing: [String] = []
        var withoutWeather = 0
        var notes: [String] = []
        var problems: [String] = []
        for item in report.items {
            switch item.outcome {
            case .added(let entry, let notices):
                added.append(entry)
                if entry.weather == nil { withoutWeather += 1 }
                for notice in notices {
                    notes.append("\(item.label): \(notice)")
                }
            case .alreadyImported(let changes):
                already += 1
                if !changes.isEmpty { differing.append("\(item.label): \(changes.joined(separator: ", "))") }
            case .updated(_, let changes):
                already += 1
                updated.append("\(item.label): \(changes.joined(separator: ", "))")
            case .failed: problems.append("\(item.label): \(item.failure ?? "")")
            }
        }
        printAdded(added, dryRun: options.dryRun, context: context)
        for column in report.absentColumns {
            context.note(
                "the store has no \(column) column (an older app version): that field is read as empty")
        }
        if !report.unreadColumns.isEmpty {
            context.note(
                "the store has columns this version does not read (a later app version?): "
                    + report.unreadColumns.joined(separator: ", "))
        }
        var summary =
            "\(options.dryRun ? "would import" : "imported") "
            + "\(EntryPresenter.count(added.count, "entry", "entries")) from the iPhone app's store"
        if let trip = options.trip, !options.dryRun, added.count + already > 0 {
            summary += " into trip '\(trip)'"
        }
        context.note(summary)
        if already > 0 {
            context.note(
                already == report.items.count
                    ? "all \(already) entries of the store are in the journal already: nothing new to import"
                    : "\(already) already in the journal, not imported again")
        }
        noteList(
            "\(EntryPresenter.count(updated.count, "entry", "entries")) "
                + "\(options.dryRun ? "would be" : updated.count == 1 ? "was" : "were") brought up to date with the app's title, note or photo:",
            updated, context: context)
        noteList(
            "\(EntryPresenter.count(differing.count, "entry", "entries")) changed in the app since "
                + "(the journal keeps its own; --update takes the app's):",
            differing, context: context)
        if withoutWeather > 0 {
            context.note(
                "\(withoutWeather) of them had no weather in the app; 'outdoor weather fill' can look it up")
        }
        noteList("notes:", notes, context: context)
        noteList("\(problems.count) not imported:", problems, context: context)
        for (entity, count) in report.otherEntityRows {
            context.warn(
                "\(EntryPresenter.count(count, "row", "rows")) of the store's OutsideLog table \(count == 1 ? "is" : "are") "
                    + "marked as entity \(entity), not OutsideLog's: not imported. The store may be damaged or "
                    + "written by another app version")
        }
        if let wal = report.walProblem {
            context.warn(
                "\(report.path)-wal cannot be read whole: \(wal). The entries saved only in it (the newest) are "
                    + "missing; copy default.store-wal again from the backup, with default.store, and import again"
            )
        }
    }
}
