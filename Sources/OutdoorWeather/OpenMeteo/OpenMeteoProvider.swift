import Foundation
import OutdoorHTTP
import OutdoorModel

/// Weather from Open-Meteo: current conditions, recent hours, historical forecasts and ERA5.
///
/// The route follows the moment's age (see `OpenMeteoRoute`); the reading keeps the hour
/// nearest the moment that has values, within `searchWindow`. No API key is needed; the
/// public service asks for fewer than 10,000 calls a day and credit next to the data (the
/// attribution lines of the reading's `WeatherSource`).
public struct OpenMeteoProvider: WeatherProvider {
    /// The name used in messages.
    public let name = "Open-Meteo"
    /// The endpoint URLs.
    public let endpoints: OpenMeteoEndpoints
    /// The HTTP client (User-Agent, time limits, retries).
    public let client: HTTPClient
    /// How far from the moment an hourly value may be, in seconds.
    public let searchWindow: TimeInterval

    /// Makes a provider; `searchWindow` defaults to `HourlySeries.defaultSearchWindow` (2 hours).
    public init(
        endpoints: OpenMeteoEndpoints, client: HTTPClient,
        searchWindow: TimeInterval = HourlySeries.defaultSearchWindow
    ) {
        self.endpoints = endpoints
        self.client = client
        self.searchWindow = searchWindow
    }

    /// Makes a provider from an environment dictionary (the `OUTDOOR_OPEN_METEO_*_URL`
    /// variables) and a User-Agent, with the default time limits and retries.
    ///
    /// Throws `WeatherConfigurationError` for a malformed endpoint variable.
    public init(environment: [String: String], userAgent: UserAgent) throws {
        let endpoints = try OpenMeteoEndpoints(environment: environment)
        let client = HTTPClient(configuration: try HTTPClientConfiguration(userAgent: userAgent))
        self.init(endpoints: endpoints, client: client)
    }

    /// Looks up the weather for one request; throws `WeatherLookupError`.
    public func lookUp(_ request: WeatherRequest) async throws -> WeatherLookup {
        guard request.coordinate.isValid else {
            throw WeatherLookupError.invalidCoordinate(request.coordinate)
        }
        let route = try OpenMeteoRoute.choose(for: request.instant, now: request.now)
        do {
            return try await lookUp(request, route: route)
        } catch let error as WeatherLookupError {
            guard case .noReadingNearTime = error, let fallback = route.fallback else { throw error }
            // The fallback's own failure would hide the real gap; report the first error then.
            guard let lookup = try? await lookUp(request, route: fallback) else { throw error }
            return lookup
        }
    }

    /// Looks up one request on one route, without fallback.
    public func lookUp(_ request: WeatherRequest, route: OpenMeteoRoute) async throws -> WeatherLookup {
        let url = OpenMeteoQuery.url(
            for: route, endpoints: endpoints, coordinate: request.coordinate, instant: request.instant)
        let body = try await fetch(url)
        let response = try OpenMeteoResponse.decode(body, provider: name)
        if response.error == true {
            throw WeatherLookupError.rejected(provider: name, status: 200, reason: response.reason)
        }
        let reading: WeatherReading
        switch route {
        case .current:
            reading = try response.currentReading(
                provider: name, coordinate: request.coordinate, instant: request.instant)
        case .recentHours, .historicalForecast, .archive:
            let series = try response.hourlySeries(provider: name, expectIsDay: route.hasIsDay)
            guard let sample = series.nearestSample(to: request.instant, within: searchWindow) else {
                throw WeatherLookupError.noReadingNearTime(
                    provider: name, instant: request.instant, window: searchWindow)
            }
            reading = try OpenMeteoResponse.reading(
                code: sample.weatherCode, temperature: sample.temperatureCelsius, isDay: sample.isDay,
                observed: sample.time, source: route.source, coordinate: request.coordinate,
                provider: name)
        }
        return WeatherLookup(reading: reading, timeZoneIdentifier: response.knownTimeZoneIdentifier)
    }

    /// GETs `url` and returns the body of a 2xx reply; other statuses become lookup errors.
    private func fetch(_ url: URL) async throws -> Data {
        let response: HTTPResponse
        do {
            response = try await client.get(url)
        } catch let error as HTTPClientError {
            throw Self.lookupError(error)
        } catch {
            throw WeatherLookupError.unexpected(
                host: HTTPClient.hostDescription(url), cause: ErrorCause(error))
        }
        if response.isSuccess { return response.body }
        let reason = OpenMeteoResponse.errorReason(in: response.body)
        switch response.status {
        case 429:
            throw WeatherLookupError.rateLimited(provider: name, reason: reason)
        case 500...599:
            throw WeatherLookupError.serverError(
                provider: name, status: response.status, attempts: response.attempts, reason: reason)
        default:
            throw WeatherLookupError.rejected(provider: name, status: response.status, reason: reason)
        }
    }

    /// The lookup error for a transport failure.
    static func lookupError(_ error: HTTPClientError) -> WeatherLookupError {
        switch error {
        case .cannotConnect(let host, let detail): return .cannotConnect(host: host, detail: detail)
        case .timedOut(let host, _, let seconds): return .timedOut(host: host, seconds: seconds)
        case .responseTooLarge(let host, let limit): return .responseTooLarge(host: host, limit: limit)
        case .transport(let host, let detail): return .network(host: host, detail: detail)
        case .cancelled: return .cancelled
        case .redirectRefused(let host, let location):
            return .network(
                host: host,
                detail: "it redirected to \(location.quotedForMessages(limit: 120)), another host or "
                    + "port, which outdoor does not follow")
        }
    }
}
