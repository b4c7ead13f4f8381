import OutdoorMapModel

extension MapRequest {
    /// Every pin of the request's markers, in order: what the card asked its map to mark.
    public var pins: [MapPin] { overlays(of: MapMarkers.self).flatMap(\.pins) }
    /// Whether the request has a route.
    public var drawsRoute: Bool { !overlays(of: MapRoute.self).isEmpty }
    /// Whether the request's markers merge into counts where they overlap.
    public var clustersPins: Bool { overlays(of: MapMarkers.self).contains(where: \.clusters) }
}
