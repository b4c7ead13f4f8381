import Foundation
import OutdoorMapModel
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
/// The map never receives a position more precise than this allows. `Disclosure` applies it to
/// the tracks of disclosed entries (`DisclosedEntry.tracks`, `DisclosedTrip.tracks`,
/// `Disclosure.activity`); it works on true positions, so only this module calls it with them.
public enum TrackDisclosure {
    /// How far from every entry and from the track's ends a hidden card's track stays, in kilometres.
    public static var hiddenClearanceKilometres: Double { Disclosure.hiddenClearanceKilometres }

    /// The segments of `segments` a map may draw with `coordinates`, for a card about `places`.
    public static func segments(
        _ segments: [[Coordinate]], coordinates: CoordinatesMode, places: [Coordinate]
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
    public static func rounded(_ segments: [[Coordinate]], coordinates: CoordinatesMode) -> [[Coordinate]] {
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
    public static func pieces(of segment: [Coordinate], keeping: (Coordinate) -> Bool) -> [[Coordinate]] {
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
    public static func isNear(_ c: Coordinate, _ places: [Coordinate], kilometres: Double) -> Bool {
        Proximity(places, kilometres: kilometres).contains(c)
    }

    /// Whether positions lie within a distance of any of some places, asked for many positions.
    ///
    /// A flat-earth distance (exact to well under 1% within 100 km) answers at once when it is
    /// clearly inside or outside; only the positions near the limit pay for the great-circle one.
    public struct Proximity: Sendable {
        private let places: [(coordinate: Coordinate, cosine: Double)]
        private let metres: Double

        /// Nearness to `places`: within `kilometres`.
        public init(_ places: [Coordinate], kilometres: Double) {
            self.places = places.map { ($0, cos($0.latitude * .pi / 180)) }
            metres = kilometres * 1000
        }

        /// Whether `c` lies within the distance of any place.
        public func contains(_ c: Coordinate) -> Bool {
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

    /// The part of `segments` within `radiusKilometres` of `center`, cut where the track leaves
    /// that circle (what lies outside is left out, and the pieces are not joined).
    public static func portion(
        of segments: [[Coordinate]], around center: Coordinate, radiusKilometres: Double
    )
        -> [[Coordinate]]
    {
        let near = Proximity([center], kilometres: radiusKilometres)
        return segments.flatMap { pieces(of: $0, keeping: near.contains) }.filter { $0.count >= 2 }
    }

    /// An entry card's tracks: the part of each of `tracks` within `radiusKilometres` of the entry
    /// at `coordinate` (its true position), as much as `coordinates` lets the map show; none when
    /// nothing is left.
    ///
    /// A precise or approximate card's view fits what is shown of the tracks; a hidden card's
    /// view is its region's, whatever far piece of a track may cross it.
    public static func entryTrackOverlays(
        _ tracks: [RecordedTrack], at coordinate: Coordinate, coordinates: CoordinatesMode,
        radiusKilometres: Double
    ) -> [MapTrack] {
        tracks.compactMap { track in
            let shown = segments(
                portion(of: track.segments, around: coordinate, radiusKilometres: radiusKilometres),
                coordinates: coordinates, places: [coordinate])
            guard !shown.isEmpty else { return nil }
            return MapTrack(segments: shown, fitsView: coordinates != .hidden)
        }
    }
}
