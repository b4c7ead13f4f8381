import Foundation
import TestSupport
import XCTest

/// `outdoor track ...` end to end, on the real files of Tests/Corpus/gpx.
final class TrackCommandTests: CLIServerTestCase {
    func corpus(_ name: String) -> String { Corpus.folder.appendingPathComponent("gpx/\(name)").path }

    func json(_ arguments: [String]) throws -> Any {
        try JSONSerialization.jsonObject(with: try run(arguments).stdout)
    }

    func testImportListShowRenameAndDelete() throws {
        server.serveOpenMeteo(
            FakeOpenMeteoWeather(
                temperatureCelsius: 11.5, weatherCode: 3, timeZoneIdentifier: "Europe/Zagreb"))
        let imported = try run([
            "track", "import", corpus("gpxpy/korita-zbevnica.gpx"), corpus("togeojson/run_gpxtpx.gpx"),
        ])
        let ids = imported.output.split(separator: "\n").map(String.init)
        XCTAssertEqual(ids.count, 2)
        XCTAssertTrue(imported.stderr.contains("imported 2 tracks"), imported.stderr)
        XCTAssertTrue(imported.stderr.contains("14.9 km"), imported.stderr)

        let list = try run(["track", "list"]).output
        XCTAssertTrue(list.hasPrefix("2015 JAN 19 Greeting SF with a dumb, dumb route"), list)
        XCTAssertTrue(list.contains("2010 OCT 03 03-OCT-10"), list)

        let shown = try run(["track", "show", "03-oct-10"]).output
        for text in [
            "file      korita-zbevnica.gpx", "distance  14.9 km", "moving    2 h 01 min",
            "climb     ↑ 738 m ↓ 746 m",
            "highest   1,051 m", "12°C, Overcast at the start", "Weather data by Open-Meteo.com (CC BY 4.0)",
            "waypoints 001 at", "Europe/Zagreb",
        ] {
            XCTAssertTrue(shown.contains(text), "'\(text)' missing from:\n\(shown)")
        }
        // The weather was asked for at the first point with a time (the file's first segment has none).
        let request = try XCTUnwrap(
            server.requests.first { $0.path.contains("forecast") || $0.path.contains("archive") })
        XCTAssertEqual(request.query("latitude"), "45.4526", request.target)
        XCTAssertEqual(request.query("start_date"), "2010-10-02", request.target)

        let object = try XCTUnwrap(try json(["track", "show", ids[0], "--json"]) as? [String: Any])
        XCTAssertEqual(object["distanceMetres"] as? Double, 14914.3)
        XCTAssertEqual(object["pointCount"] as? Int, 871)
        XCTAssertEqual(object["weatherTemp"] as? Double, 11.5)
        XCTAssertEqual((object["waypoints"] as? [Any])?.count, 2)
        let imperial = try run(["track", "show", ids[1], "--units", "imperial"]).output
        XCTAssertTrue(imperial.contains("0.1 mi"), imperial)

        try run(["track", "rename", "03-OCT-10", "Korita to Zbevnica"])
        XCTAssertTrue(try run(["track", "list"]).output.contains("Korita to Zbevnica"))
        let missing = try run(["track", "show", "Korita to Zbevnca"], status: 1)
        XCTAssertTrue(missing.stderr.contains("did you mean 'Korita to Zbevnica'?"), missing.stderr)
        let refused = try run(["track", "delete", "Korita to Zbevnica"], status: 2)
        XCTAssertTrue(refused.stderr.contains("pass --yes to delete"), refused.stderr)
        XCTAssertEqual(try run(["track", "list"]).output.split(separator: "\n").count, 2)
        try run(["track", "delete", "Korita to Zbevnica", "--yes"])
        XCTAssertEqual(try run(["track", "list"]).output.split(separator: "\n").count, 1)
        XCTAssertEqual((try json(["track", "list", "--json"]) as? [Any])?.count, 1)
    }

    func testTheSamePointsAreNeverImportedTwiceAndGzipReadsTheSame() throws {
        try run(["track", "import", corpus("gpxpy/cerknicko-jezero.gpx"), "--no-weather"])
        let gz = try write(Gzip.compress(try Corpus.data("gpx/gpxpy/cerknicko-jezero.gpx")), "ride.gpx.gz")
        let again = try run(["track", "import", gz, "--no-weather"])
        XCTAssertEqual(again.output, "")
        XCTAssertTrue(again.stderr.contains("already in the journal as track 'ACTIVE LOG'"), again.stderr)
        let usage = try run(["track", "import", gz, corpus("gpxpy/route.gpx"), "--name", "Two"], status: 2)
        XCTAssertTrue(usage.stderr.contains("--name names one track"), usage.stderr)
        try run(["track", "import", corpus("gpxpy/route.gpx"), "--name", "Planned", "--no-weather"])
        let route = try run(["track", "show", "planned"]).output
        XCTAssertTrue(route.contains("no times recorded"), route)
        XCTAssertTrue(
            route.contains("weather   none: the track has no times to look the weather up at"), route)
    }

