import Foundation
import OutdoorArguments
import OutdoorModel
import OutdoorStore

/// `(--trip NAME | --since DATE --until DATE | --all)`: which entries a command works on, for the
/// commands that need exactly one choice (export, book).
struct SelectionOptions: OptionGroup {
    /// `--trip NAME`: the entries of one trip; `log` narrows by it too.
    static let trip = Option.text("trip", "NAME", help: "The entries of this trip.", completion: .trip)

    /// A trip's entries.
    let trip = Self.trip
    /// A range of dates.
    let range = DateRangeOptions()
    /// Every entry.
    let all = Flag("all", help: "Every entry.")

    var usageTerms: [UsageTerm] {
        [
            .oneOf([
                [.option(trip.spec)], [.option(range.since.spec), .option(range.until.spec)],
                [.option(all.spec)],
            ])
        ]
    }
}

/// The entries a selection chooses.
enum EntrySelection: Sendable {
    /// A trip, by the name given.
    case trip(String)
    /// Moments in a range, with the range as typed.
    case range(since: Date?, until: Date?, typed: String)
    /// Every entry.
    case all

    /// The entries, in time order, and a title for them: the trip's name, "Journal", or
    /// "Journal, 2025-06-01 to 2025-06-30".
    func entries(in store: JournalStore) throws -> ([JournalEntry], String) {
        switch self {
        case .trip(let name):
            let trip = try EntryLookup.trip(name, store: store)
            return (try store.entries(inTrip: trip.name), trip.name)
        case .range(let since, let until, let typed):
            return (try store.entries(since: since, until: until), "Journal, \(typed)")
        case .all:
            return (try store.entries(), "Journal")
        }
    }
}

extension Arguments where Options == SelectionOptions {
    /// The one choice given; none or several is a usage error saying what to `verb` ("export").
    func selection(verb: String) throws -> EntrySelection {
        let dates = group(\.range)
        guard [given(\.trip), dates.isGiven, self[\.all]].filter({ $0 }).count == 1 else {
            let choices = [
                spec(\.trip).usageText,
                dates.spec(\.since).usageText + " " + dates.spec(\.until).usageText,
            ]
            throw UsageError(
                "choose what to \(verb): \(choices.joined(separator: ", ")), or \(spec(\.all).usageText)",
                command: command)
        }
        if let name = self[\.trip] { return .trip(name) }
        if self[\.all] { return .all }
        let (since, until) = try dates.range()
        return .range(since: since, until: until, typed: dates.typed)
    }
}
