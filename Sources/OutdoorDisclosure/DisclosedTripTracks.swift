import OutdoorMapModel
import OutdoorModel

/// A trip's recorded tracks as its maps and figures may show them, made by `Disclosure.trip`.
///
/// Only what `TrackDisclosure` lets the mode show of the lines reaches a map; the distance is
/// measured along the true way (a total says nothing of where a stop was); the ids let an export
/// tell when what a card shows changed.
public struct DisclosedTripTracks: Hashable, Sendable {
    /// The tracks as the trip's maps may draw them (hidden: only what lies far from every stop
    /// and from each track's ends), fitting the view unless hidden; tracks with nothing left are
    /// left out.
    public let lines: [MapTrack]
    /// The legs between stops no track covers, as dashed straight lines between positions as
    /// rounded as the mode allows; none when hidden.
    public let legs: [MapRoute]
    /// The distance travelled: the tracks as recorded with the straight legs between, in metres;
    /// nil without tracks.
    public let travelledMetres: Double?
    /// The tracks' ids, sorted.
    public let ids: [String]

    /// No tracks.
    public static let none = DisclosedTripTracks(lines: [], legs: [], travelledMetres: nil, ids: [])

    /// Whether the trip has recorded tracks (whatever of them the mode lets a map show).
    public var isEmpty: Bool { ids.isEmpty }
}
