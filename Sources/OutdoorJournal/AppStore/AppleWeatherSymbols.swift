import OutdoorModel

/// The SF Symbol names the iPhone app stored with its weather (WeatherKit's `symbolName`, with or
/// without a style suffix such as `.fill`), mapped onto the project's icon vocabulary.
public enum AppleWeatherSymbols {
    /// The icon for names this table does not know: the plain cloud, which claims no sky.
    public static let neutral = WeatherSymbol.cloud

    /// The project's icon for an SF Symbol name, or nil when the name is not one this table knows.
    public static func symbol(for name: String) -> WeatherSymbol? {
        guard let (condition, isDay) = table[base(of: name)] else { return nil }
        return condition.symbol(isDay: isDay)
    }

    /// The name without case, surrounding space or a style suffix: "Cloud.Sun.Rain.Fill" -> "cloud.sun.rain".
    static func base(of name: String) -> String {
        var key = name.trimmingWhitespace().lowercased()
        for suffix in [".fill", ".circle", ".square"] where key.hasSuffix(suffix) {
            key.removeLast(suffix.count)
        }
        return key
    }

    /// Weather symbols by base name: the condition they show and whether they show the day.
    static let table: [String: (WeatherCondition, Bool)] = {
        var table: [String: (WeatherCondition, Bool)] = [:]
        func add(_ condition: WeatherCondition, day: Bool = true, _ names: String...) {
            for name in names { table[name] = (condition, day) }
        }
        add(.clear, "sun.max", "sun.min", "sunrise", "sunset", "sun.horizon", "thermometer.sun")
        add(.clear, day: false, "moon", "moon.stars")
        add(.partlyCloudy, "cloud.sun")
        add(.partlyCloudy, day: false, "cloud.moon")
        // Frigid weather says nothing of the sky: the plain cloud, as for an unknown name.
        add(.cloudy, "cloud", "thermometer.snowflake")
        add(.fog, "cloud.fog", "sun.haze", "moon.haze", "sun.dust", "moon.dust", "smoke", "haze")
        add(.drizzle, "cloud.drizzle")
        add(.rain, "cloud.rain", "cloud.heavyrain")
        add(.showers, "cloud.sun.rain")
        add(.showers, day: false, "cloud.moon.rain")
        add(.sleet, "cloud.sleet", "cloud.hail")
        add(.snow, "cloud.snow", "snowflake", "snow", "wind.snow", "sun.snow")
        add(.thunder, "cloud.bolt", "cloud.bolt.rain", "cloud.sun.bolt", "cloud.moon.bolt", "bolt")
        add(.wind, "wind", "tornado", "hurricane", "tropicalstorm")
        return table
    }()
}
