import OutdoorDrawing
import OutdoorModel

/// Everything a map drawing needs: size, scale, theme, units, view, pins and furniture.
///
/// Sizes are logical pixels; the image has `width * scale` x `height * scale` device pixels.
/// The request is a plain value: the renderer reads no clock, locale or network.
public struct MapRequest: Hashable, Sendable {
    /// The default smallest width of a fitted view, in kilometres.
    ///
    /// The shipped data holds coastlines simplified at 200 m, the larger rivers, borders and
    /// places of 1,000+ people: a map under about 40 km across is nearly empty (no streets,
    /// buildings or small streams). 100 km shows an entry's place with its neighbouring towns,
    /// lakes and coast, which locates it for someone who does not know the area.
    public static let defaultMinimumWidthKilometres = 100.0

    /// The largest width or height accepted, in logical pixels.
    public static let maximumSide = 8_192
    /// The largest width or height of the image, in device pixels.
    public static let maximumDeviceSide = 16_384
    /// The scale factors accepted (device pixels per logical pixel).
    public static let scaleRange = 0.5...4.0

    /// Width in logical pixels.
    public var width: Int
    /// Height in logical pixels.
    public var height: Int
    /// Device pixels per logical pixel: 1 for normal output, 2 for high density.
    public var scale: Double
    /// Light or dark.
    public var theme: MapTheme
    /// Kilometres or miles on the scale bar.
    public var units: UnitSystem
    /// The part of the Earth shown.
    public var view: MapView
    /// The entries' positions, in time order when `drawsRoute` is set.
    public var pins: [MapPin]
    /// Whether a route line joins the pins' displayed positions in the order given.
    public var drawsRoute: Bool
    /// Whether pins that would overlap are merged into one marker with a count.
    public var clustersPins: Bool
    /// Whether the data credit is drawn bottom-right (a card may draw it elsewhere itself).
    public var showsAttribution: Bool
    /// Whether a scale bar is drawn bottom-left (left out when the scale varies too much).
    public var showsScaleBar: Bool
    /// Whether places are marked and named.
    public var showsPlaceLabels: Bool
    /// The colour of pins, route and areas, replacing the theme's accent (a card's own accent).
    public var accentColor: Color?
    /// The smallest width a fitted view shows, in kilometres.
    public var minimumWidthKilometres: Double
    /// Logical pixels kept free between fitted content (markers included) and the map's edges.
    public var padding: Double
    /// A radar frame laid over the geography, with its legend and credit; nil for none.
    public var radar: MapRadar?

    /// Makes a request; everything but the size has a default suited to a card's map panel.
    public init(
        width: Int, height: Int, scale: Double = 1, theme: MapTheme = .light, units: UnitSystem = .metric,
        view: MapView = .automatic, pins: [MapPin] = [], drawsRoute: Bool = false,
        clustersPins: Bool = false, showsAttribution: Bool = true, showsScaleBar: Bool = true,
        showsPlaceLabels: Bool = true, accentColor: Color? = nil,
        minimumWidthKilometres: Double = MapRequest.defaultMinimumWidthKilometres, padding: Double = 24,
        radar: MapRadar? = nil
    ) {
        self.width = width
        self.height = height
        self.scale = scale
        self.theme = theme
        self.units = units
        self.view = view
        self.pins = pins
        self.drawsRoute = drawsRoute
        self.clustersPins = clustersPins
        self.showsAttribution = showsAttribution
        self.showsScaleBar = showsScaleBar
        self.showsPlaceLabels = showsPlaceLabels
        self.accentColor = accentColor
        self.minimumWidthKilometres = minimumWidthKilometres
        self.padding = padding
        self.radar = radar
    }

    /// The credit line drawn bottom-right: the map data's, and the radar's when there is one.
    public var attribution: String {
        guard let radar else { return MapAttribution.bundledData }
        return MapAttribution.bundledData + " · " + radar.frame.info.source.attribution
    }

    /// Checks sizes, scale, coordinates and extents; throws a `MapError` saying what is wrong.
    public func validate() throws {
        guard (1...Self.maximumSide).contains(width), (1...Self.maximumSide).contains(height) else {
            throw MapError.invalidSize(width: width, height: height)
        }
        guard scale.isFinite, Self.scaleRange.contains(scale) else { throw MapError.invalidScale(scale) }
        guard Double(width) * scale <= Double(Self.maximumDeviceSide),
            Double(height) * scale <= Double(Self.maximumDeviceSide)
        else {
            throw MapError.invalidSize(width: width, height: height)
        }
        for pin in pins {
            guard pin.coordinate.isValid else { throw MapError.invalidCoordinate(pin.coordinate) }
            if case .number(let n) = pin.mark, !(0...9_999).contains(n) {
                throw MapError.invalidPinNumber(n)
            }
        }
        guard minimumWidthKilometres.isFinite, minimumWidthKilometres > 0 else {
            throw MapError.invalidExtent(minimumWidthKilometres)
        }
        guard padding.isFinite, padding >= 0 else { throw MapError.invalidPadding(padding) }
        if let radar, !(radar.opacity.isFinite && (0...1).contains(radar.opacity)) {
            throw MapError.invalidRadar("its opacity \(radar.opacity) is not between 0 and 1")
        }
        switch view {
        case .automatic, .world:
            break
        case .fitting(let coordinates):
            for c in coordinates where !c.isValid { throw MapError.invalidCoordinate(c) }
        case .centered(let c, let km):
            guard c.isValid else { throw MapError.invalidCoordinate(c) }
            guard km.isFinite, km > 0 else { throw MapError.invalidExtent(km) }
        }
    }
}
