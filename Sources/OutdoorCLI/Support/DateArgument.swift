import Foundation
import OutdoorModel

/// Reads `--since`, `--until` and `--at` values.
enum DateArgument {
    /// The start of a `--since` range: a date is the start of that day in the machine's time zone.
    static func since(_ text: String?, option: String = "since", context: CommandContext) throws -> Date? {
        guard let text else { return nil }
        let parsed = try parse(text, option: option, context: context)
        return resolve(parsed, endOfDay: false, context: context)
    }

    /// The end of an `--until` range (exclusive): a date includes that whole day.
    static func until(_ text: String?, option: String = "until", context: CommandContext) throws -> Date? {
        guard let text else { return nil }
        let parsed = try parse(text, option: option, context: context)
        return resolve(parsed, endOfDay: parsed.dateOnly, context: context)
    }

    /// An `--at` time: with an offset it is exact; without one it is wall-clock time at the place.
    ///
    /// A relative time ("yesterday 18:30", "2 hours ago") is echoed on standard error as read.
    static func captureTime(_ text: String?, context: CommandContext) throws -> CaptureTime? {
        guard let text else { return nil }
        if text.trimmingWhitespace().lowercased() == "now" { return nil }
        let parsed = try parse(text, option: "at", context: context)
        if ISO8601Text.parse(text) == nil {
            let shown =
                parsed.offsetSeconds == nil
                ? "\(parsed.local) (the local time at the place)"
                : EntryDateFormat.iso8601UTC(parsed.local.date(offsetSeconds: parsed.offsetSeconds ?? 0))
            context.note("--at \"\(text)\" read as \(shown)")
        }
        return CaptureTime(parsed.local, offsetSeconds: parsed.offsetSeconds)
    }

    /// Checks that a range's start comes before its end.
    static func checkRange(since: Date?, until: Date?) throws {
        if let since, let until, since >= until {
            throw UsageError("--since must come before --until")
        }
    }

    private static func parse(_ text: String, option: String, context: CommandContext) throws
        -> ISO8601Text.Parsed
    {
        if let parsed = ISO8601Text.parse(text) { return parsed }
        if let parsed = RelativeTime.parse(text, now: context.now(), timeZone: context.timeZone) {
            return parsed
        }
        throw UsageError(
            "--\(option) needs a date or time such as 2025-06-14, 2025-06-14T08:42, 2025-06-14T08:42:00+02:00, "
                + "\"yesterday 18:30\", \"monday\" or \"3 hours ago\", not '\(text)'")
    }

    private static func resolve(_ parsed: ISO8601Text.Parsed, endOfDay: Bool, context: CommandContext) -> Date
    {
        if let offset = parsed.offsetSeconds { return parsed.local.date(offsetSeconds: offset) }
        let zone = context.timeZone
        let start = parsed.local.date(in: zone)
        guard endOfDay else { return start }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar.date(byAdding: .day, value: 1, to: start) ?? start.addingTimeInterval(86_400)
    }
}
