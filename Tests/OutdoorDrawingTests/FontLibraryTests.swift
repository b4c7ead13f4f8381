import Foundation
import OutdoorDrawing
import Synchronization
import TestSupport
import XCTest

/// The private font configurations: hermetic isolation, system fallback, and errors.
final class FontLibraryTests: XCTestCase {
    private func bundledPath(_ name: String) -> String {
        URL(fileURLWithPath: DrawingFixtures.fontsDirectory).appendingPathComponent(name)
            .resolvingSymlinksInPath().path
    }

    func testHermeticConfigurationHoldsOnlyTheBundledFiles() throws {
        let fonts = try DrawingFixtures.hermeticLibrary()
        XCTAssertEqual(fonts.mode, .hermetic)
        XCTAssertEqual(fonts.systemFontCount, 0)
        XCTAssertEqual(Set(fonts.applicationFontFiles), Set(fonts.bundledFiles))
        XCTAssertEqual(Set(fonts.bundledFiles), Set(FontLibrary.bundledFileNames.map(bundledPath)))
        XCTAssertEqual(
            fonts.bundledFamilies, ["Inter", "Noto Sans Arabic", "Noto Sans Hebrew", "Noto Color Emoji"])
    }

    func testEachWeightUsesItsOwnBundledFile() throws {
        let fonts = try DrawingFixtures.hermeticLibrary()
        let expected: [(FontWeight, String)] = [
            (.regular, "Inter-Regular.otf"), (.medium, "Inter-Medium.otf"), (.semibold, "Inter-SemiBold.otf"),
            (.bold, "Inter-Bold.otf"),
        ]
        for (weight, file) in expected {
            let layout = try TextLayout("Trail", style: TextStyle(size: 12, weight: weight), library: fonts)
            XCTAssertEqual(layout.fontFiles, [bundledPath(file)], "\(weight)")
        }
        let arabic = try TextLayout("مرحبا", style: TextStyle(size: 12, weight: .bold), library: fonts)
        XCTAssertEqual(arabic.fontFiles, [bundledPath("NotoSansArabic-Bold.ttf")])
        let hebrew = try TextLayout("שלום", style: TextStyle(size: 12), library: fonts)
        XCTAssertEqual(hebrew.fontFiles, [bundledPath("NotoSansHebrew-Regular.ttf")])
    }

    func testHermeticModeIgnoresTheUsersFontconfigFile() throws {
        let reference = try TextLayout(
            "Hello Boulder", style: TextStyle(size: 16), library: try DrawingFixtures.hermeticLibrary())
        // A configuration that would swap Inter for another family and embolden everything.
        let folder = try TemporaryDirectory(prefix: "outdoor-fontconfig")
        let conf = folder.path("fonts.conf")
        try """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>
          <dir>/usr/share/fonts</dir>
          <match target="pattern"><test name="family"><string>Inter</string></test>
            <edit name="family" mode="assign" binding="strong"><string>DejaVu Serif</string></edit></match>
          <match target="font"><edit name="embolden" mode="assign"><bool>true</bool></edit></match>
        </fontconfig>
        """.write(toFile: conf, atomically: true, encoding: .utf8)
        let previous = ProcessInfo.processInfo.environment["FONTCONFIG_FILE"]
        setenv("FONTCONFIG_FILE", conf, 1)
        defer {
            if let previous { setenv("FONTCONFIG_FILE", previous, 1) } else { unsetenv("FONTCONFIG_FILE") }
        }
        let fonts = try DrawingFixtures.hermeticLibrary()
        XCTAssertEqual(fonts.systemFontCount, 0)
        let layout = try TextLayout("Hello Boulder", style: TextStyle(size: 16), library: fonts)
        XCTAssertEqual(layout.fontFiles, [bundledPath("Inter-Regular.otf")])
        XCTAssertEqual(layout.metrics, reference.metrics)
    }

