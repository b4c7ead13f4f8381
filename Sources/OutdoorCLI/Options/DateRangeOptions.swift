import Foundation
import OutdoorArguments

/// `--since DATE` and `--until DATE`: a range of moments, for every command that narrows entries
/// by date (log, map, trip create, and the selection of export and book).
struct DateRangeOptions: OptionGroup {
    /// The range's start.
    let since = Option.rangeStart(
        "since",
        help: "Entries at or after DATE (ISO 8601, \"yesterday\", \"3 days ago\"; a date starts that day).")
    /// The range's end.
    let until = Option.rangeEnd("until", help: "Entries before DATE (a date includes that whole day).")
}

extension Arguments where Options == DateRangeOptions {
    /// The range given (either end may be open); a start after the end is a usage error.
    func range() throws -> (since: Date?, until: Date?) {
        let since = self[\.since]
        let until = self[\.until]
        if let since, let until, since >= until {
            throw UsageError("--\(spec(\.since).name) must come before --\(spec(\.until).name)")
        }
        return (since, until)
    }

    /// Whether either end was given.
    var isGiven: Bool { given(\.since) || given(\.until) }

    /// The range as typed, for a title: "2025-06-01 to 2025-06-30".
    var typed: String { [text(\.since), text(\.until)].compactMap { $0 }.joined(separator: " to ") }
}
