import Foundation
import OutdoorDisclosure
import OutdoorMapModel
import OutdoorModel
import XCTest

/// The one step that decides what any output shows of a place, per `--coords` mode, with a
/// stand-in source of place lines (no map data).
final class DisclosureTests: XCTestCase {
    private let boulder = Coordinate(latitude: 40.014986, longitude: -105.270546)

    /// Place lines for a stand-in world: every point is "near Boulder", in Colorado, in the US.
    private struct Places: PlaceLineSource {
        var coarse = CoarsePlace(
            regionLine: "Colorado, US", countryName: "United States", regionAreaSquareKilometres: 270_000)
        static let boulderCentre = Coordinate(latitude: 40.015, longitude: -105.27)
        func place(at coordinate: Coordinate) throws -> PlaceLine? {
            PlaceLine(
                text: "near Boulder, Colorado, US",
                locality: NamedLocality(
                    name: "Boulder", kind: .town, relation: .near, coordinate: Self.boulderCentre))
        }
        func coarsePlace(at coordinate: Coordinate) throws -> CoarsePlace? { coarse }
    }

    private func entry(
        _ coordinate: Coordinate? = nil, correction: String? = nil, altitude: Double? = 1_655
    ) -> JournalEntry {
        let time = Date(timeIntervalSince1970: 1_750_000_000)
        return JournalEntry(
            timestamp: time, timeZoneIdentifier: "America/Denver", title: "Flatirons",
            coordinate: coordinate ?? boulder,
            placeCorrection: correction, note: "Steep", capture: CaptureDetails(altitude: altitude),
            createdAt: time,
            updatedAt: time)
    }

    private func disclose(_ mode: CoordinatesMode, _ entry: JournalEntry, places: Places = Places()) throws
        -> DisclosedEntry
    {
        try Disclosure(mode: mode, places: places).entry(entry)
    }

    func testCoordinatesAndLinksPerMode() throws {
        let precise = try disclose(.precise, entry())
        XCTAssertEqual(precise.coordinates, "40.01499° N, 105.27055° W")
        XCTAssertEqual(
            precise.mapLink,
            "https://www.openstreetmap.org/?mlat=40.01499&mlon=-105.27055#map=14/40.01499/-105.27055")
        let approx = try disclose(.approx, entry())
        XCTAssertEqual(approx.coordinates, "≈ 40.0° N, 105.3° W")
        XCTAssertEqual(approx.mapLink, "https://www.openstreetmap.org/#map=10/40.0/-105.3")
        let hidden = try disclose(.hidden, entry())
        XCTAssertNil(hidden.coordinates)
        XCTAssertNil(hidden.mapLink)
        // A value that rounds to zero is not "-0.0" and counts as north/east.
        let nearZero = try disclose(.approx, entry(Coordinate(latitude: -0.04, longitude: -0.000001)))
        XCTAssertEqual(nearZero.coordinates, "≈ 0.0° N, 0.0° E")
        let south = try disclose(.precise, entry(Coordinate(latitude: -33.856784, longitude: 151.215297)))
        XCTAssertEqual(south.coordinates, "33.85678° S, 151.21530° E")
    }

    func testTheEntryShownHoldsNothingFinerThanTheModeAllows() throws {
        let original = entry(correction: "Chautauqua Park, Boulder, US")
        let rounded = Coordinate(latitude: 40.0, longitude: -105.3)
        for mode in CoordinatesMode.allCases {
            let shown = try disclose(mode, original)
            XCTAssertNil(
                shown.entry.placeCorrection, "\(mode): the shown line is `place`, never the stored one")
            XCTAssertEqual(shown.entry.coordinate, mode == .precise ? boulder : rounded, "\(mode)")
            XCTAssertEqual(shown.entry.capture.altitude, mode == .precise ? 1_655 : nil, "\(mode)")
            // The person's own words never change.
            XCTAssertEqual(shown.entry.title, "Flatirons")
            XCTAssertEqual(shown.entry.note, "Steep")
            XCTAssertEqual(shown.fileStem, original.fileStem())
            XCTAssertEqual(shown.id, original.id)
        }
    }

