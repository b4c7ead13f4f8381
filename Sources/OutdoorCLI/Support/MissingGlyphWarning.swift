import OutdoorDrawing

/// The warning a command gives when its output shows characters as boxes because no font has them.
enum MissingGlyphWarning {
    /// How many of the missing characters the warning names.
    static let shown = 8

    /// The warning for `characters`, or nil when none are missing.
    static func message(for characters: [Unicode.Scalar]) -> String? {
        guard !characters.isEmpty else { return nil }
        let named = characters.prefix(shown).map { scalar in
            "\(Character(scalar)) (U+\(String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)))"
        }
        var list = named.joined(separator: ", ")
        if characters.count > shown { list += " and \(characters.count - shown) more" }
        let package =
            characters.contains(where: MissingGlyphs.isCJK)
            ? "fonts-noto-cjk for Chinese, Japanese and Korean" : "fonts-noto-core for most other scripts"
        return "no font here draws \(list): \(characters.count == 1 ? "it shows" : "they show") as boxes."
            + " Install a font that has \(characters.count == 1 ? "it" : "them") (on Debian, \(package);"
            + " Scripts/install-deps.sh installs both)"
    }

    /// Prints the warning for what the command's fonts could not draw, if anything.
    static func warn(context: CommandContext) {
        if let message = message(for: context.missingGlyphs.characters) { context.warn(message) }
    }
}

extension String {
    /// The string with zeros in front up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