    func testFallbackModeDrawsCJKWithSystemFontsAndHermeticModeDoesNot() throws {
        let cjkFont = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"
        try XCTSkipUnless(
            FileManager.default.fileExists(atPath: cjkFont),
            "needs Debian's fonts-noto-cjk for a CJK system font")
        let title = "東京タワーの夜景"
        let fallback = try FontLibrary(
            fontsDirectory: DrawingFixtures.fontsDirectory, mode: .withSystemFallback)
        XCTAssertGreaterThan(fallback.systemFontCount, 0)
        let withSystem = try TextLayout(title, style: TextStyle(size: 20), library: fallback)
        XCTAssertEqual(withSystem.metrics.unknownGlyphCount, 0)
        XCTAssertTrue(withSystem.fontFiles.contains { $0.contains("CJK") }, "\(withSystem.fontFiles)")

        let hermetic = try TextLayout(
            title, style: TextStyle(size: 20), library: try DrawingFixtures.hermeticLibrary())
        XCTAssertEqual(hermetic.metrics.unknownGlyphCount, title.count)
        XCTAssertGreaterThan(try inkColumns(of: withSystem).count, 40, "the CJK font draws the title")
    }

    func testHermeticModeDrawsAHexBoxForEachGlyphItLacks() throws {
        let title = "東京タワー"
        let layout = try TextLayout(
            title, style: TextStyle(size: 20), library: try DrawingFixtures.hermeticLibrary())
        XCTAssertEqual(layout.metrics.unknownGlyphCount, title.count)
        // Each box is drawn: ink in most columns of the line, from its first box to its last.
        let columns = try inkColumns(of: layout)
        let width = Double(layout.metrics.logicalBounds.width)
        XCTAssertGreaterThan(Double(columns.count), width * 0.6, "\(layout.metrics)")
        XCTAssertLessThan(Double(try XCTUnwrap(columns.first)), 4 + width * 0.2)
        XCTAssertGreaterThan(Double(try XCTUnwrap(columns.last)), 4 + width * 0.8)
    }

    /// The columns of a white canvas holding `layout` that have dark pixels once it is drawn.
    private func inkColumns(of layout: TextLayout) throws -> [Int] {
        let canvas = try Canvas(pixelWidth: 240, pixelHeight: 40, background: .white)
        try canvas.draw(layout, at: CGPoint(x: 4, y: 4))
        let pixels = try canvas.pixelBuffer()
        return (0..<pixels.width).filter { x in
            (0..<pixels.height).contains { y in
                let (r, g, b, _) = pixels.rgba(x: x, y: y)
                return Int(r) + Int(g) + Int(b) < 3 * 160
            }
        }
    }

    func testEmojiDrawInColourFromTheBundledFontInBothModes() throws {
        // ZWJ sequences, skin tones, flags and keycaps are one glyph each, none a hex box.
        let text = "🥞🔥 👨‍👩‍👧 👍🏽 🇪🇸 1️⃣"
        for library in [
            try DrawingFixtures.hermeticLibrary(),
            try FontLibrary(fontsDirectory: DrawingFixtures.fontsDirectory, mode: .withSystemFallback),
        ] {
            let layout = try TextLayout(text, style: TextStyle(size: 40), library: library)
            XCTAssertEqual(layout.metrics.unknownGlyphCount, 0, "\(library.mode)")
            XCTAssertTrue(layout.fontFiles.contains(bundledPath("NotoColorEmoji.ttf")), "\(layout.fontFiles)")
            // The bitmap glyphs are scaled to the text: about the size of the 40-point line.
            XCTAssertEqual(layout.metrics.inkBounds.height, 40, accuracy: 12, "\(layout.metrics)")
            let canvas = try Canvas(pixelWidth: 420, pixelHeight: 70, background: .white)
            try canvas.draw(layout, at: CGPoint(x: 4, y: 4))
            let pixels = try canvas.pixelBuffer()
            // Colour, not black-on-white: plenty of strongly saturated pixels (the fire's orange).
            var saturated = 0
            for y in 0..<pixels.height {
                for x in 0..<pixels.width {
                    let (r, g, b, _) = pixels.rgba(x: x, y: y)
                    if Int(max(r, g, b)) - Int(min(r, g, b)) > 120 { saturated += 1 }
                }
            }
            XCTAssertGreaterThan(saturated, 1500, "\(library.mode)")
            // A keycap's digit and a symbol with U+FE0F stay in the emoji font with their marks.
            for sample in ["1️⃣", "#️⃣", "❤️", "©️"] {
                let keycap = try TextLayout(sample, style: TextStyle(size: 20), library: library)
                XCTAssertEqual(keycap.fontFiles, [bundledPath("NotoColorEmoji.ttf")], sample)
            }
        }
    }

