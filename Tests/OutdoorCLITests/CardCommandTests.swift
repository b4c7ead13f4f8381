import Foundation
import OutdoorImage
import OutdoorModel
import OutdoorStore
import TestSupport
import XCTest

/// `outdoor card` and `outdoor map` from the outside.
final class CardCommandTests: CLITestCase {
    func addPhotoEntry(title: String = "Fjord walk") throws -> String {
        let photo = try write(try PhotoFixtures.jpeg(width: 320, height: 240, exif: .sample), "p.jpg")
        let result = try run([
            "add", "--title", title, "--lat", "60.3913", "--lng", "5.3221", "--at", "2024-06-14T08:42",
            "--photo", photo,
            "--weather-temp", "12", "--weather-code", "2", "--note", "Windy.",
        ])
        return try XCTUnwrap(result.output.split(separator: "\n").first.map(String.init))
    }

    func testTheDefaultCardIsAStoryPNGNamedAfterTheEntry() throws {
        let id = try addPhotoEntry()
        let result = try run(["card", String(id.prefix(6)), "--alt-text", "alt.txt"])
        let file = dir.url.appendingPathComponent("2024-06-14-fjord-walk.png")
        XCTAssertTrue(result.stderr.contains(file.path), result.stderr)
        let probe = try ImageProbe.inspect(try Data(contentsOf: file))
        XCTAssertEqual([probe.pixelWidth, probe.pixelHeight], [1080, 1920])
        XCTAssertNil(probe.exif, "a card carries no EXIF of the photo")
        let alt = try String(contentsOf: dir.url.appendingPathComponent("alt.txt"), encoding: .utf8)
        XCTAssertTrue(alt.contains("Fjord walk") && alt.contains("Weather recorded by hand"), alt)
        XCTAssertTrue(alt.contains("https://www.openstreetmap.org/?mlat=60.39130&mlon=5.32210"), alt)
    }

    func testPresetsFormatsAndStandardOutput() throws {
        let id = try addPhotoEntry()
        let square = try run(["card", id, "--preset", "square", "--theme", "dark", "--scale", "2", "-o", "-"])
        let probe = try ImageProbe.inspect(square.stdout)
        XCTAssertEqual(
            [probe.format.rawValue, "\(probe.pixelWidth)", "\(probe.pixelHeight)"], ["png", "2160", "2160"])
        let jpeg = try run(["card", id, "--preset", "landscape", "-o", "card.jpg", "--quality", "80"])
        XCTAssertTrue(jpeg.stderr.contains("card.jpg"), jpeg.stderr)
        XCTAssertEqual(
            try ImageProbe.inspect(try Data(contentsOf: dir.url.appendingPathComponent("card.jpg"))).format,
            .jpeg)
        let fitted = try run(["card", id, "--format", "jpeg", "--max-bytes", "150KB", "-o", "small.jpg"])
        XCTAssertTrue(fitted.stderr.contains("JPEG quality"), fitted.stderr)
        XCTAssertLessThanOrEqual(
            try Data(contentsOf: dir.url.appendingPathComponent("small.jpg")).count, 150_000)
    }

    func testGamutP3AndABrokenProfilesWarning() throws {
        // A photo whose ICC profile claims two APP2 segments and has one: warned, drawn as sRGB.
        let jpeg = try PhotoFixtures.jpeg(width: 320, height: 240, exif: .sample)
        let payload = Array("ICC_PROFILE".utf8) + [0, 1, 2] + [UInt8](repeating: 7, count: 64)
        var broken = Data(jpeg.prefix(2))
        broken.append(contentsOf: [0xFF, 0xE2, 0, UInt8(payload.count + 2)] + payload)
        broken.append(jpeg.dropFirst(2))
        let photo = try write(broken, "broken-profile.jpg")
        let added = try run([
            "add", "--title", "Odd colours", "--lat", "60.3913", "--lng", "5.3221", "--at",
            "2024-06-14T08:42",
            "--photo", photo, "--no-weather",
        ])
        let id = try XCTUnwrap(added.output.split(separator: "\n").first.map(String.init))
        let card = try run(["card", id, "-o", "odd.png"])
        XCTAssertTrue(card.stderr.contains("warning: the photo's colours"), card.stderr)
        XCTAssertTrue(card.stderr.contains("1 of its 2 APP2 segments"), card.stderr)

        let p3 = try run(["card", id, "--gamut", "p3", "-o", "-"])
        XCTAssertEqual(
            try ImageDecoder.decode(p3.stdout, into: nil).colour, .icc(ColourSpace.displayP3.iccProfile))
        let srgb = try run(["card", id, "-o", "-"])
        XCTAssertEqual(try ImageDecoder.decode(srgb.stdout, into: nil).colour, .sRGB)
        let wrong = try run(["card", id, "--gamut", "wide"], status: 2)
        XCTAssertTrue(wrong.stderr.contains("srgb, p3"), wrong.stderr)
    }

