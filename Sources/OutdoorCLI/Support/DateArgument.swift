import Foundation
import OutdoorArguments
import OutdoorModel

/// Reads `--since`, `--until` and `--at` values.
enum DateArgument {
    /// The start of a `--since` range: a date is the start of that day in the context's time zone.
    static func since(_ text: String, option: String, values: ValueContext) throws -> Date {
        let parsed = try parse(text, option: option, values: values)
        return resolve(parsed, endOfDay: false, values: values)
    }

    /// The end of an `--until` range (exclusive): a date includes that whole day.
    static func until(_ text: String, option: String, values: ValueContext) throws -> Date {
        let parsed = try parse(text, option: option, values: values)
        return resolve(parsed, endOfDay: parsed.dateOnly, values: values)
    }

    /// An `--at` time: with an offset it is exact; without one it is wall-clock time at the place.
    ///
    /// "now" is no time: the capture's own rule applies.
    static func captureTime(_ text: String, option: String, values: ValueContext) throws -> TimeArgument {
        if text.trimmingWhitespace().lowercased() == "now" { return TimeArgument(time: nil, echo: nil) }
        let parsed = try parse(text, option: option, values: values)
        var echo: String?
        if ISO8601Text.parse(text) == nil {
            let shown =
                parsed.offsetSeconds == nil
                ? "\(parsed.local) (the local time at the place)"
                : EntryDateFormat.iso8601UTC(parsed.local.date(offsetSeconds: parsed.offsetSeconds ?? 0))
            echo = "--\(option) \"\(text)\" read as \(shown)"
        }
        return TimeArgument(time: CaptureTime(parsed.local, offsetSeconds: parsed.offsetSeconds), echo: echo)
    }

    private static func parse(_ text: String, option: String, values: ValueContext) throws
        -> ISO8601Text.Parsed
    {
        if let parsed = ISO8601Text.parse(text) { return parsed }
        if let parsed = RelativeTime.parse(text, now: values.now, timeZone: values.timeZone) {
            return parsed
        }
        throw UsageError(
            "--\(option) needs a date or time such as 2025-06-14, 2025-06-14T08:42, 2025-06-14T08:42:00+02:00, "
                + "\"yesterday 18:30\", \"monday\" or \"3 hours ago\", not '\(text)'")
    }

    private static func resolve(_ parsed: ISO8601Text.Parsed, endOfDay: Bool, values: ValueContext) -> Date {
        if let offset = parsed.offsetSeconds { return parsed.local.date(offsetSeconds: offset) }
        let zone = values.timeZone
        let start = parsed.local.date(in: zone)
        guard endOfDay else { return start }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar.date(byAdding: .day, value: 1, to: start) ?? start.addingTimeInterval(86_400)
    }
}

/// An `--at` value: the capture time it gives (nil for "now"), and how a relative time such as
/// "yesterday 18:30" was read, to echo on standard error.
struct TimeArgument: Sendable {
    /// The time, or nil for "now".
    var time: CaptureTime?
    /// "--at "yesterday 18:30" read as ...", for a time that is not ISO 8601.
    var echo: String?
}

/// Date and time options.
extension Option where Value == Date? {
    /// The start of a range (`--since`): a date is the start of that day.
    static func rangeStart(_ name: String, help: String) -> Option<Date?> {
        Option(
            name, "DATE", help: help, absent: nil,
            convert: { text, values in try DateArgument.since(text, option: name, values: values) })
    }

    /// The end of a range (`--until`), exclusive: a date includes that whole day.
    static func rangeEnd(_ name: String, help: String) -> Option<Date?> {
        Option(
            name, "DATE", help: help, absent: nil,
            convert: { text, values in try DateArgument.until(text, option: name, values: values) })
    }
}

/// The capture-time option.
extension Option where Value == TimeArgument? {
    /// A moment (`--at`): ISO 8601, or a relative time echoed as read.
    static func captureTime(_ name: String, help: String) -> Option<TimeArgument?> {
        Option(
            name, "TIME", help: help, absent: nil,
            convert: { text, values in try DateArgument.captureTime(text, option: name, values: values) })
    }
}
