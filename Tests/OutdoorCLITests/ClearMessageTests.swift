import Foundation
import TestSupport
import XCTest

/// Issue 30, item 13: messages that said nothing, said it twice, or said nothing was wrong.
final class ClearMessageTests: CLITestCase {
    func testAJSONObjectWithoutEntriesSaysSo() throws {
        let file = try write(Data("{}".utf8), "entries.json")
        let result = try run(["import", file], status: 1)
        XCTAssertTrue(result.stderr.contains("it has no \"entries\" list"), result.stderr)
        XCTAssertFalse(result.stderr.contains("entry  has"), result.stderr)
        XCTAssertTrue(result.stderr.contains("imported 0 entries"), result.stderr)
    }

    func testAFileIsNamedOnceInItsMessage() throws {
        let file = try write(Data("[{\"title\": \"No time\"}]".utf8), "entries.json")
        let result = try run(["import", file], status: 1)
        XCTAssertEqual(result.stderr.components(separatedBy: "entries.json").count - 1, 1, result.stderr)
        XCTAssertTrue(
            result.stderr.contains("entries.json: not imported: entry #1 has no timestamp"), result.stderr)
    }

    func testAnIDThatIsNotOneIsRefusedByName() throws {
        let json =
            #"[{"id": "../../etc", "timestamp": 740000000, "title": "Sneaky", "lat": 60.1, "lng": 5.1}]"#
        let result = try run(["import", try write(Data(json.utf8), "entries.json")], status: 1)
        XCTAssertTrue(result.stderr.contains("its id '../../etc' is not a UUID"), result.stderr)
        XCTAssertEqual(try logJSON().count, 0)
    }

    func testAStoreWithBothSpellingsSaysSo() throws {
        let fixture = try AppStoreFixture(
            folder: dir.url.appendingPathComponent("phone"), spelling: .publishedSource,
            extraColumns: [("ZLAT", "FLOAT"), ("ZLNG", "FLOAT")])
        try fixture.checkpoint()
        let result = try run(["import", fixture.storeURL.path], status: 1)
        XCTAssertTrue(result.stderr.contains("the columns of both spellings"), result.stderr)
        XCTAssertFalse(result.stderr.contains("lacks  ("), result.stderr)
    }
}
