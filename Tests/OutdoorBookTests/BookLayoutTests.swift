import CardTestSupport
import Foundation
import OutdoorBook
import OutdoorCard
import XCTest

/// The book's pure decisions: which pages, where the margins go, where photos go on a page.
final class BookLayoutTests: XCTestCase {
    func testPagesFollowTimeOneOrTwoEntriesAPage() {
        let shuffled = TripFixtures.basque.reversed().map { $0 }
        let one = BookPlan(entries: shuffled, perPage: 1)
        XCTAssertEqual(one.entries.map(\.id), TripFixtures.basque.map(\.id))
        XCTAssertEqual(one.pages.count, 8)
        XCTAssertEqual(one.pages.first, .cover)
        XCTAssertEqual(one.pages.last, .closing)
        XCTAssertEqual(one.pageNumber(ofEntry: 0), 2)
        XCTAssertEqual(one.pageNumber(ofEntry: 5), 7)

        let two = BookPlan(entries: Array(TripFixtures.basque.prefix(5)), perPage: 2)
        XCTAssertEqual(two.pages, [.cover, .entries([0, 1]), .entries([2, 3]), .entries([4]), .closing])
        XCTAssertEqual(
            BookPlan(entries: TripFixtures.oneEntry, perPage: 2).pages, [.cover, .entries([0]), .closing])
    }

    func testTheInnerMarginIsAtTheSpine() {
        for size in BookPageSize.allCases {
            let geometry = BookPageGeometry(size)
            XCTAssertGreaterThan(geometry.inner, geometry.outer)
            let recto = geometry.content(page: 3)
            let verso = geometry.content(page: 4)
            XCTAssertEqual(Double(recto.minX), geometry.inner, accuracy: 1e-9)  // spine on the left
            XCTAssertEqual(Double(geometry.pageSize.width - verso.maxX), geometry.inner, accuracy: 1e-9)
            XCTAssertEqual(recto.size, verso.size)
            // Nothing needs bleed: at least 10 mm from every edge, page numbers included.
            let tenMillimetres = 10 * BookPageSize.millimetre
            XCTAssertGreaterThanOrEqual(Double(recto.minY), tenMillimetres)
            XCTAssertGreaterThanOrEqual(
                Double(geometry.pageSize.height) - geometry.folioBaseline, 0.4 * geometry.bottom)
            let (top, bottom) = geometry.halves(page: 2, gap: 26)
            XCTAssertGreaterThanOrEqual(Double(bottom.minY - top.maxY), 26)
            XCTAssertLessThan(Double(bottom.minY - top.maxY), 28)
            XCTAssertEqual(top.size, bottom.size)
        }
        XCTAssertEqual(Double(BookPageSize.a4.size.width), 595.28, accuracy: 0.01)
        XCTAssertEqual(Double(BookPageSize.square21.size.height), 595.28, accuracy: 0.01)
    }

    func testPhotosKeepTheirShapeAndStayInsideTheirRegion() {
        let regions = [
            CGSize(width: 499, height: 743), CGSize(width: 510, height: 513), CGSize(width: 499, height: 358),
        ]
        for size in regions {
            for arrangement in PageCardArrangement.allCases {
                for aspect in [0.5, 0.75, 1, 4.0 / 3, 1.5, 3] {
                    let grid = CardGrid.page(size: size, arrangement: arrangement, photoAspect: aspect)
                    guard let photo = grid.photo else { return XCTFail("no photo panel") }
                    let bounds = CGRect(origin: .zero, size: size)
                    XCTAssertTrue(bounds.contains(photo), "\(photo) outside \(size)")
                    XCTAssertEqual(Double(photo.width / photo.height), aspect, accuracy: 0.02)
                    for column in grid.columns {
                        XCTAssertTrue(bounds.insetBy(dx: -0.5, dy: -0.5).contains(column.frame))
                        XCTAssertFalse(column.frame.intersects(photo), "\(column.frame) overlaps \(photo)")
                    }
                    switch arrangement {
                    case .fullPage:
                        XCTAssertLessThanOrEqual(
                            Double(photo.height), Double(size.height) * CardGrid.pagePhotoHeightShare + 1)
                        XCTAssertEqual(Double(photo.midX), Double(size.width) / 2, accuracy: 1)
                    case .halfPage:
                        XCTAssertLessThanOrEqual(
                            Double(photo.width), Double(size.width) * CardGrid.halfPagePhotoWidthShare + 1)
                    }
                    // Every block has a column.
                    for block in [CardBlock.header, .weather, .note, .map] {
                        XCTAssertTrue(grid.columns.contains { $0.contains(block) }, "\(block) has no column")
                    }
                }
                let photoless = CardGrid.page(size: size, arrangement: arrangement, photoAspect: nil)
                XCTAssertNil(photoless.photo)
            }
        }
    }
}
