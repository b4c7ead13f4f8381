import Foundation
import OutdoorModel
import TestSupport
import XCTest

/// `outdoor import` and `outdoor trip` on a generated folder of photos.
final class ImportCommandTests: CLITestCase {
    func testImportAFolderWithEveryKindOfFile() throws {
        let folder = try makeTripFolder()
        let result = try run(["import", folder.path, "--trip", "Iceland 2024", "--no-weather"], status: 1)
        let ids = result.output.split(separator: "\n")
        XCTAssertEqual(ids.count, 3, result.stderr)
        XCTAssertTrue(result.stderr.contains("imported 3 photos into trip 'Iceland 2024'"), result.stderr)
        XCTAssertTrue(
            result.stderr.contains("copy-of-selfoss.jpg: same photo as b-selfoss.jpg, imported once"),
            result.stderr)
        XCTAssertTrue(
            result.stderr.contains("e-no-gps.jpg: not imported: the photo has no GPS position"), result.stderr
        )
        XCTAssertTrue(
            result.stderr.contains("d-corrupt.jpg") && result.stderr.contains("truncated"), result.stderr)
        XCTAssertTrue(result.stderr.contains("skipped 1 file"), result.stderr)
        let listed = try logJSON()
        // The program's titles are the moment alone: the place is in the place line only (issue 37 item 1).
        XCTAssertEqual(
            listed.compactMap { $0["title"] as? String },
            ["2 Jul 2024, 11:05", "1 Jul 2024, 14:32", "1 Jul 2024, 09:10"])
        // Vík (about 300 people) is in the places data (GeoNames cities500): its place line names it.
        let places = listed.compactMap { $0["placeName"] as? String }
        XCTAssertEqual(places.count, 3, "\(listed)")
        XCTAssertTrue(places[0].hasPrefix("Vík í Mýrdal"), places[0])
        XCTAssertTrue(places[1].contains("Selfoss"), places[1])
        let trip = try run(["trip", "show", "iceland 2024"]).output
        XCTAssertTrue(trip.contains("3 entries · 2 days"), trip)
        XCTAssertTrue(trip.contains("km travelled"), trip)

        // Importing again adds nothing: every photo is already there.
        let again = try run(["import", folder.path, "--no-weather"], status: 1)
        XCTAssertEqual(again.output, "")
        XCTAssertTrue(again.stderr.contains("imported 0 photos"), again.stderr)
        XCTAssertEqual(try logJSON().count, 3)
    }

    func testADefaultLocationPlacesPhotosWithoutGPS() throws {
        let photo = dir.url.appendingPathComponent("nogps.jpg")
        try PhotoFixtures.jpeg(
            width: 64, height: 48, exif: FixtureExif(dateTimeOriginal: "2024:07:01 09:10:00")
        )
        .write(to: photo)
        let result = try run(["import", photo.path, "--lat", "64.15", "--lng", "-21.94", "--no-weather"])
        XCTAssertEqual(result.output.split(separator: "\n").count, 1)
        XCTAssertTrue(result.stderr.contains("placed at the --lat/--lng given"), result.stderr)
    }

    func testADryRunWritesNothing() throws {
        let folder = try makeTripFolder()
        let result = try run(["import", folder.path, "--dry-run"], status: 1)
        XCTAssertTrue(result.stderr.contains("would import 3 photos"), result.stderr)
        XCTAssertTrue(result.output.contains("2024 JUL 01 1 Jul 2024, 14:32"), result.output)
        XCTAssertNil(journalBytes(), "a dry run made a journal")
        XCTAssertTrue(try run(["log"], status: 1).stderr.contains("no journal at \(journal)"))
    }

    func testImportLooksUpWeatherForEveryPhoto() throws {
        let server = try FakeHTTPServer()
        defer { server.stop() }
        server.serveOpenMeteo(
            FakeOpenMeteoWeather(
                temperatureCelsius: 11, weatherCode: 3, timeZoneIdentifier: "Atlantic/Reykjavik"))
        cli.environment.merge(server.openMeteoEnvironment) { $1 }
        let folder = try makeTripFolder()
        try run(["import", folder.path, "--title", "{file} at {time}"], status: 1)
        let entries = try logJSON()
        XCTAssertEqual(entries.count, 3)
        XCTAssertEqual(Set(entries.compactMap { $0["weatherSummary"] as? String }), ["Overcast"])
        XCTAssertTrue(entries.contains { $0["title"] as? String == "c-vik at 11:05" })
    }

