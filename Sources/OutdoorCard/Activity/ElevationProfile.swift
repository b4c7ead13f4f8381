import Foundation
import OutdoorModel

/// A track's height against the distance along it: what the activity card's profile draws.
///
/// Distance runs along each segment and stands still across the gap between two segments; it is
/// measured on the sphere (haversine, fast for 100,000 points) and scaled to `length` when given
/// (the track's ellipsoidal distance), so the profile ends at the distance the card shows.
/// Points without a height are skipped; a segment's heights make one line (`lines`), the gap
/// between two segments is not joined. The profile is reduced to at most `maximumSamples`
/// points per line, each the highest of the points it stands for (a summit is never shaved off).
/// Entries are marked where the track was at their moment (`marks`).
public struct ElevationProfile: Sendable, Hashable {
    /// The most points a line keeps: far more than a card's profile has pixels.
    public static let maximumSamples = 1_200

    /// One point of the profile.
    public struct Sample: Sendable, Hashable {
        /// Metres along the track from its start.
        public var distance: Double
        /// Height in metres.
        public var height: Double

        /// Makes a sample.
        public init(distance: Double, height: Double) {
            self.distance = distance
            self.height = height
        }
    }

    /// An entry marked on the profile.
    public struct Mark: Sendable, Hashable {
        /// The number the card and its map give the entry (from 1, in time order).
        public var number: Int
        /// Where the track was at the entry's moment, in metres along it.
        public var distance: Double
        /// The profile's height there, in metres.
        public var height: Double
    }

    /// The lines of heights, one per segment with heights, in order.
    public var lines: [[Sample]]
    /// The track's length in metres (the profile's width).
    public var length: Double
    /// The lowest and highest height drawn, in metres.
    public var lowest: Double
    public var highest: Double
    /// The entries marked, in number order.
    public var marks: [Mark]

    /// The profile of `recording`, `length` metres long when given, with `moments` (the entries'
    /// moments, numbered from 1 in the order given) marked where the track was then; nil when no
    /// two neighbouring points have heights.
    public init?(_ recording: TrackRecording, length: Double? = nil, moments: [Date] = []) {
        var lines: [[Sample]] = []
        var along = 0.0
        // Each timed point's distance along the track, for placing the marks.
        var timed: [(time: Date, distance: Double)] = []
        for segment in recording.segments {
            var line: [Sample] = []
            var previous: TrackPoint?
            for point in segment {
                if let previous {
                    let step = previous.coordinate.distance(to: point.coordinate)
                    if step.isFinite { along += step }
                }
                previous = point
                if let time = point.time { timed.append((time, along)) }
                if let height = point.elevation, height.isFinite {
                    line.append(Sample(distance: along, height: height))
                }
            }
            if line.count >= 2 { lines.append(Self.reduced(line, to: Self.maximumSamples)) }
        }
        let heights = lines.joined().map(\.height)
        guard let low = heights.min(), let high = heights.max(), along > 0 else { return nil }
        let k = length.map { $0 > 0 && $0.isFinite ? $0 / along : 1 } ?? 1
        if k != 1 {
            lines = lines.map { $0.map { Sample(distance: $0.distance * k, height: $0.height) } }
            timed = timed.map { ($0.time, $0.distance * k) }
        }
        self.lines = lines
        self.length = along * k
        lowest = low
        highest = high
        timed.sort { $0.time < $1.time }
        var marks: [Mark] = []
        for (index, moment) in moments.enumerated() {
            guard let distance = Self.distance(at: moment, timed: timed) else { continue }
            marks.append(
                Mark(number: index + 1, distance: distance, height: Self.height(at: distance, in: lines)))
        }
        self.marks = marks
    }

    /// `line` reduced to at most `count` samples: equal stretches of distance, each the highest
    /// point in it (a stretch without points is skipped); the first and last points kept.
    public static func reduced(_ line: [Sample], to count: Int) -> [Sample] {
        guard line.count > count, count >= 2, let first = line.first, let last = line.last,
            last.distance > first.distance
        else { return line }
        let span = last.distance - first.distance
        var out: [Sample] = [first]
        var bucket = -1
        for sample in line.dropFirst().dropLast() {
            let b = min(count - 3, Int((sample.distance - first.distance) / span * Double(count - 2)))
            if b != bucket {
                out.append(sample)
                bucket = b
            } else if let top = out.last, sample.height > top.height {
                out[out.count - 1] = sample
            }
        }
        out.append(last)
        return out
    }

    /// The distance along the track at `moment`, between the timed points around it (the
    /// nearest end outside them); nil without timed points or when the moment lies outside the track's time.
    static func distance(at moment: Date, timed: [(time: Date, distance: Double)]) -> Double? {
        guard let first = timed.first, let last = timed.last, moment >= first.time, moment <= last.time else {
            return nil
        }
        var low = 0
        var high = timed.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if timed[middle].time <= moment { low = middle } else { high = middle }
        }
        let a = timed[low]
        let b = timed[high]
        let span = b.time.timeIntervalSince(a.time)
        guard span > 0 else { return a.distance }
        let f = min(max(moment.timeIntervalSince(a.time) / span, 0), 1)
        return a.distance + f * (b.distance - a.distance)
    }

    /// The profile's height at `distance`: interpolated inside a line, the nearest line's end outside.
    static func height(at distance: Double, in lines: [[Sample]]) -> Double {
        var nearest: (gap: Double, height: Double)?
        for line in lines {
            guard let first = line.first, let last = line.last else { continue }
            if distance >= first.distance && distance <= last.distance {
                var low = 0
                var high = line.count - 1
                while high - low > 1 {
                    let middle = (low + high) / 2
                    if line[middle].distance <= distance { low = middle } else { high = middle }
                }
                let a = line[low]
                let b = line[high]
                let span = b.distance - a.distance
                return span > 0 ? a.height + (distance - a.distance) / span * (b.height - a.height) : a.height
            }
            for end in [first, last] {
                let gap = abs(end.distance - distance)
                if nearest.map({ gap < $0.gap }) ?? true { nearest = (gap, end.height) }
            }
        }
        return nearest?.height ?? 0
    }
}
