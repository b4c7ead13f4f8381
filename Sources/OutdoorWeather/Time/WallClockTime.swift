import Foundation

/// A date and time read off a clock at a place, with no offset: what a camera writes to EXIF.
///
/// A wall-clock time names an instant only together with the place's time zone; see
/// `resolved(in:)` for the rule applied when the zone skips or repeats that time.
public struct WallClockTime: Hashable, Sendable, CustomStringConvertible {
    /// The year, 1 through 9999.
    public let year: Int
    /// The month, 1 through 12.
    public let month: Int
    /// The day of the month, 1 through 28-31.
    public let day: Int
    /// The hour, 0 through 23.
    public let hour: Int
    /// The minute, 0 through 59.
    public let minute: Int
    /// The second, 0 through 59.
    public let second: Int

    /// Makes a wall-clock time, throwing when a component is out of its range.
    public init(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int = 0) throws {
        guard (1...9999).contains(year) else { throw WallClockError.yearOutOfRange(year) }
        guard (1...12).contains(month) else { throw WallClockError.monthOutOfRange(month) }
        let lastDay = CivilDate.daysInMonth(year: year, month: month)
        guard (1...lastDay).contains(day) else {
            throw WallClockError.dayOutOfRange(day: day, month: month, year: year)
        }
        guard (0...23).contains(hour) else { throw WallClockError.hourOutOfRange(hour) }
        guard (0...59).contains(minute) else { throw WallClockError.minuteOutOfRange(minute) }
        guard (0...59).contains(second) else { throw WallClockError.secondOutOfRange(second) }
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
        self.second = second
    }

    /// The time as "yyyy-mm-dd hh:mm:ss".
    public var description: String {
        "\(CivilDate.pad(year, 4))-\(CivilDate.pad(month, 2))-\(CivilDate.pad(day, 2)) "
            + "\(CivilDate.pad(hour, 2)):\(CivilDate.pad(minute, 2)):\(CivilDate.pad(second, 2))"
    }

    /// Seconds since 1970-01-01 00:00 if this wall-clock time were read in UTC.
    var secondsAsIfUTC: Int {
        let days = CivilDate.daysSinceEpoch(year: year, month: month, day: day)
        return days * CivilDate.secondsPerDay + hour * 3600 + minute * 60 + second
    }

    /// The instant this wall-clock time names in `timeZone`.
    ///
    /// The rule, applied the same way to both kinds of transition: when the zone's offset
    /// changes around this time, the offset in force *before* the change is used.
    /// - In a gap (clocks jump forward, so the time never shows on a clock), the time is read
    ///   with the old offset and so lands as far after the jump as it lies after the last time
    ///   before it: 02:30 on a night that jumps from 02:00 to 03:00 becomes 03:30 new time,
    ///   which is what a camera still set to the old time meant.
    /// - In an overlap (clocks fall back, so the time appears twice), the earlier of the two
    ///   instants is chosen, which is the one read with the old offset; the later one is
    ///   reported in the result.
    public func resolved(in timeZone: TimeZone) -> WallClockResolution {
        let naive = secondsAsIfUTC
        func offset(at seconds: Int) -> Int {
            timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(seconds)))
        }
        // Offsets in force within a day and a half either side: every zone's offset lies within
        // -12 h..+14 h, so the instant this time names lies inside that span.
        var offsets = Set<Int>()
        for step in -12...12 { offsets.insert(offset(at: naive + step * 3 * 3600)) }
        let matching = offsets.map { naive - $0 }.filter { offset(at: $0) == naive - $0 }.sorted()

        if let first = matching.first, let last = matching.last {
            let date = Date(timeIntervalSince1970: TimeInterval(first))
            if first == last { return WallClockResolution(date: date, kind: .unique) }
            let later = Date(timeIntervalSince1970: TimeInterval(last))
            return WallClockResolution(date: date, kind: .repeated(later: later))
        }
        // A gap: read with the largest candidate offset, the instant falls before the jump,
        // where the old offset is in force.
        let largest = offsets.max() ?? 0
        let before = offset(at: naive - largest)
        let resolved = naive - before
        let skipped = offset(at: resolved) - before
        return WallClockResolution(
            date: Date(timeIntervalSince1970: TimeInterval(resolved)), kind: .skipped(seconds: skipped))
    }
}

/// The instant a wall-clock time names in a zone, and whether the zone skipped or repeated it.
public struct WallClockResolution: Hashable, Sendable {
    /// How the wall-clock time relates to the zone's clock.
    public enum Kind: Hashable, Sendable {
        /// The time appears exactly once on the zone's clocks.
        case unique
        /// The time fell in a gap of `seconds` that the clocks jumped over; `date` is moved
        /// forward by the gap.
        case skipped(seconds: Int)
        /// The time appears twice; `date` is the earlier instant and `later` the other one.
        case repeated(later: Date)
    }

    /// The chosen instant.
    public var date: Date
    /// Whether the time was unique, skipped or repeated.
    public var kind: Kind

    /// Makes a resolution value.
    public init(date: Date, kind: Kind) {
        self.date = date
        self.kind = kind
    }
}

/// Why a wall-clock time was refused.
public enum WallClockError: Error, Equatable, CustomStringConvertible {
    case yearOutOfRange(Int)
    case monthOutOfRange(Int)
    case dayOutOfRange(day: Int, month: Int, year: Int)
    case hourOutOfRange(Int)
    case minuteOutOfRange(Int)
    case secondOutOfRange(Int)

    public var description: String {
        switch self {
        case .yearOutOfRange(let year):
            return "the year \(year) is out of range: it must be between 1 and 9999"
        case .monthOutOfRange(let month):
            return "the month \(month) is out of range: it must be between 1 and 12"
        case .dayOutOfRange(let day, let month, let year):
            let last = CivilDate.daysInMonth(year: year, month: month)
            return "the day \(day) does not exist in \(CivilDate.pad(year, 4))-\(CivilDate.pad(month, 2)),"
                + " which has \(last) days"
        case .hourOutOfRange(let hour):
            return "the hour \(hour) is out of range: it must be between 0 and 23"
        case .minuteOutOfRange(let minute):
            return "the minute \(minute) is out of range: it must be between 0 and 59"
        case .secondOutOfRange(let second):
            return "the second \(second) is out of range: it must be between 0 and 59"
        }
    }
}
