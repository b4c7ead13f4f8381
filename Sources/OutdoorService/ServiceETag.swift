import Foundation
import OutdoorModel

/// The ETag of an answer: a hash of the service's version, the route, the query and what the
/// answer depends on, so two replicas over copies of one journal give the same tags.
public enum ServiceETag {
    /// The tag, quoted ("\"9f86d081884c7d659a2feaa0c55ad015\"").
    public static func make(version: String, route: ServiceRoute, query: ServiceQuery, key: String) -> String
    {
        let parts = [version, route.kind, route.format?.rawValue ?? "json", query.canonical, key]
        return "\"" + String(SHA256.hex(of: Data(parts.joined(separator: "\u{1F}").utf8)).prefix(32)) + "\""
    }

    /// `tag` without its quotes, as an address's `v=` carries it.
    public static func bare(_ tag: String) -> String {
        tag.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
    }
}

extension ServiceRoute {
    /// The route's path, percent-encoded ("/trips/Iceland%202024/summary.png").
    public var path: String {
        let ext = format.map { $0 == .png ? "png" : "jpg" } ?? "json"
        switch self {
        case .health: return "/healthz"
        case .entry(let id, _): return "/entries/\(Self.encode(id))/card.\(ext)"
        case .trip(let name, _): return "/trips/\(Self.encode(name))/summary.\(ext)"
        case .track(let id, _): return "/tracks/\(Self.encode(id))/card.\(ext)"
        }
    }

    private static func encode(_ segment: String) -> String {
        segment.addingPercentEncoding(withAllowedCharacters: segmentCharacters) ?? segment
    }

    private static let segmentCharacters = CharacterSet(
        charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
}
