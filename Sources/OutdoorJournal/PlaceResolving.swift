import Foundation
import OutdoorGeo
import OutdoorModel

/// Answers what the journal needs to know about a place: a readable name and its time zone.
public protocol PlaceResolving {
    /// The place at `coordinate`: a name (nil in the open ocean) and an IANA time-zone id.
    func place(at coordinate: Coordinate) throws -> ResolvedPlace
}

/// A place's name and time zone.
public struct ResolvedPlace: Hashable, Sendable {
    /// A readable name such as "Boulder, Colorado, US", or nil where nothing sensible is near.
    public var name: String?
    /// The IANA time-zone id of the place ("America/Denver"), or nil when unknown.
    public var timeZoneIdentifier: String?

    /// Makes a place.
    public init(name: String?, timeZoneIdentifier: String?) {
        self.name = name
        self.timeZoneIdentifier = timeZoneIdentifier
    }
}

/// Names places and finds their time zones from the bundled GeoNames data (offline).
///
/// It is also the `PlaceLineSource` of what is shown: the line the current data computes, and
/// the region and country (Natural Earth's areas) a hidden place may show.
public struct GeoPlaceResolver: PlaceResolving, PlaceLineSource {
    let database: GeoDatabase

    /// Resolves places with `database`.
    public init(database: GeoDatabase) { self.database = database }

    public func place(at coordinate: Coordinate) throws -> ResolvedPlace {
        let found = try database.describe(coordinate)
        let name = found.place?.displayName
        let zone = found.timeZone.identifier
        return ResolvedPlace(name: name, timeZoneIdentifier: TimeZone(identifier: zone) == nil ? nil : zone)
    }

    public func place(at coordinate: Coordinate) throws -> PlaceLine? {
        try database.reverseGeocode(coordinate)?.placeLine
    }

    public func coarsePlace(at coordinate: Coordinate) throws -> CoarsePlace? {
        guard let line = try database.regionLine(for: coordinate) else { return nil }
        return CoarsePlace(
            regionLine: line.text, countryName: line.countryText,
            regionSharesNameWithTown: line.sharesNameWithTown,
            regionAreaSquareKilometres: line.regionAreaSquareKilometres, regionExtent: line.regionExtent,
            countryExtent: line.countryExtent)
    }
}
