import Foundation

/// Date and time texts in an entry's local time, locale-independent (as the original app).
public enum EntryDateFormat {
    private static let months = [
        "JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC",
    ]

    /// The list date, "2025 JUN 14", in `timeZone`.
    public static func listDate(_ date: Date, in timeZone: TimeZone) -> String {
        let c = components(date, timeZone)
        return "\(pad(c.year, 4)) \(months[c.month - 1]) \(pad(c.day, 2))"
    }

    /// The card's date and time, "2025 JUN 14  08:42" (two spaces, as the original app).
    public static func cardDateTime(_ date: Date, in timeZone: TimeZone) -> String {
        let c = components(date, timeZone)
        return "\(listDate(date, in: timeZone))  \(pad(c.hour, 2)):\(pad(c.minute, 2))"
    }

    /// The local time of day, "08:42".
    public static func timeOfDay(_ date: Date, in timeZone: TimeZone) -> String {
        let c = components(date, timeZone)
        return "\(pad(c.hour, 2)):\(pad(c.minute, 2))"
    }

    /// The local calendar date, "2025-06-14", for file names.
    public static func isoDay(_ date: Date, in timeZone: TimeZone) -> String {
        let c = components(date, timeZone)
        return "\(pad(c.year, 4))-\(pad(c.month, 2))-\(pad(c.day, 2))"
    }

    /// ISO 8601 with the zone's offset at that instant, "2025-06-14T08:42:00+02:00".
    public static func iso8601(_ date: Date, in timeZone: TimeZone) -> String {
        let c = components(date, timeZone)
        let offset = timeZone.secondsFromGMT(for: date)
        let sign = offset < 0 ? "-" : "+"
        let a = abs(offset)
        let zone = offset == 0 ? "Z" : "\(sign)\(pad(a / 3600, 2)):\(pad(a % 3600 / 60, 2))"
        return "\(pad(c.year, 4))-\(pad(c.month, 2))-\(pad(c.day, 2))T"
            + "\(pad(c.hour, 2)):\(pad(c.minute, 2)):\(pad(c.second, 2))\(zone)"
    }

    /// The UTC calendar date of an instant, "2025-06-14".
    public static func isoDayUTC(_ date: Date) -> String { isoDay(date, in: utc) }

    /// An instant in UTC, "2025-06-14T06:42:00Z".
    public static func iso8601UTC(_ date: Date) -> String { iso8601(date, in: utc) }

    private static let utc = TimeZone(secondsFromGMT: 0) ?? .current

    /// The zone's abbreviation or offset at that instant ("CEST", else "UTC+02:00").
    public static func zoneLabel(_ date: Date, in timeZone: TimeZone) -> String {
        if let abbreviation = timeZone.abbreviation(for: date), abbreviation.first?.isLetter == true,
            !abbreviation.hasPrefix("GMT"), !abbreviation.hasPrefix("UTC")
        {
            return abbreviation
        }
        let offset = timeZone.secondsFromGMT(for: date)
        let sign = offset < 0 ? "-" : "+"
        let a = abs(offset)
        return "UTC\(sign)\(pad(a / 3600, 2)):\(pad(a % 3600 / 60, 2))"
    }

    private struct Parts {
        var year, month, day, hour, minute, second: Int
    }

    private static func components(_ date: Date, _ timeZone: TimeZone) -> Parts {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return Parts(
            year: c.year ?? 1970, month: min(max(c.month ?? 1, 1), 12), day: c.day ?? 1,
            hour: c.hour ?? 0, minute: c.minute ?? 0, second: c.second ?? 0)
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let s = String(abs(value))
        let padded = String(repeating: "0", count: max(0, width - s.count)) + s
        return value < 0 ? "-" + padded : padded
    }
}
