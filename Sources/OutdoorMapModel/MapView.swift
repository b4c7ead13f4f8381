import OutdoorModel

/// Which part of the Earth a map shows.
public enum MapView: Hashable, Sendable {
    /// Fitted to what the overlays ask to show (pins' displayed positions with their markers,
    /// areas, routes) with padding.
    ///
    /// A single pin, or pins close together, get a view at least
    /// `MapRequest.minimumWidthKilometres` across (100 km by default): the shipped data shows
    /// coastlines simplified at 200 m, rivers, borders and places of 1,000+ people, so a view
    /// under about 40 km across is nearly empty. A view that would show only open sea is
    /// widened until land or a place comes into view (see `MapFraming`). A hidden pin widens the view to
    /// `LocationPrecision.hiddenMinimumWidthKilometres`. With nothing to fit this is `world`.
    case automatic
    /// Fitted to these coordinates (and the overlays) with padding, with the same minimum width.
    case fitting([Coordinate])
    /// Centred on a coordinate, `widthKilometres` across at the centre.
    ///
    /// The view is taken as given: with approximate or hidden pins use `automatic`, whose
    /// centre is derived from the rounded positions only.
    case centered(Coordinate, widthKilometres: Double)
    /// The whole world, as wide as the map, from about 75°N to 60°S on a 2:1 map.
    case world
}
