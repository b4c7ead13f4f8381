import Foundation
import OutdoorDrawing
import OutdoorRaster
import XCTest

/// Text measuring, wrapping, ellipsis and right-to-left layout with the bundled fonts.
final class TextLayoutTests: XCTestCase {
    private let longTitle =
        "An evening walk along the ridge above the lake, with the last light on the peaks and a cold "
        + "wind from the north that never stopped blowing all the way down to the village"

    func testSameLayoutTwiceMeasuresAndDrawsTheSame() throws {
        let fonts = try DrawingFixtures.hermeticLibrary()
        let style = TextStyle(size: 17, weight: .semibold)
        let first = try TextLayout("Boulder, Colorado · 12°C", style: style, width: 200, library: fonts)
        let second = try TextLayout("Boulder, Colorado · 12°C", style: style, width: 200, library: fonts)
        XCTAssertEqual(first.metrics, second.metrics)
        XCTAssertGreaterThan(first.metrics.logicalBounds.width, 100)
        XCTAssertEqual(first.metrics.lineCount, 1)
        XCTAssertGreaterThan(first.metrics.baseline, 0)
        XCTAssertLessThan(first.metrics.baseline, first.metrics.height)

        func render(_ layout: TextLayout) throws -> [UInt8] {
            let canvas = try Canvas(pixelWidth: 220, pixelHeight: 40, background: .white)
            try canvas.draw(layout, at: CGPoint(x: 10, y: 10))
            let pixels = try canvas.pixelBuffer()
            return Array(
                UnsafeBufferPointer(
                    start: pixels.baseAddress.assumingMemoryBound(to: UInt8.self), count: pixels.byteCount))
        }
        let a = try render(first)
        XCTAssertEqual(a, try render(second))
        XCTAssertTrue(a.contains { $0 < 128 }, "the text drew dark pixels")
    }

    func testLongTitleWrapsToTwoLinesAndEndsWithAnEllipsis() throws {
        let fonts = try DrawingFixtures.hermeticLibrary()
        let layout = try TextLayout(
            longTitle, style: TextStyle(size: 20, weight: .bold), width: 300, maxLines: 2, library: fonts)
        XCTAssertEqual(layout.metrics.lineCount, 2)
        XCTAssertTrue(layout.metrics.isEllipsized)
        XCTAssertLessThanOrEqual(layout.metrics.logicalBounds.maxX, 300.5)
        let unlimited = try TextLayout(
            longTitle, style: TextStyle(size: 20, weight: .bold), width: 300, library: fonts)
        XCTAssertGreaterThan(unlimited.metrics.lineCount, 2)
        XCTAssertFalse(unlimited.metrics.isEllipsized)
        XCTAssertGreaterThan(unlimited.metrics.height, layout.metrics.height)
    }

    func testShortTitleIsNotEllipsized() throws {
        let fonts = try DrawingFixtures.hermeticLibrary()
        let layout = try TextLayout(
            "Bergen", style: TextStyle(size: 20), width: 300, maxLines: 2, library: fonts)
        XCTAssertEqual(layout.metrics.lineCount, 1)
        XCTAssertFalse(layout.metrics.isEllipsized)
    }

    func testMaxLinesCountsLinesAcrossParagraphs() throws {
        let fonts = try DrawingFixtures.hermeticLibrary()
        let layout = try TextLayout(
            "First day\nSecond day\nThird day\nFourth day", style: TextStyle(size: 14), width: 300,
            maxLines: 2,
            library: fonts)
        XCTAssertEqual(layout.metrics.lineCount, 2)
        XCTAssertTrue(layout.metrics.isEllipsized)
        let unlimited = try TextLayout(
            "First day\r\nSecond day\rThird day", style: TextStyle(size: 14), width: 300, library: fonts)
        XCTAssertEqual(unlimited.metrics.lineCount, 3)
        let fits = try TextLayout(
            "First day\r\nSecond day", style: TextStyle(size: 14), width: 300, maxLines: 2, library: fonts)
        XCTAssertEqual(fits.metrics.lineCount, 2)
        XCTAssertFalse(fits.metrics.isEllipsized)
        let separators = try TextLayout(
            "One\u{2028}Two\u{2028}Three", style: TextStyle(size: 14), width: 300, maxLines: 2, library: fonts
        )
        XCTAssertEqual(separators.metrics.lineCount, 2)
        XCTAssertTrue(separators.metrics.isEllipsized)
        XCTAssertEqual(separators.metrics.unknownGlyphCount, 0, "no visible line-separator glyph")
    }

