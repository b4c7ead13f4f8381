import Foundation
import OutdoorModel
import XCTest

final class EntryValueTests: XCTestCase {
    func testCoordinateValidation() throws {
        XCTAssertNoThrow(try Coordinate.validated(latitude: 90, longitude: -180))
        XCTAssertThrowsError(try Coordinate.validated(latitude: 90.01, longitude: 0)) { error in
            XCTAssertEqual(error as? CoordinateError, .latitudeOutOfRange(90.01))
            XCTAssertTrue("\(error)".contains("between -90 and 90"))
        }
        XCTAssertThrowsError(try Coordinate.validated(latitude: 0, longitude: 181))
        XCTAssertThrowsError(try Coordinate.validated(latitude: .nan, longitude: 0))
        XCTAssertThrowsError(try Coordinate.validated(latitude: 0, longitude: .infinity))
    }

    func testGreatCircleDistance() {
        let oslo = Coordinate(latitude: 59.9139, longitude: 10.7522)
        let bergen = Coordinate(latitude: 60.3913, longitude: 5.3221)
        XCTAssertEqual(oslo.distance(to: bergen) / 1000, 305, accuracy: 3)
        let a = Coordinate(latitude: 0, longitude: 179.5)
        let b = Coordinate(latitude: 0, longitude: -179.5)
        XCTAssertEqual(a.distance(to: b) / 1000, 111.2, accuracy: 0.5)
        XCTAssertEqual(a.distance(to: a), 0)
    }

    func testTitlesAreTrimmedAndRequired() throws {
        XCTAssertEqual(try EntryText.validatedTitle("  Morning walk \n"), "Morning walk")
        XCTAssertThrowsError(try EntryText.validatedTitle(" \t\n ")) { error in
            XCTAssertEqual(error as? EntryTextError, .emptyTitle)
        }
        XCTAssertThrowsError(try EntryText.validatedTitle("two\nlines"))
        XCTAssertThrowsError(try EntryText.validatedTitle(String(repeating: "a", count: 501)))
        XCTAssertNil(try EntryText.validatedNote("   "))
        XCTAssertEqual(try EntryText.validatedNote(" a note "), "a note")
    }

    func testListDateIsUpperCaseInTheEntrysZone() throws {
        let instant = Date(timeIntervalSince1970: 1_749_883_320)  // 2025-06-14T06:42:00Z
        let oslo = try XCTUnwrap(TimeZone(identifier: "Europe/Oslo"))
        let denver = try XCTUnwrap(TimeZone(identifier: "America/Denver"))
        let tokyo = try XCTUnwrap(TimeZone(identifier: "Asia/Tokyo"))
        XCTAssertEqual(EntryDateFormat.listDate(instant, in: oslo), "2025 JUN 14")
        XCTAssertEqual(EntryDateFormat.cardDateTime(instant, in: oslo), "2025 JUN 14  08:42")
        XCTAssertEqual(EntryDateFormat.cardDateTime(instant, in: denver), "2025 JUN 14  00:42")
        XCTAssertEqual(
            EntryDateFormat.listDate(Date(timeIntervalSince1970: 1_749_934_800), in: tokyo), "2025 JUN 15")
        XCTAssertEqual(EntryDateFormat.iso8601(instant, in: oslo), "2025-06-14T08:42:00+02:00")
        XCTAssertEqual(EntryDateFormat.iso8601(instant, in: denver), "2025-06-14T00:42:00-06:00")
        let utc = try XCTUnwrap(TimeZone(identifier: "UTC"))
        XCTAssertEqual(EntryDateFormat.iso8601(instant, in: utc), "2025-06-14T06:42:00Z")
        XCTAssertEqual(EntryDateFormat.isoDay(instant, in: oslo), "2025-06-14")
    }

    func testWinterTimeUsesTheWinterOffset() throws {
        let oslo = try XCTUnwrap(TimeZone(identifier: "Europe/Oslo"))
        let january = Date(timeIntervalSince1970: 1_736_935_200)  // 2025-01-15T10:00:00Z
        XCTAssertEqual(EntryDateFormat.iso8601(january, in: oslo), "2025-01-15T11:00:00+01:00")
        XCTAssertEqual(EntryDateFormat.listDate(january, in: oslo), "2025 JAN 15")
    }

    func testSlugs() {
        XCTAssertEqual(Slug.make("Morning walk by the lake"), "morning-walk-by-the-lake")
        XCTAssertEqual(Slug.make("Ísafjörður — fjord!"), "isafjordur-fjord")
        XCTAssertEqual(Slug.make("../../etc/passwd"), "etc-passwd")
        XCTAssertEqual(Slug.make("  "), "entry")
        XCTAssertEqual(Slug.make(String(repeating: "ab ", count: 50), maxLength: 10), "ab-ab-ab-a")
        XCTAssertFalse(Slug.make("東京タワー").contains("/"))
    }

    func testEntryIDs() {
        let id = UUID(uuidString: "6F9619FF-8B86-D011-B42D-00CF4FC964FF") ?? UUID()
        let entry = JournalEntry(
            id: id, timestamp: Date(timeIntervalSince1970: 0), title: "t",
            coordinate: Coordinate(latitude: 0, longitude: 0), createdAt: Date(), updatedAt: Date())
        XCTAssertEqual(entry.idString, "6f9619ff-8b86-d011-b42d-00cf4fc964ff")
        XCTAssertEqual(entry.shortID, "6f9619ff")
        XCTAssertEqual(entry.timeZone.secondsFromGMT(), 0)
    }
}
