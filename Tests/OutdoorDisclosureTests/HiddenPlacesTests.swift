import CardTestSupport
import Foundation
import OutdoorCard
import OutdoorDisclosure
import OutdoorGeo
import OutdoorJournal
import OutdoorMap
import OutdoorMapModel
import OutdoorModel
import XCTest

/// `--coords hidden` names nothing within 25 km of the place, in words or on maps: a property
/// over 1,000 random land points, and the places the issue found leaking.
final class HiddenPlacesTests: XCTestCase {
    /// Last words that mark a name as a region's ("Madrid region", "Moscow Oblast"): a town's name
    /// inside such a name is read as the region's.
    static let regionWords: Set<String> = [
        "region", "oblast", "krai", "kray", "province", "county", "state", "prefecture", "department",
        "district", "governorate", "republic", "territory", "canton", "okrug", "municipality", "division",
    ]

    /// Words a region's name may begin with before a town's name ("An Najaf").
    static let articles: Set<String> = [
        "al", "an", "ar", "as", "ash", "at", "ath", "ad", "adh", "az", "el", "ed", "es", "et", "ez", "la",
        "le",
        "les", "los", "las", "il", "lo",
    ]

    /// What is wrong with a hidden place line.
    ///
    /// It must be the region line or the country's name, and must not be readable as a town
    /// within 25 km: a region named like one ("Madrid, ES"), or like one after an article ("An
    /// Najaf, IQ"), must be marked as a region ("Madrid region, ES") or the country named instead.
    /// A town's name inside a longer region name ("Tétouan" in "Tanger-Tetouan-Al Hoceima") reads
    /// as the region's, the same wherever in it the place is.
    static func lineProblems(
        _ shown: DisclosedEntry, at point: Coordinate, near: Set<String>, places: GeoPlaceResolver
    ) throws -> [String] {
        guard let line = shown.place else { return [] }
        guard let coarse = try places.coarsePlace(at: point) else {
            return ["\(line): a line where the data has no region or country"]
        }
        var problems: [String] = []
        if ![coarse.regionLine, coarse.countryName].contains(line) {
            problems.append("\(line): not a region or country line")
        }
        // The country may always be named (a city-state's name is its city's); its code is not a town.
        guard line != coarse.countryName, line.contains(",") else { return problems }
        var words = HiddenFixtures.words(line)
        words.removeLast()
        if let last = words.last, regionWords.contains(last) { return problems }
        let bare = words.count > 1 && articles.contains(words[0]) ? Array(words.dropFirst()) : words
        for name in near where [words, bare].contains(HiddenFixtures.words(name)) {
            problems.append("\(line) reads as \(name), within 25 km")
        }
        return problems
    }

    /// The labels of a map that name something within 25 km of `points`, or named like something
    /// that is.
    static func labelProblems(_ labels: [PlacedLabel], points: [Coordinate], near: Set<String>) -> [String] {
        var problems: [String] = []
        // Places and areas (lakes, seas, countries) alike: a name at its dot or label point.
        for label in labels {
            guard let at = label.place?.coordinate ?? label.area?.labelPoint else { continue }
            if let point = points.first(where: {
                $0.distance(to: at) <= Disclosure.hiddenClearanceKilometres * 1000
            }) {
                problems.append("the map names \(label.name), within 25 km of \(point)")
            } else if near.contains(label.name) {
                problems.append("the map names \(label.name), named like a place within 25 km")
            }
        }
        return problems
    }