    func testStartOfLineSplitsTheTextWhereItsLinesBreak() throws {
        let fonts = try DrawingFixtures.hermeticLibrary()
        let text = "Ærøskøbing café ☕️ by the harbour\nSecond paragraph, a little longer than one line of it"
        let layout = try TextLayout(text, style: TextStyle(size: 14), width: 160, library: fonts)
        let lines = layout.metrics.lineCount
        XCTAssertGreaterThan(lines, 3)
        XCTAssertEqual(layout.startOfLine(0), text.startIndex)
        XCTAssertNil(layout.startOfLine(lines))
        XCTAssertNil(layout.startOfLine(-1))
        // Each split keeps the lines before it: laid out alone (less the paragraph break it may
        // end with), the head has exactly that many.
        for line in 1..<lines {
            let cut = try XCTUnwrap(layout.startOfLine(line))
            XCTAssertGreaterThan(cut, text.startIndex)
            let head = try TextLayout(
                text[..<cut].trimmingCharacters(in: .whitespacesAndNewlines), style: TextStyle(size: 14),
                width: 160, library: fonts)
            XCTAssertEqual(head.metrics.lineCount, line, "split before line \(line)")
        }
        let limited = try TextLayout(
            text, style: TextStyle(size: 14), width: 160, maxLines: 2, library: fonts)
        XCTAssertNil(limited.startOfLine(1), "a cut layout does not split")
    }

    /// A title mixing Latin with Hebrew or Arabic keeps the Latin lines' spacing (issue 27: the
    /// right-to-left line got about double): each line as high as a line of the main font.
    func testLinesMixingScriptsAreSpacedLikeLatinLines() throws {
        let fonts = try DrawingFixtures.hermeticLibrary()
        for spacing in [0.98, 1.4] {
            let style = TextStyle(size: 40, weight: .bold, lineSpacing: spacing)
            let latin = try TextLayout(
                "Sunset over the sea at the old harbour", style: style, width: 420, library: fonts)
            XCTAssertEqual(latin.metrics.lineCount, 2)
            for mixed in [
                "Sunset over the sea at חוף תל אביב", "Sunset over the sea at غروب الشمس",
                "שקיעה מעל הים at the old harbour", "غروب الشمس فوق at the old harbour",
            ] {
                let layout = try TextLayout(mixed, style: style, width: 420, library: fonts)
                XCTAssertEqual(layout.metrics.lineCount, 2, mixed)
                XCTAssertEqual(
                    layout.metrics.height, latin.metrics.height, accuracy: latin.metrics.height * 0.04,
                    "\(mixed) at \(spacing)")
            }
        }
    }

    /// Korean breaks between words, at its spaces, not inside them (issue 27: "오코노 / 미야키").
    func testKoreanBreaksBetweenWordsNotInsideThem() throws {
        let fonts = try DrawingFixtures.hermeticLibrary()
        let text = "오코노미야키 맛집에서 저녁을 먹었어요"
        for width in stride(from: 120.0, through: 260, by: 20) {
            let layout = try TextLayout(
                text, style: TextStyle(size: 20, language: "ko"), width: width, library: fonts)
            XCTAssertGreaterThan(layout.metrics.lineCount, 1, "at \(width)")
            for line in 1..<layout.metrics.lineCount {
                let start = try XCTUnwrap(layout.startOfLine(line))
                XCTAssertEqual(
                    text[text.index(before: start)], " ",
                    "at \(width): a break inside a word, before \(text[start...])")
            }
        }
        // Chinese and Japanese still break between characters.
        let japanese = try TextLayout(
            "大阪道頓堀のお好み焼き屋さんで晩ごはん", style: TextStyle(size: 20, language: "ja"), width: 150, library: fonts)
        XCTAssertGreaterThan(japanese.metrics.lineCount, 1)
    }

    func testArabicTitleLaysOutRightToLeftAndAlignsRight() throws {
        let fonts = try DrawingFixtures.hermeticLibrary()
        let box = 300.0
        let arabic = try TextLayout(
            "غروب الشمس فوق البحر", style: TextStyle(size: 22, language: "ar"), width: box, library: fonts)
        XCTAssertTrue(arabic.metrics.isRightToLeft)
        XCTAssertEqual(arabic.metrics.unknownGlyphCount, 0)
        XCTAssertEqual(Double(arabic.metrics.logicalBounds.maxX), box, accuracy: 0.5)
        XCTAssertGreaterThan(arabic.metrics.logicalBounds.minX, 50)
        let latin = try TextLayout(
            "Sunset over the sea", style: TextStyle(size: 22), width: box, library: fonts)
        XCTAssertFalse(latin.metrics.isRightToLeft)
        XCTAssertEqual(Double(latin.metrics.logicalBounds.minX), 0, accuracy: 0.01)

        // And on pixels: the ink sits at the right of the box.
        let canvas = try Canvas(pixelWidth: Int(box), pixelHeight: 40, background: .white)
        try canvas.draw(arabic, at: .zero)
        let pixels = try canvas.pixelBuffer()
        var inkColumns: [Int] = []
        for x in 0..<Int(box) where (0..<40).contains(where: { pixels.rgba(x: x, y: $0).r < 128 }) {
            inkColumns.append(x)
        }
        let first = try XCTUnwrap(inkColumns.first)
        let last = try XCTUnwrap(inkColumns.last)
        XCTAssertGreaterThan(last, Int(box) - 6)
        XCTAssertGreaterThan(first, 50)
    }

