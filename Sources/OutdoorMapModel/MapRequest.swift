import OutdoorModel
import OutdoorRaster

/// Everything a map drawing needs: size, scale, theme, units, view, overlays and furniture.
///
/// Sizes are logical pixels; the image has `width * scale` x `height * scale` device pixels.
/// What is drawn over the geography (entries' markers, a route, areas, a radar frame) is a list
/// of `overlays`, drawn in the map's layer order and, within a layer, in the list's order.
/// The request is a plain value: the renderer reads no clock, locale or network.
///
///     MapRequest(width: 1080, height: 540, overlays: [MapMarkers([MapPin(entry.coordinate)])])
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
    /// What is drawn over the geography: markers, routes, areas, pictures.
    ///
    /// Within each layer they paint in this order; a fitted view shows what each asks it to.
    public var overlays: [any MapOverlay] {
        get { overlayList.items }
        set { overlayList.items = newValue }
    }
    /// The overlays' storage, compared and hashed by kind and value in order.
    private var overlayList: OverlayList
    /// Whether the data credit is drawn bottom-right (a card may draw it elsewhere itself).
    public var showsAttribution: Bool
    /// Whether a scale bar is drawn bottom-left (left out when the scale varies too much).
    public var showsScaleBar: Bool
    /// Whether places are marked and named.
    public var showsPlaceLabels: Bool
    /// Whether detail from imported OpenStreetMap regions may be drawn where the view meets one
    /// (a card that printed its credit without it sets false).
    public var showsDetail = true
    /// When a locator inset (a small globe with the map's frame marked) is drawn in a corner.
    public var locatorInset: MapLocatorInset
    /// The colour of pins, route and areas, replacing the theme's accent (a card's own accent).
    public var accentColor: Color?
    /// The smallest width a fitted view shows, in kilometres.
    public var minimumWidthKilometres: Double
    /// Logical pixels kept free between fitted content (markers included) and the map's edges;
    /// an overlay may ask for more (several pins keep a margin around them).
    public var padding: Double
    /// A line saying what the map shows ("Iceland 2024 · 12 entries · 2024 JUL 02 – 2024 JUL 14"),
    /// drawn top left on a panel of its own; nil for none.
    public var legend: String?

    /// Makes a request; everything but the size has a default suited to a card's map panel.
    public init(
        width: Int, height: Int, scale: Double = 1, theme: MapTheme = .light, units: UnitSystem = .metric,
        view: MapView = .automatic, overlays: [any MapOverlay] = [], showsAttribution: Bool = true,
        showsScaleBar: Bool = true,
        showsPlaceLabels: Bool = true, locatorInset: MapLocatorInset = .whenUnnamed,
        accentColor: Color? = nil,
        minimumWidthKilometres: Double = MapRequest.defaultMinimumWidthKilometres, padding: Double = 24
    ) {
        self.width = width
        self.height = height
        self.scale = scale
        self.theme = theme
        self.units = units
        self.view = view
        overlayList = OverlayList(items: overlays)
        self.showsAttribution = showsAttribution
        self.showsScaleBar = showsScaleBar
        self.showsPlaceLabels = showsPlaceLabels
        self.locatorInset = locatorInset
        self.accentColor = accentColor
        self.minimumWidthKilometres = minimumWidthKilometres
        self.padding = padding
    }

    /// The credit line drawn bottom-right when no imported detail is drawn: the map data's,
    /// then each overlay's own (the radar's).
    public var attribution: String { attribution(showingDetail: false) }

    /// The credit line: the map data's, OpenStreetMap's when `showingDetail`, then each
    /// overlay's own (the radar's).
    public func attribution(showingDetail: Bool) -> String {
        MapAttribution.line(credits(showingDetail: showingDetail))
    }

    /// The sources a map of this request draws: the bundled data, OpenStreetMap's detail when
    /// `showingDetail`, then each overlay's own source (the radar's).
    public func credits(showingDetail: Bool) -> [MapCredit] {
        [.bundledData] + (showingDetail ? [.openStreetMap] : [])
            + overlays.compactMap(\.attribution).map(MapCredit.source)
    }

    /// The overlays of one kind, in the list's order.
    public func overlays<Overlay: MapOverlay>(of kind: Overlay.Type) -> [Overlay] {
        overlays.compactMap { $0 as? Overlay }
    }

    /// The image's width in device pixels: `width * scale`, rounded.
    public var pixelWidth: Int { Int((Double(width) * scale).rounded()) }
    /// The image's height in device pixels: `height * scale`, rounded.
    public var pixelHeight: Int { Int((Double(height) * scale).rounded()) }

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
        for overlay in overlays { try overlay.validate() }
        guard minimumWidthKilometres.isFinite, minimumWidthKilometres > 0 else {
            throw MapError.invalidExtent(minimumWidthKilometres)
        }
        guard padding.isFinite, padding >= 0 else { throw MapError.invalidPadding(padding) }
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

/// A list of overlays that compares and hashes by kind and value, in order, so `MapRequest`
/// keeps its synthesised `Hashable`.
private struct OverlayList: Hashable, Sendable {
    var items: [any MapOverlay]

    static func == (lhs: OverlayList, rhs: OverlayList) -> Bool {
        lhs.items.count == rhs.items.count && zip(lhs.items, rhs.items).allSatisfy { $0.isEqual(to: $1) }
    }

    func hash(into hasher: inout Hasher) {
        for item in items { hasher.combine(AnyHashable(item)) }
    }
}
