import Foundation
import OutdoorCard

/// What a request to the render service asks for, read from its path alone.
///
///     GET /healthz                              the service is up
///     GET /entries/{id}/card.png|.jpg|.json     an entry's card, or its alt text and addresses
///     GET /trips/{name}/summary.png|.jpg|.json  a trip's summary card
///     GET /tracks/{id}/card.png|.jpg|.json      a track's activity card
///
/// An id is an entry's or track's id or a unique prefix of at least 4 characters; a trip's name
/// is percent-encoded in the path ("/trips/Iceland%202024/summary.png").
public enum ServiceRoute: Equatable, Sendable {
    /// `/healthz`.
    case health
    /// An entry's card: its id as given, and the format (nil: the JSON description).
    case entry(id: String, format: CardFormat?)
    /// A trip's summary card: the trip's name, and the format (nil: JSON).
    case trip(name: String, format: CardFormat?)
    /// A track's activity card: its id as given, and the format (nil: JSON).
    case track(id: String, format: CardFormat?)

    /// The route of `path` (percent-decoded, without the query); a 404 failure naming the
    /// paths there are when it is none of them.
    public init(path: String) throws(ServiceFailure) {
        if path == "/healthz" {
            self = .health
            return
        }
        if let (id, format) = Self.item(path, under: "/entries/", file: "card") {
            self = .entry(id: id, format: format)
            return
        }
        if let (id, format) = Self.item(path, under: "/tracks/", file: "card") {
            self = .track(id: id, format: format)
            return
        }
        if let (name, format) = Self.item(path, under: "/trips/", file: "summary", anyName: true) {
            self = .trip(name: name, format: format)
            return
        }
        throw ServiceFailure(
            status: 404,
            "no such page: \(ServiceText.quoted(path)); the service answers /healthz, "
                + "/entries/ID/card.png (.jpg, .json), /trips/NAME/summary.png (.jpg, .json) and "
                + "/tracks/ID/card.png (.jpg, .json)")
    }

    /// The name and format of "/under/NAME/file.EXT"; any NAME (a trip's, which may hold "/")
    /// when `anyName`, else one path segment.
    private static func item(_ path: String, under prefix: String, file: String, anyName: Bool = false)
        -> (String, CardFormat?)?
    {
        guard path.hasPrefix(prefix) else { return nil }
        let rest = path.dropFirst(prefix.count)
        guard let slash = rest.lastIndex(of: "/") else { return nil }
        let name = String(rest[..<slash])
        guard !name.isEmpty, anyName || !name.contains("/") else { return nil }
        let last = rest[rest.index(after: slash)...]
        let formats: [String: CardFormat?] = [
            "\(file).png": .png, "\(file).jpg": .jpeg, "\(file).jpeg": .jpeg, "\(file).json": nil,
        ]
        guard let format = formats[String(last)] else { return nil }
        return (name, format)
    }

    /// The kind of thing the route serves, for the ETag and the log ("entry", "trip", "track").
    var kind: String {
        switch self {
        case .health: return "health"
        case .entry: return "entry"
        case .trip: return "trip"
        case .track: return "track"
        }
    }

    /// The format asked for; nil for JSON (and for the health and list routes).
    public var format: CardFormat? {
        switch self {
        case .entry(_, let format), .trip(_, let format), .track(_, let format): return format
        case .health: return nil
        }
    }

    /// The media type of the response.
    var contentType: String {
        switch format {
        case .png: return "image/png"
        case .jpeg: return "image/jpeg"
        case nil: return "application/json"
        }
    }
}

/// A request the service refuses or cannot answer: its status and a plain message.
public struct ServiceFailure: Error, Equatable, CustomStringConvertible {
    /// The HTTP status (400, 401, 404, 503...).
    public var status: Int
    /// One or two plain sentences for the client.
    public var message: String
    /// Headers to send with it (WWW-Authenticate, Retry-After, Allow).
    public var headers: [String: String]

    /// Makes a failure.
    public init(status: Int, _ message: String, headers: [String: String] = [:]) {
        self.status = status
        self.message = message
        self.headers = headers
    }

    public var description: String { "\(status): \(message)" }
}

/// Text the service puts in messages and log lines.
enum ServiceText {
    /// `text` quoted with control characters shown as \u{..}, at most 200 characters.
    static func quoted(_ text: String) -> String {
        "'" + safe(text, limit: 200) + "'"
    }

    /// `text` with control characters shown as \u{..}, cut at `limit` characters.
    static func safe(_ text: String, limit: Int = 400) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if out.count >= limit {
                out += "…"
                break
            }
            if scalar.properties.generalCategory == .control || scalar == "\u{7F}" {
                out += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
