import Foundation
import OutdoorModel
import XCTest

@testable import OutdoorWeather

/// `--weather-temp` and `--weather-code` become a manual reading; bad input is a clear error.
final class ManualWeatherTests: XCTestCase {
    private let oslo = Coordinate(latitude: 59.91, longitude: 10.75)
    private let noon = Date(timeIntervalSince1970: 1_718_362_800)  // 2024-06-14T11:00:00Z
    private let night = Date(timeIntervalSince1970: 1_718_402_400)  // 2024-06-14T22:00:00Z, after sunset

    func testACodeGivesItsSummaryAndADayIconAtNoon() throws {
        let r = try ManualWeather.reading(temperature: "18.5", condition: "2", at: noon, coordinate: oslo)
        XCTAssertEqual(r.summary, "Partly cloudy")
        XCTAssertEqual(r.temperatureCelsius, 18.5)
        XCTAssertEqual(r.symbol, .cloudSun)
        XCTAssertEqual(r.wmoCode, 2)
        XCTAssertEqual(r.source, .manual)
        XCTAssertEqual(r.observedAt, noon)
        XCTAssertEqual(r.source.attribution, ["Weather recorded by hand"])
        XCTAssertFalse(r.source.isProvider)
    }

    func testTheSunChoosesTheNightIcon() throws {
        let r = try ManualWeather.reading(temperature: "9", condition: "0", at: night, coordinate: oslo)
        XCTAssertEqual(r.symbol, .moonStars)
        XCTAssertEqual(r.summary, "Clear sky")
    }

    func testANamedConditionKeepsNoCodeAndNoInventedIntensity() throws {
        let r = try ManualWeather.reading(
            temperature: "-3", condition: "Partly-Cloudy", at: night, coordinate: oslo)
        XCTAssertEqual(r.summary, "Partly cloudy")
        XCTAssertEqual(r.symbol, .cloudMoon)
        XCTAssertEqual(r.wmoCode, 2, "the code whose name this is exactly")
        let rain = try ManualWeather.reading(temperature: "12", condition: "rain", at: noon, coordinate: oslo)
        XCTAssertEqual(rain.summary, "Rain")
        XCTAssertNil(rain.wmoCode, "no intensity invented")
        XCTAssertEqual(rain.symbol, .cloudRain)
        let wind = try ManualWeather.reading(
            temperature: "12", condition: "windy", at: noon, coordinate: oslo)
        XCTAssertEqual(wind.summary, "Windy")
        XCTAssertEqual(wind.symbol, .wind)
        for condition in WeatherCondition.allCases {
            XCTAssertFalse(condition.summary.isEmpty)
        }
    }

    func testTemperatureSpellings() throws {
        XCTAssertEqual(try ManualWeather.parseTemperature("18"), 18)
        XCTAssertEqual(try ManualWeather.parseTemperature(" -3.5 "), -3.5)
        XCTAssertEqual(try ManualWeather.parseTemperature("+4"), 4)
        XCTAssertEqual(try ManualWeather.parseTemperature("12,5"), 12.5)
        XCTAssertEqual(try ManualWeather.parseTemperature("\u{2212}7"), -7)
        XCTAssertEqual(try ManualWeather.parseTemperature("21°C"), 21)
        XCTAssertEqual(try ManualWeather.parseTemperature("21 C"), 21)
        XCTAssertEqual(try ManualWeather.parseTemperature("21°"), 21)
        let zero = try ManualWeather.parseTemperature("-0")
        XCTAssertEqual(zero, 0)
        XCTAssertEqual(zero.sign, .plus)
    }

    func testBadTemperaturesAreClearErrors() {
        let cases: [(String, ManualWeatherError)] = [
            ("", .emptyTemperature),
            ("   ", .emptyTemperature),
            ("warm", .invalidTemperature("warm")),
            ("1e3", .invalidTemperature("1e3")),
            ("nan", .invalidTemperature("nan")),
            ("inf", .invalidTemperature("inf")),
            ("1.2.3", .invalidTemperature("1.2.3")),
            ("--3", .invalidTemperature("--3")),
            ("3-", .invalidTemperature("3-")),
            (".", .invalidTemperature(".")),
            ("64F", .fahrenheitGiven("64F")),
            ("64 °F", .fahrenheitGiven("64 °F")),
            ("75", .temperatureOutOfRange(75)),
            ("-95", .temperatureOutOfRange(-95)),
            ("99999999999999999999", .invalidTemperature("99999999999999999999")),
        ]
        for (text, expected) in cases {
            XCTAssertThrowsError(try ManualWeather.parseTemperature(text), text) { error in
                XCTAssertEqual(error as? ManualWeatherError, expected, text)
                XCTAssertFalse("\(error)".isEmpty)
            }
        }
        XCTAssertTrue("\(ManualWeatherError.fahrenheitGiven("64F"))".contains("°C"))
    }

