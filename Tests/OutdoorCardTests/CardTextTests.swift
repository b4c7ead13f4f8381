import CardTestSupport
import Foundation
import OutdoorCard
import OutdoorModel
import XCTest

/// Coordinates per mode, the texts a card shows, its file name and its alt text.
final class CardTextTests: XCTestCase {
    private let boulder = Coordinate(latitude: 40.014986, longitude: -105.270546)

    func testCoordinatesPerMode() {
        XCTAssertEqual(CardCoordinates.precise.text(for: boulder), "40.01499° N, 105.27055° W")
        XCTAssertEqual(CardCoordinates.approx.text(for: boulder), "≈ 40.0° N, 105.3° W")
        XCTAssertNil(CardCoordinates.hidden.text(for: boulder))
        let south = Coordinate(latitude: -33.856784, longitude: 151.215297)
        XCTAssertEqual(CardCoordinates.precise.text(for: south), "33.85678° S, 151.21530° E")
        // A value that rounds to zero is not "-0.0" and counts as north/east.
        let nearZero = Coordinate(latitude: -0.04, longitude: -0.000001)
        XCTAssertEqual(CardCoordinates.approx.text(for: nearZero), "≈ 0.0° N, 0.0° E")
        XCTAssertEqual(CardCoordinates.precise.text(for: nearZero), "0.04000° S, 0.00000° E")
    }

    func testTheMapNeverSeesMorePrecisionThanTheCardShows() {
        XCTAssertEqual(CardCoordinates.precise.mapCoordinate(for: boulder), boulder)
        let rounded = Coordinate(latitude: 40.0, longitude: -105.3)
        XCTAssertEqual(CardCoordinates.approx.mapCoordinate(for: boulder), rounded)
        XCTAssertEqual(CardCoordinates.hidden.mapCoordinate(for: boulder), rounded)
    }

    func testMapLinks() {
        XCTAssertEqual(
            CardCoordinates.precise.mapLink(for: boulder),
            "https://www.openstreetmap.org/?mlat=40.01499&mlon=-105.27055#map=14/40.01499/-105.27055")
        XCTAssertEqual(
            CardCoordinates.approx.mapLink(for: boulder), "https://www.openstreetmap.org/#map=10/40.0/-105.3")
        XCTAssertNil(CardCoordinates.hidden.mapLink(for: boulder))
    }

    func testFileNameUsesTheLocalDateOfThePlace() {
        // 00:30 on 14 June in Tokyo is still 13 June in UTC.
        let entry = CardFixtures.entry(
            title: "Morning walk by the lake", local: "2025-06-14T00:30:00", timeZone: "Asia/Tokyo")
        XCTAssertEqual(CardFileName.make(for: entry, format: .png), "2025-06-14-morning-walk-by-the-lake.png")
        XCTAssertEqual(
            CardFileName.make(for: entry, format: .jpeg), "2025-06-14-morning-walk-by-the-lake.jpg")
        let arabic = CardFixtures.entry(
            title: "غروب الشمس", local: "2023-11-03T16:48:00", timeZone: "Asia/Amman")
        XCTAssertEqual(CardFileName.make(for: arabic, format: .png), "2023-11-03-غروب-الشمس.png")
        let symbols = CardFixtures.entry(title: "!!! ???")
        XCTAssertEqual(CardFileName.make(for: symbols, format: .png), "2025-06-14-entry.png")
    }

    func testCardTextsFollowTheOptions() throws {
        let entry = CardFixtures.entry(
            title: "  Morning walk  ", local: "2025-06-14T08:42:00", timeZone: "Europe/Oslo", place: " ",
            weather: WeatherReading(
                summary: "", temperatureCelsius: 18.4, symbol: .cloudSun, source: .openMeteoArchive),
            note: "   ")
        let text = CardText.make(for: entry, options: CardOptions(units: .imperial, coordinates: .hidden))
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
        XCTAssertNil(CardText.make(for: CardFixtures.noWeather, options: CardOptions()).weather)
    }

    func testAltTextPrecise() {
        let alt = CardAltText.make(for: CardFixtures.meadow, options: CardOptions())
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

    func testAltTextApproxHiddenImperialAndTwoCredits() {
        let approx = CardAltText.make(
            for: CardFixtures.era5, options: CardOptions(units: .imperial, coordinates: .approx))
        XCTAssertTrue(approx.contains("Place: Oñati, Basque Country, ES (about 43.0° N, 2.4° W)"), approx)
        XCTAssertTrue(approx.contains("Map: https://www.openstreetmap.org/#map=10/43.0/-2.4"), approx)
        XCTAssertFalse(approx.contains("mlat"))
        XCTAssertTrue(
            approx.contains(
                "Weather: Slight rain, 49°F. Weather data by Open-Meteo.com (CC BY 4.0). "
                    + "Generated using Copernicus Climate Change Service information."), approx)
        XCTAssertTrue(approx.contains("Saturday 13 April 2019, 10:20"), approx)

        let hidden = CardAltText.make(for: CardFixtures.era5, options: CardOptions(coordinates: .hidden))
        XCTAssertTrue(hidden.contains("Place: Oñati, Basque Country, ES\n"), hidden)
        XCTAssertFalse(hidden.contains("42.9"))
        XCTAssertFalse(hidden.contains("openstreetmap"))

        let bare = CardAltText.make(
            for: CardFixtures.entry(place: nil, weather: nil, note: nil),
            options: CardOptions(coordinates: .hidden))
        XCTAssertEqual(bare.split(separator: "\n").count, 2, bare)
        XCTAssertFalse(bare.contains("Weather"))
    }

    func testAltTextUsesThePlacesLocalTime() {
        let tokyo = CardFixtures.entry(local: "2025-06-14T00:30:00", timeZone: "Asia/Tokyo")
        let alt = CardAltText.make(for: tokyo, options: CardOptions())
        XCTAssertTrue(alt.contains("Saturday 14 June 2025, 00:30"), alt)
    }

    private func zone(_ local: String, _ identifier: String) -> String {
        EntryDateFormat.zoneLabel(
            CardFixtures.date(local, identifier), in: TimeZone(identifier: identifier) ?? .current)
    }
}