    func testBadCardRequests() throws {
        let id = try addPhotoEntry()
        let impossible = try run(
            ["card", id, "--format", "jpeg", "--max-bytes", "2KB", "-o", "x.jpg"], status: 1)
        XCTAssertTrue(impossible.stderr.contains("smallest"), impossible.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.path("x.jpg")))
        try run(["card", "ffffffff"], status: 1)
        try run(["card", id, "--preset", "poster"], status: 2)
        try run(["card", id, "--quality", "80"], status: 2)
        try run(["card", id, "-o", "x.png", "--format", "jpeg"], status: 2)
        try run(["card", id, "-o", "-", "--alt-text", "-"], status: 2)
        let unwritable = try run(["card", id, "-o", dir.path("no/such/folder/card.png")], status: 1)
        XCTAssertTrue(unwritable.stderr.contains("does not exist"), unwritable.stderr)
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.url.path)
        XCTAssertFalse(names.contains { $0.hasSuffix(".part") }, "\(names)")
    }

    func testAStoredPhotoThatNoLongerDecodesIsAClearError() throws {
        // Bytes that passed the check once but are damaged now (written behind outdoor's back).
        let id = try XCTUnwrap(UUID(uuidString: "0badf00d-0000-4000-8000-000000000000"))
        var store: JournalStore? = try JournalStore(path: journal, access: .write)
        let broken = PhotoFixtures.truncated(try PhotoFixtures.jpeg(width: 200, height: 150), keeping: 0.05)
        try store?.insert(
            JournalEntry(
                id: id, timestamp: Date(timeIntervalSince1970: 1_700_000_000), title: "Damaged",
                coordinate: Coordinate(latitude: 60.39, longitude: 5.32),
                photo: PhotoInfo(
                    format: .jpeg, pixelWidth: 200, pixelHeight: 150, byteCount: broken.count,
                    sha256: SHA256.hex(of: broken)),
                createdAt: Date(), updatedAt: Date()),
            photoData: broken)
        store = nil
        let result = try run(["card", "0badf00d", "-o", "card.png"], status: 1)
        XCTAssertTrue(result.stderr.contains("photo"), result.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.path("card.png")))
    }

    func testTheOverviewMap() throws {
        try run(["delete", try addEntry(title: "Gone"), "--yes"])
        let empty = try run(["map", "-o", "empty.png"])
        XCTAssertTrue(empty.stderr.contains("no entries"), empty.stderr)
        try addEntry(title: "Bergen")
        try addEntry(title: "Oslo", lat: 59.91, lng: 10.75)
        let map = try run(["map", "-o", "map.png", "--width", "600", "--height", "400"])
        XCTAssertTrue(map.stderr.contains("2 entries"), map.stderr)
        let probe = try ImageProbe.inspect(try Data(contentsOf: dir.url.appendingPathComponent("map.png")))
        XCTAssertEqual([probe.pixelWidth, probe.pixelHeight], [600, 400])
        try run(["map", "--width", "0"], status: 2)
        try run(["map", "--since", "2030-01-01", "-o", "later.png"])
    }

    /// `map --trip NAME` draws the trip's entries only, as export and book choose them.
    func testTheMapOfATrip() throws {
        let bergen = try addEntry(title: "Bergen")
        try addEntry(title: "Oslo", lat: 59.91, lng: 10.75)
        try run(["trip", "create", "West coast"])
        try run(["trip", "add", "West coast", bergen])
        let map = try run([
            "map", "--trip", "west coast", "-o", "west.png", "--width", "300", "--height", "200",
        ])
        XCTAssertTrue(map.stderr.contains("1 entry on the map"), map.stderr)
        XCTAssertNotNil(FileManager.default.contents(atPath: dir.path("west.png")))
        let typo = try run(["map", "--trip", "West cost", "-o", "typo.png"], status: 1)
        XCTAssertTrue(typo.stderr.contains("no trip named 'West cost'"), typo.stderr)
        XCTAssertTrue(typo.stderr.contains("did you mean 'West coast'?"), typo.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.path("typo.png")))
        try run(["map", "--trip", "West coast", "--since", "2024-01-01"], status: 2)
    }
}
