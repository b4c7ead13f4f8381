import OutdoorDrawing
import OutdoorRaster

/// The colours of one theme: a restrained set of inks and surfaces with a single accent.
public struct CardPalette: Sendable, Hashable {
    /// The card's background.
    public var background: Color
    /// Raised surfaces: the weather card.
    public var surface: Color
    /// A hairline around raised surfaces and panels.
    public var hairline: Color
    /// The weather card's drop shadow colour.
    public var shadow: Color
    /// Titles and the temperature.
    public var ink: Color
    /// Secondary text: the place, the note, the weather summary.
    public var secondaryInk: Color
    /// Tertiary text: coordinates and attribution lines.
    public var mutedInk: Color
    /// The one accent: the date line.
    public var accent: Color
    /// Weather icon colours.
    public var icon: WeatherIconPalette

    /// The palette of `theme`.
    public static func of(_ theme: CardTheme) -> CardPalette {
        switch theme {
        case .light: return .light
        case .dark: return .dark
        }
    }

    /// Warm paper, near-black ink, a burnt-orange accent.
    public static let light = CardPalette(
        background: Color(rgb: 0xF5F2EC), surface: Color(rgb: 0xFFFFFF),
        hairline: Color(rgb: 0x1C1A17, alpha: 0.08), shadow: Color(rgb: 0x3B2F1E, alpha: 0.16),
        ink: Color(rgb: 0x1C1B19), secondaryInk: Color(rgb: 0x4A4740), mutedInk: Color(rgb: 0x85807A),
        accent: Color(rgb: 0xC4511E),
        icon: WeatherIconPalette(
            sun: Shade(Color(rgb: 0xFFC53D), Color(rgb: 0xF28C18)),
            moon: Shade(Color(rgb: 0xF8DA7E), Color(rgb: 0xE9B949)),
            cloud: Shade(Color(rgb: 0xDCE3EA), Color(rgb: 0xB4C0CD)),
            cloudBack: Shade(Color(rgb: 0xB9C4D0), Color(rgb: 0x97A5B5)),
            stormCloud: Shade(Color(rgb: 0x9AA6B5), Color(rgb: 0x6E7B8C)), rain: Color(rgb: 0x3B8BEB),
            snow: Color(rgb: 0x6FAAE6), bolt: Shade(Color(rgb: 0xFFCF3F), Color(rgb: 0xF5A000)),
            fog: Color(rgb: 0xA9B4C0),
            wind: Color(rgb: 0x8DA2B8), knockout: Color(rgb: 0xFFFFFF)))

    /// A deep blue-grey, soft white ink, an amber accent.
    public static let dark = CardPalette(
        background: Color(rgb: 0x111418), surface: Color(rgb: 0x1C2127),
        hairline: Color(rgb: 0xFFFFFF, alpha: 0.08), shadow: Color(rgb: 0x000000, alpha: 0.45),
        ink: Color(rgb: 0xF3F1EC), secondaryInk: Color(rgb: 0xC4C8CE), mutedInk: Color(rgb: 0x8A929C),
        accent: Color(rgb: 0xF29A4A),
        icon: WeatherIconPalette(
            sun: Shade(Color(rgb: 0xFFCB4A), Color(rgb: 0xF5961F)),
            moon: Shade(Color(rgb: 0xFBE3A0), Color(rgb: 0xEBC35E)),
            cloud: Shade(Color(rgb: 0xF4F6F9), Color(rgb: 0xC5CED8)),
            cloudBack: Shade(Color(rgb: 0xA3AFBD), Color(rgb: 0x7F8C9C)),
            stormCloud: Shade(Color(rgb: 0xA8B3C1), Color(rgb: 0x737F8F)), rain: Color(rgb: 0x5EA8F5),
            snow: Color(rgb: 0xB3D5F7), bolt: Shade(Color(rgb: 0xFFD54F), Color(rgb: 0xF7A600)),
            fog: Color(rgb: 0x98A3AF),
            wind: Color(rgb: 0xA2B5C9), knockout: Color(rgb: 0x1C2127)))
}

/// The colours of the drawn weather icons; shapes with two colours shade from top to bottom.
public struct WeatherIconPalette: Sendable, Hashable {
    /// The sun's disc and rays, top and bottom.
    public var sun: Shade
    /// The moon and stars, top and bottom.
    public var moon: Shade
    /// A cloud in front, top and bottom.
    public var cloud: Shade
    /// A cloud behind another, top and bottom.
    public var cloudBack: Shade
    /// A storm cloud, top and bottom.
    public var stormCloud: Shade
    /// Raindrops and drizzle.
    public var rain: Color
    /// Snowflakes.
    public var snow: Color
    /// The lightning bolt, top and bottom.
    public var bolt: Shade
    /// Fog bands.
    public var fog: Color
    /// Wind streaks.
    public var wind: Color
    /// The colour of the thin gap cut around a shape in front (the surface behind the icon).
    public var knockout: Color

    /// Makes a palette.
    public init(
        sun: Shade, moon: Shade, cloud: Shade,
        cloudBack: Shade, stormCloud: Shade, rain: Color,
        snow: Color, bolt: Shade, fog: Color, wind: Color, knockout: Color
    ) {
        self.sun = sun
        self.moon = moon
        self.cloud = cloud
        self.cloudBack = cloudBack
        self.stormCloud = stormCloud
        self.rain = rain
        self.snow = snow
        self.bolt = bolt
        self.fog = fog
        self.wind = wind
        self.knockout = knockout
    }
}

/// Two colours a shape shades between, from its top to its bottom.
public struct Shade: Sendable, Hashable {
    /// The colour at the top of the shape.
    public var top: Color
    /// The colour at the bottom of the shape.
    public var bottom: Color

    /// A shade from `top` to `bottom`.
    public init(_ top: Color, _ bottom: Color) {
        self.top = top
        self.bottom = bottom
    }
}
