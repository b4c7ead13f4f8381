import Foundation
import OutdoorImage
import TestSupport
import XCTest

/// Tracks drawn by the commands, end to end on a real recorded track (Tests/Corpus/gpx): the
/// activity card, an entry's card, the export's summary and cards, the book and the overview map.
final class TrackDrawingCommandTests: CLITestCase {
    private var korita: String { Corpus.folder.appendingPathComponent("gpx/gpxpy/korita-zbevnica.gpx").path }

    /// The Korita hike with a photo on it (at 14:45 local, by the stream) and a stop in Rijeka that evening.
    @discardableResult
    private func hikeWithEntries() throws -> (stream: String, rijeka: String) {
        try run(["track", "import", korita, "--no-weather", "--trip", "Kvarner"])
        let photo = RepositoryRoot.url.appendingPathComponent(
            "Sources/OutdoorCLI/SampleJournal/photos/forest-stream.jpg")
        let stream = try addEntry(
            title: "Forest stream", lat: 45.456571, lng: 14.029841, at: "2010-10-03T14:45:30+02:00",
            extra: ["--photo", photo.path])
        let rijeka = try addEntry(
            title: "Dinner", lat: 45.3271, lng: 14.4422, at: "2010-10-03T20:15:00+02:00")
        try run(["trip", "add", "Kvarner", stream, rijeka])
        return (stream, rijeka)
    }

    func testTheActivityCardIsWrittenUnderTheTracksNameWithItsAltText() throws {
        try hikeWithEntries()
        let made = try run(["card", "--track", "03-oct-10", "--alt-text", "-"])
        let file = dir.path("2010-10-03-03-oct-10.png")
        XCTAssertTrue(made.stderr.contains("wrote \(file)"), made.stderr)
        XCTAssertTrue(
            made.stderr.contains("has no weather at its start (not looked up (--no-weather))"), made.stderr)
        for line in [
            "Activity: 03-OCT-10", "Sunday 3 October 2010, 11:36 (UTC+02:00) to 15:19",
            "14.9 km distance, 2:01 h moving time, 738 m ascent, 1,051 m highest point.",
            "Elevation profile over 14.9 km: from 722 m to 1,051 m.", "1. Forest stream; 14:45",
        ] {
            XCTAssertTrue(made.output.contains(line), "'\(line)' missing from:\n\(made.output)")
        }
        XCTAssertFalse(made.output.contains("Dinner"), "an entry outside the track's time is not on it")
        let image = try ImageDecoder.decode(try Data(contentsOf: URL(fileURLWithPath: file)), into: nil)
        XCTAssertEqual([image.pixels.width, image.pixels.height], [1080, 1920])
        let square = try run(["card", "--track", "03-OCT-10", "--preset", "landscape", "-o", "-", "--force"])
        let landscape = try ImageDecoder.decode(square.stdout, into: nil)
        XCTAssertEqual([landscape.pixels.width, landscape.pixels.height], [1200, 630])
    }

    func testTheActivityCardsPhotoTakesFitAndFocus() throws {
        // --fit and --focus were accepted and ignored on an activity card (issue 37 item 11).
        try hikeWithEntries()
        func photoBand(_ extra: [String]) throws -> [UInt8] {
            let made = try run(["card", "--track", "03-OCT-10", "-o", "-", "--force"] + extra)
            let image = try ImageDecoder.decode(made.stdout, into: nil)
            // The top rows: the photo band of the story, above the weather card.
            let pixels = image.pixels
            return Array(UnsafeBufferPointer(start: pixels.row(0), count: pixels.bytesPerRow * 200))
        }
        let cropped = try photoBand([])
        XCTAssertNotEqual(cropped, try photoBand(["--fit"]), "--fit shows the whole photo")
        XCTAssertNotEqual(cropped, try photoBand(["--focus", "0,0"]), "--focus moves the crop")
        XCTAssertNotEqual(try photoBand(["--focus", "0,0"]), try photoBand(["--focus", "1,1"]))
    }

    func testAHiddenActivityCardNamesOnlyTheRegion() throws {
        try hikeWithEntries()
        let precise = try run(["card", "--track", "03-OCT-10", "-o", dir.path("a.png"), "--alt-text", "-"])
            .output
        XCTAssertTrue(precise.contains("Start: near Lanišće, Istria, HR"), precise)
        let hidden = try run([
            "card", "--track", "03-OCT-10", "--coords", "hidden", "-o", dir.path("b.png"), "--alt-text", "-",
        ]).output
        XCTAssertTrue(hidden.contains("Start: Istria, HR"), hidden)
        XCTAssertFalse(hidden.contains("Lanišće"), hidden)
    }

