import CardTestSupport
import Foundation
import OutdoorCard
import OutdoorModel
import XCTest

/// The summary's alt text: name, dates, figures, weather with credits, and the stops in order.
final class TripSummaryAltTextTests: XCTestCase {
    private func zone(_ local: String) -> String {
        let madrid = TimeZone(identifier: "Europe/Madrid") ?? .current
        return EntryDateFormat.zoneLabel(CardFixtures.date(local, "Europe/Madrid"), in: madrid)
    }

    func testTheBasqueTrip() throws {
        let alt = try TripSummaryAltText.make(
            entries: TripFixtures.basque.reversed(), title: TripFixtures.basqueTitle, options: CardOptions())
        let z = zone("2024-05-18T09:15:00")
        XCTAssertEqual(
            alt,
            """
            Trip summary: Basque Country, May 2024
            Friday 17 May 2024 to Tuesday 21 May 2024
            6 entries over 5 days, 256 km travelled between them (great-circle distance in time order), \
            temperatures from 9°C to 19°C.
            Weather met: Rain, Partly cloudy, Clear, Cloudy. Weather data by Open-Meteo.com (CC BY 4.0).
            Stops in time order:
            1. Rain on the Nervión: Bilbao, Basque Country, ES; Friday 17 May 2024, 19:40 (\(z)); Moderate rain, 14°C
            2. Beech forest stream at Otzarreta: Zeanuri, Basque Country, ES; Saturday 18 May 2024, 09:15 (\(z)); \
            Partly cloudy, 12°C
            3. Dandelion meadow below Arantzazu: Oñati, Basque Country, ES; Saturday 18 May 2024, 16:30 (\(z)); \
            Mainly clear, 19°C
            4. Farmhouse welcome committee: Aretxabaleta, Basque Country, ES; Sunday 19 May 2024, 11:05 (\(z)); \
            Overcast, 15°C
            5. Last light on Anboto: Abadiño, Basque Country, ES; Sunday 19 May 2024, 21:55 (\(z)); Clear sky, 12°C
            6. Fuente Dé to the high pastures: Camaleño, Cantabria, ES; Tuesday 21 May 2024, 13:10 (\(z)); \
            Partly cloudy, 9°C

            """)
    }

    func testImperialMixedSourcesEveryCreditOnce() throws {
        let alt = try TripSummaryAltText.make(
            entries: TripFixtures.mixedSources, title: "Coast and mountains",
            options: CardOptions(units: .imperial))
        XCTAssertTrue(alt.contains("7 entries over 6 days, 213 mi travelled between them"), alt)
        XCTAssertTrue(alt.contains("temperatures from 28°F to 63°F."), alt)
        XCTAssertTrue(
            alt.contains(
                "Weather met: Thunderstorm, Fog, Snow, Sleet, Drizzle, Rain showers, Windy. "
                    + "Weather data by Open-Meteo.com (CC BY 4.0). "
                    + "Generated using Copernicus Climate Change Service information. "
                    + "Weather data from MET Norway (CC BY 4.0). Weather data provided by Apple Weather.\n"),
            alt)
        XCTAssertEqual(alt.components(separatedBy: "Open-Meteo.com").count, 2, "credited once")
        XCTAssertTrue(alt.contains("7. Wind on the Cantabrian coast: Santander, Cantabria, ES;"), alt)
        XCTAssertTrue(alt.contains("; Gusty, 55°F"), alt)
    }

    func testOneEntryWithoutWeather() throws {
        var entry = TripFixtures.basque[0]
        entry.weather = nil
        let alt = try TripSummaryAltText.make(entries: [entry], title: "Bilbao", options: CardOptions())
        let lines = alt.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines[1], "Friday 17 May 2024")
        XCTAssertEqual(lines[2], "1 entry on 1 day.")
        XCTAssertEqual(lines[3], "The stop:")
        XCTAssertFalse(alt.contains("Weather"), alt)
        XCTAssertEqual(lines.count, 5)
    }

    func testPlacesAreNamedAsTheCoordinatesModeAllows() throws {
        var unnamed = TripFixtures.basque[0]
        unnamed.placeCorrection = nil
        let entries = [unnamed, TripFixtures.basque[1]]
        let precise = try TripSummaryAltText.make(entries: entries, title: "T", options: CardOptions())
        XCTAssertTrue(precise.contains("1. Rain on the Nervión: 43.25900° N, 2.92360° W;"), precise)
        let approx = try TripSummaryAltText.make(
            entries: entries, title: "T", options: CardOptions(), coordinates: .approx)
        XCTAssertTrue(approx.contains("1. Rain on the Nervión: about 43.3° N, 2.9° W;"), approx)
        XCTAssertFalse(approx.contains("43.259"), approx)
        let hidden = try TripSummaryAltText.make(
            entries: entries, title: "T", options: CardOptions(), coordinates: .hidden)
        XCTAssertTrue(hidden.contains("1. Rain on the Nervión: Basque Country, ES; Friday"), hidden)
        XCTAssertTrue(
            hidden.contains("2. Beech forest stream at Otzarreta: Basque Country, ES;"), hidden)
        XCTAssertFalse(hidden.contains("Zeanuri"), hidden)
        XCTAssertFalse(hidden.contains("° N"), hidden)
        let nowhere = try TripSummaryAltText.make(
            entries: entries, title: "T", options: CardOptions(), coordinates: .hidden, region: nil)
        XCTAssertTrue(nowhere.contains("1. Rain on the Nervión; Friday"), nowhere)
    }
}
