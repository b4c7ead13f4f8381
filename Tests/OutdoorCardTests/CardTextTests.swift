import CardTestSupport
import Foundation
import OutdoorCard
import OutdoorDisclosure
import OutdoorModel
import XCTest

/// The texts a card shows of its disclosed entry, its file name and its alt text (what each
/// `--coords` mode shows is `DisclosureTests`').
final class CardTextTests: XCTestCase {
    func testFileNameUsesTheLocalDateOfThePlace() throws {
        // 00:30 on 14 June in Tokyo is still 13 June in UTC.
        let entry = CardFixtures.entry(
            title: "Morning walk by the lake", local: "2025-06-14T00:30:00", timeZone: "Asia/Tokyo")
        XCTAssertEqual(
            CardFileName.make(for: try entry.disclosed(), format: .png),
            "2025-06-14-morning-walk-by-the-lake.png")
        XCTAssertEqual(
            CardFileName.make(for: try entry.disclosed(), format: .jpeg),
            "2025-06-14-morning-walk-by-the-lake.jpg")
        XCTAssertEqual(
            CardFileName.make(for: try entry.disclosed(.hidden), format: .png),
            "2025-06-14-morning-walk-by-the-lake.png", "the person's own words, whatever the mode")
        let arabic = CardFixtures.entry(
            title: "غروب الشمس", local: "2023-11-03T16:48:00", timeZone: "Asia/Amman")
        XCTAssertEqual(
            CardFileName.make(for: try arabic.disclosed(), format: .png), "2023-11-03-غروب-الشمس.png")
        let symbols = CardFixtures.entry(title: "!!! ???")
        XCTAssertEqual(CardFileName.make(for: try symbols.disclosed(), format: .png), "2025-06-14-entry.png")
    }

    func testCardTextsFollowTheOptions() throws {
        let entry = CardFixtures.entry(
            title: "  Morning walk  ", local: "2025-06-14T08:42:00", timeZone: "Europe/Oslo", place: " ",
            weather: WeatherReading(
                summary: "", temperatureCelsius: 18.4, symbol: .cloudSun, source: .openMeteoArchive),
            note: "   ")
        let text = CardText.make(
            for: try Disclosure.fixture(.hidden, region: nil).entry(entry),
            options: CardOptions(units: .imperial))
        XCTAssertEqual(text.title, "Morning walk")
        XCTAssertEqual(text.date, "2025 JUN 14  08:42")
        XCTAssertNil(text.place, "a blank place name is no place name")
        XCTAssertNil(text.note, "a blank note is no note")
        XCTAssertNil(text.coordinates)
        let weather = try XCTUnwrap(text.weather)
        XCTAssertEqual(weather.temperature, "65°F")
        XCTAssertEqual(
            weather.summary, "Partly cloudy", "an empty summary falls back to the icon's condition")
        XCTAssertEqual(weather.attribution.count, 2)
        XCTAssertEqual(
            text.mapAttribution, "Map: GSHHG (LGPL-3.0), Natural Earth · Places: GeoNames (CC BY 4.0)")
        XCTAssertNil(
            CardText.make(for: try CardFixtures.noWeather.disclosed(), options: CardOptions()).weather)
    }

    func testAltTextPrecise() throws {
        let alt = CardAltText.make(for: try CardFixtures.meadow.disclosed(), options: CardOptions())
        XCTAssertEqual(
            alt,
            """
            Dandelion meadow below Arantzazu
            Saturday 18 May 2024, 16:30 (\(zone("2024-05-18T16:30:00", "Europe/Madrid")))
            Weather: Mainly clear, 19°C. Weather data by Open-Meteo.com (CC BY 4.0).
            Place: Oñati, Basque Country, ES (42.97903° N, 2.39802° W)
            Note: Seed heads everywhere and a warm wind from the south. Lay in the grass for an hour.
            Map: https://www.openstreetmap.org/?mlat=42.97903&mlon=-2.39802#map=14/42.97903/-2.39802

            """)
    }

    func testAltTextApproxHiddenImperialAndTwoCredits() throws {
        let approx = CardAltText.make(
            for: try CardFixtures.era5.disclosed(.approx), options: CardOptions(units: .imperial))
        XCTAssertTrue(approx.contains("Place: Oñati, Basque Country, ES (about 43.0° N, 2.4° W)"), approx)
        XCTAssertTrue(approx.contains("Map: https://www.openstreetmap.org/#map=10/43.0/-2.4"), approx)
        XCTAssertFalse(approx.contains("mlat"))
        XCTAssertTrue(
            approx.contains(
                "Weather: Slight rain, 49°F. Weather data by Open-Meteo.com (CC BY 4.0). "
                    + "Generated using Copernicus Climate Change Service information."), approx)
        XCTAssertTrue(approx.contains("Saturday 13 April 2019, 10:20"), approx)

        let hidden = CardAltText.make(for: try CardFixtures.era5.disclosed(.hidden), options: CardOptions())
        XCTAssertTrue(hidden.contains("Place: Basque Country, ES\n"), hidden)
        XCTAssertFalse(hidden.contains("Oñati"), "the line of the town (here a correction) is not shown")
        XCTAssertFalse(hidden.contains("42.9"))
        XCTAssertFalse(hidden.contains("openstreetmap"))

        let bare = CardAltText.make(
            for: try Disclosure.fixture(.hidden, region: nil).entry(
                CardFixtures.entry(place: nil, weather: nil, note: nil)),
            options: CardOptions())
        XCTAssertEqual(bare.split(separator: "\n").count, 2, bare)
        XCTAssertFalse(bare.contains("Weather"))
    }

    func testAltTextUsesThePlacesLocalTime() throws {
        let tokyo = CardFixtures.entry(local: "2025-06-14T00:30:00", timeZone: "Asia/Tokyo")
        let alt = CardAltText.make(for: try tokyo.disclosed(), options: CardOptions())
        XCTAssertTrue(alt.contains("Saturday 14 June 2025, 00:30"), alt)
    }

    private func zone(_ local: String, _ identifier: String) -> String {
        EntryDateFormat.zoneLabel(
            CardFixtures.date(local, identifier), in: TimeZone(identifier: identifier) ?? .current)
    }
}
