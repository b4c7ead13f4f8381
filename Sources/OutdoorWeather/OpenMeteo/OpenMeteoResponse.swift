import Foundation

/// The parts of an Open-Meteo JSON reply this module reads (`timeformat=unixtime`).
///
/// Every field is optional here so that a missing one becomes a clear `missingField` error
/// rather than a decoding failure; values inside arrays may be null (gaps in the data).
/// Fields the lookup does not use (latitude, elevation, utc_offset_seconds...) are not
/// decoded, so an unexpected type there cannot fail a lookup.
struct OpenMeteoResponse: Decodable {
    var timezone: String?
    var currentUnits: [String: String]?
    var current: Current?
    var hourlyUnits: [String: String]?
    var hourly: Hourly?
    var error: Bool?
    var reason: String?

    struct Current: Decodable {
        var time: Double?
        var temperature2m: Double?
        var weatherCode: Double?
        var isDay: Double?

        enum CodingKeys: String, CodingKey {
            case time
            case temperature2m = "temperature_2m"
            case weatherCode = "weather_code"
            case isDay = "is_day"
        }
    }

    struct Hourly: Decodable {
        var time: [Double]?
        var temperature2m: [Double?]?
        var weatherCode: [Double?]?
        var isDay: [Double?]?

        enum CodingKeys: String, CodingKey {
            case time
            case temperature2m = "temperature_2m"
            case weatherCode = "weather_code"
            case isDay = "is_day"
        }
    }

    enum CodingKeys: String, CodingKey {
        case timezone, current, hourly, error, reason
        case currentUnits = "current_units"
        case hourlyUnits = "hourly_units"
    }

    /// Decodes a reply body, describing a failure by the path of the field that broke.
    static func decode(_ body: Data, provider: String) throws -> OpenMeteoResponse {
        do {
            return try JSONDecoder().decode(OpenMeteoResponse.self, from: body)
        } catch let error as DecodingError {
            throw WeatherLookupError.malformedResponse(provider: provider, detail: describe(error))
        } catch {
            throw WeatherLookupError.malformedResponse(provider: provider, detail: "it is not JSON")
        }
    }

    /// The provider's own error reason from a body such as `{"error":true,"reason":"..."}`.
    static func errorReason(in body: Data) -> String? {
        struct ErrorBody: Decodable {
            var reason: String?
        }
        guard let reason = try? JSONDecoder().decode(ErrorBody.self, from: body).reason else {
            return nil
        }
        let trimmed = reason.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty ? nil : String(trimmed.prefix(500))
    }

    private static func describe(_ error: DecodingError) -> String {
        func path(_ keys: [CodingKey]) -> String {
            let text = keys.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
            let trimmed = text.hasPrefix(".") ? String(text.dropFirst()) : text
            return trimmed.isEmpty ? "the top level" : "\"\(trimmed)\""
        }
        switch error {
        case .typeMismatch(_, let context):
            return "\(path(context.codingPath)) has a value of the wrong type"
        case .valueNotFound(_, let context):
            return "\(path(context.codingPath)) is null"
        case .keyNotFound(let key, let context):
            return "\(path(context.codingPath + [key])) is missing"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty
                ? "it is not valid JSON" : "\(path(context.codingPath)) is not readable"
        @unknown default:
            return "it is not the expected JSON"
        }
    }
}