    func testALineOfEmojiAloneKeepsTheLineSpacing() throws {
        var style = TextStyle(size: 20)
        style.lineSpacing = 1.3
        let fonts = try DrawingFixtures.hermeticLibrary()
        let text = try TextLayout("a\na", style: style, width: 300, library: fonts)
        let emoji = try TextLayout("a\n❤️", style: style, width: 300, library: fonts)
        XCTAssertEqual(emoji.metrics.height, text.metrics.height, accuracy: 2)
        XCTAssertGreaterThan(emoji.metrics.inkBounds.minY + emoji.metrics.inkBounds.height, 50)
    }

    func testEmojiRunsAreFoundByPresentation() {
        XCTAssertEqual(EmojiRuns.byteRanges(in: "Best 🥞🔥!"), [5..<13])
        XCTAssertEqual(EmojiRuns.byteRanges(in: "a 👨‍👩‍👧 b"), [2..<20])
        XCTAssertEqual(EmojiRuns.byteRanges(in: "no emoji: 1 # © ❤ ☀︎"), [])
        XCTAssertEqual(EmojiRuns.byteRanges(in: "1️⃣ ❤️"), [0..<7, 8..<14])
        XCTAssertEqual(EmojiRuns.byteRanges(in: "🇪🇸"), [0..<8])
    }

    func testFallbackModeStillPrefersTheBundledFiles() throws {
        // Debian's fonts-inter installs Inter system-wide too; the bundled file must win.
        let fallback = try FontLibrary(
            fontsDirectory: DrawingFixtures.fontsDirectory, mode: .withSystemFallback)
        XCTAssertEqual(Set(fallback.applicationFontFiles), Set(fallback.bundledFiles))
        for weight in [FontWeight.regular, .bold] {
            let layout = try TextLayout(
                "Boulder", style: TextStyle(size: 14, weight: weight), library: fallback)
            XCTAssertEqual(layout.fontFiles.count, 1)
            XCTAssertTrue(
                try XCTUnwrap(layout.fontFiles.first).hasPrefix(
                    URL(fileURLWithPath: DrawingFixtures.fontsDirectory).resolvingSymlinksInPath().path),
                "\(layout.fontFiles)")
        }
        let arabic = try TextLayout("مرحبا", style: TextStyle(size: 14), library: fallback)
        XCTAssertEqual(arabic.fontFiles, [bundledPath("NotoSansArabic-Regular.ttf")])
    }

    func testDigitsAndSymbolsStayInInterWithTheSystemsEmojiRules() throws {
        // Debian's fontconfig rules tag any pattern naming an emoji family as emoji and rank
        // colour above family: digits, "#" and "*" then came from the emoji font's keycap bases.
        let text = "Route 66 in 2024 · 43.26000° N · LGPL-3.0 #1 *"
        for library in [
            try DrawingFixtures.hermeticLibrary(),
            try FontLibrary(fontsDirectory: DrawingFixtures.fontsDirectory, mode: .withSystemFallback),
        ] {
            for weight in [FontWeight.regular, .bold] {
                var style = TextStyle(size: 16, weight: weight)
                style.letterSpacing = 1
                let layout = try TextLayout(text, style: style, library: library)
                XCTAssertEqual(layout.fontFiles.count, 1, "\(library.mode): \(layout.fontFiles)")
                XCTAssertTrue(layout.fontFiles.allSatisfy { $0.contains("/Inter-") }, "\(layout.fontFiles)")
            }
            let mixed = try TextLayout("Best pancakes 2024 🥞", style: TextStyle(size: 16), library: library)
            XCTAssertEqual(
                Set(mixed.fontFiles), [bundledPath("Inter-Regular.otf"), bundledPath("NotoColorEmoji.ttf")],
                "\(library.mode)")
        }
    }

