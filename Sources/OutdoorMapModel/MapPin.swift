import OutdoorModel

/// A marked position on a map: an entry's place, shown as precisely as its `precision` allows.
public struct MapPin: Hashable, Sendable {
    /// How a pin is drawn.
    public enum Mark: Hashable, Sendable {
        /// A teardrop pin whose tip touches the position: one entry on a card.
        case pin
        /// A round dot with a white ring: one of many entries on an overview.
        case dot
        /// A round badge with a number in it: a stop of a trip (1, 2, 3...).
        case number(Int)
    }

    /// Where the entry was made (degrees).
    public var coordinate: Coordinate
    /// How much of the position the map may show.
    public var precision: LocationPrecision
    /// The marker drawn for an exact position (approximate ones show an area, hidden ones nothing).
    public var mark: Mark
    /// The town or lake the entry's place line names ("Potes" of "near Potes, Cantabria, ES"),
    /// when it names one.
    ///
    /// The map names it before any other place: on an entry's card always, beside the pin when
    /// the pin covers the town's dot; on a trip's map before other towns. Without it the map finds
    /// the place by reverse geocoding the displayed position.
    public var place: NamedLocality?
    /// For a hidden pin, the box of the area its place line names (a region, or a country): the
    /// map frames that box instead of any position, so it shows the same for every place in it.
    public var extent: PlaceExtent?

    /// A pin at `coordinate`, drawn as `mark` and as precise as `precision` allows, its entry's
    /// place line naming `place` (for a hidden pin, the area `extent`).
    public init(
        _ coordinate: Coordinate, precision: LocationPrecision = .exact, mark: Mark = .pin,
        place: NamedLocality? = nil, extent: PlaceExtent? = nil
    ) {
        self.coordinate = coordinate
        self.precision = precision
        self.mark = mark
        self.place = place
        self.extent = extent
    }

    /// The position the map shows (the coordinate rounded as `precision` requires).
    public var displayedCoordinate: Coordinate { precision.displayedCoordinate(for: coordinate) }
}
