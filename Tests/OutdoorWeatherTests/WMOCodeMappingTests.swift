import OutdoorModel
import XCTest

@testable import OutdoorWeather

/// Every WMO code Open-Meteo uses becomes the right summary, condition and day/night icon.
final class WMOCodeMappingTests: XCTestCase {
    /// The expected mapping, written out from the WMO table and the project's icon table.
    private let expected:
        [(code: Int, summary: String, condition: WeatherCondition, day: String, night: String)] = [
            (0, "Clear sky", .clear, "sun.max", "moon.stars"),
            (1, "Mainly clear", .clear, "sun.max", "moon.stars"),
            (2, "Partly cloudy", .partlyCloudy, "cloud.sun", "cloud.moon"),
            (3, "Overcast", .cloudy, "cloud", "cloud"),
            (45, "Fog", .fog, "cloud.fog", "cloud.fog"),
            (48, "Depositing rime fog", .fog, "cloud.fog", "cloud.fog"),
            (51, "Light drizzle", .drizzle, "cloud.drizzle", "cloud.drizzle"),
            (53, "Moderate drizzle", .drizzle, "cloud.drizzle", "cloud.drizzle"),
            (55, "Dense drizzle", .drizzle, "cloud.drizzle", "cloud.drizzle"),
            (56, "Light freezing drizzle", .sleet, "cloud.sleet", "cloud.sleet"),
            (57, "Dense freezing drizzle", .sleet, "cloud.sleet", "cloud.sleet"),
            (61, "Slight rain", .rain, "cloud.rain", "cloud.rain"),
            (63, "Moderate rain", .rain, "cloud.rain", "cloud.rain"),
            (65, "Heavy rain", .rain, "cloud.rain", "cloud.rain"),
            (66, "Light freezing rain", .sleet, "cloud.sleet", "cloud.sleet"),
            (67, "Heavy freezing rain", .sleet, "cloud.sleet", "cloud.sleet"),
            (71, "Slight snow fall", .snow, "cloud.snow", "cloud.snow"),
            (73, "Moderate snow fall", .snow, "cloud.snow", "cloud.snow"),
            (75, "Heavy snow fall", .snow, "cloud.snow", "cloud.snow"),
            (77, "Snow grains", .snow, "cloud.snow", "cloud.snow"),
            (80, "Slight rain showers", .showers, "cloud.sun.rain", "cloud.moon.rain"),
            (81, "Moderate rain showers", .showers, "cloud.sun.rain", "cloud.moon.rain"),
            (82, "Violent rain showers", .showers, "cloud.sun.rain", "cloud.moon.rain"),
            (85, "Slight snow showers", .snow, "cloud.snow", "cloud.snow"),
            (86, "Heavy snow showers", .snow, "cloud.snow", "cloud.snow"),
            (95, "Thunderstorm", .thunder, "cloud.bolt.rain", "cloud.bolt.rain"),
            (96, "Thunderstorm with slight hail", .thunder, "cloud.bolt.rain", "cloud.bolt.rain"),
            (99, "Thunderstorm with heavy hail", .thunder, "cloud.bolt.rain", "cloud.bolt.rain"),
        ]

    private let place = Coordinate(latitude: 52.52, longitude: 13.41)
    private let hour = Date(timeIntervalSince1970: 1_718_353_800)

    func testTheTableCoversEveryCodeOpenMeteoUses() {
        XCTAssertEqual(expected.map(\.code), WMOCode.allCodes)
    }

    func testEveryCodeGivesSummaryConditionAndDayAndNightIcons() throws {
        for row in expected {
            for isDay in [true, false] {
                let reading = try OpenMeteoResponse.reading(
                    code: row.code, temperature: 12.5, isDay: isDay, observed: hour, source: .openMeteo,
                    coordinate: place, provider: "Open-Meteo")
                XCTAssertEqual(reading.summary, row.summary, "code \(row.code)")
                XCTAssertEqual(reading.symbol.rawValue, isDay ? row.day : row.night, "code \(row.code)")
                XCTAssertEqual(reading.symbol.condition, row.condition, "code \(row.code)")
                XCTAssertEqual(reading.wmoCode, row.code)
                XCTAssertEqual(reading.temperatureCelsius, 12.5)
                XCTAssertEqual(reading.source, .openMeteo)
                XCTAssertEqual(reading.observedAt, hour)
            }
        }
    }

    func testCodesOutsideTheTableAreRefused() {
        for code in [-1, 4, 50, 60, 100, 999] {
            XCTAssertThrowsError(
                try OpenMeteoResponse.reading(
                    code: code, temperature: 10, isDay: true, observed: hour, source: .openMeteo,
                    coordinate: place, provider: "Open-Meteo")
            ) { error in
                XCTAssertEqual(
                    error as? WeatherLookupError, .unknownWeatherCode(provider: "Open-Meteo", code: code))
                XCTAssertTrue("\(error)".contains("\(code)"))
            }
        }
    }

    func testWithoutIsDayTheSunDecides() throws {
        // Berlin: 2024-06-14 11:00Z is near solar noon, 23:00Z is night.
        let noon = Date(timeIntervalSince1970: 1_718_362_800)
        let night = Date(timeIntervalSince1970: 1_718_406_000)
        let day = try OpenMeteoResponse.reading(
            code: 0, temperature: 20, isDay: nil, observed: noon, source: .openMeteoArchive,
            coordinate: place, provider: "Open-Meteo")
        let dark = try OpenMeteoResponse.reading(
            code: 0, temperature: 12, isDay: nil, observed: night, source: .openMeteoArchive,
            coordinate: place, provider: "Open-Meteo")
        XCTAssertEqual(day.symbol, .sunMax)
        XCTAssertEqual(dark.symbol, .moonStars)
    }

    func testImplausibleTemperaturesAreRefused() {
        for value in [Double.nan, .infinity, 150, -120] {
            XCTAssertThrowsError(
                try OpenMeteoResponse.reading(
                    code: 0, temperature: value, isDay: true, observed: hour, source: .openMeteo,
                    coordinate: place, provider: "Open-Meteo"))
        }
    }
}
