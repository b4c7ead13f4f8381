import Foundation
import OutdoorGPX
import OutdoorModel
import TestSupport
import XCTest

/// Broken and hostile track files: each is refused with a clear reason, none crashes, hangs,
/// reads a file it names or fetches anything.
final class HostileGPXTests: XCTestCase {
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    func refusal(
        _ data: Data, maxBytes: UInt64 = GPXReader.maxXMLBytes, file: StaticString = #filePath,
        line: UInt = #line
    )
        -> GPXError?
    {
        do {
            let document = try GPXReader.read(data: data, now: now, maxBytes: maxBytes)
            XCTFail(
                "read \(document.recording.pointCount) points; expected a refusal", file: file, line: line)
            return nil
        } catch let error as GPXError {
            return error
        } catch {
            XCTFail("\(error) is not a GPXError", file: file, line: line)
            return nil
        }
    }

    func good(_ count: Int = 3) -> [String] {
        (0..<count).map {
            GPXFixtures.point(
                "46.\(100 + $0)", "8.1", time: String(format: "2024-05-14T09:%02d:%02dZ", $0 / 60, $0 % 60))
        }
    }

    func testMalformedAndTruncatedXMLNamesTheLine() throws {
        let whole = GPXFixtures.track(good())
        guard case .malformed(let line, let detail) = refusal(whole.prefix(whole.count - 30)) else {
            return XCTFail("a truncated file must be refused as malformed")
        }
        XCTAssertGreaterThan(line, 0)
        XCTAssertFalse(detail.isEmpty)
        let mismatched = GPXFixtures.track(["<trkpt lat=\"46\" lon=\"8\"><ele>1</trkpt>"])
        guard case .malformed(let at, let why) = refusal(mismatched) else { return XCTFail("tag mismatch") }
        XCTAssertEqual(at, 3)
        XCTAssertTrue(why.contains("mismatch"), why)
        XCTAssertNotNil(refusal(Data()))
        XCTAssertNotNil(refusal(Data("just text".utf8)))
        XCTAssertNotNil(refusal(Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 131) })))
    }

    func testADocumentTypeIsRefusedUnreadWhateverItDeclares() throws {
        let secret = try TemporaryDirectory()
        let target = secret.url.appendingPathComponent("secret.txt")
        try Data("46.5".utf8).write(to: target)
        let external = GPXFixtures.track(
            [GPXFixtures.point("&secret;", "8")],
            prolog: "<!DOCTYPE gpx [<!ENTITY secret SYSTEM \"file://\(target.path)\">]>\n")
        XCTAssertEqual(refusal(external), .declarationRefused)
        let network = GPXFixtures.track(
            good(), prolog: "<!DOCTYPE gpx SYSTEM \"http://127.0.0.1:9/gpx.dtd\">\n")
        XCTAssertEqual(refusal(network), .declarationRefused)
        // Billion laughs: ten levels of ten, a billion "lol"s if anything expanded them.
        var laughs = "<!DOCTYPE gpx [<!ENTITY lol0 \"lol\">"
        for level in 1...9 {
            laughs += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">"
        }
        laughs += "]>\n"
        let bomb = GPXFixtures.track(
            ["<trkpt lat=\"46\" lon=\"8\"><name>&lol9;</name></trkpt>"], prolog: laughs)
        XCTAssertEqual(refusal(bomb), .declarationRefused)
        // After comments and processing instructions, and in UTF-16: still seen.
        let hidden = Data(
            "<?xml version=\"1.0\"?><!-- <gpx> --><?pi x?><!DOCTYPE gpx [<!ENTITY a \"b\">]><gpx/>".utf8)
        XCTAssertEqual(refusal(hidden), .declarationRefused)
        let utf16 =
            "\u{FEFF}<?xml version=\"1.0\" encoding=\"UTF-16\"?><!DOCTYPE gpx [<!ENTITY a \"b\">]><gpx/>"
        XCTAssertEqual(refusal(try XCTUnwrap(utf16.data(using: .utf16LittleEndian))), .declarationRefused)
        // An entity with no declaration is simply malformed.
        guard case .malformed = refusal(GPXFixtures.track([GPXFixtures.point("&undeclared;", "8")])) else {
            return XCTFail("an undeclared entity must be malformed XML")
        }
    }

    func testTooLargeInputIsRefusedBeforeOrWhileReading() throws {
        // A 1 GB file (sparse: no disk used) is refused by its size before a byte is parsed.
        let folder = try TemporaryDirectory()
        let huge = folder.url.appendingPathComponent("huge.gpx")
        XCTAssertTrue(FileManager.default.createFile(atPath: huge.path, contents: Data("<gpx>".utf8)))
        let handle = try FileHandle(forWritingTo: huge)
        try handle.truncate(atOffset: 1 << 30)
        try handle.close()
        XCTAssertThrowsError(try GPXReader.read(file: huge, now: now)) { error in
            XCTAssertEqual(error as? GPXError, .tooLarge(limit: GPXReader.maxXMLBytes))
        }
        // A gzip bomb: 8 MB of whitespace between elements in 8 KB of gzip, against a 1 MB limit.
        var body = Data("<gpx xmlns=\"http://www.topografix.com/GPX/1/1\"><trk>".utf8)
        body.append(Data(repeating: 0x20, count: 8 << 20))
        body.append(Data("</trk></gpx>".utf8))
        let bomb = Gzip.compress(body, level: 9)
        XCTAssertLessThan(bomb.count, 64 << 10)
        XCTAssertEqual(refusal(bomb, maxBytes: 1 << 20), .tooLarge(limit: 1 << 20))
    }

    func testDamagedGzipIsRefused() throws {
        let gz = Gzip.compress(GPXFixtures.track(good(50)))
        guard case .damagedGzip(let truncated) = refusal(gz.prefix(gz.count / 2)) else {
            return XCTFail("half a gzip file")
        }
        XCTAssertTrue(truncated.contains("truncated"), truncated)
        var flipped = gz
        flipped[flipped.count / 2] ^= 0xFF
        guard case .damagedGzip = refusal(flipped) else { return XCTFail("a flipped byte") }
        guard case .damagedGzip = refusal(gz + Data("junk".utf8)) else {
            return XCTFail("bytes after the end")
        }
    }

    func testImpossibleValuesRefuseTheWholeFileNamingTheirLine() {
        func impossible(_ points: [String]) -> (Int, String)? {
            if case .impossibleValue(let line, let detail) = refusal(GPXFixtures.track(points)) {
                return (line, detail)
            }
            XCTFail("\(points.last ?? "") must be impossible")
            return nil
        }
        XCTAssertEqual(impossible(good() + [GPXFixtures.point("91", "8")])?.0, 6)
        XCTAssertNotNil(impossible([GPXFixtures.point("46", "-180.5")]))
        XCTAssertNotNil(impossible([GPXFixtures.point("1e400", "8")]))
        XCTAssertNotNil(impossible([GPXFixtures.point("46", "8", ele: "123456789")]))
        XCTAssertTrue(
            impossible([GPXFixtures.point("46", "8", time: "1970-01-01T00:00:00Z")])?.1.contains("1980")
                ?? false)
        XCTAssertTrue(
            impossible([GPXFixtures.point("46", "8", time: "2999-01-01T00:00:00Z")])?.1.contains("future")
                ?? false)
        for text in ["abc", "NaN", "inf", "0x1p3", "1,5", "", "- 3"] {
            guard case .malformed = refusal(GPXFixtures.track([GPXFixtures.point(text, "8")])) else {
                return XCTFail("lat '\(text)' must be refused as not a number")
            }
        }
        for time in [
            "yesterday", "2024-13-01T00:00:00Z", "2024-02-30T00:00:00Z", "2024-05-14T09:00:00+25:00",
        ] {
            guard case .malformed = refusal(GPXFixtures.track([GPXFixtures.point("46", "8", time: time)]))
            else {
                return XCTFail("time '\(time)' must be refused")
            }
        }
        guard case .malformed = refusal(GPXFixtures.track(["<trkpt lat=\"46\"/>"])) else {
            return XCTFail("a point without lon")
        }
    }

    func testTimesEmptyValuesAndGarminsUnknownTimeAreReadAsGPXMeansThem() throws {
        let document = try GPXReader.read(
            data: GPXFixtures.track([
                GPXFixtures.point("46", "8", ele: "", time: "2024-05-14T11:00:00+02:00"),
                GPXFixtures.point("46.1", "8", ele: " 12.5 ", time: "2024-05-14T09:00:01.250"),
                GPXFixtures.point("46.2", "8", time: "1901-12-13T20:45:52.2073437Z"),
                "<trkpt lat=\"46.3\" lon=\"8\"><ele/><time/></trkpt>",
            ]), now: now)
        let points = document.recording.segments[0]
        XCTAssertEqual(points[0].time.map(EntryDateFormat.iso8601UTC), "2024-05-14T09:00:00Z")
        XCTAssertNil(points[0].elevation)
        XCTAssertEqual(points[1].elevation, 12.5)
        XCTAssertEqual(points[1].time?.timeIntervalSince1970, 1_715_677_201.25)
        XCTAssertNil(points[2].time)
        XCTAssertEqual(document.unknownTimes, 1)
        XCTAssertNil(points[3].time)
        XCTAssertNil(points[3].elevation)
    }

    /// The file's own time (`metadata/time`) dates a track whose points have none; one that is
    /// no real time is left out, and never refuses the file as a point's would.
    func testAFilesOwnTimeIsReadAndOneThatIsNoRealTimeLeftOut() throws {
        func fileTime(_ value: String) throws -> String? {
            let document = try GPXReader.read(
                data: GPXFixtures.track(
                    ["<trkpt lat=\"46\" lon=\"8\"/>", "<trkpt lat=\"46.1\" lon=\"8\"/>"],
                    metadata:
                        "<metadata><author><time>2001-01-01T00:00:00Z</time></author>\(value)</metadata>"),
                now: now)
            XCTAssertNil(document.recording.timeRange, value)
            return document.time.map(EntryDateFormat.iso8601UTC)
        }
        XCTAssertEqual(try fileTime("<time>2024-05-14T11:00:00+02:00</time>"), "2024-05-14T09:00:00Z")
        XCTAssertEqual(
            try fileTime("<time>2013-01-01T12:00:00</time>"), "2013-01-01T12:00:00Z", "no offset: UTC")
        // Garmin's "clock unknown", before GPS time, more than a day ahead, not a time, empty.
        for value in [
            "1901-12-13T20:45:52.207Z", "1970-01-01T00:00:00Z", "2027-01-17T08:00:00Z", "14 May 2024", "",
        ] {
            XCTAssertNil(try fileTime("<time>\(value)</time>"), value)
        }
        XCTAssertNil(try fileTime(""), "an author's time is not the file's")
    }

    func testOtherFormatsAreRecognisedAndRefusedWithAWayToConvertThem() throws {
        var fit = Data([14, 0x10, 0x5D, 0x08, 0, 0, 0, 0])
        fit.append(Data(".FIT".utf8))
        fit.append(Data(count: 32))
        guard case .unsupportedFormat(let name, let hint) = refusal(fit) else { return XCTFail("FIT") }
        XCTAssertEqual(name, "FIT")
        XCTAssertTrue(hint.contains("gpsbabel"))
        let tcx = Data(
            "<?xml version=\"1.0\"?><TrainingCenterDatabase xmlns=\"http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2\"/>"
                .utf8)
        guard case .unsupportedFormat("TCX", _) = refusal(tcx) else { return XCTFail("TCX") }
        guard
            case .unsupportedFormat("KML", _) = refusal(
                Data("<kml xmlns=\"http://www.opengis.net/kml/2.2\"/>".utf8))
        else {
            return XCTFail("KML")
        }
        XCTAssertEqual(refusal(Data("<html><body/></html>".utf8)), .notGPX(root: "html"))
        XCTAssertEqual(
            refusal(Data("<gpx xmlns=\"http://example.com/other\"><trk/></gpx>".utf8)),
            .notGPX(root: "gpx xmlns=\"http://example.com/other\""))
    }

    func testDeepNestingAndLongValuesAreRefused() {
        let deep =
            String(repeating: "<extensions>", count: 300) + String(repeating: "</extensions>", count: 300)
        XCTAssertEqual(
            refusal(GPXFixtures.track(["<trkpt lat=\"46\" lon=\"8\">\(deep)</trkpt>"])),
            .tooDeep(line: 3, limit: GPXReader.maxDepth))
        let long = String(repeating: "x", count: 10_000)
        guard case .malformed(_, let detail) = refusal(GPXFixtures.track(good(), name: long)) else {
            return XCTFail("a 10,000-character name")
        }
        XCTAssertTrue(detail.contains("longer"), detail)
    }

    func testAFileWithoutPointsIsRefusedAndNamespacesAreChecked() {
        XCTAssertEqual(
            refusal(Data("<gpx xmlns=\"http://www.topografix.com/GPX/1/1\"><trk/></gpx>".utf8)),
            .noPoints(waypoints: 0))
        // A point in another namespace is an extension, not a point.
        let foreign = Data(
            ("<gpx xmlns=\"http://www.topografix.com/GPX/1/1\" xmlns:x=\"urn:x\"><trk><trkseg>"
                + "<x:trkpt lat=\"1\" lon=\"2\"/></trkseg></trk></gpx>").utf8)
        XCTAssertEqual(refusal(foreign), .noPoints(waypoints: 0))
        // No namespace at all, as some writers leave it: read.
        let bare = Data("<gpx><trk><trkseg><trkpt lat=\"1\" lon=\"2\"/></trkseg></trk></gpx>".utf8)
        XCTAssertEqual((try? GPXReader.read(data: bare, now: now))?.recording.pointCount, 1)
    }

    func testEveryRefusalReadsAsASentence() {
        let errors: [GPXError] = [
            .parserUnavailable(reason: "x"), .unreadable(cause: "no such file"), .tooLarge(limit: 256 << 20),
            .unsupportedFormat(name: "FIT", hint: "convert it"), .notGPX(root: "kml"), .declarationRefused,
            .damagedGzip(detail: "truncated"), .malformed(line: 3, detail: "mismatch"),
            .impossibleValue(line: 4, detail: "latitude 91"), .tooDeep(line: 5, limit: 64),
            .tooManyPoints(limit: 2_000_000, what: "points"), .noPoints(waypoints: 1),
        ]
        for error in errors {
            XCTAssertGreaterThan(error.description.count, 10)
            XCTAssertFalse(error.description.hasSuffix("."))
        }
        XCTAssertEqual(
            GPXError.tooLarge(limit: 256 << 20).description,
            "it is larger than 256 MB of XML, the most a track file may have")
    }
}
