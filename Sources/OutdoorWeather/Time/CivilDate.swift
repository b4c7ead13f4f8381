import Foundation

/// Proleptic Gregorian calendar arithmetic on plain integers (no locale, no time zone).
///
/// The day-number conversions follow Howard Hinnant's public-domain `days_from_civil` and
/// `civil_from_days` algorithms; they are exact for every year Foundation can represent.
enum CivilDate {
    /// Seconds in one day.
    static let secondsPerDay = 86_400

    /// Whether `year` is a Gregorian leap year.
    static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    /// The number of days in `month` (1-12) of `year`.
    static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days since 1970-01-01 of a calendar date.
    static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let shiftedMonth = (month + 9) % 12
        let dayOfYear = (153 * shiftedMonth + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The calendar date of a day number counted from 1970-01-01.
    static func date(daysSinceEpoch days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The largest distance from 1970 handled, in seconds (about 31,000 years).
    static let secondsLimit: TimeInterval = 1e12

    /// The UTC calendar date of an instant as "yyyy-mm-dd" ("invalid date" when not finite).
    static func isoDay(_ date: Date) -> String {
        let t = date.timeIntervalSince1970
        guard t.isFinite, abs(t) < secondsLimit else { return "invalid date" }
        let days = Int((t / Double(secondsPerDay)).rounded(.down))
        let c = Self.date(daysSinceEpoch: days)
        return "\(pad(c.year, 4))-\(pad(c.month, 2))-\(pad(c.day, 2))"
    }

    /// An instant as "yyyy-mm-ddThh:mm:ssZ" in UTC, for messages ("invalid time" when not finite).
    static func isoInstant(_ date: Date) -> String {
        let t = date.timeIntervalSince1970
        guard t.isFinite, abs(t) < secondsLimit else { return "invalid time" }
        let seconds = Int(t.rounded(.down))
        let days = Int((Double(seconds) / Double(secondsPerDay)).rounded(.down))
        let c = Self.date(daysSinceEpoch: days)
        let rest = seconds - days * secondsPerDay
        return "\(pad(c.year, 4))-\(pad(c.month, 2))-\(pad(c.day, 2))T"
            + "\(pad(rest / 3600, 2)):\(pad(rest % 3600 / 60, 2)):\(pad(rest % 60, 2))Z"
    }

    /// Zero-pads a number to `width` digits, keeping a leading minus sign.
    static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value.magnitude)
        let padded = String(repeating: "0", count: max(0, width - digits.count)) + digits
        return value < 0 ? "-" + padded : padded
    }
}
