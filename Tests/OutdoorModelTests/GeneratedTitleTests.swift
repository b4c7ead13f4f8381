import Foundation
import OutdoorModel
import XCTest

/// The titles the program writes, told from typed ones (issue 37 item 1).
final class GeneratedTitleRuleTests: XCTestCase {
    private func entry(_ title: String, zone: String = "Europe/Rome") -> JournalEntry {
        // 2008-10-22 16:28 in Rome (UTC+2).
        JournalEntry(
            timestamp: Date(timeIntervalSince1970: 1_224_685_680), timeZoneIdentifier: zone, title: title,
            coordinate: Coordinate(latitude: 43.4633, longitude: 11.8796), createdAt: Date(),
            updatedAt: Date())
    }

    func testTheMomentIsTheDefaultTitle() {
        let e = entry("x")
        XCTAssertEqual(GeneratedTitle.moment(e.timestamp, in: e.timeZone), "22 Oct 2008, 16:28")
        XCTAssertTrue(GeneratedTitle.isGenerated(entry("22 Oct 2008, 16:28"), placeLines: []))
    }

    func testTheEarlierRuleCountsOnlyWithTheEntrysOwnPlaceAndTime() {
        let lines = ["Arezzo, Tuscany, IT"]
        XCTAssertTrue(GeneratedTitle.isGenerated(entry("Arezzo, 16:28"), placeLines: lines))
        XCTAssertTrue(
            GeneratedTitle.isGenerated(entry("Near Arezzo, 16:28"), placeLines: ["near Arezzo, Tuscany, IT"]))
        XCTAssertTrue(GeneratedTitle.isGenerated(entry("43.46°N 11.88°E, 16:28"), placeLines: []))
        XCTAssertFalse(GeneratedTitle.isGenerated(entry("Arezzo, 16:29"), placeLines: lines))
        XCTAssertFalse(GeneratedTitle.isGenerated(entry("Siena, 16:28"), placeLines: lines))
        XCTAssertFalse(GeneratedTitle.isGenerated(entry("Lunch in Arezzo"), placeLines: lines))
        XCTAssertFalse(GeneratedTitle.endsWithItsTime(entry("Lunch in Arezzo")))
    }
}
