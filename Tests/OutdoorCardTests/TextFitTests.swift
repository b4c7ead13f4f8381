import OutdoorCard
import XCTest

/// The text-fitting decisions, with line counts made up instead of measured.
final class TextFitTests: XCTestCase {
    func testTheTitleKeepsTheLargestSizeThatFitsInTwoLines() {
        // Lines needed at each size: 3 at 60, 2 at 52.
        let lines: [Double: Int] = [60: 3, 52: 2]
        let fit = TextFit.titleSize(sizes: [60, 52]) { lines[$0] ?? 9 }
        XCTAssertEqual(fit.size, 52)
        XCTAssertFalse(fit.isCut)

        let first = TextFit.titleSize(sizes: [60, 52]) { _ in 1 }
        XCTAssertEqual(first.size, 60)
        XCTAssertFalse(first.isCut)
    }

    func testATitleTooLongAtEverySizeTakesTheSmallestAndIsCut() {
        var asked: [Double] = []
        let fit = TextFit.titleSize(sizes: [60, 52]) { size in
            asked.append(size)
            return 5
        }
        XCTAssertEqual(fit.size, 52)
        XCTAssertTrue(fit.isCut)
        XCTAssertEqual(asked, [60, 52])
    }

    func testLinesThatFit() {
        XCTAssertEqual(TextFit.linesThatFit(available: 100, lineHeight: 45, needed: 9), 2)
        XCTAssertEqual(TextFit.linesThatFit(available: 90, lineHeight: 45, needed: 9), 2)
        XCTAssertEqual(TextFit.linesThatFit(available: 1_000, lineHeight: 45, needed: 3), 3)
        XCTAssertEqual(TextFit.linesThatFit(available: 44, lineHeight: 45, needed: 3), 0)
        XCTAssertEqual(TextFit.linesThatFit(available: -20, lineHeight: 45, needed: 3), 0)
        XCTAssertEqual(TextFit.linesThatFit(available: 100, lineHeight: 0, needed: 3), 0)
    }

    func testCutAtWordKeepsWholeWordsAndDropsTrailingPunctuation() {
        let text = "Stayed on the ridge, until the sun was gone; headtorches for the way down."
        // Fits: at most 30 characters.
        let cut = TextFit.cutAtWord(text) { $0.count <= 30 }
        XCTAssertEqual(cut, "Stayed on the ridge, until…")
        let comma = TextFit.cutAtWord(text) { $0.count <= 22 }
        XCTAssertEqual(comma, "Stayed on the ridge…", "the comma before the cut is dropped")
        let semicolon = TextFit.cutAtWord(text) { $0.count <= 44 }
        XCTAssertEqual(semicolon, "Stayed on the ridge, until the sun was gone…")
    }

    func testCutAtWordAcrossParagraphsAndWhenNothingFits() {
        let text = "First paragraph.\n\nSecond one is longer than the first."
        XCTAssertEqual(TextFit.cutAtWord(text) { $0.count <= 26 }, "First paragraph.\n\nSecond…")
        XCTAssertNil(TextFit.cutAtWord("Supercalifragilistic") { $0.count <= 5 })
        XCTAssertNil(TextFit.cutAtWord("") { _ in true })
    }

    func testCutAtWordAsksAboutLogarithmicallyManyCandidates() {
        let text = (1...200).map { "word\($0)" }.joined(separator: " ")
        var calls = 0
        let cut = TextFit.cutAtWord(text) { candidate in
            calls += 1
            return candidate.count <= 500
        }
        XCTAssertLessThanOrEqual(calls, 9)
        XCTAssertEqual(cut?.hasSuffix("…"), true)
        XCTAssertLessThanOrEqual(cut?.count ?? 999, 500)
        XCTAssertGreaterThan(cut?.count ?? 0, 490)
    }

    func testCutAtWordOnlyTriesStartsWithinTheCharacterBound() {
        let text = (1...2_000).map { "w\($0)" }.joined(separator: " ")
        var longest = 0
        let cut = TextFit.cutAtWord(text, maxCharacters: 100) { candidate in
            longest = max(longest, candidate.count)
            return true
        }
        XCTAssertLessThanOrEqual(longest, 101)
        XCTAssertEqual(cut?.hasSuffix("…"), true)
        XCTAssertEqual(TextFit.characterBound(lines: 2, width: 100, size: 10), 153)
    }
}