    func testBadConditionsAreClearErrors() {
        XCTAssertThrowsError(try ManualWeather.parseCondition("4")) {
            XCTAssertEqual($0 as? ManualWeatherError, .unknownWMOCode("4"))
            XCTAssertTrue("\($0)".contains("0, 1, 2, 3, 45"))
        }
        XCTAssertThrowsError(try ManualWeather.parseCondition("100")) {
            XCTAssertEqual($0 as? ManualWeatherError, .unknownWMOCode("100"))
        }
        XCTAssertThrowsError(try ManualWeather.parseCondition("123456789012345678901234567890")) {
            XCTAssertEqual($0 as? ManualWeatherError, .unknownWMOCode("123456789012345678901234567890"))
        }
        XCTAssertThrowsError(try ManualWeather.parseCondition("tornado")) {
            XCTAssertEqual($0 as? ManualWeatherError, .unknownCondition("tornado"))
            XCTAssertTrue("\($0)".contains("partly cloudy"), "\($0)")
        }
        XCTAssertThrowsError(try ManualWeather.parseCondition(" ")) {
            XCTAssertEqual($0 as? ManualWeatherError, .emptyCondition)
        }
        XCTAssertThrowsError(
            try ManualWeather.reading(temperature: "12", condition: "-1", at: noon, coordinate: oslo))
    }

    func testEveryPrintedNameIsAcceptedBackAndKeepsItsName() throws {
        for name in WeatherNames.printedNames {
            for typed in [name, name.lowercased(), name.uppercased(), " \(name) "] {
                let reading = try ManualWeather.reading(
                    temperature: "3", condition: typed, at: noon, coordinate: oslo)
                XCTAssertEqual(reading.summary, name, typed)
            }
        }
        // A code and its name give the same reading.
        for code in WMOCode.allCodes {
            let byCode = try ManualWeather.reading(
                temperature: "3", condition: "\(code)", at: noon, coordinate: oslo)
            let name = try XCTUnwrap(WMOCode.summary(code))
            let byName = try ManualWeather.reading(
                temperature: "3", condition: name, at: noon, coordinate: oslo)
            XCTAssertEqual(byCode, byName, name)
        }
    }

    func testEverydayVariantsOfTheNamesAreAccepted() throws {
        let expected: [(String, Int)] = [
            ("light snow", 71), ("clear sky", 0), ("heavy rain", 65), ("Heavy snowfall", 75),
            ("light rain", 61),
            ("light-drizzle", 51), ("heavy rain showers", 82), ("partly cloudy", 2), ("fog", 45),
            ("thunderstorm", 95), ("overcast", 3),
        ]
        for (typed, code) in expected {
            XCTAssertEqual(try ManualWeather.parseCondition(typed), .code(code), typed)
        }
        XCTAssertEqual(try ManualWeather.parseCondition("rain"), .condition(.rain))
        XCTAssertEqual(try ManualWeather.parseCondition("Rain showers"), .condition(.showers))
        XCTAssertEqual(try ManualWeather.parseCondition("sunny"), .condition(.clear))
    }

    func testATypoGetsADidYouMean() {
        XCTAssertThrowsError(try ManualWeather.parseCondition("thunderstrom with heavy hail")) {
            XCTAssertTrue("\($0)".contains("did you mean \"Thunderstorm with heavy hail\"?"), "\($0)")
        }
        XCTAssertThrowsError(try ManualWeather.parseCondition("parlty cloudy")) {
            XCTAssertTrue("\($0)".contains("did you mean \"Partly cloudy\"?"), "\($0)")
        }
    }

    func testEveryCodeInTheTableIsAccepted() throws {
        for code in WMOCode.allCodes {
            XCTAssertEqual(try ManualWeather.parseCondition("\(code)"), .code(code))
            XCTAssertEqual(try ManualWeather.parseCondition("0\(code)"), .code(code))
        }
    }
}
