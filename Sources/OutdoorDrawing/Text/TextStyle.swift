import OutdoorRaster

/// A font weight on the OpenType scale (100 thin to 900 black).
public struct FontWeight: RawRepresentable, Hashable, Sendable, Comparable {
    /// The OpenType weight value, 100 to 1000.
    public var rawValue: Int

    /// A weight from its OpenType value; values are clamped to 100...1000 when used.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// 400, the bundled Inter Regular.
    public static let regular = FontWeight(rawValue: 400)
    /// 500, the bundled Inter Medium.
    public static let medium = FontWeight(rawValue: 500)
    /// 600, the bundled Inter SemiBold.
    public static let semibold = FontWeight(rawValue: 600)
    /// 700, the bundled Inter Bold (and Noto Sans Arabic/Hebrew Bold).
    public static let bold = FontWeight(rawValue: 700)

    /// Lighter weights order first.
    public static func < (lhs: FontWeight, rhs: FontWeight) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// Where lines sit horizontally in a text box.
public enum TextAlignment: Sendable, Hashable {
    /// At the paragraph's start: left for left-to-right text, right for Arabic or Hebrew.
    case natural
    /// Centred.
    case center
    /// At the paragraph's end: right for left-to-right text, left for right-to-left text.
    case end
    /// At the left edge whatever the direction.
    case left
    /// At the right edge whatever the direction.
    case right
}

/// How text looks: font families, weight, size in points, colour and paragraph settings.
public struct TextStyle: Hashable, Sendable {
    /// The bundled families in fallback order; Latin first, then Arabic and Hebrew.
    ///
    /// The emoji font is not in the list: emoji runs name it themselves (`EmojiRuns`). Named
    /// here, the system's fontconfig rules (45-generic.conf and 60-generic.conf) would tag the
    /// whole pattern as emoji (language und-zsye, colour), and fontconfig ranks colour above the
    /// family: every digit, "#" and "*" would come from the emoji font's keycap bases.
    public static let bundledFamilies = "Inter, Noto Sans Arabic, Noto Sans Hebrew"

    /// A comma-separated family list tried in order for each character.
    public var families: String
    /// Font weight.
    public var weight: FontWeight
    /// Font size in points (the em size in user-space units of the canvas).
    public var size: Double
    /// Text colour.
    public var color: Color
    /// Horizontal alignment of lines within the layout width.
    public var alignment: TextAlignment
    /// Distance between baselines as a multiple of the font's natural line height; nil keeps it.
    public var lineSpacing: Double?
    /// Extra space between letters in points (tracking); 0 keeps the font's spacing.
    public var letterSpacing: Double
    /// The BCP 47 language tag that guides shaping and font choice, such as "en" or "ar".
    public var language: String

    /// A style of `size` points; the bundled families, regular weight, natural alignment, English.
    public init(
        size: Double, weight: FontWeight = .regular, color: Color = .black,
        families: String = TextStyle.bundledFamilies, alignment: TextAlignment = .natural,
        lineSpacing: Double? = nil, letterSpacing: Double = 0, language: String = "en"
    ) {
        self.families = families
        self.weight = weight
        self.size = size
        self.color = color
        self.alignment = alignment
        self.lineSpacing = lineSpacing
        self.letterSpacing = letterSpacing
        self.language = language
    }
}

/// An outline drawn around text in another colour so it stays legible over a busy map.
public struct TextHalo: Hashable, Sendable {
    /// Halo colour, usually white or nearly so.
    public var color: Color
    /// How far the halo reaches beyond the glyph outlines, in points.
    public var width: Double

    /// A halo of `color` reaching `width` points beyond the glyphs.
    public init(color: Color, width: Double) {
        self.color = color
        self.width = width
    }
}
