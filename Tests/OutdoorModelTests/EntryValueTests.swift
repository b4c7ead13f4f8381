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
        XCTAssertEqual(Slug.make("Ísafjörður — fjord!"), "ísafjörður-fjord")
        XCTAssertEqual(Slug.make("../../etc/passwd"), "etc-passwd")
        XCTAssertEqual(Slug.make("  "), "entry")
        XCTAssertEqual(Slug.make(String(repeating: "ab ", count: 50), maxLength: 10), "ab-ab-ab")
        // A long title is cut after a whole word, never with a hyphen at the end.
        let long = Slug.make(
            "A very long title about the morning we walked from the hut all the way down to the lake and back"
        )
        XCTAssertLessThanOrEqual(long.count, 60)
        XCTAssertFalse(long.hasSuffix("-"))
        XCTAssertEqual(Slug.make(String(repeating: "x", count: 80)).count, 60)
        XCTAssertEqual(Slug.make("Best pancakes ever 🥞🔥 1️⃣"), "best-pancakes-ever-1")
    }

    /// Every script keeps its own letters (issue 27: Hebrew and Arabic were transliterated into
    /// consonant strings while CJK stayed as it was); only characters unsafe in paths go.
    func testSlugsKeepEveryScriptsLetters() {
        XCTAssertEqual(Slug.make("富士山の朝焼け"), "富士山の朝焼け")
        XCTAssertEqual(Slug.make("東京タワー 2024"), "東京タワー-2024")
        XCTAssertEqual(Slug.make("北京"), "北京")
        XCTAssertEqual(Slug.make("오코노미야키 맛집"), "오코노미야키-맛집")
        XCTAssertEqual(Slug.make("ירושלים העתיקה"), "ירושלים-העתיקה")
        XCTAssertEqual(Slug.make("القاهرة: الأهرامات"), "القاهرة-الأهرامات")
        XCTAssertEqual(Slug.make("Ελλάδα / Κρήτη"), "ελλάδα-κρήτη")
        XCTAssertEqual(Slug.make("नमस्ते दिल्ली"), "नमस्ते-दिल्ली")
        XCTAssertEqual(Slug.make("می\u{200C}خواهم"), "میخواهم", "a joiner is dropped, not a break")
        XCTAssertEqual(Slug.make("a/b\\c:d*e?f\"g<h>i|j\u{0}k"), "a-b-c-d-e-f-g-h-i-j-k")
        // Decomposed input (as macOS writes names) comes out composed.
        XCTAssertEqual(Slug.make("Cafe\u{301}"), "café")
        XCTAssertEqual(Slug.make("Cafe\u{301}").unicodeScalars.count, 4)
        // Long titles in three-byte scripts stay within a name's 255 bytes.
        let long = Slug.make(String(repeating: "大阪 ", count: 100), maxLength: 200)
        XCTAssertLessThanOrEqual(long.utf8.count, Slug.maxBytes)
        XCTAssertFalse(long.hasSuffix("-"))
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

final class SHA256Tests: XCTestCase {
    func testKnownVectors() {
        XCTAssertEqual(
            SHA256.hex(of: Data()), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(
            SHA256.hex(of: Data("abc".utf8)),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(
            SHA256.hex(of: Data("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        XCTAssertEqual(
            SHA256.hex(of: Data(repeating: UInt8(ascii: "a"), count: 1_000_000)),
            "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    func testIncrementalUpdatesMatchOneShot() {
        let data = Data((0..<1000).map { UInt8(truncatingIfNeeded: $0 * 7) })
        var hasher = SHA256()
        for chunk in stride(from: 0, to: data.count, by: 37) {
            hasher.update(data.subdata(in: chunk..<min(chunk + 37, data.count)))
        }
        XCTAssertEqual(hasher.finalizeHex(), SHA256.hex(of: data))
    }
}

final class LocalDateTimeTests: XCTestCase {
    func testISO8601Texts() throws {
        let a = try XCTUnwrap(ISO8601Text.parse("2025-06-14"))
        XCTAssertTrue(a.dateOnly)
        let b = try XCTUnwrap(ISO8601Text.parse("2025-06-14T08:42"))
        XCTAssertEqual(b.local.description, "2025-06-14T08:42:00")
        XCTAssertNil(b.offsetSeconds)
        XCTAssertEqual(ISO8601Text.parse("2025-06-14 08:42:05.25+02:00")?.offsetSeconds, 7200)
        XCTAssertEqual(ISO8601Text.parse("2025-06-14T08:42:05Z")?.offsetSeconds, 0)
        XCTAssertEqual(ISO8601Text.parse("2025-06-14T08:42:05-0330")?.offsetSeconds, -12_600)
        for bad in [
            "", "2025-6-14", "2025-02-30", "2025-06-14T25:00", "2025-06-14T08:42:00+2", "yesterday",
            "2025-06-14T08:42x",
        ] {
            XCTAssertNil(ISO8601Text.parse(bad), bad)
        }
    }

    func testWallClockTimesResolveInTheirZoneAcrossDST() throws {
        let oslo = try XCTUnwrap(TimeZone(identifier: "Europe/Oslo"))
        let summer = try XCTUnwrap(LocalDateTime(year: 2025, month: 6, day: 14, hour: 8, minute: 42))
        XCTAssertEqual(summer.date(in: oslo), Date(timeIntervalSince1970: 1_749_883_320))
        // 2025-03-30 02:30 does not exist in Oslo: read with the winter offset, it is 03:30 CEST.
        let gap = try XCTUnwrap(LocalDateTime(year: 2025, month: 3, day: 30, hour: 2, minute: 30))
        XCTAssertEqual(gap.date(in: oslo), Date(timeIntervalSince1970: 1_743_298_200))
        // 2025-10-26 02:30 happens twice: the first time (CEST, 00:30Z) is chosen.
        let overlap = try XCTUnwrap(LocalDateTime(year: 2025, month: 10, day: 26, hour: 2, minute: 30))
        XCTAssertEqual(overlap.date(in: oslo), Date(timeIntervalSince1970: 1_761_438_600))
        XCTAssertEqual(summer.date(offsetSeconds: 7200), Date(timeIntervalSince1970: 1_749_883_320))
    }

    func testSouthernHemisphereHalfHourAndSkippedDays() throws {
        func utc(_ text: String) throws -> Date { try XCTUnwrap(ISO8601DateFormatter().date(from: text)) }
        func local(_ y: Int, _ mo: Int, _ d: Int, _ h: Int, _ mi: Int) throws -> LocalDateTime {
            try XCTUnwrap(LocalDateTime(year: y, month: mo, day: d, hour: h, minute: mi))
        }
        // Adelaide (+10:30 in summer): 02:45 on 2024-10-06 is skipped and read with the old offset.
        XCTAssertEqual(
            try local(2024, 10, 6, 2, 45).date(in: try XCTUnwrap(TimeZone(identifier: "Australia/Adelaide"))),
            try utc("2024-10-05T17:15:00Z"))
        // Lord Howe changes by 30 minutes: 01:45 on 2024-04-07 happens twice; the first is chosen.
        XCTAssertEqual(
            try local(2024, 4, 7, 1, 45).date(in: try XCTUnwrap(TimeZone(identifier: "Australia/Lord_Howe"))),
            try utc("2024-04-06T14:45:00Z"))
        // Samoa skipped 2011-12-30 entirely when it moved from UTC-10 to UTC+14.
        XCTAssertEqual(
            try local(2011, 12, 30, 12, 0).date(in: try XCTUnwrap(TimeZone(identifier: "Pacific/Apia"))),
            try utc("2011-12-30T22:00:00Z"))
        // Either side of Berlin's spring gap is ordinary.
        let berlin = try XCTUnwrap(TimeZone(identifier: "Europe/Berlin"))
        XCTAssertEqual(try local(2024, 3, 31, 1, 59).date(in: berlin), try utc("2024-03-31T00:59:00Z"))
        XCTAssertEqual(try local(2024, 3, 31, 3, 0).date(in: berlin), try utc("2024-03-31T01:00:00Z"))
        XCTAssertEqual(try local(2024, 10, 27, 3, 0).date(in: berlin), try utc("2024-10-27T02:00:00Z"))
    }

    func testCalendarRanges() {
        XCTAssertNotNil(LocalDateTime(year: 2024, month: 2, day: 29))
        XCTAssertNil(LocalDateTime(year: 2023, month: 2, day: 29))
        XCTAssertNil(LocalDateTime(year: 1900, month: 2, day: 29))
        XCTAssertNotNil(LocalDateTime(year: 2000, month: 2, day: 29))
        XCTAssertNil(LocalDateTime(year: 2025, month: 4, day: 31))
    }
}
