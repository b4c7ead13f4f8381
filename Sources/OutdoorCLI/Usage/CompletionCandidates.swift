import Foundation
import OutdoorModel
import OutdoorStore

/// `outdoor [--journal PATH] __complete entries|trips`: what the shell completion scripts offer
/// from the journal, one candidate a line as "value<TAB>description".
///
/// Entries come newest first as their short id with "YYYY MMM DD title"; trips by name with their
/// number of entries. A hidden word, not a command: it has no help and prints nothing but the
/// candidates (nothing at all when there is no journal or it cannot be read), since whatever it
/// prints lands in the person's terminal while they type.
enum CompletionCandidates {
    /// The word the scripts call it by.
    static let word = "__complete"

    /// Prints the candidates `words` (after `__complete`) ask for; the exit status.
    static func run(_ words: [String], global: [String], context: CommandContext) -> Int32 {
        guard words.count == 1, let kind = words.first else { return 2 }
        let journal: String? =
            global.first.flatMap { $0.hasPrefix("--\(CommonOptions.journal.spec.name)=") ? $0 : nil }
            .map { String($0.drop { $0 != "=" }.dropFirst()) } ?? (global.count >= 2 ? global[1] : nil)
        do {
            guard let store = try JournalLocation.openIfPresent(journal, context: context) else { return 0 }
            switch kind {
            case "entries":
                let entries = try store.entries().sorted { $1.isBefore($0) }
                context.stdout.write(entries.map(line).joined())
            case "trips":
                context.stdout.write(
                    try store.trips().map {
                        "\($0.name)\t\(EntryPresenter.count($0.entryCount, "entry", "entries"))\n"
                    }.joined())
            default:
                return 2
            }
            return 0
        } catch {
            return 1
        }
    }

    /// "1a2b3c4d<TAB>2025 JUN 14 Morning walk".
    static func line(_ entry: JournalEntry) -> String {
        "\(entry.shortID)\t\(EntryDateFormat.listDate(entry.timestamp, in: entry.timeZone)) \(oneLine(entry.title))\n"
    }

    private static func oneLine(_ text: String) -> String {
        String(text.map { $0.isNewline || $0 == "\t" ? " " : $0 })
    }
}
