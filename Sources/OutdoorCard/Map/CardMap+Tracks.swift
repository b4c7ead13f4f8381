import OutdoorMapModel
import OutdoorModel

extension CardMap {
    /// How far around the entry an entry card draws its tracks, in kilometres.
    public static let trackPortionRadiusKilometres = 10.0
    /// The smallest width of an entry card's map that shows a track, in kilometres: a day's walk
    /// fills the panel, where the card's map of a place alone is 100 km across.
    public static let trackMinimumWidthKilometres = 20.0

    /// The part of `segments` within `radiusKilometres` of `center`, cut where the track leaves
    /// that circle (what lies outside is left out, and the pieces are not joined).
    public static func portion(
        of segments: [[Coordinate]], around center: Coordinate,
        radiusKilometres: Double = trackPortionRadiusKilometres
    ) -> [[Coordinate]] {
        let near = TrackDisclosure.Proximity([center], kilometres: radiusKilometres)
        return segments.flatMap { TrackDisclosure.pieces(of: $0, keeping: near.contains) }.filter {
            $0.count >= 2
        }
    }

    /// An entry card's tracks: the part of each of `tracks` around the entry at `coordinate`,
    /// as much as `coordinates` lets the map show (`TrackDisclosure`); none when nothing is left.
    ///
    /// A precise or approximate card's view fits what is shown of the tracks; a hidden card's
    /// view is its region's, whatever far piece of a track may cross it.
    public static func entryTrackOverlays(
        _ tracks: [RecordedTrack], at coordinate: Coordinate, coordinates: CardCoordinates
    ) -> [any MapOverlay] {
        tracks.compactMap { track in
            let shown = TrackDisclosure.segments(
                portion(of: track.segments, around: coordinate), coordinates: coordinates,
                places: [coordinate])
            guard !shown.isEmpty else { return nil }
            return MapTrack(segments: shown, fitsView: coordinates != .hidden)
        }
    }
}
