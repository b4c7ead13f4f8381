import OutdoorDisclosure
import OutdoorMapModel
import OutdoorModel

extension CardMap {
    /// How far around the entry an entry card draws its tracks, in kilometres.
    public static let trackPortionRadiusKilometres = 10.0
    /// The smallest width of an entry card's map that shows a track, in kilometres: a day's walk
    /// fills the panel, where the card's map of a place alone is 100 km across.
    public static let trackMinimumWidthKilometres = 20.0

    /// The part of `segments` within `radiusKilometres` of `center`, cut where the track leaves
    /// that circle (`TrackDisclosure.portion`).
    public static func portion(
        of segments: [[Coordinate]], around center: Coordinate,
        radiusKilometres: Double = trackPortionRadiusKilometres
    ) -> [[Coordinate]] {
        TrackDisclosure.portion(of: segments, around: center, radiusKilometres: radiusKilometres)
    }

    /// An entry card's tracks around the entry at `coordinate`, as `coordinates` allows.
    ///
    /// The part of each of `tracks` within `trackPortionRadiusKilometres`, as much as the mode
    /// lets the map show (`TrackDisclosure.entryTrackOverlays`); none when nothing is left. Cards
    /// take them from their disclosed entry (`DisclosedEntry.trackOverlays`).
    public static func entryTrackOverlays(
        _ tracks: [RecordedTrack], at coordinate: Coordinate, coordinates: CoordinatesMode
    ) -> [any MapOverlay] {
        TrackDisclosure.entryTrackOverlays(
            tracks, at: coordinate, coordinates: coordinates, radiusKilometres: trackPortionRadiusKilometres)
    }
}