    func testMissingFontsDirectoryIsATypedError() {
        XCTAssertThrowsError(try FontLibrary(fontsDirectory: "/nonexistent/outdoor/Fonts")) { error in
            XCTAssertEqual(error as? DrawingError, .fontsDirectoryMissing(path: "/nonexistent/outdoor/Fonts"))
            XCTAssertEqual(
                "\(error)",
                "the fonts directory /nonexistent/outdoor/Fonts does not exist or is not a directory")
        }
        XCTAssertThrowsError(try FontLibrary(fontsDirectory: bundledPath("OFL.txt"))) { error in
            guard case .fontsDirectoryMissing? = error as? DrawingError else { return XCTFail("\(error)") }
        }
    }

    func testMissingOrBrokenFontFileIsATypedError() throws {
        let folder = try TemporaryDirectory(prefix: "outdoor-fonts")
        try FileManager.default.copyItem(
            atPath: bundledPath("Inter-Regular.otf"), toPath: folder.path("Inter-Regular.otf"))
        XCTAssertThrowsError(try FontLibrary(fontsDirectory: folder.url.path)) { error in
            guard case .fontFileMissing(let path)? = error as? DrawingError else {
                return XCTFail("\(error)")
            }
            XCTAssertTrue(path.hasSuffix("Inter-Medium.otf"), path)
        }
        try Data("not a font".utf8).write(to: folder.url.appendingPathComponent("Broken.otf"))
        XCTAssertThrowsError(try FontLibrary(fontsDirectory: folder.url.path, fileNames: ["Broken.otf"])) {
            error in
            guard case .fontconfig? = error as? DrawingError else { return XCTFail("\(error)") }
            XCTAssertTrue("\(error)".contains("Broken.otf"))
        }
        // A directory holding just the files asked for is fine.
        let one = try FontLibrary(fontsDirectory: folder.url.path, fileNames: ["Inter-Regular.otf"])
        XCTAssertEqual(one.bundledFamilies, ["Inter"])
    }

    func testTwoThreadsWithTheirOwnLibrariesRenderIdenticalPixels() throws {
        @Sendable func render() throws -> [UInt8] {
            let fonts = try DrawingFixtures.hermeticLibrary()
            let canvas = try Canvas(pixelWidth: 300, pixelHeight: 80, scale: 2, background: .white)
            for i in 0..<20 {
                let layout = try TextLayout(
                    "Trail \(i) · غروب · זריחה",
                    style: TextStyle(size: 11, weight: i % 2 == 0 ? .bold : .regular),
                    width: 140, maxLines: 1, library: fonts)
                try canvas.draw(
                    layout, at: CGPoint(x: Double(i % 2) * 75, y: Double(i / 2) * 4),
                    halo: TextHalo(color: .white, width: 1))
            }
            let pixels = try canvas.pixelBuffer()
            return Array(
                UnsafeBufferPointer(
                    start: pixels.baseAddress.assumingMemoryBound(to: UInt8.self), count: pixels.byteCount))
        }
        let reference = try render()
        let results = Mutex<[Int: Result<[UInt8], any Error>]>([:])
        DispatchQueue.concurrentPerform(iterations: 4) { index in
            let outcome = Result { try render() }
            results.withLock { $0[index] = outcome }
        }
        for index in 0..<4 {
            XCTAssertEqual(try XCTUnwrap(results.withLock { $0[index] }).get(), reference, "thread \(index)")
        }
    }
}