    func testPlaceLinesPerMode() throws {
        // Without a correction, the line the data computes now; with one, the correction...
        XCTAssertEqual(try disclose(.precise, entry()).place, "near Boulder, Colorado, US")
        XCTAssertFalse(try disclose(.precise, entry()).isPlaceCorrected)
        let corrected = entry(correction: "Chautauqua Park, Boulder, US")
        XCTAssertEqual(try disclose(.precise, corrected).place, "Chautauqua Park, Boulder, US")
        XCTAssertTrue(try disclose(.precise, corrected).isPlaceCorrected)
        // ...but approx shows the line the data computes (a correction is the most precise place
        // text there is: "Secret spring below Slivnica"), and hidden the region only.
        XCTAssertEqual(try disclose(.approx, corrected).place, "near Boulder, Colorado, US")
        XCTAssertFalse(try disclose(.approx, corrected).isPlaceCorrected)
        let secret = entry(correction: "Secret spring below Slivnica")
        XCTAssertEqual(try disclose(.approx, secret).place, "near Boulder, Colorado, US")
        XCTAssertEqual(try disclose(.hidden, secret).place, "Colorado, US")
        XCTAssertEqual(try disclose(.hidden, corrected).place, "Colorado, US")
        XCTAssertFalse(try disclose(.hidden, corrected).isPlaceCorrected)
        // Without a source of place lines: corrections only, and nothing when hidden.
        let bare = Disclosure(mode: .precise, places: nil)
        XCTAssertNil(try bare.entry(entry()).place)
        XCTAssertEqual(try bare.entry(corrected).place, "Chautauqua Park, Boulder, US")
        XCTAssertNil(try Disclosure(mode: .hidden, places: nil).entry(corrected).place)
    }

    func testARegionNamedLikeATownIsWrittenAsARegionOrTheCountryIsNamed() throws {
        // Madrid's region is large: "Madrid region, ES" cannot be read as the city.
        var places = Places()
        places.coarse = CoarsePlace(
            regionLine: "Madrid region, ES", countryName: "Spain", regionSharesNameWithTown: true,
            regionAreaSquareKilometres: 24_000)
        XCTAssertEqual(try disclose(.hidden, entry(), places: places).place, "Madrid region, ES")
        // Vienna's region is hardly bigger than the city: the country is named instead, wherever
        // in the region the place is (so the choice tells nothing more).
        places.coarse = CoarsePlace(
            regionLine: "Vienna region, AT", countryName: "Austria", regionSharesNameWithTown: true,
            regionAreaSquareKilometres: 930)
        XCTAssertEqual(try disclose(.hidden, entry(), places: places).place, "Austria")
        places.coarse.regionAreaSquareKilometres = nil
        XCTAssertEqual(try disclose(.hidden, entry(), places: places).place, "Austria")
        // A small region not named like a town is named.
        places.coarse = CoarsePlace(
            regionLine: "Appenzell Innerrhoden, CH", countryName: "Switzerland",
            regionAreaSquareKilometres: 300)
        XCTAssertEqual(try disclose(.hidden, entry(), places: places).place, "Appenzell Innerrhoden, CH")
    }

    func testAHiddenPlacesMapFramesTheAreaItsLineNamesWhereverThePlaceIsInIt() throws {
        var places = Places()
        let colorado = PlaceExtent(south: 37, north: 41, west: -109.05, east: -102.04)
        let unitedStates = PlaceExtent(south: 24.5, north: 49.4, west: -124.8, east: -66.9)
        places.coarse.regionExtent = colorado
        places.coarse.countryExtent = unitedStates
        let pins = try [boulder, Coordinate(latitude: 38.8, longitude: -104.8)].map {
            try disclose(.hidden, entry($0), places: places).pin()
        }
        XCTAssertEqual(pins.map(\.extent), [colorado, colorado])
        XCTAssertTrue(pins.allSatisfy { $0.place == nil && $0.precision == .hidden })
        // A region hardly bigger than its town names the country, and frames it.
        places.coarse.regionSharesNameWithTown = true
        places.coarse.regionAreaSquareKilometres = 930
        XCTAssertEqual(try disclose(.hidden, entry(), places: places).pin().extent, unitedStates)
        // Other modes frame their own positions.
        XCTAssertNil(try disclose(.approx, entry(), places: places).pin().extent)
        XCTAssertNil(try disclose(.precise, entry(), places: places).pin().extent)
    }

