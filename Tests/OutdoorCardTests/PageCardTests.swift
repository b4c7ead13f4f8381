import CardTestSupport
import Foundation
import OutdoorCard
import OutdoorDrawing
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
}
