import Foundation
import OutdoorModel

/// A source of weather at a place and moment; callers depend on this, not on one provider.
///
/// Another source (MET Norway for current conditions, WeatherKit for people with a key) is
/// added by conforming to this protocol. Implementations throw `WeatherLookupError` only.
public protocol WeatherProvider: Sendable {
    /// The provider's name as shown in messages ("Open-Meteo").
    var name: String { get }

    /// Looks up the weather for one request; throws `WeatherLookupError`.
    func lookUp(_ request: WeatherRequest) async throws -> WeatherLookup
}

/// One weather question: the weather at a place and instant.
public struct WeatherRequest: Hashable, Sendable {
    /// Where the moment happened.
    public var coordinate: Coordinate
    /// The true instant of the moment (already resolved from wall-clock time).
    public var instant: Date
    /// The present instant, which decides how old the moment is and so which data answer it.
    public var now: Date

    /// Makes a request; `now` is the caller's clock, passed in so that choices are repeatable.
    public init(coordinate: Coordinate, instant: Date, now: Date) {
        self.coordinate = coordinate
        self.instant = instant
        self.now = now
    }
}

/// A provider's answer: the frozen reading and what it said about the place's time zone.
public struct WeatherLookup: Hashable, Sendable {
    /// The reading to store with the entry (source and observed hour included).
    public var reading: WeatherReading
    /// The IANA time-zone id the provider gave for the place ("Europe/Oslo"), when it gave one
    /// that this system's time-zone database knows.
    public var timeZoneIdentifier: String?

    /// Makes a lookup result.
    public init(reading: WeatherReading, timeZoneIdentifier: String?) {
        self.reading = reading
        self.timeZoneIdentifier = timeZoneIdentifier
    }
}
