import OutdoorImage
import OutdoorModel

/// How a card looks: preset, theme, units, pixel density and colour space.
///
/// How much of the place it reveals is not an option of the look: the card is given its entry
/// already disclosed (`DisclosedEntry`, OutdoorDisclosure).
public struct CardOptions: Sendable, Hashable {
    /// The card's shape and layout.
    public var preset: CardPreset
    /// Light or dark colours.
    public var theme: CardTheme
    /// Units for the temperature and the map's scale bar.
    public var units: UnitSystem
    /// Device pixels per point: 1 gives the preset's size in pixels, 2 doubles both sides.
    public var scale: Int
    /// The colour space the card is composed in and tagged with (`--gamut`): sRGB, or Display P3
    /// keeping a wide-colour photo's colours, with the card's own colours converted into it.
    public var gamut: ColourSpace
    /// How the photo fills its panel: cropped around its subject (the default), around a focus
    /// point, or whole on a backdrop (`--fit`).
    public var framing: PhotoFraming = .auto
    /// How wide the map is, in kilometres (`--map-width`); nil lets the card choose
    /// (`CardMap.detailWidthKilometres` where imported detail covers the place, else wider).
    public var mapWidthKilometres: Double?
    /// The widths `--map-width` accepts, in kilometres.
    public static let mapWidthRange = 0.5...20_000.0

    /// The scales a card can be rendered at.
    public static let supportedScales = 1...2

    /// Makes options; the defaults are a light story card in metric units, 1x, sRGB.
    public init(
        preset: CardPreset = .story, theme: CardTheme = .light, units: UnitSystem = .metric, scale: Int = 1,
        gamut: ColourSpace = .sRGB
    ) {
        self.preset = preset
        self.theme = theme
        self.units = units
        self.scale = scale
        self.gamut = gamut
    }

    /// The card's size in device pixels (the preset's points times `scale`).
    public var pixelSize: (width: Int, height: Int) {
        let size = preset.size
        return (Int(size.width) * scale, Int(size.height) * scale)
    }
}
