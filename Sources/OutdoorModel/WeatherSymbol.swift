/// A weather icon name as stored with an entry (SF Symbol names, as the original app kept them).
///
/// Any name is kept as given, so readings imported from the iPhone app survive unchanged;
/// `condition` and `isNight` interpret the name for drawing.
public struct WeatherSymbol: RawRepresentable, Hashable, Sendable, Codable {
    /// The stored name, such as "cloud.sun.rain".
    public var rawValue: String

    /// Wraps a stored name.
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let sunMax = WeatherSymbol(rawValue: "sun.max")
    public static let moonStars = WeatherSymbol(rawValue: "moon.stars")
    public static let cloudSun = WeatherSymbol(rawValue: "cloud.sun")
    public static let cloudMoon = WeatherSymbol(rawValue: "cloud.moon")
    public static let cloud = WeatherSymbol(rawValue: "cloud")
    public static let cloudFog = WeatherSymbol(rawValue: "cloud.fog")
    public static let cloudDrizzle = WeatherSymbol(rawValue: "cloud.drizzle")
    public static let cloudSleet = WeatherSymbol(rawValue: "cloud.sleet")
    public static let cloudRain = WeatherSymbol(rawValue: "cloud.rain")
    public static let cloudSunRain = WeatherSymbol(rawValue: "cloud.sun.rain")
    public static let cloudMoonRain = WeatherSymbol(rawValue: "cloud.moon.rain")
    public static let cloudSnow = WeatherSymbol(rawValue: "cloud.snow")
    public static let cloudBoltRain = WeatherSymbol(rawValue: "cloud.bolt.rain")
    public static let wind = WeatherSymbol(rawValue: "wind")

    /// The condition the name stands for, read from its parts ("cloud.sun.rain.fill" -> showers).
    public var condition: WeatherCondition {
        let parts = Set(rawValue.lowercased().split(separator: ".").map(String.init))
        func has(_ words: String...) -> Bool { words.contains { parts.contains($0) } }
        if has("bolt", "thunder") { return .thunder }
        if has("snow", "snowflake", "snowman") { return .snow }
        if has("sleet", "hail") { return .sleet }
        if has("drizzle") { return .drizzle }
        if has("rain", "heavyrain") { return has("sun", "moon") ? .showers : .rain }
        if has("fog", "haze", "smoke", "dust") { return .fog }
        if has("wind", "tornado", "hurricane", "tropicalstorm") { return .wind }
        if has("cloud", "clouds") { return has("sun", "moon") ? .partlyCloudy : .cloudy }
        if has("sun", "moon", "sunrise", "sunset") { return .clear }
        return .cloudy
    }

    /// Whether the name is a night variant (it shows a moon).
    public var isNight: Bool {
        rawValue.lowercased().split(separator: ".").contains { $0 == "moon" }
    }
}
