import Foundation
import OutdoorModel
import TestSupport
import XCTest

/// Place lines as a user meets them: computed from the current data unless corrected with
/// `edit --place`, kept from an import's source, and never shown near a hidden place.
final class PlaceCommandTests: CLITestCase {
    /// The JSON `show --json` prints for `id`.
    private func shown(_ id: String) throws -> [String: Any] {
        try XCTUnwrap(
            JSONSerialization.jsonObject(with: try run(["show", id, "--json"]).stdout) as? [String: Any])
    }

    func testEditPlaceSetsTheLineEveryOutputShowsAndAutoReturnsToTheComputedOne() throws {
        let id = try addEntry(title: "Harbour at dawn", lat: 67.9323, lng: 13.0887)
        let computed = try XCTUnwrap(try shown(id)["placeName"] as? String)
        XCTAssertEqual(try shown(id)["placeCorrected"] as? Bool, false)
        XCTAssertFalse(computed.isEmpty)
        let lat = try shown(id)["lat"] as? Double

        let edited = try run(["edit", id, "--place", "  Reine, Lofoten, NO "])
        XCTAssertTrue(edited.stderr.contains("at Reine, Lofoten, NO"), edited.stderr)
        XCTAssertEqual(try shown(id)["placeName"] as? String, "Reine, Lofoten, NO")
        XCTAssertEqual(try shown(id)["placeCorrected"] as? Bool, true)
        XCTAssertEqual(try shown(id)["lat"] as? Double, lat, "the coordinates stay frozen")
        XCTAssertTrue(try run(["log"]).output.contains("Reine, Lofoten, NO"))
        XCTAssertTrue(try run(["show", id]).output.contains("place     Reine, Lofoten, NO (corrected)"))
        XCTAssertTrue(try run(["log", "--search", "lofoten"]).output.contains("Harbour at dawn"))
        let alt = try run(["card", id, "-o", dir.path("c.png"), "--alt-text", "-"])
        XCTAssertTrue(alt.output.contains("Place: Reine, Lofoten, NO ("), alt.output)
        // Hidden, a correction is as fine as a town: the region is shown instead.
        let hidden = try run(["card", id, "--coords", "hidden", "-o", dir.path("h.png"), "--alt-text", "-"])
        XCTAssertFalse(hidden.output.contains("Reine"), hidden.output)
        XCTAssertTrue(hidden.output.contains("Place: Nordland, NO"), hidden.output)

        try run(["edit", id, "--place", "AUTO"])
        XCTAssertEqual(try shown(id)["placeName"] as? String, computed)
        XCTAssertEqual(try shown(id)["placeCorrected"] as? Bool, false)

        // Bad lines are refused and change nothing.
        let before = journalBytes()
        for bad in ["   ", "two\nlines", "bell\u{07}", String(repeating: "x", count: 201)] {
            let refused = try run(["edit", id, "--place", bad], status: 1)
            XCTAssertTrue(refused.stderr.contains("place"), refused.stderr)
        }
        XCTAssertEqual(journalBytes(), before)
    }

    func testAJSONImportKeepsThePlaceItsSourceHad() throws {
        let export: [[String: Any]] = [
            [
                "timestamp": "2024-06-14T08:42:00+02:00", "title": "Reine", "lat": 67.9323, "lng": 13.0887,
                "placeName": "Reine, Lofoten, NO",
            ],
            [
                "timestamp": "2024-06-15T08:42:00+02:00", "title": "Hamnøy", "lat": 67.95, "lng": 13.13,
                "place": "Hamnøy",
            ],
            ["timestamp": "2024-06-16T08:42:00+02:00", "title": "Unnamed", "lat": 67.95, "lng": 13.13],
        ]
        let file = try write(try JSONSerialization.data(withJSONObject: export), "export.json")
        try run(["import", file, "--no-weather"])
        let entries = try logJSON()
        func place(_ title: String) -> (String?, Bool?) {
            let entry = entries.first { $0["title"] as? String == title }
            return (entry?["placeName"] as? String, entry?["placeCorrected"] as? Bool)
        }
        XCTAssertEqual(place("Reine").0, "Reine, Lofoten, NO")
        XCTAssertEqual(place("Reine").1, true)
        XCTAssertEqual(place("Hamnøy").0, "Hamnøy")
        XCTAssertEqual(place("Unnamed").1, false, "without a place in the source, the computed line")
        XCTAssertNotNil(place("Unnamed").0)
    }

