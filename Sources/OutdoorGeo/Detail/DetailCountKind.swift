/// What a count in a region's description counts: a kind of area, way or named point, or the
/// extract's coastline ways; stored in "region.json" by a key that does not change with wording.
public enum DetailCountKind: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// `natural=coastline` ways (assembled into land, not drawn as lines).
    case coastlineWay
    /// Areas of a kind (land rings assembled from the coastline count as `.area(.land)`).
    case area(DetailArea)
    /// Ways of a kind.
    case way(DetailWay)
    /// Named points of a kind.
    case point(DetailPointKind)

    /// Every kind, coastline first, then areas, ways and points in their data order.
    public static let allCases: [DetailCountKind] =
        [.coastlineWay] + DetailArea.allCases.map(Self.area) + DetailWay.allCases.map(Self.way)
        + DetailPointKind.allCases.map(Self.point)

    private static let areaKeys: [DetailArea: String] = [
        .land: "land", .builtUp: "builtUp", .meadow: "meadow", .park: "park", .wood: "wood",
        .wetland: "wetland", .rock: "rock", .glacier: "glacier", .water: "water",
    ]
    private static let wayKeys: [DetailWay: String] = [
        .motorway: "motorway", .trunk: "trunk", .primary: "primary", .secondary: "secondary",
        .tertiary: "tertiary", .minorRoad: "minorRoad", .service: "service", .track: "track", .path: "path",
        .alpinePath: "alpinePath", .railway: "railway", .ferry: "ferry", .river: "river", .stream: "stream",
    ]
    private static let pointKeys: [DetailPointKind: String] = [
        .city: "city", .town: "town", .village: "village", .hamlet: "hamlet", .suburb: "suburb",
        .locality: "locality", .peak: "peak", .volcano: "volcano", .pass: "pass", .saddle: "saddle",
        .alpineHut: "alpineHut", .wildernessHut: "wildernessHut", .shelter: "shelter",
        .viewpoint: "viewpoint",
        .campsite: "campsite",
    ]
    private static let byKey: [String: DetailCountKind] = Dictionary(
        allCases.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    /// The display names format 1 files were written with ("coastline way", "alpine hut", "land").
    private static let byOldName: [String: DetailCountKind] = Dictionary(
        allCases.map { ($0.description, $0) }, uniquingKeysWith: { first, _ in first })

    /// The stored key: "coastline", "area.wood", "way.alpinePath", "point.alpineHut".
    public var key: String {
        switch self {
        case .coastlineWay: return "coastline"
        case .area(let area): return "area." + (Self.areaKeys[area] ?? String(area.rawValue))
        case .way(let way): return "way." + (Self.wayKeys[way] ?? String(way.rawValue))
        case .point(let kind): return "point." + (Self.pointKeys[kind] ?? String(kind.rawValue))
        }
    }

    /// The kind a stored key names; also reads the display names that earlier files used as keys.
    public init?(key: String) {
        guard let kind = Self.byKey[key] ?? Self.byOldName[key] else { return nil }
        self = kind
    }

    /// The kind in words, for people ("alpine path", "built-up area", "coastline way").
    public var description: String {
        switch self {
        case .coastlineWay: return "coastline way"
        case .area(let area): return area.description
        case .way(let way): return way.description
        case .point(let kind): return kind.description
        }
    }

    /// Orders by the stored key, so listings and files are stable.
    public static func < (lhs: DetailCountKind, rhs: DetailCountKind) -> Bool { lhs.key < rhs.key }
}

/// A region's counts by kind, stored as a JSON object keyed by `DetailCountKind.key`.
public struct DetailCounts: Codable, Hashable, Sendable, ExpressibleByDictionaryLiteral {
    /// How many of each kind were kept.
    public var byKind: [DetailCountKind: Int]

    /// Makes counts from a dictionary.
    public init(_ byKind: [DetailCountKind: Int] = [:]) { self.byKind = byKind }

    /// Makes counts from a literal (`[.way(.path): 3]`).
    public init(dictionaryLiteral elements: (DetailCountKind, Int)...) {
        self.byKind = Dictionary(elements, uniquingKeysWith: +)
    }

    /// The count of `kind` (nil when none were kept).
    public subscript(kind: DetailCountKind) -> Int? {
        get { byKind[kind] }
        set { byKind[kind] = newValue }
    }

    /// Adds `amount` to the count of `kind`.
    public mutating func add(_ kind: DetailCountKind, _ amount: Int = 1) {
        byKind[kind, default: 0] += amount
    }

    /// Whether nothing was counted.
    public var isEmpty: Bool { byKind.isEmpty }

    /// Reads the object; keys this build does not know (a newer build's kinds) are left out.
    public init(from decoder: any Decoder) throws {
        let stored = try decoder.singleValueContainer().decode([String: Int].self)
        var byKind: [DetailCountKind: Int] = [:]
        for (key, count) in stored {
            guard let kind = DetailCountKind(key: key) else { continue }
            byKind[kind, default: 0] += count
        }
        self.byKind = byKind
    }

    /// Writes the object keyed by `DetailCountKind.key`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(Dictionary(uniqueKeysWithValues: byKind.map { ($0.key.key, $0.value) }))
    }
}
