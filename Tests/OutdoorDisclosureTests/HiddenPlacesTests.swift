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

    /// What a hidden map names that it must not: anything finer than a hidden place line tells.
    ///
    /// Such a map may name countries, oceans and seas, and bays, straits and lakes at least
    /// `smallestNamedWaterKilometres` across, anywhere in its frame, and nothing else: no town, no
    /// small lake or bay, near the place or far from it (a map that named everything but what lies
    /// near the place would show a hole, and the hole would be the answer).
    static func labelProblems(_ labels: [PlacedLabel]) -> [String] {
        labels.compactMap { label in
            switch label.subject {
            case .place(let place):
                return "the map names \(place.name), a place finer than a region"
            case .area(let area):
                switch area.kind {
                case .country, .ocean, .sea:
                    return nil
                case .bay, .strait, .lake, .reservoir:
                    let across = area.bounds.longerSideKilometres
                    return across >= smallestNamedWaterKilometres
                        ? nil : "the map names \(area.name), \(Int(across)) km across"
                }
            }
        }
    }

    /// The smallest bay, strait or lake a hidden map may name, in kilometres across.
    static let smallestNamedWaterKilometres = 200.0

    /// The titles the program writes for an entry at `point` (`GeneratedTitle`): the moment alone,
    /// and the earlier rule "{place}, {time}" with the place line the data computes and with the
    /// coordinates (where it has none): `number` picks one.
    static func generatedTitle(_ number: Int, entry: JournalEntry, places: GeoPlaceResolver) throws -> String
    {
        let time = EntryDateFormat.timeOfDay(entry.timestamp, in: entry.timeZone)
        switch number % 3 {
        case 0: return GeneratedTitle.moment(entry.timestamp, in: entry.timeZone)
        case 1:
            let line = try places.placeLine(at: entry.coordinate)
            return GeneratedTitle.placeWord(line: line, coordinate: entry.coordinate) + ", " + time
        default:
            return GeneratedTitle.placeWord(line: nil, coordinate: entry.coordinate) + ", " + time
        }
    }

    /// A point `kilometres` from `point` in one of eight directions whose hidden place line is
    /// `line`, or nil when none is.
    static func companion(
        of point: Coordinate, kilometres: Double, line: String?, disclosure: Disclosure, number: Int
    ) throws -> (Coordinate, DisclosedEntry)? {
        let angular = kilometres / 6_371.0
        for step in 0..<8 {
            let bearing = Double(step) * .pi / 4
            let lat1 = point.latitude * .pi / 180
            let lon1 = point.longitude * .pi / 180
            let lat2 = asin(sin(lat1) * cos(angular) + cos(lat1) * sin(angular) * cos(bearing))
            var lon2 =
                lon1 + atan2(sin(bearing) * sin(angular) * cos(lat1), cos(angular) - sin(lat1) * sin(lat2))
            lon2 = (lon2 + 3 * .pi).truncatingRemainder(dividingBy: 2 * .pi) - .pi
            let other = Coordinate(latitude: lat2 * 180 / .pi, longitude: lon2 * 180 / .pi)
            let shown = try disclosure.entry(HiddenFixtures.entry(number, at: other))
            if shown.place == line { return (other, shown) }
        }
        return nil
    }

    /// 1,000 random land points, each with a title the program writes: hidden, no output's words
    /// name a place within 25 km, and the maps of the first `mappedPoints` name nothing finer
    /// than the region; two points 60 km apart in one region get the same map, label for label.
    func testAThousandHiddenLandPointsNameNothingWithin25KilometresInWordsOrOnTheirMaps() throws {
        let places = try HiddenFixtures.places()
        let disclosure = Disclosure(mode: .hidden, places: places)
        let renderer = MapRenderer(
            database: try HiddenFixtures.database(), fonts: try CardFixtures.hermeticFonts())
        let points = try HiddenFixtures.landPoints(1_000)
        let mappedPoints = 200
        let pairedPoints = 100
        var problems: [String] = []
        var named = 0
        var labelled = 0
        var paired = 0
        var shownEntries: [JournalEntry] = []
        for (index, point) in points.enumerated() {
            var entry = HiddenFixtures.entry(index + 1, at: point)
            entry.title = try Self.generatedTitle(index, entry: entry, places: places)
            shownEntries.append(entry)
            let shown = try disclosure.entry(entry)
            let near = try HiddenFixtures.namesNear(point)
            if shown.place != nil { named += 1 }
            XCTAssertNil(shown.coordinates)
            XCTAssertNil(shown.mapLink)
            problems += try Self.lineProblems(shown, at: point, near: near, places: places).map {
                "\(point): \($0)"
            }
            // The title the program wrote is the moment, whatever rule wrote it.
            XCTAssertEqual(shown.entry.title, GeneratedTitle.moment(entry.timestamp, in: entry.timeZone))
            // The alt text says no more than the line: its other lines are the title and the date;
            // the file name is the date and the moment.
            let alt = CardAltText.make(for: shown, options: CardOptions())
            XCTAssertEqual(
                alt,
                "\(shown.entry.title)\n\(alt.split(separator: "\n")[1])\n"
                    + (shown.place.map { "Place: \($0)\n" } ?? ""))
            let words = HiddenFixtures.words(alt + " " + shown.fileStem)
            for name in near where HiddenFixtures.contains(words, name: name) {
                guard !HiddenFixtures.words(name).allSatisfy(HiddenFixtures.words(shown.place ?? "").contains)
                else { continue }
                problems.append("\(point): the alt text or file name names \(name)")
            }
            guard index < mappedPoints else { continue }
            // The card's map: the region's box, at least 320 km across, and no name finer than it.
            let details = try renderer.layout(try HiddenFixtures.cardMapRequest(shown))
            XCTAssertGreaterThanOrEqual(details.viewport.widthKilometres, 300)
            XCTAssertTrue(details.markers.isEmpty)
            labelled += details.labels.count
            problems += Self.labelProblems(details.labels).map { "\(point): \($0)" }
            // A place 60 km away in the same region gets the same map: the hole is nowhere.
            guard index < pairedPoints,
                let (other, otherShown) = try Self.companion(
                    of: point, kilometres: 60, line: shown.place, disclosure: disclosure, number: index + 1)
            else { continue }
            paired += 1
            let otherDetails = try renderer.layout(try HiddenFixtures.cardMapRequest(otherShown))
            XCTAssertEqual(otherDetails.viewport.center, details.viewport.center, "\(point) and \(other)")
            XCTAssertEqual(
                otherDetails.labels.map(\.name), details.labels.map(\.name), "\(point) and \(other)")
        }
        // `outdoor map --coords hidden` of all of them: nothing finer than a region either.
        let trip = try disclosure.trip(shownEntries)
        let overview = try renderer.layout(
            .overview(showing: trip.mapOverlays(mark: { _ in .dot }, clusters: true)))
        problems += Self.labelProblems(overview.labels)
        XCTAssertTrue(overview.markers.isEmpty)
        print(
            "hidden: \(points.count) land points, \(named) with a place line; \(labelled) labels on "
                + "\(mappedPoints) maps; \(paired) pairs 60 km apart in one region drew the same map"
        )
        XCTAssertGreaterThan(named, 900, "most land points have a region line")
        XCTAssertGreaterThan(labelled, mappedPoints, "the maps still name countries and seas")
        XCTAssertGreaterThan(paired, pairedPoints / 2)
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
        // No town near it, nor Tokyo far from it: a map naming Tokyo but not Kamakura shows the hole.
        for name in ["Fujisawa", "Kamakura", "Yokohama", "Zushi", "Chigasaki", "Yokosuka", "Tokyo"] {
            XCTAssertFalse(labels.contains(name), "\(name) on the map: \(labels)")
            XCTAssertFalse(card.altText.contains(name), card.altText)
        }
        XCTAssertTrue(labels.contains("JAPAN") || labels.contains("Japan"), "the country is named: \(labels)")
        XCTAssertEqual(Self.labelProblems(try XCTUnwrap(log.all.first)), [])
    }

    func testAHiddenMapFramesItsRegionCentredEvenOnACoast() throws {
        // Issue 43 item 13: the hidden card of an Istrian entry framed Austria and Slovenia with
        // Istria cut off at the bottom edge (the view leaned towards land).
        let disclosure = Disclosure(mode: .hidden, places: try HiddenFixtures.places())
        let renderer = MapRenderer(
            database: try HiddenFixtures.database(), fonts: try CardFixtures.hermeticFonts())
        for (point, line) in [
            (Coordinate(latitude: 45.4094, longitude: 13.9667), "Istria, HR"),
            (Coordinate(latitude: 35.3192, longitude: 139.5467), "Kanagawa, JP"),
        ] {
            let shown = try disclosure.entry(HiddenFixtures.entry(1, at: point))
            XCTAssertEqual(shown.place, line)
            let extent = try XCTUnwrap(shown.extent)
            let view = try renderer.layout(try HiddenFixtures.cardMapRequest(shown, preset: .square)).viewport
            let middle = Coordinate(
                latitude: (extent.south + extent.north) / 2, longitude: (extent.west + extent.east) / 2)
            let centre = view.project(middle)
            XCTAssertEqual(centre.x / Double(view.width), 0.5, accuracy: 0.1, line)
            XCTAssertEqual(centre.y / Double(view.height), 0.5, accuracy: 0.1, line)
        }
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
        XCTAssertEqual(Self.labelProblems(labels), [])
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