    /// Garmin's Mojstrovka hike, every point at its "clock unknown" time, and a route: the hike
    /// is dated by the time its file gives (2010-12-14), to the day and never by its import, with
    /// no weather looked up and no trip joined by that day; the route, whose file gives none, is
    /// undated (issue 37 item 12).
    func testATrackWithoutTimesIsDatedByItsFileNeverByItsImport() throws {
        server.serveOpenMeteo(
            FakeOpenMeteoWeather(
                temperatureCelsius: 3, weatherCode: 3, timeZoneIdentifier: "Europe/Ljubljana"))
        let imported = try run(["track", "import", corpus("gpxpy/Mojstrovka.gpx"), corpus("gpxpy/route.gpx")])
        XCTAssertTrue(
            imported.stderr.contains(
                "Mojstrovka: 2.7 km · ↑ 467 m ↓ 436 m, 2010 DEC 14 (the date its file gives)"),
            imported.stderr)
        XCTAssertFalse(
            server.requests.contains { $0.path.contains("forecast") || $0.path.contains("archive") },
            "a day without hours has no weather to look up")

        let list = try run(["track", "list"]).output
        XCTAssertTrue(list.hasPrefix("2010 DEC 14 Mojstrovka"), list)
        XCTAssertTrue(list.contains("(undated)   route"), list)
        let shown = try run(["track", "show", "Mojstrovka"]).output
        for text in [
            "when      2010 DEC 14 (the date its file gives); no times recorded",
            "weather   none: the track has no times to look the weather up at (its file gives the day, not the hour)",
        ] {
            XCTAssertTrue(shown.contains(text), "'\(text)' missing from:\n\(shown)")
        }
        XCTAssertTrue(
            try run(["track", "show", "route"]).output.contains(
                "when      undated: no times recorded (a route, or a device without a clock) and no date in its file"
            ))
        let hike = try XCTUnwrap(try json(["track", "show", "Mojstrovka", "--json"]) as? [String: Any])
        XCTAssertEqual(hike["day"] as? String, "2010-12-14")
        XCTAssertEqual(hike["fileTime"] as? String, "2010-12-14T06:17:04Z")
        XCTAssertTrue(hike["start"] is NSNull)
        let route = try XCTUnwrap(try json(["track", "show", "route", "--json"]) as? [String: Any])
        XCTAssertTrue(route["day"] is NSNull)
        XCTAssertTrue(route["fileTime"] is NSNull)

        // The activity cards: named and dated by the file's day, or by the name alone.
        let card = try run(["card", "--track", "Mojstrovka", "--alt-text", "-"])
        XCTAssertTrue(card.stderr.contains("wrote \(dir.path("2010-12-14-mojstrovka.png"))"), card.stderr)
        XCTAssertTrue(
            card.output.hasPrefix(
                "Activity: Mojstrovka\nTuesday 14 December 2010, the date its file gives (no times recorded)\n"
            ),
            card.output)
        let routeCard = try run(["card", "--track", "route", "--alt-text", "-"])
        XCTAssertTrue(routeCard.stderr.contains("wrote \(dir.path("route.png"))"), routeCard.stderr)
        XCTAssertTrue(routeCard.output.hasPrefix("Activity: route\nStart: "), routeCard.output)

        // A trip of the days around it does not take it by that day.
        try run(["trip", "create", "December 2010", "--since", "2010-12-01", "--until", "2010-12-31"])
        XCTAssertFalse(try run(["trip", "show", "December 2010"]).output.contains("Mojstrovka"))
    }