    func testATitleTheProgramWroteIsReplacedByTheMomentAsTheJournalRecordsIt() throws {
        var imported = entry()
        imported.title = "Iceland trip, Boulder"  // a rule with "{file}" in it, say
        imported.titleIsGenerated = true
        let moment = GeneratedTitle.moment(imported.timestamp, in: imported.timeZone)
        XCTAssertEqual(try disclose(.precise, imported).entry.title, "Iceland trip, Boulder")
        XCTAssertEqual(try disclose(.approx, imported).entry.title, moment)
        XCTAssertEqual(try disclose(.hidden, imported).entry.title, moment)
        // Typed (or taken over with `edit --title`): the person's, even in the rule's shape.
        var typed = entry()
        typed.title = "Near Boulder, " + EntryDateFormat.timeOfDay(typed.timestamp, in: typed.timeZone)
        typed.titleIsGenerated = false
        XCTAssertEqual(try disclose(.hidden, typed).entry.title, typed.title)
        // Not recorded (a journal from before schema 10): the rule's shape tells.
        typed.titleIsGenerated = nil
        XCTAssertEqual(try disclose(.hidden, typed).entry.title, moment)
        typed.title = "Flatirons"
        XCTAssertEqual(try disclose(.hidden, typed).entry.title, "Flatirons")
    }

    func testARoundTripIsOneThatEndsWhereItBegan() throws {
        let disclosure = Disclosure(mode: .hidden, places: Places())
        func trip(_ points: [(Double, Double)]) throws -> DisclosedTrip {
            try disclosure.trip(
                points.enumerated().map { index, point in
                    var stop = entry(Coordinate(latitude: point.0, longitude: point.1))
                    stop.id = UUID()
                    stop.timestamp = stop.timestamp.addingTimeInterval(Double(index) * 3_600)
                    return stop
                })
        }
        // Koper, Rovinj, and back to within a few km of Koper: a round trip.
        XCTAssertTrue(try trip([(45.548, 13.730), (45.081, 13.638), (45.540, 13.700)]).isRoundTrip)
        // Koper, Rovinj, then Nova Gorica (in the same hidden region line as Koper here): not one.
        XCTAssertFalse(try trip([(45.548, 13.730), (45.081, 13.638), (45.956, 13.648)]).isRoundTrip)
        // Two stops in one place, or a trip that never left: not a round trip.
        XCTAssertFalse(try trip([(45.548, 13.730), (45.549, 13.731)]).isRoundTrip)
        XCTAssertFalse(try trip([(45.548, 13.730), (45.55, 13.74), (45.549, 13.731)]).isRoundTrip)
    }

    func testTheMapIsGivenNoMoreThanTheModeAllows() throws {
        let precise = try disclose(.precise, entry())
        XCTAssertEqual(
            precise.pin(),
            MapPin(
                boulder, precision: .exact, mark: .pin,
                place: NamedLocality(
                    name: "Boulder", kind: .town, relation: .near, coordinate: Places.boulderCentre)))
        XCTAssertTrue(precise.withheld.isEmpty)
        XCTAssertEqual(precise.mapOverlays().count, 1)

        let approx = try disclose(.approx, entry())
        XCTAssertEqual(approx.pin().precision, .approximate)
        XCTAssertEqual(approx.pin().coordinate, Coordinate(latitude: 40.0, longitude: -105.3))
        XCTAssertTrue(approx.withheld.isEmpty)

        let hidden = try disclose(.hidden, entry())
        XCTAssertEqual(
            hidden.pin(.dot),
            MapPin(Coordinate(latitude: 40.0, longitude: -105.3), precision: .hidden, mark: .dot))
        XCTAssertNil(hidden.pin().place, "a hidden pin names no place")
        // A disc around the position rounded to 0.5° that covers the clearance around the true one.
        let area = try XCTUnwrap(hidden.withheld.first)
        XCTAssertEqual(area.center, Coordinate(latitude: 40.0, longitude: -105.5))
        XCTAssertEqual(area.radiusKilometres, 64.5)
        XCTAssertGreaterThanOrEqual(
            area.radiusKilometres * 1000 - area.center.distance(to: boulder),
            Disclosure.hiddenClearanceKilometres * 1000)
        let overlays = hidden.mapOverlays()
        XCTAssertEqual(overlays.compactMap { $0 as? MapWithheldAreas }.first?.areas, hidden.withheld)
    }

