import Foundation
import TestSupport
import XCTest

/// `outdoor import DIR --gpx FILE`: real photos with known positions, their GPS stripped from
/// copies with exiftool, placed again from a track made of their real positions and times.
final class GeotagCommandTests: CLITestCase {
    /// A real photo (Tests/Corpus, or the sample journal's), where it was taken and when, truly:
    /// its GPS time stamp when it has one, else its capture time in the place's zone.
    struct Known {
        var file: String
        var latitude: Double
        var longitude: Double
        var truth: String
    }

    static let known = [
        Known(
            file: "exiftool/GPS.jpg", latitude: 54.989_666_666_666_7, longitude: -1.914_166_666_666_67,
            truth: "2002-07-13T14:58:28Z"),
        Known(
            file: "exiftool/Ricoh2.jpg", latitude: 42.034_575, longitude: -0.507_502_777_777_778,
            truth: "2006-05-26T10:47:24Z"),
        Known(
            file: "sample:aarhus-cups.jpg", latitude: 56.155_995_083_333_3, longitude: 10.208_204_783_333_3,
            truth: "2014-04-29T12:25:26Z"),
        Known(
            file: "exiv2/Stonehenge.heic", latitude: 51.178_280_555_555_6, longitude: -1.826_638_888_888_89,
            truth: "2015-07-16T14:38:54Z"),
        Known(
            file: "exiftool/Apple.jpg", latitude: 53.382_847_222_222_2, longitude: -1.456_677_777_777_78,
            truth: "2016-09-28T17:17:58.65Z"),
        Known(
            file: "exiftool/GoPro.jpg", latitude: 40.658_419_199_972_2, longitude: -73.993_354_299_972_2,
            truth: "2017-10-03T14:58:14Z"),
        Known(
            file: "exiv2/2021-02-13-1929.heic", latitude: 30.580_366_666_666_7,
            longitude: -88.073_905_555_555_6, truth: "2021-02-13T17:03:31Z"),
    ]

    static let exiftool = "/usr/bin/exiftool"

    func source(_ file: String) -> URL {
        if file.hasPrefix("sample:") {
            return RepositoryRoot.url.appendingPathComponent(
                "Sources/OutdoorCLI/SampleJournal/photos/\(file.dropFirst("sample:".count))")
        }
        return Corpus.folder.appendingPathComponent(file)
    }

