import Foundation

/// A track's figures: distance, moving time, climb, lowest and highest point, start and end.
///
/// Every figure is measured inside segments, never across the gap between two (see
/// `TrackRules` for the thresholds):
/// - distance: the sum of the WGS 84 ellipsoidal distances (Vincenty) between neighbouring points;
/// - moving time: neighbouring timed points are taken in stretches of at least 20 s (shorter
///   intervals joined); a stretch counts when the straight distance from its first to its last
///   point, over its duration, is at least 1 km/h, so the jitter of a fix standing still is not
///   taken for walking;
/// - ascent and descent: a hysteresis of 5 m on the recorded heights: from the last turning
///   point, a rise of 5 m or more counts whole and becomes the new turning point (a drop
///   likewise); what is left under 5 m at a segment's end does not count;
/// - lowest and highest point: the recorded heights as they are (the first point of each).
public struct TrackFigures: Hashable, Sendable {
    /// How many points.
    public var pointCount: Int
    /// How many segments.
    public var segmentCount: Int
    /// Distance along the track, in metres.
    public var distanceMetres: Double
    /// Time spent moving, in seconds; nil when no two neighbouring points have times.
    public var movingSeconds: Double?
    /// Total ascent, in metres; nil when no point has a height.
    public var ascentMetres: Double?
    /// Total descent, in metres; nil when no point has a height.
    public var descentMetres: Double?
    /// The lowest recorded point; nil when no point has a height.
    public var lowest: TrackPoint?
    /// The highest recorded point; nil when no point has a height.
    public var highest: TrackPoint?
    /// The first point recorded.
    public var start: TrackPoint
    /// The last point recorded.
    public var end: TrackPoint
    /// The box around every point.
    public var bounds: TrackBounds
    /// The earliest and latest point times; nil when no point has a time.
    public var timeRange: ClosedRange<Date>?

    /// Makes figures from stored values.
    public init(
        pointCount: Int, segmentCount: Int, distanceMetres: Double, movingSeconds: Double?,
        ascentMetres: Double?, descentMetres: Double?, lowest: TrackPoint?, highest: TrackPoint?,
        start: TrackPoint, end: TrackPoint, bounds: TrackBounds, timeRange: ClosedRange<Date>?
    ) {
        self.pointCount = pointCount
        self.segmentCount = segmentCount
        self.distanceMetres = distanceMetres
        self.movingSeconds = movingSeconds
        self.ascentMetres = ascentMetres
        self.descentMetres = descentMetres
        self.lowest = lowest
        self.highest = highest
        self.start = start
        self.end = end
        self.bounds = bounds
        self.timeRange = timeRange
    }

    /// Measures a recording; nil when it has no point.
    public init?(_ recording: TrackRecording) {
        let segments = recording.segments.filter { !$0.isEmpty }
        guard let start = segments.first?.first, let end = segments.last?.last,
            let bounds = TrackBounds(points: segments.joined())
        else { return nil }
        var distance = 0.0
        var moving: Double?
        var climb: (ascent: Double, descent: Double)?
        var lowest: TrackPoint?
        var highest: TrackPoint?
        for segment in segments {
            distance += Self.distance(segment)
            if let seconds = Self.movingSeconds(segment) { moving = (moving ?? 0) + seconds }
            if let segmentClimb = Self.climb(segment) {
                climb = (
                    (climb?.ascent ?? 0) + segmentClimb.ascent, (climb?.descent ?? 0) + segmentClimb.descent
                )
            }
            for point in segment {
                guard let height = point.elevation else { continue }
                if lowest?.elevation.map({ height < $0 }) ?? true { lowest = point }
                if highest?.elevation.map({ height > $0 }) ?? true { highest = point }
            }
        }
        self.init(
            pointCount: segments.reduce(0) { $0 + $1.count }, segmentCount: segments.count,
            distanceMetres: distance, movingSeconds: moving, ascentMetres: climb?.ascent,
            descentMetres: climb?.descent, lowest: lowest, highest: highest, start: start, end: end,
            bounds: bounds, timeRange: recording.timeRange)
    }

    /// Time from the first to the last point time, in seconds; nil without times.
    public var elapsedSeconds: Double? {
        timeRange.map { $0.upperBound.timeIntervalSince($0.lowerBound) }
    }

    /// The distance along one segment, in metres.
    static func distance(_ segment: [TrackPoint]) -> Double {
        var total = 0.0
        for (a, b) in zip(segment, segment.dropFirst()) {
            total += Geodesic.distance(
                latitude1: a.latitude, longitude1: a.longitude, latitude2: b.latitude, longitude2: b.longitude
            )
        }
        return total
    }

    /// The moving time of one segment in seconds; nil when it has fewer than two timed points.
    static func movingSeconds(_ segment: [TrackPoint]) -> Double? {
        let timed = segment.filter { $0.time != nil }
        guard timed.count >= 2 else { return nil }
        var moving = 0.0
        var first = timed[0]
        var index = 1
        while index < timed.count {
            // Join intervals until the stretch lasts the shortest judged time, or the segment ends.
            var last = timed[index]
            while let t0 = first.time, let t1 = last.time,
                t1.timeIntervalSince(t0) < TrackRules.movingStretch,
                index + 1 < timed.count
            {
                index += 1
                last = timed[index]
            }
            if let t0 = first.time, let t1 = last.time {
                let seconds = t1.timeIntervalSince(t0)
                let metres = Geodesic.distance(
                    latitude1: first.latitude, longitude1: first.longitude, latitude2: last.latitude,
                    longitude2: last.longitude)
                if seconds > 0, metres / seconds >= TrackRules.movingSpeed { moving += seconds }
            }
            first = last
            index += 1
        }
        return moving
    }

    /// Ascent and descent of one segment by the hysteresis rule; nil when no point has a height.
    static func climb(_ segment: [TrackPoint]) -> (ascent: Double, descent: Double)? {
        var reference: Double?
        var ascent = 0.0
        var descent = 0.0
        for point in segment {
            guard let height = point.elevation else { continue }
            guard let from = reference else {
                reference = height
                continue
            }
            let change = height - from
            if change >= TrackRules.climbThreshold {
                ascent += change
                reference = height
            } else if change <= -TrackRules.climbThreshold {
                descent -= change
                reference = height
            }
        }
        return reference == nil ? nil : (ascent, descent)
    }
}
