import OutdoorJournal
import OutdoorModel
import XCTest

/// The app's SF Symbol names mapped onto the project's icons.
final class AppleWeatherSymbolsTests: XCTestCase {
    func testWeatherKitSymbolsMapOntoTheIconVocabulary() {
        let cases: [(String, WeatherSymbol)] = [
            ("sun.max", .sunMax), ("sun.max.fill", .sunMax), ("moon.stars", .moonStars),
            ("moon.fill", .moonStars),
            ("cloud.sun", .cloudSun), ("cloud.moon.fill", .cloudMoon), ("cloud", .cloud),
            ("cloud.fill", .cloud),
            ("cloud.fog", .cloudFog), ("sun.haze", .cloudFog), ("sun.dust.fill", .cloudFog),
            ("smoke", .cloudFog),
            ("cloud.drizzle", .cloudDrizzle), ("cloud.rain", .cloudRain),
            ("cloud.heavyrain.fill", .cloudRain),
            ("cloud.sun.rain", .cloudSunRain), ("cloud.moon.rain.fill", .cloudMoonRain),
            ("cloud.sleet", .cloudSleet), ("cloud.hail", .cloudSleet), ("cloud.snow", .cloudSnow),
            ("snowflake", .cloudSnow), ("wind.snow", .cloudSnow), ("cloud.bolt.rain.fill", .cloudBoltRain),
            ("cloud.sun.bolt", .cloudBoltRain), ("wind", .wind), ("tornado", .wind), ("hurricane", .wind),
            ("thermometer.sun", .sunMax), (" Cloud.Sun.Rain.Fill ", .cloudSunRain),
            ("wind.circle.fill", .wind),
        ]
        for (name, symbol) in cases {
            XCTAssertEqual(AppleWeatherSymbols.symbol(for: name), symbol, name)
        }
    }

    func testUnknownNamesHaveNoSymbolAndANeutralIcon() {
        for name in ["", "car.fill", "cloud.sun.rain.bolt.snow", "sun.max.max", "figure.walk"] {
            XCTAssertNil(AppleWeatherSymbols.symbol(for: name), name)
        }
        XCTAssertEqual(AppleWeatherSymbols.neutral, .cloud)
    }

    func testEveryMappedSymbolIsOneTheCardDraws() {
        let vocabulary = Set(
            WeatherCondition.allCases.flatMap { [$0.symbol(isDay: true), $0.symbol(isDay: false)] })
        for name in ["sun.min", "sunrise", "moon", "cloud.moon.bolt", "bolt", "sun.snow", "tropicalstorm"] {
            let symbol = AppleWeatherSymbols.symbol(for: name)
            XCTAssertNotNil(symbol, name)
            XCTAssertTrue(symbol.map(vocabulary.contains) ?? false, name)
        }
    }
}
