import OutdoorModel
import OutdoorRaster

/// What a card asks of its map: the places to mark, at a size, in the card's theme.
///
/// The entry card asks for one place marked with a pin; the trip summary for the trip's stops
/// in time order, numbered (or dots past `TripSummaryCard.numberedStopLimit`), joined by the
/// route; either may carry a radar frame to lay over the map. A plain value: anything a future
/// map needs to know is added here.
public struct CardMapRequest: Sendable, Hashable {
    /// How a stop is marked when its place is precise (approximate places show an area, hidden
    /// ones nothing).
    public enum Mark: Sendable, Hashable {
        /// A pin whose tip touches the place: the entry card's one place.
        case pin
        /// A round badge with the stop's number: a stop of a trip (1, 2, 3...).
        case number(Int)
        /// A small dot: a stop of a trip too long to number.
        case dot
    }

    /// A place the map marks.
    public struct Stop: Sendable, Hashable {
        /// The place, rounded to 1 decimal unless coordinates are precise, so a provider never
        /// sees more precision than the card reveals.
        public var coordinate: Coordinate
        /// How the place is marked.
        public var mark: Mark
        /// The entry's place line ("Madrid, Madrid, ES", "near Potes, Cantabria, ES"), so the map
        /// can name the town it names beside its own dot; nil when the entry has none.
        public var placeName: String?

        /// A stop at `coordinate` marked with `mark`, named by the place line `placeName`.
        public init(_ coordinate: Coordinate, mark: Mark, placeName: String? = nil) {
            self.coordinate = coordinate
            self.mark = mark
            self.placeName = placeName
        }
    }

    /// A radar frame for the map to lay over its geography, with the time its legend shows.
    public struct Radar: Sendable, Hashable {
        /// The frame: a PNG of Web Mercator pixels over its bounds, its time and source.
        public var frame: RadarFrame
        /// The frame's time as the legend shows it ("08:40 CEST"), in the card's time zone.
        public var timeText: String

        /// Makes a radar request.
        public init(frame: RadarFrame, timeText: String) {
            self.frame = frame
            self.timeText = timeText
        }
    }

    /// The places to mark, in order (time order for a trip); the map fits them all.
    public var stops: [Stop]
    /// Whether a route joins the stops in order.
    public var drawsRoute: Bool
    /// Whether stops whose marks would overlap are merged into one marker with a count.
    public var clustersStops: Bool
    /// The panel's size in device pixels; the returned picture must have exactly this size.
    public var pixelSize: PixelSize
    /// Device pixels per point, so lines, labels and marks keep their size in points.
    public var scale: Double
    /// The card's colours: the map should match the light or dark background.
    public var theme: CardTheme
    /// Units for the scale bar.
    public var units: UnitSystem
    /// How the places are marked: precisely (pins, numbers, dots), as areas (approx) or not
    /// at all on a wider view (hidden).
    public var coordinates: CardCoordinates
    /// The radar frame to lay over the map with its legend, or nil; the card credits it under
    /// the panel with the map data.
    public var radar: Radar?
    /// Where the map is seen: on a screen (a share card) or on paper (a book's page), which
    /// decides how large its lines, names and marks are drawn.
    public var medium: Medium = .screen

    /// Where a card's map is seen.
    public enum Medium: Sendable, Hashable {
        /// A phone or computer screen: `scale` is device pixels per point of the card.
        case screen
        /// Paper: the panel is in points (1/72 inch) and `scale` is the print resolution in
        /// pixels per point (300 dpi is 300/72).
        case paper
    }

    /// Makes a request.
    public init(
        stops: [Stop], drawsRoute: Bool = false, clustersStops: Bool = false, pixelSize: PixelSize,
        scale: Double, theme: CardTheme, units: UnitSystem, coordinates: CardCoordinates, radar: Radar? = nil
    ) {
        self.stops = stops
        self.drawsRoute = drawsRoute
        self.clustersStops = clustersStops
        self.pixelSize = pixelSize
        self.scale = scale
        self.theme = theme
        self.units = units
        self.coordinates = coordinates
        self.radar = radar
    }

    /// A request for one place marked with a pin and named by its place line, as the entry
    /// card makes.
    public init(
        coordinate: Coordinate, pixelSize: PixelSize, scale: Double, theme: CardTheme, units: UnitSystem,
        coordinates: CardCoordinates, placeName: String? = nil, radar: Radar? = nil
    ) {
        self.init(
            stops: [Stop(coordinate, mark: .pin, placeName: placeName)], pixelSize: pixelSize, scale: scale,
            theme: theme,
            units: units, coordinates: coordinates, radar: radar)
    }

    /// The first stop's place: the entry card's place, or a trip's first stop.
    public var coordinate: Coordinate? { stops.first?.coordinate }
}