    func testTheTrackOptionIsCheckedBeforeAnythingIsDrawn() throws {
        let (stream, _) = try hikeWithEntries()
        let nothing = try run(["card"], status: 2)
        XCTAssertTrue(nothing.stderr.contains("give the entry ids, or --track NAME"), nothing.stderr)
        let both = try run(["card", stream, "--track", "03-OCT-10"], status: 2)
        XCTAssertTrue(both.stderr.contains("not both"), both.stderr)
        let radar = try run(["card", "--track", "03-OCT-10", "--radar"], status: 2)
        XCTAssertTrue(radar.stderr.contains("--radar applies to an entry's card"), radar.stderr)
        // story-full is a photo-first layout for entries: refused, not drawn as the story (issue 37 item 11).
        let full = try run(["card", "--track", "03-OCT-10", "--preset", "story-full"], status: 2)
        XCTAssertTrue(
            full.stderr.contains(
                "--preset story-full is for an entry's card: a track's card comes as story, square or landscape"
            ),
            full.stderr)
        let unknown = try run(["card", "--track", "03-OCT-01"], status: 1)
        XCTAssertTrue(unknown.stderr.contains("did you mean '03-OCT-10'?"), unknown.stderr)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: dir.url.path).filter { $0.hasSuffix(".png") },
            [])
        let usage = try run(["card", "--help"]).output
        XCTAssertTrue(usage.contains("outdoor card --track NAME [-o FILE|-]"), usage)
    }

    func testTheExportRedrawsWhatATrackChanges() throws {
        let (stream, _) = try hikeWithEntries()
        // Without the track first: delete it, export, then import it again.
        try run(["track", "delete", "03-OCT-10", "--yes"])
        let out = dir.path("out")
        try run(["export", "--trip", "Kvarner", "-o", out])
        try run(["track", "import", korita, "--no-weather", "--trip", "Kvarner"])
        let again = try run(["export", "--trip", "Kvarner", "-o", out])
        // The stream's card (its map shows the track) and the summary are drawn again; dinner's card is not.
        XCTAssertTrue(again.stderr.contains("wrote 2 files, 1 up to date"), again.stderr)
        let manifest = try XCTUnwrap(
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: URL(fileURLWithPath: out).appendingPathComponent("manifest.json")))
                as? [String: Any])
        XCTAssertTrue(
            (manifest["cards"] as? [[String: Any]] ?? []).contains { $0["entry"] as? String == stream })
        XCTAssertTrue(try run(["export", "--trip", "Kvarner", "-o", out]).stderr.contains("3 up to date"))
    }

    func testTripShowPrintsTheDistanceTheSummaryCardPrints() throws {
        // trip show gave the straight line between the stops while the summary followed the track
        // (issue 37 item 8): one figure per fact.
        try hikeWithEntries()
        func travelled(_ text: String) -> String? {
            guard let range = text.range(of: #"[0-9][0-9,.]* km travelled"#, options: .regularExpression)
            else { return nil }
            return String(text[range])
        }
        let shown = try run(["trip", "show", "Kvarner"]).output
        let out = dir.path("out")
        try run(["export", "--trip", "Kvarner", "-o", out])
        let gallery = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        let figure = try XCTUnwrap(travelled(gallery), gallery)
        XCTAssertEqual(travelled(shown), figure, shown)
        let json = try run(["trip", "show", "Kvarner", "--json"]).output
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let metres = try XCTUnwrap(object["distanceMetres"] as? Double)
        XCTAssertEqual(String(format: "%.0f km travelled", metres / 1000), figure)
    }

    func testTheBookAndTheOverviewDrawTheTrack() throws {
        try hikeWithEntries()
        try run(["book", "--trip", "Kvarner", "-o", dir.path("kvarner.pdf"), "--dpi", "72"])
        XCTAssertGreaterThan(
            try Data(contentsOf: URL(fileURLWithPath: dir.path("kvarner.pdf"))).count, 10_000)
        let map = try run(["map", "-o", dir.path("map.png")])
        XCTAssertTrue(map.stderr.contains("2 entries and 1 track on the map"), map.stderr)
        let october = try run([
            "map", "--since", "2010-10-04", "--until", "2010-10-05", "-o", dir.path("none.png"),
        ])
        XCTAssertTrue(october.stderr.contains("the map shows the world"), october.stderr)
    }
}
