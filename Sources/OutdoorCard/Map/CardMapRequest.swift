import OutdoorImage
import OutdoorModel

/// What the card asks of its map: a picture of the place at a size, in the card's theme.
public struct CardMapRequest: Sendable, Hashable {
    /// The place to show, rounded to 1 decimal unless coordinates are precise.
    ///
    /// A provider so never sees more precision than the card reveals.
    public var coordinate: Coordinate
    /// The panel's size in device pixels; the returned picture must have exactly this size.
    public var pixelSize: PixelSize
    /// Device pixels per point, so lines, labels and the pin keep their size in points.
    public var scale: Double
    /// The card's colours: the map should match the light or dark background.
    public var theme: CardTheme
    /// Units for the scale bar.
    public var units: UnitSystem
    /// How the place is marked: a pin (precise), an area (approx) or nothing on a wider view (hidden).
    public var coordinates: CardCoordinates
    /// The place line the card prints ("Madrid, ES"): the map names that town whatever else it shows.
    public var placeName: String?

    /// Makes a request.
    public init(
        coordinate: Coordinate, pixelSize: PixelSize, scale: Double, theme: CardTheme, units: UnitSystem,
        coordinates: CardCoordinates, placeName: String? = nil
    ) {
        self.coordinate = coordinate
        self.pixelSize = pixelSize
        self.scale = scale
        self.theme = theme
        self.units = units
        self.coordinates = coordinates
        self.placeName = placeName
    }
}
