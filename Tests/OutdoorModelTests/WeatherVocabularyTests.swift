import OutdoorModel
import XCTest

final class WeatherVocabularyTests: XCTestCase {
    func testEveryWMOCodeHasASummaryAndACondition() {
        for code in WMOCode.allCodes {
            XCTAssertNotNil(WMOCode.summary(code), "code \(code)")
            XCTAssertNotNil(WMOCode.condition(code), "code \(code)")
        }
        XCTAssertNil(WMOCode.summary(4))
        XCTAssertNil(WMOCode.condition(100))
    }

    func testWMOCodesMapToTheSharedIconTable() {
        let expected: [WeatherCondition: [Int]] = [
            .clear: [0, 1], .partlyCloudy: [2], .cloudy: [3], .fog: [45, 48], .drizzle: [51, 53, 55],
            .sleet: [56, 57, 66, 67], .rain: [61, 63, 65], .showers: [80, 81, 82],
            .snow: [71, 73, 75, 77, 85, 86], .thunder: [95, 96, 99],
        ]
        for (condition, codes) in expected {
            for code in codes { XCTAssertEqual(WMOCode.condition(code), condition, "code \(code)") }
        }
        XCTAssertEqual(expected.values.map(\.count).reduce(0, +), WMOCode.allCodes.count)
    }

    func testReadingFromCodeChoosesDayOrNightIcon() throws {
        let day = try XCTUnwrap(
            WeatherReading(wmoCode: 2, temperatureCelsius: 18, isDay: true, source: .openMeteo))
        XCTAssertEqual(day.summary, "Partly cloudy")
        XCTAssertEqual(day.symbol, .cloudSun)
        let night = try XCTUnwrap(
            WeatherReading(wmoCode: 0, temperatureCelsius: 3, isDay: false, source: .openMeteo))
        XCTAssertEqual(night.symbol, .moonStars)
        XCTAssertEqual(
            WeatherReading(wmoCode: 80, temperatureCelsius: 9, isDay: false, source: .openMeteo)?.symbol,
            .cloudMoonRain)
        XCTAssertNil(WeatherReading(wmoCode: 42, temperatureCelsius: 1, isDay: true, source: .openMeteo))
    }

    func testSymbolsFromTheOriginalAppAreInterpreted() {
        let cases: [(String, WeatherCondition, Bool)] = [
            ("sun.max", .clear, false), ("sun.max.fill", .clear, false), ("moon.stars.fill", .clear, true),
            ("cloud.sun.rain.fill", .showers, false), ("cloud.moon.rain", .showers, true),
            ("cloud.bolt.rain.fill", .thunder, false), ("cloud.snow", .snow, false),
            ("snowflake", .snow, false),
            ("cloud.fog.fill", .fog, false), ("sun.haze", .fog, false), ("wind", .wind, false),
            ("tornado", .wind, false), ("cloud.drizzle", .drizzle, false), ("cloud.sleet", .sleet, false),
            ("cloud.hail", .sleet, false), ("cloud", .cloudy, false), ("cloud.moon", .partlyCloudy, true),
            ("something.unknown", .cloudy, false),
        ]
        for (name, condition, night) in cases {
            let symbol = WeatherSymbol(rawValue: name)
            XCTAssertEqual(symbol.condition, condition, name)
            XCTAssertEqual(symbol.isNight, night, name)
        }
    }

    func testEveryConditionRoundTripsThroughItsSymbols() {
        for condition in WeatherCondition.allCases {
            XCTAssertEqual(condition.symbol(isDay: true).condition, condition)
            XCTAssertEqual(condition.symbol(isDay: false).condition, condition)
            XCTAssertEqual(condition.symbol(isDay: false).isNight, condition.hasNightVariant)
        }
    }

    func testConditionNames() {
        XCTAssertEqual(WeatherCondition(name: "Partly cloudy"), .partlyCloudy)
        XCTAssertEqual(WeatherCondition(name: "thunderstorm"), .thunder)
        XCTAssertEqual(WeatherCondition(name: "RAIN"), .rain)
        XCTAssertNil(WeatherCondition(name: "lava"))
    }

    func testAttributionOfEachSource() {
        XCTAssertEqual(WeatherSource.openMeteo.attribution, ["Weather data by Open-Meteo.com (CC BY 4.0)"])
        XCTAssertTrue(WeatherSource.openMeteoArchive.attribution.contains { $0.contains("Copernicus") })
        XCTAssertTrue(WeatherSource.appleWeather.attribution[0].contains("Apple Weather"))
        XCTAssertFalse(WeatherSource.manual.isProvider)
        XCTAssertEqual(WeatherSource(rawValue: "acme").attribution, ["Weather data: acme"])
    }

    func testTemperatureFormatting() {
        XCTAssertEqual(UnitSystem.metric.formatTemperature(celsius: 18.4), "18°C")
        XCTAssertEqual(UnitSystem.metric.formatTemperature(celsius: 18.5), "19°C")
        XCTAssertEqual(UnitSystem.metric.formatTemperature(celsius: -0.4), "0°C")
        XCTAssertEqual(UnitSystem.metric.formatTemperature(celsius: -2.5), "-3°C")
        XCTAssertEqual(UnitSystem.imperial.formatTemperature(celsius: 18), "64°F")
        XCTAssertEqual(UnitSystem.imperial.formatTemperature(celsius: -40), "-40°F")
        XCTAssertEqual(UnitSystem.imperial.formatTemperature(celsius: 100), "212°F")
    }
}
