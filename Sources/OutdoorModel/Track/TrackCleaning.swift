import Foundation

/// What cleaning changed in a recording, to tell the person (every rule is in `clean`).
public struct TrackCleaning: Hashable, Sendable {
    /// Points whose time was Garmin's "clock unknown" value, kept without a time (counted by the reader).
    public var unknownTimes = 0
    /// Points dropped because they repeated the point before them exactly.
    public var duplicatesDropped = 0
    /// Points at exactly 0° 0° (a device's "no fix"), dropped.
    public var noFixDropped = 0
    /// Places where time went backwards inside a segment, where the segment was split.
    public var backwardSplits = 0
    /// Whether every height was exactly 0 m, so the track was taken to have none.
    public var zeroElevationsDropped = false
    /// Segments or routes without a point, left out.
    public var emptySegmentsDropped = 0

    /// Makes an empty report.
    public init() {}

    /// One sentence per change, for the person.
    public var notes: [String] {
        var notes: [String] = []
        func count(_ n: Int, _ one: String, _ many: String) -> String { "\(n) \(n == 1 ? one : many)" }
        if unknownTimes > 0 {
            notes.append(
                "\(count(unknownTimes, "point has", "points have")) Garmin's \"clock unknown\" time "
                    + "(1901-12-13T20:45:52Z): kept without a time")
        }
        if duplicatesDropped > 0 {
            notes.append(
                "\(count(duplicatesDropped, "point repeats", "points repeat")) the point before exactly: dropped"
            )
        }
        if noFixDropped > 0 {
            notes.append("\(count(noFixDropped, "point is", "points are")) at 0° 0° (no fix): dropped")
        }
        if backwardSplits > 0 {
            notes.append(
                "time goes backwards at \(count(backwardSplits, "point", "points")): the segment is split there"
            )
        }
        if zeroElevationsDropped { notes.append("every height is 0 m: taken as no heights recorded") }
        return notes
    }
}

extension TrackRecording {
    /// The recording with the cleaning rules applied, on the storage grid, and what changed.
    ///
    /// Rules: every value is rounded to the storage grid (`TrackPoint.onStorageGrid`); a point
    /// at exactly 0° 0° is a device's "no fix" and is dropped; a point equal to the one before
    /// it (position, height and time) is dropped; a point whose time is earlier than the last
    /// time in its segment starts a new segment (nothing is measured across a jump back in
    /// time); when every height is exactly 0 m the track has no heights; empty segments are
    /// left out. Waypoints are rounded to the grid and kept.
    public func cleaned() -> (recording: TrackRecording, cleaning: TrackCleaning) {
        var cleaning = TrackCleaning()
        var result: [[TrackPoint]] = []
        for segment in segments {
            var current: [TrackPoint] = []
            current.reserveCapacity(segment.count)
            var lastTime: Date?
            for raw in segment {
                let point = raw.onStorageGrid
                if point.latitude == 0 && point.longitude == 0 {
                    cleaning.noFixDropped += 1
                    continue
                }
                if let previous = current.last, previous == point {
                    cleaning.duplicatesDropped += 1
                    continue
                }
                if let time = point.time, let last = lastTime, time < last {
                    cleaning.backwardSplits += 1
                    result.append(current)
                    current = []
                }
                current.append(point)
                if let time = point.time { lastTime = time }
            }
            if current.isEmpty {
                cleaning.emptySegmentsDropped += 1
            } else {
                result.append(current)
            }
        }
        let heights = result.lazy.joined().compactMap(\.elevation)
        if heights.first(where: { _ in true }) != nil, heights.allSatisfy({ $0 == 0 }) {
            cleaning.zeroElevationsDropped = true
            result = result.map {
                $0.map { TrackPoint(latitude: $0.latitude, longitude: $0.longitude, time: $0.time) }
            }
        }
        let marks = waypoints.map { TrackWaypoint(name: $0.name, point: $0.point.onStorageGrid) }
        return (TrackRecording(segments: result, waypoints: marks), cleaning)
    }
}
