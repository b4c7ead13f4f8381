import Foundation

/// A track as recorded: its segments of points in recording order and its waypoints.
///
/// A segment is a stretch recorded without a break (GPX `trkseg`, or a route); nothing is
/// counted across the gap between two segments (no distance, no climb, no moving time).
public struct TrackRecording: Hashable, Sendable {
    /// The segments, each with at least one point.
    public var segments: [[TrackPoint]]
    /// The named points the file marks, in file order.
    public var waypoints: [TrackWaypoint]

    /// Makes a recording.
    public init(segments: [[TrackPoint]], waypoints: [TrackWaypoint] = []) {
        self.segments = segments
        self.waypoints = waypoints
    }

    /// How many points the segments hold.
    public var pointCount: Int { segments.reduce(0) { $0 + $1.count } }

    /// The first point recorded.
    public var firstPoint: TrackPoint? { segments.first(where: { !$0.isEmpty })?.first }

    /// The last point recorded.
    public var lastPoint: TrackPoint? { segments.last(where: { !$0.isEmpty })?.last }

    /// The earliest and latest time of any point, or nil when no point has a time.
    public var timeRange: ClosedRange<Date>? {
        var low: Date?
        var high: Date?
        for segment in segments {
            for point in segment {
                guard let time = point.time else { continue }
                if low.map({ time < $0 }) ?? true { low = time }
                if high.map({ time > $0 }) ?? true { high = time }
            }
        }
        guard let low, let high else { return nil }
        return low...high
    }

    /// The first point with a time: where the track starts in time (the weather is looked up there).
    public var firstTimedPoint: TrackPoint? {
        for segment in segments {
            if let point = segment.first(where: { $0.time != nil }) { return point }
        }
        return nil
    }
}