    func testEntriesAndTripsShowTheirTracks() throws {
        let id = try addEntry(
            title: "Lunch at the top", lat: 45.43, lng: 14.07, at: "2010-10-03T13:00:00+02:00")
        try addEntry(title: "Another day", lat: 45.43, lng: 14.07, at: "2010-10-05T13:00:00+02:00")
        try run(["track", "import", corpus("gpxpy/korita-zbevnica.gpx"), "--no-weather", "--trip", "Učka"])
        let show = try run(["show", id]).output
        XCTAssertTrue(show.contains("tracks    "), show)
        XCTAssertTrue(show.contains("03-OCT-10: 14.9 km"), show)
        let entry = try XCTUnwrap(try json(["show", id, "--json"]) as? [String: Any])
        XCTAssertEqual((entry["tracks"] as? [[String: Any]])?.first?["name"] as? String, "03-OCT-10")
        let track = try run(["track", "show", "03-OCT-10"]).output
        XCTAssertTrue(track.contains("1 entry falls within its time"), track)
        XCTAssertTrue(track.contains("Lunch at the top"), track)
        XCTAssertFalse(track.contains("Another day"), track)
        let trip = try run(["trip", "show", "Učka"]).output
        XCTAssertTrue(trip.contains("1 track, 14.9 km recorded"), trip)
        let tripJSON = try XCTUnwrap(try json(["trip", "show", "Učka", "--json"]) as? [String: Any])
        XCTAssertEqual((tripJSON["tracks"] as? [Any])?.count, 1)
        // A trip of dates around the track has it too, without it being imported into it.
        try run(["trip", "create", "October", "--since", "2010-10-01", "--until", "2010-10-31"])
        XCTAssertTrue(try run(["trip", "show", "October"]).output.contains("03-OCT-10"))
    }

    func testABadFileIsRefusedWholeWithItsReasonAndTheRestImported() throws {
        let bad: [(String, String, String)] = [
            (
                "truncated.gpx",
                String(
                    decoding: try Corpus.data("gpx/gpxpy/korita-zbevnica.gpx").prefix(40_000), as: UTF8.self),
                "not well-formed GPX at line"
            ),
            (
                "xxe.gpx",
                "<?xml version=\"1.0\"?><!DOCTYPE gpx [<!ENTITY x SYSTEM \"file:///etc/passwd\">]><gpx><trk><trkseg><trkpt lat=\"1\" lon=\"2\"><name>&x;</name></trkpt></trkseg></trk></gpx>",
                "declares a document type"
            ),
            (
                "offworld.gpx",
                "<gpx xmlns=\"http://www.topografix.com/GPX/1/1\"><trk><trkseg><trkpt lat=\"46\" lon=\"8\"/>\n<trkpt lat=\"146\" lon=\"8\"/></trkseg></trk></gpx>",
                "at line 2, a point's position is impossible: latitude 146.0 is not -90 to 90"
            ),
            (
                "epoch.gpx",
                "<gpx><trk><trkseg><trkpt lat=\"46\" lon=\"8\"><time>1970-01-01T00:00:00Z</time></trkpt></trkseg></trk></gpx>",
                "before GPS time began"
            ),
            (
                "activity.tcx",
                "<TrainingCenterDatabase xmlns=\"http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2\"/>",
                "it is a TCX file, which outdoor does not read; convert it to GPX first"
            ),
        ]
        var arguments = ["track", "import", corpus("togeojson/apple_watch_route.gpx")]
        for (name, text, _) in bad { arguments.append(try write(Data(text.utf8), name)) }
        arguments.append("--no-weather")
        let result = try run(arguments, status: 1)
        XCTAssertEqual(result.output.split(separator: "\n").count, 1, "the good file was imported")
        XCTAssertTrue(result.stderr.contains("5 not imported:"), result.stderr)
        for (name, _, reason) in bad {
            XCTAssertTrue(result.stderr.contains("  \(name): "), "\(name) missing:\n\(result.stderr)")
            XCTAssertTrue(result.stderr.contains(reason), "'\(reason)' missing:\n\(result.stderr)")
        }
        // libxml2 says nothing of its own on standard error, and nothing of the refused files was kept.
        XCTAssertFalse(result.stderr.contains("parser error"), result.stderr)
        XCTAssertFalse(result.stderr.contains("root:"), "no file's content leaks: \(result.stderr)")
        XCTAssertEqual((try json(["track", "list", "--json"]) as? [Any])?.count, 1)
        try run(["check"])
    }

    func testCheckVerifiesTracks() throws {
        try run(["track", "import", corpus("gpxpy/Mojstrovka.gpx"), "--no-weather"])
        let clean = try run(["check"]).output
        XCTAssertTrue(clean.contains("checked 0 entries, 0 photos and 1 track"), clean)
        let sqlite = Process()
        sqlite.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        sqlite.arguments = [
            journal,
            "DROP TRIGGER track_recording_is_frozen; UPDATE track SET points = CAST(substr(points, 1, 50) || X'00' || substr(points, 52) AS BLOB);",
        ]
        try sqlite.run()
        sqlite.waitUntilExit()
        let damaged = try run(["check"], status: 1)
        XCTAssertTrue(
            damaged.output.contains(": its points are damaged: their bytes no longer match their checksum"),
            damaged.output)
        let show = try run(["track", "show", "Mojstrovka"], status: 1)
        XCTAssertTrue(show.stderr.contains("are damaged in the journal"), show.stderr)
    }
}
