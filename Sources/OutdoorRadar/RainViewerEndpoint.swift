import Foundation
import OutdoorHTTP

/// Where RainViewer's list of radar frames (weather-maps.json) is fetched from.
///
/// `OUTDOOR_RAINVIEWER_URL` holds the full URL of the document (http or https); unset or blank
/// means the public service. Tiles come from the host the document itself names. The
/// environment is passed in, never read here.
public enum RainViewerEndpoint {
    /// The variable naming the document.
    public static let variable = "OUTDOOR_RAINVIEWER_URL"
    /// The public document.
    public static let defaultURL = "https://api.rainviewer.com/public/weather-maps.json"

    /// The document's URL from an environment dictionary; throws `RadarError.invalidEndpoint`.
    public static func url(environment: [String: String]) throws -> URL {
        let given = environment[variable]?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        return try validated(given.isEmpty ? defaultURL : given, variable: variable)
    }

    /// `text` as an http(s) URL with a host and no fragment; throws `RadarError.invalidEndpoint`.
    static func validated(_ text: String, variable: String) throws -> URL {
        switch HTTPEndpoint.url(text) {
        case .success(let url): return url
        case .failure(let refusal):
            throw RadarError.invalidEndpoint(variable: variable, value: text, reason: refusal.reason)
        }
    }
}
