import Foundation

/// A wall-clock date and time without a zone, as cameras write EXIF DateTimeOriginal.
public struct LocalDateTime: Hashable, Sendable, CustomStringConvertible {
    public var year: Int
    public var month: Int
    public var day: Int
    public var hour: Int
    public var minute: Int
    public var second: Int
    /// Fraction of a second, 0 ..< 1.
    public var fraction: Double

    /// Makes a value; returns nil when a field is out of its calendar range.
    public init?(
        year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0, fraction: Double = 0
    ) {
        guard (1...9999).contains(year), (1...12).contains(month), (1...31).contains(day),
            (0...23).contains(hour),
            (0...59).contains(minute), (0...60).contains(second), fraction >= 0, fraction < 1
        else { return nil }
        guard day <= Self.daysIn(month: month, year: year) else { return nil }
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = min(second, 59)
        self.fraction = fraction
    }

    /// "2025-06-14T08:42:00".
    public var description: String {
        func pad(_ v: Int, _ w: Int) -> String {
            String(repeating: "0", count: max(0, w - String(v).count)) + String(v)
        }
        return
            "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(pad(hour, 2)):\(pad(minute, 2)):\(pad(second, 2))"
    }

    /// The instant this wall-clock time names at a fixed offset from UTC (seconds east).
    public func date(offsetSeconds: Int) -> Date {
        Date(timeIntervalSince1970: Double(secondsSinceEpochAsUTC - offsetSeconds) + fraction)
    }

    /// The instant this wall-clock time names in `timeZone`.
    ///
    /// Rule for daylight-saving changes: a time that happens twice (clocks going back) is the
    /// first occurrence; a time that never happens (clocks going forward) is read with the
    /// offset in force before the change, so 02:30 on a spring-forward night becomes 03:30.
    public func date(in timeZone: TimeZone) -> Date {
        let naive = secondsSinceEpochAsUTC
        let before = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(naive - 86_400)))
        let after = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(naive + 86_400)))
        let candidates = Set([before, after]).map { naive - $0 }.filter { t in
            let offset = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: Double(t)))
            return t + offset == naive
        }
        if let first = candidates.min() { return Date(timeIntervalSince1970: Double(first) + fraction) }
        return Date(timeIntervalSince1970: Double(naive - before) + fraction)
    }

    /// Seconds since 1970-01-01T00:00:00 if this wall-clock time were UTC.
    var secondsSinceEpochAsUTC: Int {
        // Days from civil (Howard Hinnant's algorithm), valid for the proleptic Gregorian calendar.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        let days = era * 146_097 + doe - 719_468
        return days * 86_400 + hour * 3600 + minute * 60 + second
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}

/// A time given on the command line or read from a photo: an exact instant, or a wall-clock time.
public enum CaptureTime: Hashable, Sendable {
    /// An exact instant (the text or EXIF carried an offset).
    case instant(Date)
    /// A wall-clock time at the place, to be resolved in the place's time zone.
    case wallClock(LocalDateTime)

    /// An exact instant when the offset from UTC is known, else wall-clock time at the place.
    public init(_ local: LocalDateTime, offsetSeconds: Int?) {
        if let offsetSeconds {
            self = .instant(local.date(offsetSeconds: offsetSeconds))
        } else {
            self = .wallClock(local)
        }
    }

    /// The instant, resolving a wall-clock time in `timeZone`.
    public func resolved(in timeZone: TimeZone) -> Date {
        switch self {
        case .instant(let date): return date
        case .wallClock(let local): return local.date(in: timeZone)
        }
    }
}

/// Parses ISO 8601 date and time texts as people type them.
public enum ISO8601Text {
    /// A parsed text: a wall-clock value, and the offset from UTC in seconds when one was given.
    public struct Parsed: Equatable, Sendable {
        public var local: LocalDateTime
        public var offsetSeconds: Int?
        /// Whether the text gave only a date (no time of day).
        public var dateOnly: Bool

        /// Makes a value.
        public init(local: LocalDateTime, offsetSeconds: Int?, dateOnly: Bool) {
            self.local = local
            self.offsetSeconds = offsetSeconds
            self.dateOnly = dateOnly
        }
    }

    /// Parses "2025-06-14", "2025-06-14T08:42", "2025-06-14 08:42:05.5", with "Z" or "+02:00"/"+0200".
    public static func parse(_ text: String) -> Parsed? {
        let s = Array(text.trimmingWhitespace().utf8)
        var i = 0
        func number(_ digits: Int) -> Int? {
            guard i + digits <= s.count else { return nil }
            var value = 0
            for k in 0..<digits {
                let c = s[i + k]
                guard c >= 48, c <= 57 else { return nil }
                value = value * 10 + Int(c - 48)
            }
            i += digits
            return value
        }
        func expect(_ c: UInt8) -> Bool {
            guard i < s.count, s[i] == c else { return false }
            i += 1
            return true
        }
        guard let year = number(4), expect(45), let month = number(2), expect(45), let day = number(2) else {
            return nil
        }
        if i == s.count {
            return LocalDateTime(year: year, month: month, day: day).map {
                Parsed(local: $0, offsetSeconds: nil, dateOnly: true)
            }
        }
        guard i < s.count, s[i] == 84 || s[i] == 116 || s[i] == 32 else { return nil }  // T, t or space
        i += 1
        guard let hour = number(2), expect(58), let minute = number(2) else { return nil }
        var second = 0
        var fraction = 0.0
        if expect(58) {
            guard let sec = number(2) else { return nil }
            second = sec
            if expect(46) || expect(44) {
                var scale = 0.1
                var digits = 0
                while i < s.count, s[i] >= 48, s[i] <= 57 {
                    fraction += Double(s[i] - 48) * scale
                    scale /= 10
                    i += 1
                    digits += 1
                }
                guard digits > 0 else { return nil }
            }
        }
        var offset: Int?
        if i < s.count {
            if s[i] == 90 || s[i] == 122 {  // Z
                i += 1
                offset = 0
            } else if s[i] == 43 || s[i] == 45 {  // + or -
                let sign = s[i] == 45 ? -1 : 1
                i += 1
                guard let oh = number(2), oh <= 18 else { return nil }
                _ = expect(58)
                let om = number(2) ?? 0
                guard om < 60 else { return nil }
                offset = sign * (oh * 3600 + om * 60)
            }
        }
        guard i == s.count,
            let local = LocalDateTime(
                year: year, month: month, day: day, hour: hour, minute: minute, second: second,
                fraction: min(fraction, 0.999_999))
        else { return nil }
        return Parsed(local: local, offsetSeconds: offset, dateOnly: false)
    }
}
