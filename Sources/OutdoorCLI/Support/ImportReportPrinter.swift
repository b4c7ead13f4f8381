import Foundation
import OutdoorJournal
import OutdoorModel

/// What `outdoor import` prints once its photos are done: one line per photo, then a summary.
///
/// New entries go to standard output ("id  file  title"), every other photo to standard error
/// with its reason; notes that many photos share are said once with a count, and each photo's
/// own notes only with `--verbose`.
struct ImportReportPrinter {
    let dryRun: Bool
    let trip: String?
    let verbose: Bool
    let context: CommandContext

    /// Prints the report and throws exit status 1 when any photo was not imported.
    func print(_ report: PhotoImport.Report) throws {
        var tally = Tally()
        var shared: [(text: String, count: Int, first: String)] = []
        for item in report.items {
            let name = displayName(item.label)
            switch item.outcome {
            case .added(let entry, let notices):
                tally.added += 1
                // Written as each comes, so standard output and error stay in the photos' order.
                if dryRun {
                    context.stdout.write(
                        "\(EntryDateFormat.listDate(entry.timestamp, in: entry.timeZone)) \(entry.title)  \(name)\n"
                    )
                } else {
                    context.stdout.write("\(entry.idString)  \(name)  \(TerminalText.safe(entry.title))\n")
                }
                var notices = notices
                // Photos placed on a track say which: a note shared by the photos of each track.
                if let source = entry.capture.positionSource, source.kind == .track {
                    tally.placed += 1
                    notices.insert(
                        "placed \(source.explanation)"
                            + (entry.capture.clockOffset.map {
                                ", clock \(EntryPresenter.clockOffsetText($0))"
                            }
                                ?? ""),
                        at: 0)
                }
                for notice in notices where !notice.contains("--no-weather") {
                    if verbose {
                        context.stderr.write(TerminalText.safe("  \(name): \(notice)") + "\n")
                    } else if let index = shared.firstIndex(where: { $0.text == notice }) {
                        shared[index].count += 1
                    } else {
                        shared.append((notice, 1, name))
                    }
                }
            case .duplicate(let why):
                tally.duplicates += 1
                line("\(name): \(why)")
            case .noLocation(let reason):
                tally.noLocation += 1
                line("\(name): not imported: \(reason) (--lat/--lng place such photos)")
            case .notPlaced(let reason):
                tally.notPlaced += 1
                line("\(name): not placed on the tracks: \(reason)")
            case .noCaptureTime(let reason):
                tally.noTime += 1
                line(
                    "\(name): not imported: \(reason) (--at TIME or --time-from file-mtime date such photos)")
            case .failed(let error):
                tally.failed += 1
                // The line names the file already: the photo's error without its name again.
                if case CaptureError.photo(_, let cause) = error {
                    line("\(name): not imported: \(cause)")
                } else {
                    line("\(name): not imported: \(ErrorText.sentence(error))")
                }
            }
        }
        for (path, reason) in report.unreadablePaths {
            tally.failed += 1
            line("\(displayName(path.path)): \(reason)")
        }
        if verbose {
            for file in report.skipped {
                line("\(displayName(file.path)): skipped, not a JPEG, PNG or HEIC photo")
            }
        }
        // A JSON file holds entries, also when it could not be read at all.
        let fromJSON =
            report.items.contains { $0.file.pathExtension.lowercased() == "json" }
            || report.unreadablePaths.contains { $0.0.pathExtension.lowercased() == "json" }
        let noun = fromJSON ? "entry" : "photo"
        // A note many photos share is said once, with how many; one photo's note names it.
        for (text, count, first) in shared {
            let many = noun == "entry" ? "entries" : "photos"
            context.note(count == 1 ? "\(first): \(text)" : "\(text) (\(count) \(many))")
        }
        context.note(tally.summary(noun: noun, dryRun: dryRun, trip: trip, skipped: report.skipped.count))
        if report.hasFailures { throw ExitStatus(code: 1) }
    }

    /// A line on standard error, indented under nothing: the photo's name first.
    private func line(_ text: String) {
        context.stderr.write(TerminalText.safe(text) + "\n")
    }

    /// `path` relative to the current folder when it is inside it, else as it is.
    private func displayName(_ path: String) -> String {
        let folder =
            context.currentDirectory.path.hasSuffix("/")
            ? context.currentDirectory.path : context.currentDirectory.path + "/"
        return path.hasPrefix(folder) ? String(path.dropFirst(folder.count)) : path
    }

    /// How many photos came to each end.
    private struct Tally {
        var added = 0
        var duplicates = 0
        var noLocation = 0
        var noTime = 0
        var placed = 0
        var notPlaced = 0
        var failed = 0

        /// "imported 3 photos into trip 'Iceland'; 1 already in the journal; 2 not imported (...)".
        func summary(noun: String, dryRun: Bool, trip: String?, skipped: Int) -> String {
            let many = noun == "entry" ? "entries" : "photos"
            var text = "\(dryRun ? "would import" : "imported") \(EntryPresenter.count(added, noun, many))"
            if let trip, added > 0 { text += " into trip '\(trip)'" }
            if placed > 0 { text += " (\(placed) placed on the tracks)" }
            if duplicates > 0 { text += "; \(duplicates) already in the journal" }
            let notImported = noLocation + notPlaced + noTime + failed
            if notImported > 0 {
                var reasons: [String] = []
                if noLocation > 0 { reasons.append("\(noLocation) without a location") }
                if notPlaced > 0 { reasons.append("\(notPlaced) not placed on the tracks") }
                if noTime > 0 { reasons.append("\(noTime) without a capture time") }
                if failed > 0 { reasons.append("\(failed) unreadable or refused") }
                text += "; \(notImported) not imported (\(reasons.joined(separator: ", ")))"
            }
            if skipped > 0 {
                text +=
                    "; skipped \(skipped) file\(skipped == 1 ? " that is" : "s that are") not a JPEG, PNG or HEIC photo"
            }
            return text
        }
    }
}