    func testAThousandHiddenLandPointsNameNothingWithin25KilometresInWordsOrOnTheirMaps() throws {
        let places = try HiddenFixtures.places()
        let disclosure = Disclosure(mode: .hidden, places: places)
        let renderer = MapRenderer(
            database: try HiddenFixtures.database(), fonts: try CardFixtures.hermeticFonts())
        let points = try HiddenFixtures.landPoints(1_000)
        var problems: [String] = []
        var named = 0
        var labelled = 0
        var allNear = Set<String>()
        var shownEntries: [JournalEntry] = []
        for (index, point) in points.enumerated() {
            let entry = HiddenFixtures.entry(index + 1, at: point)
            shownEntries.append(entry)
            let shown = try disclosure.entry(entry)
            let near = try HiddenFixtures.namesNear(point)
            allNear.formUnion(near)
            if shown.place != nil { named += 1 }
            XCTAssertNil(shown.coordinates)
            XCTAssertNil(shown.mapLink)
            problems += try Self.lineProblems(shown, at: point, near: near, places: places).map {
                "\(point): \($0)"
            }
            // The alt text says no more than the line: its other lines are the title and the date.
            let alt = CardAltText.make(for: shown, options: CardOptions())
            XCTAssertEqual(
                alt,
                "Stop \(index + 1)\n\(alt.split(separator: "\n")[1])\n"
                    + (shown.place.map { "Place: \($0)\n" } ?? ""))
            // The card's map: a view around the position rounded to 1 degree, at least 320 km
            // across, and no name within 25 km.
            let details = try renderer.layout(try HiddenFixtures.cardMapRequest(shown))
            XCTAssertGreaterThanOrEqual(details.viewport.widthKilometres, 300)
            XCTAssertTrue(details.markers.isEmpty)
            labelled += details.labels.count
            problems += Self.labelProblems(details.labels, points: [point], near: near)
        }
        // `outdoor map --coords hidden` of all of them: nothing named near any.
        let trip = try disclosure.trip(shownEntries)
        let overview = try renderer.layout(
            .overview(showing: trip.mapOverlays(mark: { _ in .dot }, clusters: true)))
        problems += Self.labelProblems(overview.labels, points: points, near: allNear)
        XCTAssertTrue(overview.markers.isEmpty)
        print(
            "hidden: \(points.count) land points, \(named) with a place line, \(labelled) labels on their maps"
        )
        XCTAssertGreaterThan(named, 900, "most land points have a region line")
        XCTAssertGreaterThan(labelled, 5 * points.count, "the maps still name the region's other places")
        XCTAssertTrue(
            problems.isEmpty, "\(problems.count) leaks:\n" + problems.prefix(40).joined(separator: "\n"))
    }

    /// The landmarks of the place-line checks (`Tests/OutdoorGeoTests/Resources/landmarks.tsv`):
    /// hidden, no line reads as a town within 25 km (`lineProblems`), and the figure of lines that
    /// hold such a town's name inside a longer region name ("Tanger-Tetouan-Al Hoceima") is printed.
    func testNoLandmarksHiddenLineReadsAsATownNearIt() throws {
        let places = try HiddenFixtures.places()
        let disclosure = Disclosure(mode: .hidden, places: places)
        let landmarks = try HiddenFixtures.landmarks()
        XCTAssertGreaterThanOrEqual(landmarks.count, 150)
        var problems: [String] = []
        var inside: [String] = []
        for (index, landmark) in landmarks.enumerated() {
            let shown = try disclosure.entry(HiddenFixtures.entry(index + 1, at: landmark.coordinate))
            let near = try HiddenFixtures.namesNear(landmark.coordinate)
            problems += try Self.lineProblems(shown, at: landmark.coordinate, near: near, places: places).map
            {
                "\(landmark.name): \($0)"
            }
            // A line that holds such a name without saying it is a region's ("Metro Manila, PH"),
            // other than a country's own name (Monaco, Singapore).
            guard let line = shown.place, line.contains(",") else { continue }
            let words = Array(HiddenFixtures.words(line).dropLast())
            if let last = words.last, Self.regionWords.contains(last) { continue }
            if let name = near.sorted().first(where: { HiddenFixtures.contains(words, name: $0) }) {
                inside.append("\(landmark.name): \(line) holds \(name)")
            }
        }
        print(
            "hidden landmarks: \(landmarks.count), \(problems.count) lines read as a town within 25 km, "
                + "\(inside.count) hold such a name in a region's name not marked as a region's:\n"
                + inside.joined(separator: "\n"))
        XCTAssertTrue(problems.isEmpty, problems.joined(separator: "\n"))
    }