    func testRoundingNeverMovesAHiddenPlaceOutOfItsWithheldClearance() throws {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let point = Coordinate(
                latitude: Double.random(in: -84...84, using: &random),
                longitude: Double.random(in: -180...180, using: &random))
            let area = try XCTUnwrap(try disclose(.hidden, entry(point)).withheld.first)
            XCTAssertLessThanOrEqual(
                area.center.distance(to: point) / 1000,
                area.radiusKilometres - Disclosure.hiddenClearanceKilometres, "\(point)")
        }
    }

    /// An overlay kind of a later change (a track, say) that says nothing about hidden places.
    private struct Track: MapOverlay {
        var points: [Coordinate]
    }

    func testEveryOverlayGoesThroughTheRuleAndUnknownKindsAreLeftOffHiddenMaps() throws {
        let track = Track(points: [boulder])
        let precise = try disclose(.precise, entry()).mapOverlays(adding: [track])
        XCTAssertEqual(precise.count, 2, "nothing is withheld from a precise map")
        let hidden = try disclose(.hidden, entry()).mapOverlays(adding: [track])
        XCTAssertFalse(hidden.contains { $0 is Track }, "a track near a hidden place is not drawn")
        XCTAssertEqual(hidden.compactMap { $0 as? MapMarkers }.count, 1)
        XCTAssertEqual(hidden.compactMap { $0 as? MapWithheldAreas }.count, 1)
    }

    func testTheRuleKeepsWhatRevealsNothingAndDropsWhatWould() throws {
        let areas = MapWithheldAreas([MapWithheldAreas.Area(center: boulder, radiusKilometres: 33)])
        let near = Coordinate(latitude: 40.1, longitude: -105.2)
        let far = Coordinate(latitude: 45, longitude: -110)
        let overlays: [any MapOverlay] = [
            MapMarkers([
                MapPin(boulder, place: PlaceLine.written("Boulder").locality),
                MapPin(far, place: PlaceLine.written("Far").locality),
            ]),
            MapRoute([far, boulder]),
            MapRoute([far, Coordinate(latitude: 46, longitude: -111)]),
            MapArea(around: near, radiusKilometres: 10),
            MapArea(around: far, radiusKilometres: 10),
            areas,
        ]
        let kept = MapWithheldAreas.restrict(overlays)
        let markers = try XCTUnwrap(kept.first as? MapMarkers)
        XCTAssertEqual(markers.pins.map(\.precision), [.hidden, .exact], "a pin in an area is hidden")
        XCTAssertEqual(markers.pins.map(\.place?.name), [nil, "Far"])
        XCTAssertEqual(
            kept.compactMap { $0 as? MapRoute }, [MapRoute([far, Coordinate(latitude: 46, longitude: -111)])])
        XCTAssertEqual(kept.compactMap { $0 as? MapArea }.map(\.center), [far])
        XCTAssertEqual(kept.compactMap { $0 as? MapWithheldAreas }, [areas])
        // Without withheld areas nothing changes.
        XCTAssertEqual(MapWithheldAreas.restrict(Array(overlays.dropLast())).count, overlays.count - 1)
    }

    func testATripKeepsItsTrueFiguresAndHidesItsRoute() throws {
        let stops = (0..<3).map { i in
            var stop = entry(Coordinate(latitude: 40.01 + 0.02 * Double(i), longitude: -105.27))
            stop.id = UUID()
            stop.timestamp = stop.timestamp.addingTimeInterval(Double(i) * 3_600)
            return stop
        }
        let hidden = try Disclosure(mode: .hidden, places: Places()).trip(stops.reversed())
        XCTAssertEqual(hidden.entries.map(\.id), stops.map(\.id), "time order")
        XCTAssertEqual(hidden.figures, TripFigures(entries: stops), "the figures of the true route")
        XCTAssertGreaterThan(hidden.figures.distanceMetres, 4_000)
        let overlays = hidden.mapOverlays(mark: { .number($0 + 1) }, route: true)
        XCTAssertTrue(overlays.allSatisfy { !($0 is MapRoute) }, "no route through hidden places")
        XCTAssertEqual(
            Set(overlays.compactMap { $0 as? MapWithheldAreas }.first?.areas.map(\.center) ?? []),
            [Coordinate(latitude: 40.0, longitude: -105.5)], "each stop's area, once (one half-degree cell)")
        // Shown together, each stop's own map withholds the others' areas too.
        var far = entry(Coordinate(latitude: -33.9, longitude: 18.4))
        far.timestamp = far.timestamp.addingTimeInterval(86_400)
        let mixed = try Disclosure(mode: .hidden, places: Places()).trip(stops + [far])
        for shown in mixed.entries.dropLast() {
            XCTAssertEqual(shown.withheld.map(\.center), [Coordinate(latitude: 40.0, longitude: -105.5)])
        }
        XCTAssertEqual(mixed.entries.last?.withheld.count, 1, "areas out of reach of its map are left out")
        let approx = try Disclosure(mode: .approx, places: Places()).trip(stops)
        XCTAssertEqual(
            approx.mapOverlays(mark: { .number($0 + 1) }, route: true).compactMap { $0 as? MapRoute }.count, 1
        )
    }
}
