import Foundation
import OutdoorModel
import XCTest

/// One figure per fact (issue 37 item 8): a trip's credits each once, its distance printed one way.
final class TripFiguresTests: XCTestCase {
    private func entry(_ minutes: Double, lat: Double, source: WeatherSource?) -> JournalEntry {
        JournalEntry(
            timestamp: Date(timeIntervalSince1970: 1_700_000_000 + minutes * 60), title: "t",
            coordinate: Coordinate(latitude: lat, longitude: 10),
            weather: source.flatMap {
                WeatherReading(wmoCode: 1, temperatureCelsius: 12, isDay: true, source: $0)
            },
            createdAt: Date(), updatedAt: Date())
    }

    func testEachCreditIsListedOnceThoughTwoSourcesShareIt() {
        // Open-Meteo's forecast and its archive both credit Open-Meteo.com.
        let figures = TripFigures(entries: [
            entry(0, lat: 45, source: .openMeteo), entry(60, lat: 45.1, source: .openMeteoArchive),
            entry(120, lat: 45.2, source: .openMeteo),
        ])
        XCTAssertEqual(figures.weatherSources, [.openMeteo, .openMeteoArchive])
        XCTAssertEqual(
            figures.weatherCredits,
            [
                "Weather data by Open-Meteo.com (CC BY 4.0)",
                "Generated using Copernicus Climate Change Service information",
            ])
        XCTAssertEqual(TripFigures(entries: [entry(0, lat: 45, source: nil)]).weatherCredits, [])
    }

    func testDistancesAreGroupedByThousands() {
        XCTAssertEqual(TripFigures.formatDistance(25_404_200, units: .metric), "25,404 km")
        XCTAssertEqual(TripFigures.formatDistance(412_000, units: .metric), "412 km")
        XCTAssertEqual(TripFigures.formatDistance(3_240, units: .metric), "3.2 km")
        XCTAssertEqual(TripFigures.formatDistance(1_609_344 * 2, units: .imperial), "2,000 mi")
        XCTAssertEqual(TripFigures.grouped(-1_234_567), "-1,234,567")
    }

    func testWithoutTracksTheRouteGivesNoTravelledFigure() {
        XCTAssertNil(TripRoute.travelledMetres(stops: [entry(0, lat: 45, source: nil)], tracks: []))
    }
}
