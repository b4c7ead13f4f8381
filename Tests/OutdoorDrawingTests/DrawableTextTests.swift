import Foundation
import OutdoorDrawing
import XCTest

/// Issue 30, items 6 and 10: what text drawing accepts, whatever it is given.
final class DrawableTextTests: XCTestCase {
    func testRealTextIsDrawnUnchanged() {
        for text in [
            "Morning walk", "Évora, Alentejo · 18 °C", "日本語のタイトル", "👩‍👩‍👧‍👦 🇳🇴 👍🏽", "עברית ועוד", "",
            String(repeating: "A long note with ordinary words in it. ", count: 2000),
        ] {
            XCTAssertEqual(DrawableText.prepared(text), text)
        }
    }

    func testALetterKeepsAtMostThirtyMarks() {
        let text = "a" + String(repeating: "\u{0301}", count: 100_000) + "b"
        let drawn = DrawableText.prepared(text)
        XCTAssertEqual(drawn.unicodeScalars.count, 1 + DrawableText.maxNonStarters + 1)
        XCTAssertTrue(drawn.hasSuffix("b"))
    }

    func testAWordWithoutEndGetsPlacesToBreak() {
        let text = String(repeating: "x", count: 10_000)
        let drawn = DrawableText.prepared(text)
        XCTAssertEqual(drawn.replacingOccurrences(of: "\u{200B}", with: ""), text)
        let runs = drawn.split(separator: "\u{200B}")
        XCTAssertTrue(
            runs.allSatisfy { $0.unicodeScalars.count <= DrawableText.maxUnbrokenRun }, "\(runs.map(\.count))"
        )
        // Never inside a character: a flag or a family stays whole.
        let flags = String(repeating: "🇳🇴", count: 400)
        XCTAssertEqual(
            Array(DrawableText.prepared(flags).replacingOccurrences(of: "\u{200B}", with: "")), Array(flags))
        XCTAssertTrue(
            DrawableText.prepared(flags).split(separator: "\u{200B}").allSatisfy {
                $0.allSatisfy { $0 == "🇳🇴" }
            })
    }

    func testTextIsCutAtItsByteLimit() {
        let text = String(repeating: "word ", count: 100_000)
        let drawn = DrawableText.prepared(text)
        XCTAssertLessThanOrEqual(drawn.utf8.count, DrawableText.maxBytes + 3)
        XCTAssertTrue(drawn.hasSuffix("…"))
    }

    func testALayoutOfFewLinesTakesNoMoreThanItCanShow() throws {
        let fonts = try DrawingFixtures.hermeticLibrary()
        let title = String(repeating: "x", count: 100_000)
        let layout = try TextLayout(
            title, style: TextStyle(size: 40), width: 500, maxLines: 3, library: fonts)
        XCTAssertEqual(layout.metrics.lineCount, 3)
        XCTAssertTrue(layout.metrics.isEllipsized)
        XCTAssertLessThanOrEqual(
            layout.text.unicodeScalars.filter { $0 != "\u{200B}" }.count,
            DrawableText.scalarLimit(lines: 3, width: 500, size: 40) + 1)
    }
}