    func testHebrewIsRightToLeftAndExplicitAlignmentsAreAbsolute() throws {
        let fonts = try DrawingFixtures.hermeticLibrary()
        let hebrew = try TextLayout(
            "זריחה מעל ים המלח", style: TextStyle(size: 18, alignment: .left, language: "he"), width: 300,
            library: fonts)
        XCTAssertTrue(hebrew.metrics.isRightToLeft)
        XCTAssertEqual(Double(hebrew.metrics.logicalBounds.minX), 0, accuracy: 0.01)
        let latin = try TextLayout(
            "Sunrise", style: TextStyle(size: 18, alignment: .right), width: 300, library: fonts)
        XCTAssertEqual(Double(latin.metrics.logicalBounds.maxX), 300, accuracy: 0.5)
        let centred = try TextLayout(
            "Sunrise", style: TextStyle(size: 18, alignment: .center), width: 300, library: fonts)
        XCTAssertEqual(Double(centred.metrics.logicalBounds.midX), 150, accuracy: 0.5)
    }

    func testWeightsAndSizesChangeTheMeasurements() throws {
        let fonts = try DrawingFixtures.hermeticLibrary()
        let regular = try TextLayout("Flatirons", style: TextStyle(size: 20), library: fonts)
        let bold = try TextLayout("Flatirons", style: TextStyle(size: 20, weight: .bold), library: fonts)
        let big = try TextLayout("Flatirons", style: TextStyle(size: 40), library: fonts)
        XCTAssertGreaterThan(bold.metrics.logicalBounds.width, regular.metrics.logicalBounds.width)
        XCTAssertEqual(
            Double(big.metrics.logicalBounds.width), 2 * Double(regular.metrics.logicalBounds.width),
            accuracy: 0.1,
            "unhinted metrics scale linearly")
        let tracked = try TextLayout(
            "Flatirons", style: TextStyle(size: 20, letterSpacing: 2), library: fonts)
        XCTAssertEqual(
            Double(tracked.metrics.logicalBounds.width), Double(regular.metrics.logicalBounds.width) + 16,
            accuracy: 0.5,
            "2 points between each of the 9 letters")
        let spaced = try TextLayout("a\nb", style: TextStyle(size: 20, lineSpacing: 2), library: fonts)
        let normal = try TextLayout("a\nb", style: TextStyle(size: 20), library: fonts)
        XCTAssertGreaterThan(spaced.metrics.height, normal.metrics.height)
    }

    func testBadLayoutArgumentsAreTypedErrors() throws {
        let fonts = try DrawingFixtures.hermeticLibrary()
        func expectInvalid(_ body: () throws -> Void, _ label: String) {
            XCTAssertThrowsError(try body(), label) { error in
                guard case .invalidArgument? = error as? DrawingError else {
                    return XCTFail("\(label): \(error)")
                }
            }
        }
        expectInvalid({ _ = try TextLayout("x", style: TextStyle(size: 0), library: fonts) }, "size 0")
        expectInvalid({ _ = try TextLayout("x", style: TextStyle(size: .nan), library: fonts) }, "size nan")
        expectInvalid({ _ = try TextLayout("x", style: TextStyle(size: 5_000), library: fonts) }, "huge size")
        expectInvalid(
            { _ = try TextLayout("x", style: TextStyle(size: 10), width: -3, library: fonts) }, "width")
        expectInvalid(
            { _ = try TextLayout("x", style: TextStyle(size: 10), maxLines: 2, library: fonts) }, "no width")
        expectInvalid(
            { _ = try TextLayout("x", style: TextStyle(size: 10), width: 10, maxLines: 0, library: fonts) },
            "0 lines")
    }

    func testHaloDrawsAroundTheGlyphs() throws {
        let fonts = try DrawingFixtures.hermeticLibrary()
        let label = try TextLayout("Bergen", style: TextStyle(size: 20, color: .black), library: fonts)
        func redPixels(halo: TextHalo?) throws -> Int {
            let canvas = try Canvas(pixelWidth: 100, pixelHeight: 40, background: .white)
            try canvas.draw(label, at: CGPoint(x: 10, y: 5), halo: halo)
            let pixels = try canvas.pixelBuffer()
            var count = 0
            for y in 0..<40 {
                for x in 0..<100 {
                    let p = pixels.rgba(x: x, y: y)
                    if p.r > 200 && p.g < 60 && p.b < 60 { count += 1 }
                }
            }
            return count
        }
        XCTAssertEqual(try redPixels(halo: nil), 0)
        XCTAssertGreaterThan(try redPixels(halo: TextHalo(color: Color(rgb: 0xFF0000), width: 2)), 200)
    }
}
