import Foundation

/// RainViewer's list of radar frames (weather-maps.json): the tile host and the past frames.
///
/// Only `host` and `radar.past` are read. The service reshaped this document during 2025
/// (nowcast and satellite sections were phased out for free use), so any other section may be
/// present or missing; a missing section is normal.
public struct RainViewerCatalog: Hashable, Sendable {
    /// One radar frame: its time and the path of its tiles.
    public struct Frame: Hashable, Sendable {
        /// The frame's time (RainViewer: when the composite was generated).
        public var time: Date
        /// The base path of its tiles on `host`, "/v2/radar/1609401600".
        public var path: String
    }

    /// Scheme and host of the tiles, "https://tilecache.rainviewer.com", without a trailing slash.
    public var host: String
    /// The past frames, oldest first.
    public var past: [Frame]

    /// The name used in messages.
    static let provider = "RainViewer"

    /// Reads the document; throws `RadarError.malformedCatalog` or `.noFrames`.
    public static func decode(_ data: Data) throws -> RainViewerCatalog {
        let document: Document
        do {
            document = try JSONDecoder().decode(Document.self, from: data)
        } catch let error as DecodingError {
            throw RadarError.malformedCatalog(provider: provider, detail: Self.describe(error))
        } catch {
            throw RadarError.malformedCatalog(provider: provider, detail: "\(error)")
        }
        guard let hostText = document.host else {
            throw RadarError.malformedCatalog(provider: provider, detail: "it names no tile host")
        }
        let host = try validatedHost(hostText)
        let frames = document.radar?.past ?? []
        guard !frames.isEmpty else { throw RadarError.noFrames(provider: provider) }
        var past: [Frame] = []
        for frame in frames {
            guard frame.time > 946_684_800, frame.time < 32_503_680_000 else {
                throw RadarError.malformedCatalog(
                    provider: provider, detail: "a frame's time \(frame.time) is not a time of this era")
            }
            guard isSafePath(frame.path) else {
                throw RadarError.malformedCatalog(
                    provider: provider,
                    detail: "a frame's path \"\(frame.path.prefix(80))\" is not a tile path")
            }
            past.append(Frame(time: Date(timeIntervalSince1970: TimeInterval(frame.time)), path: frame.path))
        }
        past.sort { $0.time < $1.time }
        return RainViewerCatalog(host: host, past: past)
    }

    /// The newest frame.
    public var latest: Frame? { past.last }

    /// The frame nearest `instant` when one lies within `tolerance` seconds of it.
    public func frame(nearest instant: Date, tolerance: TimeInterval) throws -> Frame {
        guard
            let nearest = past.min(by: {
                abs($0.time.timeIntervalSince(instant)) < abs($1.time.timeIntervalSince(instant))
            }), let first = past.first, let last = past.last
        else { throw RadarError.noFrames(provider: Self.provider) }
        guard abs(nearest.time.timeIntervalSince(instant)) <= tolerance else {
            throw RadarError.noFrameNearMoment(
                provider: Self.provider, instant: instant, earliest: first.time, latest: last.time,
                tolerance: tolerance)
        }
        return nearest
    }

    /// The URL of one tile of `frame`: `{host}{path}/{size}/{z}/{x}/{y}/{color}/{options}.png`.
    public func tileURL(
        _ frame: Frame, size: Int, zoom: Int, x: Int, y: Int, color: Int, options: String
    ) -> URL? {
        URL(string: "\(host)\(frame.path)/\(size)/\(zoom)/\(x)/\(y)/\(color)/\(options).png")
    }

    private struct Document: Decodable {
        var host: String?
        var radar: Radar?
    }

    private struct Radar: Decodable {
        var past: [RawFrame]?
    }

    private struct RawFrame: Decodable {
        var time: Int
        var path: String
    }

    /// The host as "scheme://host[:port]" with no trailing slash; only http and https.
    private static func validatedHost(_ text: String) throws -> String {
        var trimmed = text.trimmingCharacters(in: .whitespaces)
        while trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard let components = URLComponents(string: trimmed),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = components.host, !host.isEmpty, components.path.isEmpty, components.query == nil,
            components.fragment == nil, components.user == nil
        else {
            throw RadarError.malformedCatalog(
                provider: provider, detail: "its tile host \"\(text.prefix(80))\" is not an http(s) host")
        }
        return trimmed
    }

    /// Whether a frame path is safe to put in a URL: "/" then letters, digits, "_", "-", "." and
    /// "/" only, and no "..".
    private static func isSafePath(_ path: String) -> Bool {
        guard path.hasPrefix("/"), path.count <= 200, !path.contains(".."), !path.hasSuffix("/") else {
            return false
        }
        return path.unicodeScalars.allSatisfy { scalar in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", "/", "_", "-", ".": return true
            default: return false
            }
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "it is not JSON" : "bad value at \(path(context.codingPath))"
        case .keyNotFound(let key, let context):
            return "\(path(context.codingPath + [key])) is missing"
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "\(path(context.codingPath)) has the wrong type"
        @unknown default:
            return "\(error)"
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().trimmingCharacters(
            in: CharacterSet(charactersIn: "."))
    }
}
