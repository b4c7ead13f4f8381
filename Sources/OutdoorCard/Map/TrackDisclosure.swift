import Foundation
import OutdoorModel

/// What a card's map may draw of a recorded track under `--coords`: the one step every card's
/// track goes through before any map sees it (entry card, trip summary, activity card, book).
///
/// - `precise`: the track as recorded.
/// - `approx`: every position rounded to 0.1° (about 11 km), as an approximate pin is; a
///   position repeating the one before is dropped, so a walk inside one grid cell leaves nothing.
/// - `hidden`: first every position within `hiddenClearanceKilometres` of a place the card is
///   about (its entries' true positions) or of the track's own start and end is left out (the
///   segment is cut there: the pieces are never joined), then what is left is rounded as
///   `approx`. A day's hike near its entries shows nothing; a long drive shows its middle, far
///   from any stop and from where it began and ended.
///
/// The map never receives a position more precise than this allows.
public enum TrackDisclosure {
    /// How far from every entry and from the track's ends a hidden card's track stays, in kilometres.
    public static let hiddenClearanceKilometres = 25.0

    /// The segments of `segments` a map may draw with `coordinates`, for a card about `places`.
    public static func segments(
        _ segments: [[Coordinate]], coordinates: CardCoordinates, places: [Coordinate]
    ) -> [[Coordinate]] {
        switch coordinates {
        case .precise:
            return segments.filter { !$0.isEmpty }
        case .approx:
            return rounded(segments, coordinates: coordinates)
        case .hidden:
            var avoided = places
            if let start = segments.first(where: { !$0.isEmpty })?.first { avoided.append(start) }
            if let end = segments.last(where: { !$0.isEmpty })?.last { avoided.append(end) }
            let near = Proximity(avoided, kilometres: hiddenClearanceKilometres)
            let far = segments.flatMap { pieces(of: $0, keeping: { !near.contains($0) }) }
            return rounded(far, coordinates: coordinates)
        }
    }

    /// The positions of `segments` rounded as `coordinates` rounds a place, repeats dropped;
    /// segments left with one position are dropped too (they draw nothing).
    static func rounded(_ segments: [[Coordinate]], coordinates: CardCoordinates) -> [[Coordinate]] {
        segments.compactMap { segment -> [Coordinate]? in
            var out: [Coordinate] = []
            for c in segment {
                let shown = coordinates.mapCoordinate(for: c)
                if out.last != shown { out.append(shown) }
            }
            return out.count >= 2 ? out : nil
        }
    }

    /// The stretches of `segment` whose positions `keeping` accepts, cut where it refuses one.
    static func pieces(of segment: [Coordinate], keeping: (Coordinate) -> Bool) -> [[Coordinate]] {
        var pieces: [[Coordinate]] = []
        var current: [Coordinate] = []
        for c in segment {
            if keeping(c) {
                current.append(c)
            } else if !current.isEmpty {
                pieces.append(current)
                current = []
            }
        }
        if !current.isEmpty { pieces.append(current) }
        return pieces
    }

    /// Whether `c` lies within `kilometres` of any of `places` (great-circle).
    static func isNear(_ c: Coordinate, _ places: [Coordinate], kilometres: Double) -> Bool {
        Proximity(places, kilometres: kilometres).contains(c)
    }

    /// Whether positions lie within a distance of any of some places, asked for many positions.
    ///
    /// A flat-earth distance (exact to well under 1% within 100 km) answers at once when it is
    /// clearly inside or outside; only the positions near the limit pay for the great-circle one.
    struct Proximity {
        private let places: [(coordinate: Coordinate, cosine: Double)]
        private let metres: Double

        /// Nearness to `places`: within `kilometres`.
        init(_ places: [Coordinate], kilometres: Double) {
            self.places = places.map { ($0, cos($0.latitude * .pi / 180)) }
            metres = kilometres * 1000
        }

        /// Whether `c` lies within the distance of any place.
        func contains(_ c: Coordinate) -> Bool {
            // Metres per degree on a sphere of radius 6,371,008.8 m (as `Coordinate.distance`).
            let perDegree = 111_194.93
            for place in places {
                let dy = (c.latitude - place.coordinate.latitude) * perDegree
                if abs(dy) > metres * 1.02 { continue }
                var dLongitude = c.longitude - place.coordinate.longitude
                if dLongitude > 180 { dLongitude -= 360 } else if dLongitude < -180 { dLongitude += 360 }
                let dx = dLongitude * perDegree * place.cosine
                let flat = (dx * dx + dy * dy).squareRoot()
                if flat < metres * 0.98 { return true }
                if flat > metres * 1.02 && abs(c.latitude) < 80 { continue }
                if c.distance(to: place.coordinate) <= metres { return true }
            }
            return false
        }
    }
}
