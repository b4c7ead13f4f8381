import OutdoorDrawing
import OutdoorRaster

/// Colours and line widths of a map; widths are in logical pixels.
///
/// `light` follows a locator style that reads well at card size (water #AAD3DF, land #F2EFE9,
/// rivers #8CBDDB, plum national borders over a light halo, dashed state borders). `dark` is
/// designed for the dark card rather than inverted: water is the darkest surface, land a
/// lifted charcoal, and lines and labels are lightened so their hierarchy stays the same.
public struct MapStyle: Hashable, Sendable {
    /// The sea and every lake.
    public var water: Color
    /// Land and islands.
    public var land: Color
    /// A thin line along shores, a shade deeper than the water.
    public var shore: Color
    /// Permanent rivers and canals.
    public var river: Color
    /// Intermittent rivers (drawn thinner).
    public var intermittentRiver: Color
    /// National borders.
    public var nationalBorder: Color
    /// The wider, soft line under national borders.
    public var nationalBorderHalo: Color
    /// State and province borders (dashed).
    public var stateBorder: Color
    /// Names of large places.
    public var majorLabel: Color
    /// Names of smaller places.
    public var minorLabel: Color
    /// The outline around place names.
    public var labelHalo: Color
    /// The dot that marks a labelled place.
    public var placeDot: Color
    /// The ring around a place dot, and the inner mark of a capital.
    public var placeDotRing: Color
    /// Pins, route and approximate areas.
    public var accent: Color
    /// The ring around pins and the inside of a teardrop pin.
    public var pinRing: Color
    /// The soft shadow under pins.
    public var pinShadow: Color
    /// The casing under the route line.
    public var routeCasing: Color
    /// The scale bar's line and text.
    public var scaleBar: Color
    /// The attribution's text.
    public var attribution: Color
    /// The panel behind the attribution.
    public var attributionBackground: Color

    /// Urban areas on overview maps.
    public var urban: Color
    /// Glaciers and ice caps on overview maps.
    public var glacier: Color
    /// The fine line around glaciers.
    public var glacierOutline: Color
    /// Names of countries (in spaced capitals).
    public var countryLabel: Color
    /// Names of oceans, seas, bays and lakes (oblique).
    public var waterLabel: Color
    /// Around the world's outline on an Equal Earth world map.
    public var outsideWorld: Color

    /// Colours of an imported OpenStreetMap region's detail (roads, paths, forests...).
    public var detail: MapDetailColors = .light

    /// River widths by `RiverClass.rank` 1 to 4, in logical pixels.
    public var riverWidths: [Double]
    /// National border width in logical pixels.
    public var nationalBorderWidth: Double
    /// State border width in logical pixels.
    public var stateBorderWidth: Double

    /// Makes a style from every colour and width.
    public init(
        water: Color, land: Color, shore: Color, river: Color, intermittentRiver: Color,
        nationalBorder: Color, nationalBorderHalo: Color, stateBorder: Color, majorLabel: Color,
        minorLabel: Color, labelHalo: Color, placeDot: Color, placeDotRing: Color, accent: Color,
        pinRing: Color, pinShadow: Color, routeCasing: Color, scaleBar: Color, attribution: Color,
        attributionBackground: Color, urban: Color = Color(rgb: 0xE6DFD6),
        glacier: Color = Color(rgb: 0xFAFCFD),
        glacierOutline: Color = Color(rgb: 0xBCD6E2), countryLabel: Color = Color(rgb: 0x7B6588),
        waterLabel: Color = Color(rgb: 0x3D7590), outsideWorld: Color = Color(rgb: 0xFAF9F6),
        riverWidths: [Double] = [1.6, 1.2, 0.9, 0.7],
        nationalBorderWidth: Double = 1.3, stateBorderWidth: Double = 0.9
    ) {
        self.water = water
        self.land = land
        self.shore = shore
        self.river = river
        self.intermittentRiver = intermittentRiver
        self.nationalBorder = nationalBorder
        self.nationalBorderHalo = nationalBorderHalo
        self.stateBorder = stateBorder
        self.majorLabel = majorLabel
        self.minorLabel = minorLabel
        self.labelHalo = labelHalo
        self.placeDot = placeDot
        self.placeDotRing = placeDotRing
        self.accent = accent
        self.pinRing = pinRing
        self.pinShadow = pinShadow
        self.routeCasing = routeCasing
        self.scaleBar = scaleBar
        self.attribution = attribution
        self.attributionBackground = attributionBackground
        self.urban = urban
        self.glacier = glacier
        self.glacierOutline = glacierOutline
        self.countryLabel = countryLabel
        self.waterLabel = waterLabel
        self.outsideWorld = outsideWorld
        self.riverWidths = riverWidths
        self.nationalBorderWidth = nationalBorderWidth
        self.stateBorderWidth = stateBorderWidth
    }

