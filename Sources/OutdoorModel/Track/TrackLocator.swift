import Foundation

/// Finds where a track was at an instant, for placing photos by their capture time.
///
/// Between two neighbouring timed points of a segment the position is interpolated linearly
/// in time (latitude, longitude the short way round, height when both points have one); before
/// a segment's first or after its last point the end point itself is taken (never extrapolated).
/// An instant is placed only when a track point lies within `maxGap` of it in time; of several
/// segments, the one with the nearest point wins.
public struct TrackLocator: Sendable {
    /// A segment's timed points, in time order.
    private let segments: [[TrackPoint]]

    /// Prepares `recording` for lookups (its untimed points are left out).
    public init(_ recording: TrackRecording) {
        segments = recording.segments.map { $0.filter { $0.time != nil } }.filter { !$0.isEmpty }
    }

    /// The answer for one instant.
    public enum Fix: Hashable, Sendable {
        /// Placed: the position, its height when known, and the time to the nearest track point.
        case placed(TrackPoint, nearest: TimeInterval)
        /// Not placed: the nearest track point is this far away in time (nil: the track has no times).
        case tooFar(nearest: TimeInterval?)
    }

    /// Where the track was at `instant`, if a point lies within `maxGap` seconds of it.
    public func position(at instant: Date, maxGap: TimeInterval) -> Fix {
        var best: (point: TrackPoint, gap: TimeInterval)?
        var nearest: TimeInterval?
        for segment in segments {
            guard let candidate = Self.position(in: segment, at: instant) else { continue }
            nearest = min(nearest ?? .infinity, candidate.gap)
            if candidate.gap <= maxGap, best.map({ candidate.gap < $0.gap }) ?? true { best = candidate }
        }
        if let best { return .placed(best.point, nearest: best.gap) }
        return .tooFar(nearest: nearest)
    }

    /// The position in one segment of timed points and the time to its nearest point.
    static func position(in segment: [TrackPoint], at instant: Date) -> (
        point: TrackPoint, gap: TimeInterval
    )? {
        guard let first = segment.first, let last = segment.last, let t0 = first.time, let tn = last.time
        else { return nil }
        if instant <= t0 { return (TrackPoint(with: first, time: instant), t0.timeIntervalSince(instant)) }
        if instant >= tn { return (TrackPoint(with: last, time: instant), instant.timeIntervalSince(tn)) }
        // The last point at or before the instant (times never decrease inside a segment).
        var low = 0
        var high = segment.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if let t = segment[middle].time, t <= instant { low = middle } else { high = middle }
        }
        let a = segment[low]
        let b = segment[high]
        guard let ta = a.time, let tb = b.time else { return nil }
        let gap = min(instant.timeIntervalSince(ta), tb.timeIntervalSince(instant))
        let span = tb.timeIntervalSince(ta)
        guard span > 0 else { return (TrackPoint(with: a, time: instant), gap) }
        let f = instant.timeIntervalSince(ta) / span
        var dLongitude = b.longitude - a.longitude
        if dLongitude > 180 { dLongitude -= 360 } else if dLongitude < -180 { dLongitude += 360 }
        var longitude = a.longitude + f * dLongitude
        if longitude > 180 { longitude -= 360 } else if longitude < -180 { longitude += 360 }
        var height: Double?
        if let ha = a.elevation, let hb = b.elevation { height = ha + f * (hb - ha) }
        let point = TrackPoint(
            latitude: a.latitude + f * (b.latitude - a.latitude), longitude: longitude, elevation: height,
            time: instant)
        return (point, gap)
    }
}

extension TrackPoint {
    /// The same place and height at another time.
    fileprivate init(with point: TrackPoint, time: Date) {
        self.init(
            latitude: point.latitude, longitude: point.longitude, elevation: point.elevation, time: time)
    }
}