    func testTripCommands() throws {
        let a = try addEntry(title: "one", at: "2024-05-01T10:00")
        try addEntry(title: "two", at: "2024-05-03T10:00")
        try addEntry(title: "outside", at: "2024-06-01T10:00")
        try run(["trip", "create", "May", "--since", "2024-05-01", "--until", "2024-05-31"])
        try run(["trip", "create", "may"], status: 1)
        try run(["trip", "add", "May", String(a.prefix(6))])
        XCTAssertTrue(try run(["trip", "list"]).output.contains("May  2 entries"))
        let show = try run(["trip", "show", "May"]).output
        XCTAssertTrue(show.contains("one") && show.contains("two") && !show.contains("outside"), show)
        try run(["trip", "show", "June"], status: 1)
        try run(["trip", "delete", "May", "--yes"])
        XCTAssertEqual(try logJSON().count, 3)
    }
}

/// Entries exported from the original iPhone app keep their id, moment and Apple Weather's credit.
final class AppExportImportTests: CLITestCase {
    func testAnAppExportIsImportedWithAppleWeathersCredit() throws {
        let photo = try PhotoFixtures.jpeg(width: 80, height: 60)
        let export: [[String: Any]] = [
            [
                "id": "6f9619ff-8b86-4011-b42d-00cf4fc964ff", "timestamp": 740_000_000.0,
                "title": "Golden Gate",
                "lat": 37.8199, "lng": -122.4783, "weatherSummary": "Foggy", "weatherTemp": 14.5,
                "weatherSymbol": "cloud.fog.fill", "photoData": photo.base64EncodedString(),
                "note": "From my phone",
            ],
            ["timestamp": "2024-06-14T08:42:00-07:00", "title": "No photo", "lat": 37.77, "lng": -122.42],
            ["timestamp": 740_000_100.0, "title": "Broken", "lat": 95.0, "lng": 0.0],
        ]
        let file = try write(try JSONSerialization.data(withJSONObject: export), "app-export.json")
        let result = try run(["import", file, "--no-weather"], status: 1)
        XCTAssertEqual(result.output.split(separator: "\n").count, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("app-export.json, entry 3"), result.stderr)
        let entries = try logJSON()
        let gate = try XCTUnwrap(entries.first { $0["title"] as? String == "Golden Gate" })
        XCTAssertEqual(gate["id"] as? String, "6f9619ff-8b86-4011-b42d-00cf4fc964ff")
        XCTAssertEqual(gate["timestamp"] as? String, "2024-06-13T12:33:20-07:00")  // 740,000,000 s after 2001
        XCTAssertEqual(gate["weatherSource"] as? String, "apple-weather")
        XCTAssertEqual(gate["weatherAttribution"] as? [String], ["Weather data provided by Apple Weather"])
        XCTAssertEqual(gate["weatherSymbol"] as? String, "cloud.fog.fill")
        XCTAssertEqual((gate["photo"] as? [String: Any])?["sha256"] as? String, SHA256.hex(of: photo))
        let plain = try XCTUnwrap(entries.first { $0["title"] as? String == "No photo" })
        XCTAssertTrue(plain["weatherSource"] is NSNull)
        XCTAssertTrue(try run(["show", "6f96"]).output.contains("Weather data provided by Apple Weather"))
        // Importing the same export again adds nothing.
        let again = try run(["import", file, "--no-weather"], status: 1)
        XCTAssertEqual(again.output, "")
        XCTAssertTrue(again.stderr.contains("already in the journal"), again.stderr)
    }

    func testADamagedExportIsReportedWithoutStoppingTheRest() throws {
        let bad = try write(Data("[{\"title\": \"no place\"}]".utf8), "bad.json")
        let photo = try write(
            try PhotoFixtures.jpeg(
                exif: FixtureExif(latitude: 60.39, longitude: 5.32, dateTimeOriginal: "2024:06:14 08:42:00")),
            "ok.jpg")
        let result = try run(["import", bad, photo, "--no-weather"], status: 1)
        XCTAssertTrue(result.stderr.contains("bad.json"), result.stderr)
        XCTAssertEqual(try logJSON().count, 1)
    }
}