    /// The light theme's style.
    public static let light = MapStyle(
        water: Color(rgb: 0x72ABC7), land: Color(rgb: 0xF1EDE4), shore: Color(rgb: 0x5E97B4),
        river: Color(rgb: 0x78AFCB), intermittentRiver: Color(rgb: 0x9CC4DA),
        nationalBorder: Color(rgb: 0x8C7399), nationalBorderHalo: Color(rgb: 0xFBFAF7, alpha: 0.9),
        stateBorder: Color(rgb: 0xA596AE), majorLabel: Color(rgb: 0x2B2F33),
        minorLabel: Color(rgb: 0x4A5056), labelHalo: Color(rgb: 0xFFFFFF, alpha: 0.92),
        placeDot: Color(rgb: 0x3C4146), placeDotRing: Color(rgb: 0xFFFFFF),
        accent: Color(rgb: 0xE0482E), pinRing: Color(rgb: 0xFFFFFF),
        pinShadow: Color(rgb: 0x000000, alpha: 0.35), routeCasing: Color(rgb: 0xFFFFFF, alpha: 0.95),
        scaleBar: Color(rgb: 0x3C4146), attribution: Color(rgb: 0x4A5056),
        attributionBackground: Color(rgb: 0xFFFFFF, alpha: 0.72), urban: Color(rgb: 0xD0C5B4),
        glacier: Color(rgb: 0xB0CDDC), glacierOutline: Color(rgb: 0x8AAFC3), waterLabel: Color(rgb: 0x265A72))

    /// The dark theme's style.
    public static let dark: MapStyle = {
        var style = darkBase
        style.detail = .dark
        return style
    }()

    /// The dark theme's colours before its detail colours are set.
    private static let darkBase = MapStyle(
        water: Color(rgb: 0x141C25), land: Color(rgb: 0x383D44), shore: Color(rgb: 0x3A5266),
        river: Color(rgb: 0x3F6583), intermittentRiver: Color(rgb: 0x34536B),
        nationalBorder: Color(rgb: 0xA58FB8), nationalBorderHalo: Color(rgb: 0x23272C, alpha: 0.8),
        stateBorder: Color(rgb: 0x7C6E8A), majorLabel: Color(rgb: 0xECEEF0),
        minorLabel: Color(rgb: 0xC3C8CE), labelHalo: Color(rgb: 0x15191D, alpha: 0.85),
        placeDot: Color(rgb: 0xDADDE1), placeDotRing: Color(rgb: 0x1E2226),
        accent: Color(rgb: 0xFF6A4D), pinRing: Color(rgb: 0xFFFFFF),
        pinShadow: Color(rgb: 0x000000, alpha: 0.55), routeCasing: Color(rgb: 0x15191D, alpha: 0.9),
        scaleBar: Color(rgb: 0xD5D9DD), attribution: Color(rgb: 0xB4BAC1),
        attributionBackground: Color(rgb: 0x15191D, alpha: 0.6), urban: Color(rgb: 0x52575F),
        glacier: Color(rgb: 0x6B7D8C), glacierOutline: Color(rgb: 0x8397A8),
        countryLabel: Color(rgb: 0xB7A5C6),
        waterLabel: Color(rgb: 0x7FA9C6), outsideWorld: Color(rgb: 0x24282D))
}
