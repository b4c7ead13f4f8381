import Foundation

/// When a track was recorded, as far as its file tells: never when it was imported.
public enum TrackDating: Hashable, Sendable {
    /// Its points' times, first to last.
    case times(ClosedRange<Date>)
    /// Only its day: its points have no times, and its file gives its own time (`Track.fileTime`).
    ///
    /// The day is known, the hours are not: no weather is looked up for it, and no trip or
    /// entry is joined to it by time.
    case fileDay(Date)
    /// Neither: no point has a time and the file gives none.
    case undated
}

extension Track {
    /// When the track was recorded: its points' times, else the day its file gives, else undated.
    public var dating: TrackDating {
        if let range = figures.timeRange { return .times(range) }
        if let fileTime { return .fileDay(fileTime) }
        return .undated
    }

    /// The instant its day is taken from (its first point's time, else its file's), nil when undated.
    public var dayInstant: Date? {
        switch dating {
        case .times(let range): return range.lowerBound
        case .fileDay(let time): return time
        case .undated: return nil
        }
    }

    /// Its day in its time zone as ISO 8601, "2024-05-18"; nil when undated.
    public var isoDay: String? { dayInstant.map { EntryDateFormat.isoDay($0, in: timeZone) } }

    /// Its day in its time zone as lists show it, "2024 MAY 18"; nil when undated.
    public var listDay: String? { dayInstant.map { EntryDateFormat.listDate($0, in: timeZone) } }
}
