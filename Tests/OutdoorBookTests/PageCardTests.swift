import CardTestSupport
import Foundation
import OutdoorBook
import OutdoorCard
import OutdoorDisclosure
import OutdoorDrawing
import OutdoorModel
import XCTest

/// Entry cards on printed pages.
final class PageCardTests: XCTestCase {
    /// A title is not cut while the map can give way (issue 27: "大阪・道頓堀のお好み…" was cut on
    /// a page that had room for it): only when even half the map's minimum does not fit does the
    /// title give up its lines.
    func testATitleIsNotCutWhileTheMapCanGiveWay() throws {
        let renderer = try CardFixtures.renderer(map: StandInMap())
        var entry = CardFixtures.longTitle
        entry.note = nil
        func drawn(height: Int) throws -> DrawnPageCard {
            let canvas = try Canvas(pixelWidth: 320, pixelHeight: height)
            return try renderer.drawPage(
                entry, photo: nil, in: CGRect(x: 0, y: 0, width: 320, height: height), on: canvas,
                options: CardOptions(), arrangement: .fullPage)
        }
        let whole = try drawn(height: 1000).layout.title.height
        // The page design's minimum map height is 100 points: the map gives way down to 50.
        let halfMinimum = 50.0
        var cut = 0
        for height in stride(from: 200, through: 420, by: 5) {
            let layout = try drawn(height: height).layout
            let given = whole - layout.title.height
            guard given > 0.5 else { continue }
            cut += 1
            // Cut only when the whole title would have left the map under half its minimum.
            let map = layout.map?.height ?? 0
            XCTAssertLessThan(
                map - given, halfMinimum, "height \(height): the title was cut for a map of \(map)")
        }
        XCTAssertGreaterThan(cut, 0, "a page too small for even half a map still cuts the title")
    }

    /// On paper a note goes on to a page of its own only when it truly does not fit (issue 27):
    /// the map gives up room, down to half its minimum, to keep a note whole; a note that would
    /// need more keeps the map at its minimum and goes on.
    func testOnPaperTheMapGivesWayToKeepANoteWhole() throws {
        let grid = CardGrid.page(
            size: CGSize(width: 480, height: 700), arrangement: .fullPage, photoAspect: nil)
        func paper(noteLines: Int) -> CardLayout {
            CardLayout.make(
                design: CardDesign.of(PageCardArrangement.fullPage), grid: grid,
                measurements: CardMeasurements(
                    weatherCardHeight: 80, dateHeight: 10, titleHeight: 56, placeHeight: 14,
                    coordinatesHeight: 10,
                    noteLineHeight: 14, noteLineCount: noteLines, mapAttributionHeight: 8))
        }
        let roomy = paper(noteLines: 1000)
        XCTAssertTrue(roomy.noteIsShortened)
        let kept = roomy.noteLines
        let atMinimum = try XCTUnwrap(roomy.map).height
        XCTAssertGreaterThan(kept, 10)
        // A few lines more than fit above a map of full height: all of them, and a smaller map.
        let whole = paper(noteLines: kept + 3)
        XCTAssertEqual(whole.noteLines, kept + 3)
        XCTAssertFalse(whole.noteIsShortened, "no page of its own for three lines")
        let map = try XCTUnwrap(whole.map)
        XCTAssertLessThan(map.height, atMinimum)
        XCTAssertGreaterThanOrEqual(map.height, atMinimum / 2 - 1)
        XCTAssertLessThanOrEqual(whole.overflow, 0, "the title is not cut for it")
        // Far too long for the page: the map keeps its minimum and the note goes on.
        let long = paper(noteLines: kept * 3)
        XCTAssertEqual(long.noteLines, kept)
        XCTAssertTrue(long.noteIsShortened)
        XCTAssertEqual(try XCTUnwrap(long.map).height, atMinimum)
    }
}

extension CardRenderer {
    /// `drawPage` of `entry` disclosed in `coordinates` (`Disclosure.fixture`).
    @discardableResult
    func drawPage(
        _ entry: JournalEntry, photo: PagePhoto?, in region: CGRect, on canvas: Canvas, options: CardOptions,
        arrangement: PageCardArrangement, coordinates: CoordinatesMode = .precise
    ) throws -> DrawnPageCard {
        try drawPage(
            try entry.disclosed(coordinates), photo: photo, in: region, on: canvas, options: options,
            arrangement: arrangement)
    }
}
