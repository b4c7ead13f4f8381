import OutdoorModel

/// A line through positions in order: a trip's route between its stops.
///
/// Each leg takes the shorter way around the world, so a route across the 180th meridian stays
/// whole; the map fits every position and keeps names off the line.
public struct MapRoute: MapOverlay {
    /// The positions joined, in order (degrees).
    public var coordinates: [Coordinate]

    /// A route through `coordinates` in order.
    public init(_ coordinates: [Coordinate]) {
        self.coordinates = coordinates
    }

    /// The route through the positions `pins` show (rounded as their precision requires), in order.
    public init(joining pins: [MapPin]) {
        self.init(pins.map(\.displayedCoordinate))
    }

    /// Left out when it passes through a withheld area (it would lead to the place), kept otherwise.
    public func withholding(_ areas: MapWithheldAreas) -> (any MapOverlay)? {
        coordinates.contains(where: areas.contains) ? nil : self
    }

    /// Checks every position.
    public func validate() throws {
        for c in coordinates where !c.isValid { throw MapError.invalidCoordinate(c) }
    }
}
