import Foundation

/// A provider's hourly values around a moment, as parallel arrays that may hold gaps (nil).
public struct HourlySeries: Hashable, Sendable {
    /// The farthest an hourly value may lie from the moment and still stand for it: 2 hours.
    public static let defaultSearchWindow: TimeInterval = 2 * 3600

    /// The instant of each value, strictly increasing.
    public let times: [Date]
    /// Air temperature at 2 m in °C, nil where the provider has no value.
    public let temperatureCelsius: [Double?]
    /// WMO weather code, nil where the provider has no value.
    public let weatherCode: [Int?]
    /// Whether each hour had daylight, when the provider says; nil as a whole when it never does.
    public let isDay: [Bool?]?

    /// Makes a series, throwing when the arrays differ in length or the times do not increase.
    public init(
        times: [Date], temperatureCelsius: [Double?], weatherCode: [Int?], isDay: [Bool?]? = nil
    ) throws {
        guard temperatureCelsius.count == times.count else {
            throw HourlySeriesError.lengthMismatch(
                field: "temperature_2m", count: temperatureCelsius.count, times: times.count)
        }
        guard weatherCode.count == times.count else {
            throw HourlySeriesError.lengthMismatch(
                field: "weather_code", count: weatherCode.count, times: times.count)
        }
        if let isDay, isDay.count != times.count {
            throw HourlySeriesError.lengthMismatch(field: "is_day", count: isDay.count, times: times.count)
        }
        for index in times.indices.dropFirst() where times[index] <= times[index - 1] {
            throw HourlySeriesError.timesNotIncreasing(at: index)
        }
        self.times = times
        self.temperatureCelsius = temperatureCelsius
        self.weatherCode = weatherCode
        self.isDay = isDay
    }

    /// The hour nearest `instant` that has both a temperature and a weather code.
    ///
    /// Hours with a gap in either value are skipped, so a missing hour falls back to its
    /// neighbours. Only hours within `window` of the instant count; nil when none is usable.
    /// When two usable hours are equally near (a moment at half past), the later one wins,
    /// as ordinary rounding to the nearest hour does.
    public func nearestSample(to instant: Date, within window: TimeInterval = defaultSearchWindow)
        -> HourlySample?
    {
        var best: (index: Int, distance: TimeInterval)?
        for index in times.indices {
            guard temperatureCelsius[index] != nil, weatherCode[index] != nil else { continue }
            let distance = abs(times[index].timeIntervalSince(instant))
            guard distance <= window else { continue }
            // Times increase, so a tie replaces the earlier hour with the later one.
            if let current = best, distance > current.distance { continue }
            best = (index, distance)
        }
        guard let index = best?.index, let temperature = temperatureCelsius[index],
            let code = weatherCode[index]
        else { return nil }
        return HourlySample(
            time: times[index], temperatureCelsius: temperature, weatherCode: code,
            isDay: isDay.flatMap { $0[index] })
    }
}

/// One hour picked from an hourly series.
public struct HourlySample: Hashable, Sendable {
    /// The instant the values describe.
    public var time: Date
    /// Air temperature at 2 m in °C.
    public var temperatureCelsius: Double
    /// WMO weather code.
    public var weatherCode: Int
    /// Whether the hour had daylight, when the provider said.
    public var isDay: Bool?

    /// Makes a sample value.
    public init(time: Date, temperatureCelsius: Double, weatherCode: Int, isDay: Bool?) {
        self.time = time
        self.temperatureCelsius = temperatureCelsius
        self.weatherCode = weatherCode
        self.isDay = isDay
    }
}

/// Why hourly arrays could not form a series.
public enum HourlySeriesError: Error, Equatable, CustomStringConvertible {
    case lengthMismatch(field: String, count: Int, times: Int)
    case timesNotIncreasing(at: Int)

    public var description: String {
        switch self {
        case .lengthMismatch(let field, let count, let times):
            return "the hourly \(field) list has \(count) values for \(times) times"
        case .timesNotIncreasing(let index):
            return "the hourly times do not increase at position \(index)"
        }
    }
}
