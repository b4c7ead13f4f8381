/// Something drawn over a map's geography: entries' markers, a route, an area, a radar frame.
///
/// A request carries its overlays as a list (`MapRequest.overlays`). Each is a plain value saying
/// what to show; the renderer (OutdoorMap) fits, plans and paints each kind in a file of its own,
/// as py-staticmaps' objects or MapLibre's layers do: it frames the view around what every
/// overlay asks to show, keeps names clear of what each overlay covers, and has each paint its
/// part of the map's layers (`MapLayer`), in the list's order within a layer. A new kind of
/// overlay is a value here and its drawing there; the request and the renderer stay as they are.
public protocol MapOverlay: Hashable, Sendable {
    /// Checks the overlay's values; throws a `MapError` saying what is wrong.
    func validate() throws

    /// The credit line of the data the overlay shows, joined to the map's own; nil for none.
    var attribution: String? { get }

    /// The overlay as a map that withholds `areas` (around hidden places) may draw it: itself when
    /// it reveals nothing there, a part of it that keeps clear, or nil to be left out.
    ///
    /// This is where a new kind says how it keeps a hidden place hidden (a track clipped clear
    /// of the areas, say). The default leaves a kind that does not say out of such maps.
    func withholding(_ areas: MapWithheldAreas) -> (any MapOverlay)?
}

extension MapOverlay {
    /// No checks: an overlay without values that can be wrong.
    public func validate() throws {}

    /// No credit of its own.
    public var attribution: String? { nil }

    /// Left out of a map that withholds areas: a kind that does not say how it keeps clear of
    /// hidden places may reveal them.
    public func withholding(_ areas: MapWithheldAreas) -> (any MapOverlay)? { nil }

    /// Whether `other` is the same kind of overlay with the same values.
    public func isEqual(to other: any MapOverlay) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
