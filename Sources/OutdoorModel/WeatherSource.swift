/// Where a weather reading came from; decides the attribution shown beside it.
public struct WeatherSource: RawRepresentable, Hashable, Sendable, Codable {
    /// The stored id, such as "open-meteo".
    public var rawValue: String

    /// Wraps a stored id; unknown ids are kept and credited by name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Open-Meteo forecast and historical-forecast APIs (CC BY 4.0).
    public static let openMeteo = WeatherSource(rawValue: "open-meteo")
    /// Open-Meteo's archive API (ERA5 reanalysis, Copernicus).
    public static let openMeteoArchive = WeatherSource(rawValue: "open-meteo-archive")
    /// Apple WeatherKit, for entries made by the original iPhone app.
    public static let appleWeather = WeatherSource(rawValue: "apple-weather")
    /// MET Norway Locationforecast (CC BY 4.0).
    public static let metNorway = WeatherSource(rawValue: "met-norway")
    /// A reading typed in by the person; no provider to credit.
    public static let manual = WeatherSource(rawValue: "manual")
    /// An illustrative reading in the bundled sample journal; not a measurement.
    public static let sample = WeatherSource(rawValue: "sample")

    /// The credit lines that must be shown wherever this source's weather is shown.
    public var attribution: [String] {
        switch self {
        case .openMeteo:
            return ["Weather data by Open-Meteo.com (CC BY 4.0)"]
        case .openMeteoArchive:
            return [
                "Weather data by Open-Meteo.com (CC BY 4.0)",
                "Generated using Copernicus Climate Change Service information",
            ]
        case .appleWeather:
            return ["Weather data provided by Apple Weather"]
        case .metNorway:
            return ["Weather data from MET Norway (CC BY 4.0)"]
        case .manual:
            return ["Weather recorded by hand"]
        case .sample:
            return ["Illustrative weather reading (sample journal)"]
        default:
            return ["Weather data: \(rawValue)"]
        }
    }

    /// Whether the source is an outside provider whose data needs credit.
    public var isProvider: Bool { self != .manual && self != .sample }
}
