import Foundation

/// The address of a web service as a person gives it (an environment variable, a setting).
public enum HTTPEndpoint {
    /// `text` as an http(s) URL with a host and no fragment; otherwise why not, as a phrase
    /// ("it has no host name") for the caller's own error.
    public static func url(_ text: String) -> Result<URL, Refusal> {
        guard let components = URLComponents(string: text), let url = components.url else {
            return .failure(Refusal(reason: "it is not a valid URL"))
        }
        guard let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            return .failure(Refusal(reason: "it must start with http:// or https://"))
        }
        guard let host = components.host, !host.isEmpty else {
            return .failure(Refusal(reason: "it has no host name"))
        }
        guard components.fragment == nil else {
            return .failure(Refusal(reason: "it must not have a #fragment"))
        }
        return .success(url)
    }

    /// Why a text is not a service's address.
    public struct Refusal: Error, Equatable {
        /// The reason, as a phrase.
        public var reason: String
    }
}
