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
            let far = segments.flatMap {
                pieces(of: $0, keeping: { !isNear($0, avoided, kilometres: hiddenClearanceKilometres) })
            }
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
        // A degree of latitude is at least 110.5 km: farther apart in latitude is never near.
        let latitudeLimit = kilometres / 110.5
        for place in places where abs(place.latitude - c.latitude) <= latitudeLimit {
            if c.distance(to: place) <= kilometres * 1000 { return true }
        }
        return false
    }
}
