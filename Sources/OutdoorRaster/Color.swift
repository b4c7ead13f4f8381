import Foundation

/// A straight (not premultiplied) sRGB colour with alpha, each component from 0 to 1.
public struct Color: Hashable, Sendable {
    /// Red, 0 to 1.
    public var red: Double
    /// Green, 0 to 1.
    public var green: Double
    /// Blue, 0 to 1.
    public var blue: Double
    /// Opacity, 0 (transparent) to 1 (opaque).
    public var alpha: Double

    /// A colour from components in 0...1; values outside are clamped when drawn.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A colour from a 24-bit `0xRRGGBB` literal and an opacity from 0 to 1.
    public init(rgb: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((rgb >> 16) & 0xFF) / 255,
            green: Double((rgb >> 8) & 0xFF) / 255,
            blue: Double(rgb & 0xFF) / 255,
            alpha: alpha
        )
    }

    /// A colour from a hex string: `#RGB`, `#RRGGBB` or `#RRGGBBAA` (the `#` is optional).
    ///
    /// Throws `InvalidColor` for any other text.
    public init(hex: String) throws {
        var digits = Substring(hex.trimmingCharacters(in: .whitespaces))
        if digits.hasPrefix("#") { digits = digits.dropFirst() }
        guard digits.count == 3 || digits.count == 6 || digits.count == 8,
            digits.allSatisfy(\.isHexDigit), let value = UInt32(digits, radix: 16)
        else { throw InvalidColor(text: hex) }
        switch digits.count {
        case 3:
            let r = (value >> 8) & 0xF
            let g = (value >> 4) & 0xF
            let b = value & 0xF
            self.init(rgb: (r * 17) << 16 | (g * 17) << 8 | (b * 17))
        case 6:
            self.init(rgb: value)
        default:
            self.init(rgb: value >> 8, alpha: Double(value & 0xFF) / 255)
        }
    }

    /// The same colour with its opacity replaced by `alpha` (0 to 1).
    public func withAlpha(_ alpha: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour as `#RRGGBB`, or `#RRGGBBAA` when it is not opaque.
    public var hexString: String {
        func byte(_ v: Double) -> String {
            let b = Int((min(max(v, 0), 1) * 255).rounded())
            return (b < 16 ? "0" : "") + String(b, radix: 16, uppercase: true)
        }
        let base = "#" + byte(red) + byte(green) + byte(blue)
        return alpha >= 1 ? base : base + byte(alpha)
    }

    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1)
    /// Fully transparent black.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
}

/// A text that is not a colour in any of the forms `Color(hex:)` reads.
public struct InvalidColor: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text as given.
    public var text: String

    /// The error for `text`.
    public init(text: String) { self.text = text }

    public var description: String {
        "\"\(text)\" is not a colour; write it as #RGB, #RRGGBB or #RRGGBBAA"
    }
}