    func testAHiddenCardInKamakuraNamesNeitherKamakuraNorFujisawa() throws {
        let id = try addEntry(title: "Temple steps", lat: 35.3192, lng: 139.5467, at: "2024-04-02T10:00")
        XCTAssertTrue(try run(["log"]).output.contains("Kamakura"), "the owner's own listing names the town")
        let hidden = try run(["card", id, "--coords", "hidden", "-o", dir.path("k.png"), "--alt-text", "-"])
        XCTAssertTrue(hidden.output.contains("Place: Kanagawa, JP\n"), hidden.output)
        for name in ["Kamakura", "Fujisawa", "Yokohama", "35.3", "139.5"] {
            XCTAssertFalse(hidden.output.contains(name), "\(name): \(hidden.output)")
        }
        // The map of all entries hidden: written, and nothing on it is checked here but that it
        // is made (its label list is checked in HiddenPlacesTests).
        try run(["map", "--coords", "hidden", "-o", dir.path("m.png")])
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir.path("m.png")))
        try run(["map", "--coords", "nowhere", "-o", dir.path("n.png")], status: 2)
    }

    func testAHiddenPlaceInMadridIsNotReadAsTheCity() throws {
        let id = try addEntry(title: "Plaza Mayor", lat: 40.4155, lng: -3.7074)
        let hidden = try run(["card", id, "--coords", "hidden", "-o", dir.path("m.png"), "--alt-text", "-"])
        XCTAssertTrue(
            hidden.output.contains("Place: Madrid region, ES\n") || hidden.output.contains("Place: Spain\n"),
            hidden.output)
    }

    func testAHiddenBookReadBackNamesNoTownNearItsEntries() throws {
        // The book the issue found leaking: Bilbao and near Oñati.
        try addEntry(title: "Rain on the river", lat: 43.2590, lng: -2.9236, at: "2024-05-17T19:40")
        try addEntry(title: "Meadow", lat: 42.9790, lng: -2.3980, at: "2024-05-18T16:30")
        try addEntry(title: "Ridge", lat: 45.9763, lng: 7.6586, at: "2024-05-19T10:00")  // above Zermatt
        let pdf = dir.url.appendingPathComponent("hidden.pdf")
        try run(["book", "--all", "-o", pdf.path, "--coords", "hidden", "--dpi", "72", "--title", "Spring"])
        let text = try Poppler.text(pdf)
        XCTAssertTrue(text.contains("Basque Country, ES"), text)
        for name in ["Bilbao", "Oñati", "Zermatt", "Vitoria", "Getxo", "Barakaldo", "Täsch", "° N"] {
            XCTAssertFalse(text.contains(name), "\(name) in the hidden book")
        }
        let titles = try Poppler.titles(pdf)
        XCTAssertTrue(titles.contains { $0.hasSuffix(" Meadow") }, "\(titles)")
        for title in titles {
            XCTAssertFalse(
                title.contains("Bilbao") || title.contains("Oñati") || title.contains("Zermatt"), title)
        }
        XCTAssertFalse(try Poppler.info(pdf).contains("Bilbao"))
        // The same book precise names them: the read-back would see a leak.
        let precise = dir.url.appendingPathComponent("precise.pdf")
        try run(["book", "--all", "-o", precise.path, "--dpi", "72"])
        XCTAssertTrue(try Poppler.text(precise).contains("Bilbao"))
    }
}