    @discardableResult
    func exiftool(_ arguments: [String]) throws -> String {
        XCTAssertTrue(
            FileManager.default.isExecutableFile(atPath: Self.exiftool),
            "exiftool is needed (Debian libimage-exiftool-perl; Scripts/install-deps.sh --test)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.exiftool)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let out = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: out, as: UTF8.self)
    }

    /// Copies of the photos (and Canon.jpg, which never had GPS) with GPS and XMP removed, and
    /// a GPX of one segment per photo: a walk north at 1 m/s that passes the photo's real
    /// position at its true time, a point every 10 s from 2 minutes before to 2 minutes after.
    func makeTrip() throws -> (photos: URL, gpx: String) {
        let folder = dir.url.appendingPathComponent("photos")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for photo in Self.known {
            // The table is the originals' own EXIF.
            let read = try exiftool(["-n", "-s3", "-GPSLatitude", "-GPSLongitude", source(photo.file).path])
                .split(separator: "\n").compactMap { Double($0) }
            XCTAssertEqual(read.count, 2, photo.file)
            XCTAssertEqual(read.first ?? 0, photo.latitude, accuracy: 1e-9, photo.file)
            try FileManager.default.copyItem(
                at: source(photo.file),
                to: folder.appendingPathComponent(source(photo.file).lastPathComponent))
        }
        try FileManager.default.copyItem(
            at: Corpus.folder.appendingPathComponent("exiftool/Canon.jpg"),
            to: folder.appendingPathComponent("Canon.jpg"))
        let copies = try FileManager.default.contentsOfDirectory(atPath: folder.path).map {
            folder.appendingPathComponent($0).path
        }
        try exiftool(["-q", "-overwrite_original", "-gps:all=", "-xmp:all="] + copies)
        let left = try exiftool(["-n", "-s3", "-GPSLatitude"] + copies).split(separator: "\n").filter {
            !$0.hasPrefix("========") && !$0.contains("files read")
        }
        XCTAssertEqual(left, [], "no GPS is left in the copies")

        var gpx = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<gpx version=\"1.1\" creator=\"test\" "
        gpx += "xmlns=\"http://www.topografix.com/GPX/1/1\"><trk><name>Real positions</name>\n"
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        for photo in Self.known {
            let truth = try XCTUnwrap(
                formatter.date(from: photo.truth) ?? ISO8601DateFormatter().date(from: photo.truth))
            gpx += "<trkseg>\n"
            for step in -12...12 {
                let seconds = Double(step * 10)
                let lat = photo.latitude + seconds / 111_200
                gpx += "<trkpt lat=\"\(lat)\" lon=\"\(photo.longitude)\"><ele>100</ele>"
                gpx += "<time>\(formatter.string(from: truth.addingTimeInterval(seconds)))</time></trkpt>\n"
            }
            gpx += "</trkseg>\n"
        }
        gpx += "</trk></gpx>\n"
        return (folder, try write(Data(gpx.utf8), "real-positions.gpx"))
    }

    /// Metres between two positions (haversine; the test's own, not outdoor's).
    func metres(_ lat1: Double, _ lon1: Double, _ lat2: Double, _ lon2: Double) -> Double {
        let r = 6_371_008.8
        let p1 = lat1 * .pi / 180
        let p2 = lat2 * .pi / 180
        let a = pow(sin((p2 - p1) / 2), 2) + cos(p1) * cos(p2) * pow(sin((lon2 - lon1) * .pi / 360), 2)
        return 2 * r * asin(min(1, a.squareRoot()))
    }

    func testPhotosWithoutGPSArePlacedWithin20MetresAndOthersListed() throws {
        let (photos, gpx) = try makeTrip()
        let result = try run(["import", photos.path, "--gpx", gpx, "--no-weather", "--no-radar"], status: 1)
        XCTAssertTrue(result.stderr.contains("imported track"), result.stderr)
        XCTAssertTrue(result.stderr.contains("(6 placed on the tracks)"), result.stderr)
        XCTAssertTrue(result.stderr.contains("2 not imported (2 not placed on the tracks)"), result.stderr)
        // The Ricoh's clock was an hour off; the Canon took its photo years before the track.
        XCTAssertTrue(
            result.stderr.contains("Ricoh2.jpg: not placed on the tracks: taken at 2006-05-26T"),
            result.stderr)
        XCTAssertTrue(result.stderr.contains("56 min 36 s from the nearest track point"), result.stderr)
        XCTAssertTrue(result.stderr.contains("Canon.jpg: not placed on the tracks"), result.stderr)
        let entries = try logJSON()
        XCTAssertEqual(entries.count, 6)
        for photo in Self.known where !photo.file.contains("Ricoh") {
            let name = source(photo.file).deletingPathExtension().lastPathComponent
            let entry = try XCTUnwrap(
                entries.first {
                    ($0["timestamp"] as? String)?.hasPrefix(String(photo.truth.prefix(10))) == true
                }, name)
            let lat = try XCTUnwrap(entry["lat"] as? Double)
            let lng = try XCTUnwrap(entry["lng"] as? Double)
            XCTAssertLessThan(metres(lat, lng, photo.latitude, photo.longitude), 20, name)
            XCTAssertEqual(entry["positionSource"] as? String, "track", name)
            XCTAssertEqual(
                (entry["positionTrack"] as? [String: Any])?["name"] as? String, "Real positions", name)
            // The photo's bytes are the stripped copy's, byte for byte.
            let id = try XCTUnwrap(entry["id"] as? String)
            let out = dir.path("out-\(source(photo.file).lastPathComponent)")
            try run(["photo", id, "-o", out])
            XCTAssertEqual(
                FileManager.default.contents(atPath: out),
                FileManager.default.contents(
                    atPath: photos.appendingPathComponent(source(photo.file).lastPathComponent).path),
                name)
        }
        let iphone = try XCTUnwrap(
            entries.first { ($0["timestamp"] as? String)?.hasPrefix("2021-02-13") == true })
        XCTAssertEqual(
            iphone["timeSource"] as? String, "offset-time-original", "its own offset, used as it is")
        let aarhus = try XCTUnwrap(
            entries.first { ($0["timestamp"] as? String)?.hasPrefix("2014-04-29") == true })
        XCTAssertEqual(
            aarhus["timestamp"] as? String, "2014-04-29T14:25:26+02:00", "local time where the track was")
        let shown = try run(["show", try XCTUnwrap(aarhus["id"] as? String)]).output
        XCTAssertTrue(shown.contains("position  from track Real positions"), shown)

        // The Ricoh's photo of known time corrects its camera's clock: placed too.
        let synced = try run(
            [
                "import", photos.path, "--gpx", gpx, "--no-weather", "--no-radar", "--sync",
                "Ricoh2.jpg=2006-05-26T10:47:24Z",
            ], status: 1)
        XCTAssertTrue(synced.stderr.contains("using track"), synced.stderr)
        XCTAssertTrue(
            synced.stderr.contains("Ricoh2.jpg: placed from track Real positions, clock +00:58:36"),
            synced.stderr)
        let ricoh = try XCTUnwrap(
            try logJSON().first { ($0["timestamp"] as? String)?.hasPrefix("2006") == true })
        XCTAssertLessThan(
            metres(
                try XCTUnwrap(ricoh["lat"] as? Double), try XCTUnwrap(ricoh["lng"] as? Double), 42.034_575,
                -0.507_502_777_777_778),
            20)
        XCTAssertEqual(ricoh["clockOffsetSeconds"] as? Double, 3516)
    }

    func testClockOffsetsNameTheirCameraWhenSeveralWereUsed() throws {
        let (photos, gpx) = try makeTrip()
        let plain = try run(
            [
                "import", photos.path, "--gpx", gpx, "--no-weather", "--no-radar", "--clock-offset",
                "+00:01:00", "--dry-run",
            ],
            status: 1)
        XCTAssertTrue(plain.stderr.contains("say which camera each --clock-offset corrects"), plain.stderr)
        XCTAssertTrue(plain.stderr.contains("RICOH Caplio Pro G3"), plain.stderr)
        XCTAssertTrue(plain.stderr.contains("GoPro HERO6 Black #C3221324657219"), plain.stderr)
        let unknown = try run(
            [
                "import", photos.path, "--gpx", gpx, "--no-radar", "--clock-offset", "Leica M6=+00:01:00",
                "--dry-run",
            ],
            status: 1)
        XCTAssertTrue(
            unknown.stderr.contains("no photo to place was taken with a camera called 'Leica M6'"),
            unknown.stderr)
        let named = try run(
            [
                "import", photos.path, "--gpx", gpx, "--no-weather", "--no-radar", "--clock-offset",
                "ricoh caplio pro g3=+00:58:36", "--dry-run",
            ], status: 1)
        XCTAssertTrue(named.stderr.contains("(7 placed on the tracks)"), named.stderr)
        XCTAssertTrue(named.stderr.contains("1 not imported (1 not placed on the tracks)"), named.stderr)
        XCTAssertNil(journalBytes(), "a dry run writes no journal")
        // A wide limit places the Ricoh's photo without a correction; a track is needed for any of it.
        let wide = try run(
            [
                "import", photos.path, "--gpx", gpx, "--no-weather", "--no-radar", "--max-gap", "1h",
                "--dry-run",
            ], status: 1)
        XCTAssertTrue(wide.stderr.contains("(7 placed on the tracks)"), wide.stderr)
        for options in [
            ["--max-gap", "soon"], ["--clock-offset", "2 minutes"], ["--sync", "Ricoh2.jpg=noon"],
        ] {
            let bad = try run(["import", photos.path, "--gpx", gpx] + options, status: 2)
            XCTAssertTrue(bad.stderr.contains("--\(options[0].dropFirst(2))"), bad.stderr)
        }
        let noTrack = try run(["import", photos.path, "--clock-offset", "+00:01:00"], status: 2)
        XCTAssertTrue(noTrack.stderr.contains("give the tracks with --gpx FILE"), noTrack.stderr)
        let badTrack = try run(
            ["import", photos.path, "--gpx", try write(Data("<gpx>".utf8), "broken.gpx")], status: 1)
        XCTAssertTrue(badTrack.stderr.contains("no photo was imported"), badTrack.stderr)
        XCTAssertEqual(try logJSON().count, 0)
    }
}
