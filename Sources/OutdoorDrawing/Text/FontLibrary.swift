internal import CCairo
internal import CPango
import Foundation

/// The fonts text is drawn with: a private fontconfig configuration and a Pango font map.
///
/// The library loads the project's bundled font files from a directory the caller passes in;
/// nothing is looked up on its own. In `.hermetic` mode only those files exist, so text
/// renders identically on every machine (golden tests). In `.withSystemFallback` mode the
/// system's fonts come after the bundled ones, so scripts the bundled fonts lack (CJK)
/// still render with real glyphs; a system copy of a bundled family never replaces the
/// bundled file. Emoji come from the bundled Noto Color Emoji in both modes (colour bitmap
/// glyphs, which Cairo scales to the text size).
///
/// Hermetic output ignores the system's fonts, `LANG`, `FONTCONFIG_FILE` and a user's
/// fonts.conf. FreeType's own `FREETYPE_PROPERTIES` variable still applies (Cairo starts
/// FreeType itself): `cff:no-stem-darkening=0` there makes the CFF Inter faces bolder.
///
/// Thread safety: a library, and every `TextLayout` made from it, is not `Sendable` (Pango font
/// maps are not thread-safe), so the compiler keeps it on one thread. Batch work makes one
/// library per worker thread; a hermetic library costs a few milliseconds to create.
public final class FontLibrary {
    /// Where fonts come from.
    public enum Mode: Sendable, Hashable {
        /// Only the bundled files: identical pixels everywhere; missing glyphs draw as hex boxes.
        case hermetic
        /// The bundled files first, then the system's fonts for glyphs they lack.
        case withSystemFallback
    }

    /// The font files the project ships in its `Fonts` directory.
    public static let bundledFileNames = [
        "Inter-Regular.otf", "Inter-Medium.otf", "Inter-SemiBold.otf", "Inter-Bold.otf",
        "NotoSansArabic-Regular.ttf", "NotoSansArabic-Bold.ttf",
        "NotoSansHebrew-Regular.ttf", "NotoSansHebrew-Bold.ttf", "NotoColorEmoji.ttf",
    ]

    /// The mode the library was made in.
    public let mode: Mode
    /// Absolute paths of the bundled font files loaded, in load order.
    public let bundledFiles: [String]
    /// Family names of the bundled fonts, such as "Inter", without duplicates.
    public let bundledFamilies: [String]
    /// Where the characters no font draws are recorded, if anywhere.
    public let missingGlyphs: MissingGlyphs?

    let config: OpaquePointer
    let fontMap: UnsafeMutablePointer<PangoFontMap>

    /// Loads `fileNames` from `fontsDirectory` (a path) in the given mode.
    ///
    /// Every character a layout made with it cannot draw is added to `missingGlyphs`, if given.
    /// Throws when the directory or a file is missing, or when fontconfig cannot read a file.
    public init(
        fontsDirectory: String, mode: Mode = .hermetic, fileNames: [String] = FontLibrary.bundledFileNames,
        missingGlyphs: MissingGlyphs? = nil
    ) throws {
        let directory = URL(fileURLWithPath: fontsDirectory).standardizedFileURL.resolvingSymlinksInPath()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory),
            isDirectory.boolValue
        else { throw DrawingError.fontsDirectoryMissing(path: fontsDirectory) }
        let files = fileNames.map { directory.appendingPathComponent($0).path }
        for file in files where !FileManager.default.isReadableFile(atPath: file) {
            throw DrawingError.fontFileMissing(path: file)
        }

        let bundled = try FontConfiguration.bundledOnly(files: files)
        let families = FontConfiguration.families(in: bundled)
        let config: OpaquePointer
        switch mode {
        case .hermetic:
            config = bundled
        case .withSystemFallback:
            FcConfigDestroy(bundled)
            config = try FontConfiguration.systemWithBundledFirst(files: files, bundledFamilies: families)
        }

        guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            FcConfigDestroy(config)
            throw DrawingError.pango(operation: "create a font map for FreeType fonts")
        }
        pango_fc_font_map_set_config(OpaquePointer(map), config)

        self.mode = mode
        self.bundledFiles = files
        self.bundledFamilies = families
        self.missingGlyphs = missingGlyphs
        self.config = config
        self.fontMap = map
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(fontMap))
        FcConfigDestroy(config)
    }

    /// Paths of the fonts this library's configuration added itself (the bundled files).
    public var applicationFontFiles: [String] {
        FontConfiguration.files(in: config, set: FcSetApplication)
    }

    /// How many system fonts the configuration can fall back to (0 in hermetic mode).
    public var systemFontCount: Int {
        guard let set = FcConfigGetFonts(config, FcSetSystem) else { return 0 }
        return Int(set.pointee.nfont)
    }
}
