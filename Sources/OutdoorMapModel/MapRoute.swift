import OutdoorModel

/// A line through positions in order: a trip's route between its stops.
///
/// Each leg takes the shorter way around the world, so a route across the 180th meridian stays
/// whole; the map fits every position and keeps names off the line. A dashed route is a guess
/// (a straight leg where no recorded track shows the way), a solid one the way taken.
public struct MapRoute: MapOverlay {
    /// How the line is drawn.
    public enum Line: Hashable, Sendable {
        /// A solid line: the route between stops, or a way known.
        case solid
        /// A dashed line: a straight leg standing for a way not recorded.
        case dashed
    }

    /// The positions joined, in order (degrees).
    public var coordinates: [Coordinate]
    /// Solid or dashed.
    public var line: Line

    /// A route through `coordinates` in order, drawn as `line`.
    public init(_ coordinates: [Coordinate], line: Line = .solid) {
        self.coordinates = coordinates
        self.line = line
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