    func testAHiddenCardInKamakuraDoesNotNameFujisawa() throws {
        let kamakura = Coordinate(latitude: 35.3192, longitude: 139.5467)
        let shown = try Disclosure(mode: .hidden, places: try HiddenFixtures.places()).entry(
            HiddenFixtures.entry(1, at: kamakura))
        XCTAssertEqual(shown.place, "Kanagawa, JP")
        let log = LabelLog()
        let fonts = try CardFixtures.hermeticFonts()
        let card = try CardRenderer(
            fonts: fonts, map: RecordingMap(database: try HiddenFixtures.database(), fonts: fonts, log: log)
        ).export(shown, photo: nil, options: CardOptions(preset: .square), output: CardOutput())
        let labels = try XCTUnwrap(log.all.first).map(\.name)
        XCTAssertFalse(labels.isEmpty)
        for name in ["Fujisawa", "Kamakura", "Yokohama", "Zushi", "Chigasaki", "Yokosuka"] {
            XCTAssertFalse(labels.contains(name), "\(name) on the map: \(labels)")
            XCTAssertFalse(card.altText.contains(name), card.altText)
        }
        XCTAssertGreaterThanOrEqual(labels.count, 3, "places farther away are still named: \(labels)")
        XCTAssertEqual(
            Self.labelProblems(
                try XCTUnwrap(log.all.first), points: [kamakura], near: try HiddenFixtures.namesNear(kamakura)
            ), [])
    }

    func testAHiddenPlaceInMadridCannotBeReadAsTheCity() throws {
        let places = try HiddenFixtures.places()
        let madrid = Coordinate(latitude: 40.4168, longitude: -3.7038)
        let shown = try Disclosure(mode: .hidden, places: places).entry(HiddenFixtures.entry(1, at: madrid))
        XCTAssertTrue(["Madrid region, ES", "Spain"].contains(shown.place), shown.place ?? "nil")
        XCTAssertEqual(
            try Disclosure(mode: .precise, places: places).entry(HiddenFixtures.entry(1, at: madrid)).place,
            "Madrid, ES")
        let renderer = MapRenderer(
            database: try HiddenFixtures.database(), fonts: try CardFixtures.hermeticFonts())
        let labels = try renderer.layout(try HiddenFixtures.cardMapRequest(shown, preset: .landscape)).labels
        XCTAssertFalse(labels.map(\.name).contains("Madrid"), "\(labels.map(\.name))")
        XCTAssertEqual(
            Self.labelProblems(labels, points: [madrid], near: try HiddenFixtures.namesNear(madrid)), [])
        // A region hardly bigger than its city names the country: Vienna, Berlin, Prague.
        for (point, country) in [
            (Coordinate(latitude: 48.2082, longitude: 16.3738), "Austria"),
            (Coordinate(latitude: 52.52, longitude: 13.405), "Germany"),
            (Coordinate(latitude: 50.0755, longitude: 14.4378), "Czechia"),
        ] {
            let city = try Disclosure(mode: .hidden, places: places).entry(HiddenFixtures.entry(2, at: point))
            XCTAssertEqual(city.place, country, "\(point)")
        }
    }

    func testApproximatePlacesGoThroughTheSameStep() throws {
        let places = try HiddenFixtures.places()
        let onati = Coordinate(latitude: 42.97903, longitude: -2.39802)
        let shown = try Disclosure(mode: .approx, places: places).entry(HiddenFixtures.entry(1, at: onati))
        XCTAssertEqual(shown.coordinates, "≈ 43.0° N, 2.4° W")
        XCTAssertEqual(shown.entry.coordinate, Coordinate(latitude: 43.0, longitude: -2.4))
        XCTAssertTrue(shown.withheld.isEmpty)
        let request = try HiddenFixtures.cardMapRequest(shown)
        XCTAssertEqual(request.overlays(of: MapMarkers.self).first?.pins.map(\.precision), [.approximate])
        XCTAssertEqual(request.overlays(of: MapMarkers.self).first?.areas.first?.radiusKilometres, 10)
    }
}
