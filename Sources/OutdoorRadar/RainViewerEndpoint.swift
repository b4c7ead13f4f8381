import Foundation

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
        func fail(_ reason: String) -> RadarError {
            .invalidEndpoint(variable: variable, value: text, reason: reason)
        }
        guard let components = URLComponents(string: text), let url = components.url else {
            throw fail("it is not a valid URL")
        }
        guard let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw fail("it must start with http:// or https://")
        }
        guard let host = components.host, !host.isEmpty else { throw fail("it has no host name") }
        guard components.fragment == nil else { throw fail("it must not have a #fragment") }
        return url
    }
}
