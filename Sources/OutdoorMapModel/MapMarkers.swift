import OutdoorModel

/// The entries' places: each pin marked as precisely as its `precision` allows, and named.
///
/// An exact pin gets its mark (a teardrop pin, a dot or a numbered badge); an approximate one
/// the soft area of `LocationPrecision.approximateRadiusKilometres` around its rounded position
/// (a `MapArea`); a hidden one nothing, on a view at least
/// `LocationPrecision.hiddenMinimumWidthKilometres` across. The map names the towns the pins'
/// place lines name before any other place (a hidden pin's never): one pin is an entry's card,
/// whose town is always named; several are a trip's stops or an overview's entries.
public struct MapMarkers: MapOverlay {
    /// The positions, in time order for a trip.
    public var pins: [MapPin]
    /// Whether pins whose markers would overlap are merged into one marker with a count
    /// (an overview); numbered stops that overlap are merged or fanned out instead.
    public var clusters: Bool

    /// Markers for `pins`, overlapping ones merged into counts when `clusters` is set.
    public init(_ pins: [MapPin], clusters: Bool = false) {
        self.pins = pins
        self.clusters = clusters
    }

    /// The areas shown for the approximate pins, in pin order.
    public var areas: [MapArea] {
        pins.filter { $0.precision == .approximate }.map {
            MapArea(
                around: $0.displayedCoordinate,
                radiusKilometres: LocationPrecision.approximateRadiusKilometres)
        }
    }

    /// The markers as a map withholding `areas` may draw them: a pin within an area is hidden
    /// (no marker, no name), the others stay as they are.
    public func withholding(_ areas: MapWithheldAreas) -> (any MapOverlay)? {
        var kept = self
        for i in kept.pins.indices where areas.contains(kept.pins[i].displayedCoordinate) {
            kept.pins[i].precision = .hidden
            kept.pins[i].place = nil
        }
        return kept
    }

    /// Checks every pin's coordinate and number.
    public func validate() throws {
        for pin in pins {
            guard pin.coordinate.isValid else { throw MapError.invalidCoordinate(pin.coordinate) }
            if case .number(let n) = pin.mark, !(0...9_999).contains(n) {
                throw MapError.invalidPinNumber(n)
            }
        }
    }
}
