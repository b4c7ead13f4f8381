import Foundation

/// The way a trip went, from its stops and its recorded tracks: what was recorded, and the
/// straight legs between where nothing was.
///
/// The trip is taken in time order as a row of stretches: each timed track (from its first
/// point to its last), and each stop whose moment no track's time holds (a stop inside a track's
/// time is on that track). Between one stretch's end and the next one's start lies a leg that
/// no track shows: the summary draws it dashed and straight. Tracks without times stand apart
/// (drawn, never joined). Legs shorter than `minimumLegMetres` are left out.
public enum TripRoute {
    /// A leg shorter than this joins nothing worth a dash, in metres.
    public static let minimumLegMetres = 50.0

    /// A straight leg between two stretches, in time order.
    public struct Leg: Hashable, Sendable {
        /// Where the earlier stretch ends.
        public var from: Coordinate
        /// Where the later stretch starts.
        public var to: Coordinate

        /// Makes a leg.
        public init(from: Coordinate, to: Coordinate) {
            self.from = from
            self.to = to
        }
    }

    /// The distance travelled by `stops` (any order) with `tracks`, in metres; nil without tracks.
    ///
    /// The tracks as recorded with the straight legs no track covers; without tracks the trip's
    /// figures give the distance between the stops. Every output prints this one figure.
    public static func travelledMetres(stops: [JournalEntry], tracks: [RecordedTrack]) -> Double? {
        guard !tracks.isEmpty else { return nil }
        let ordered = stops.sorted { $0.isBefore($1) }
        return tracks.reduce(0) { $0 + $1.track.figures.distanceMetres }
            + uncoveredLegs(stops: ordered, tracks: tracks).reduce(0) { $0 + $1.from.distance(to: $1.to) }
    }

    /// The legs no track covers between `ordered` stops (time order) and `tracks`, in time order.
    public static func uncoveredLegs(stops ordered: [JournalEntry], tracks: [RecordedTrack]) -> [Leg] {
        struct Stretch {
            var start: Date
            var end: Date
            var first: Coordinate
            var last: Coordinate
        }
        var stretches: [Stretch] = []
        var ranges: [ClosedRange<Date>] = []
        for track in tracks {
            guard let range = track.recording.timeRange ?? track.track.figures.timeRange,
                let first = track.recording.firstPoint, let last = track.recording.lastPoint
            else { continue }
            ranges.append(range)
            stretches.append(
                Stretch(
                    start: range.lowerBound, end: range.upperBound, first: first.coordinate,
                    last: last.coordinate))
        }
        for stop in ordered where !ranges.contains(where: { $0.contains(stop.timestamp) }) {
            stretches.append(
                Stretch(
                    start: stop.timestamp, end: stop.timestamp, first: stop.coordinate, last: stop.coordinate)
            )
        }
        stretches.sort { ($0.start, $0.end) < ($1.start, $1.end) }
        var legs: [Leg] = []
        for (a, b) in zip(stretches, stretches.dropFirst())
        where a.last.distance(to: b.first) >= minimumLegMetres {
            legs.append(Leg(from: a.last, to: b.first))
        }
        return legs
    }
}
