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

    /// The local date as a title writes it, "14 Jun 2025" (`GeneratedTitle`).
    public static func titleDate(_ date: Date, in timeZone: TimeZone) -> String {
        let c = components(date, timeZone)
        let month = months[c.month - 1]
        return "\(c.day) \(month.prefix(1))\(month.dropFirst().lowercased()) \(pad(c.year, 4))"
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

    /// An offset from UTC in seconds as ISO 8601 writes it: "+01:00", "-03:30", "+00:00".
    public static func offsetText(_ seconds: Int) -> String {
        let a = abs(seconds)
        return "\(seconds < 0 ? "-" : "+")\(pad(a / 3600, 2)):\(pad(a % 3600 / 60, 2))"
    }

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

    /// Seconds since 1970-01-01T00:00 of the wall clock in `timeZone` at `date`.
    ///
    /// The instant is clamped to ±10^13 seconds (about ±317,000 years), so a damaged value can
    /// never trap the integer arithmetic that follows.
    private static func localSeconds(_ date: Date, _ timeZone: TimeZone) -> Int {
        let t = date.timeIntervalSince1970
        let clamped = t.isFinite ? min(max(t, -1e13), 1e13) : 0
        let offset = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: clamped))
        return Int(clamped.rounded(.down)) + offset
    }

    /// The local calendar day of an instant, counted in days since 1970-01-01 (for day counts).
    public static func localDayNumber(_ date: Date, in timeZone: TimeZone) -> Int {
        floorDivide(localSeconds(date, timeZone), 86_400)
    }

    /// The wall-clock fields in the proleptic Gregorian calendar, as ISO 8601 counts them.
    ///
    /// Foundation's Gregorian calendar switches to the Julian one before October 1582, which
    /// would show `--at 0001-01-01` as 3 January; this is the arithmetic the parser uses too
    /// (`LocalDateTime`), so every date reads back as it was given.
    private static func components(_ date: Date, _ timeZone: TimeZone) -> Parts {
        let seconds = localSeconds(date, timeZone)
        let days = floorDivide(seconds, 86_400)
        let time = seconds - days * 86_400
        // Civil from days (Howard Hinnant's algorithm).
        let z = days + 719_468
        let era = floorDivide(z, 146_097)
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yoe + era * 400 + (month <= 2 ? 1 : 0)
        return Parts(
            year: year, month: month, day: day, hour: time / 3600, minute: time % 3600 / 60,
            second: time % 60)
    }

    private static func floorDivide(_ a: Int, _ b: Int) -> Int {
        let q = a / b
        return (a % b != 0 && (a < 0) != (b < 0)) ? q - 1 : q
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let s = String(abs(value))
        let padded = String(repeating: "0", count: max(0, width - s.count)) + s
        return value < 0 ? "-" + padded : padded
    }
}
