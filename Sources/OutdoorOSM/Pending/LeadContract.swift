// Stand-ins for the lead's OutdoorGeo detail types until they land on main; removed at the merge.
import OutdoorGeo
import OutdoorModel
/// Kinds of area kept from an OpenStreetMap extract, as stored in the data; codes are in drawing order.
enum DetailArea: UInt8, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Land, assembled from the extract's coastline (`natural=coastline`, land on its left).
    case land = 1
    /// Built-up areas: residential, commercial, industrial and retail land use.
    case builtUp = 2
    /// Meadows, grass and heath.
    case meadow = 3
    /// Parks, gardens and nature reserves.
    case park = 4
    /// Forest and woods.
    case wood = 5
    /// Wetlands and marshes.
    case wetland = 6
    /// Bare rock, scree and shingle.
    case rock = 7
    /// Glaciers.
    case glacier = 8
    /// Lakes, reservoirs, riverbanks and ponds.
    case water = 9

    /// The kind in words ("built-up area").
    var description: String {
        switch self {
        case .land: return "land"
        case .builtUp: return "built-up area"
        case .meadow: return "meadow"
        case .park: return "park"
        case .wood: return "wood"
        case .wetland: return "wetland"
        case .rock: return "rock"
        case .glacier: return "glacier"
        case .water: return "water"
        }
    }
}

/// A named point kept from an OpenStreetMap extract: a place, a peak, a pass, a hut or a viewpoint.
struct DetailPoint: Hashable, Sendable {
    /// What the point is.
    var kind: DetailPointKind
    /// Its name as mapped (`name`); empty for an unnamed peak or hut.
    var name: String
    /// Where it is, in degrees.
    var coordinate: Coordinate
    /// Its height above sea level in whole metres (`ele`), when mapped.
    var elevation: Int?

    /// Makes a point.
    init(kind: DetailPointKind, name: String, coordinate: Coordinate, elevation: Int? = nil) {
        self.kind = kind
        self.name = name
        self.coordinate = coordinate
        self.elevation = elevation
    }
}

/// Kinds of point kept from an OpenStreetMap extract, as stored in the data.
enum DetailPointKind: UInt8, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// `place=city`.
    case city = 1
    /// `place=town`.
    case town = 2
    /// `place=village`.
    case village = 3
    /// `place=hamlet`.
    case hamlet = 4
    /// `place=suburb`, `quarter` or `neighbourhood`: a part of a town.
    case suburb = 5
    /// `place=locality` or `isolated_dwelling`: a named spot.
    case locality = 6
    /// `natural=peak`.
    case peak = 10
    /// `natural=volcano`.
    case volcano = 11
    /// `mountain_pass=yes` or a pass on a road.
    case pass = 12
    /// `natural=saddle`.
    case saddle = 13
    /// `tourism=alpine_hut`: a staffed mountain hut.
    case alpineHut = 20
    /// `tourism=wilderness_hut`: an unstaffed hut.
    case wildernessHut = 21
    /// `amenity=shelter`.
    case shelter = 22
    /// `tourism=viewpoint`.
    case viewpoint = 23
    /// `tourism=camp_site`.
    case campsite = 24

    /// Whether the point is a settlement or a part of one (city to locality).
    var isPlace: Bool { rawValue < DetailPointKind.peak.rawValue }

    /// Whether the point is a summit (peak or volcano).
    var isSummit: Bool { self == .peak || self == .volcano }

    /// The kind in words ("alpine hut").
    var description: String {
        switch self {
        case .city: return "city"
        case .town: return "town"
        case .village: return "village"
        case .hamlet: return "hamlet"
        case .suburb: return "suburb"
        case .locality: return "locality"
        case .peak: return "peak"
        case .volcano: return "volcano"
        case .pass: return "pass"
        case .saddle: return "saddle"
        case .alpineHut: return "alpine hut"
        case .wildernessHut: return "wilderness hut"
        case .shelter: return "shelter"
        case .viewpoint: return "viewpoint"
        case .campsite: return "campsite"
        }
    }
}
/// Kinds of line kept from an OpenStreetMap extract, as stored in the data.
enum DetailWay: UInt8, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// Motorways and their links.
    case motorway = 1
    /// Trunk roads.
    case trunk = 2
    /// Primary roads.
    case primary = 3
    /// Secondary roads.
    case secondary = 4
    /// Tertiary roads.
    case tertiary = 5
    /// Unclassified, residential and other minor roads.
    case minorRoad = 6
    /// Service roads and driveways.
    case service = 7
    /// Tracks (farm and forest roads).
    case track = 8
    /// Paths, footways, bridleways, cycleways and steps.
    case path = 9
    /// Paths of demanding mountain or alpine hiking difficulty (`sac_scale`).
    case alpinePath = 10
    /// Railways (main line, narrow gauge, light rail).
    case railway = 11
    /// Ferry routes.
    case ferry = 12
    /// Rivers and canals.
    case river = 13
    /// Streams.
    case stream = 14

    /// Whether the line is a road a car may use (motorway to service).
    var isRoad: Bool { rawValue <= DetailWay.service.rawValue }

    /// The kind in words ("minor road").
    var description: String {
        switch self {
        case .motorway: return "motorway"
        case .trunk: return "trunk road"
        case .primary: return "primary road"
        case .secondary: return "secondary road"
        case .tertiary: return "tertiary road"
        case .minorRoad: return "minor road"
        case .service: return "service road"
        case .track: return "track"
        case .path: return "path"
        case .alpinePath: return "alpine path"
        case .railway: return "railway"
        case .ferry: return "ferry"
        case .river: return "river"
        case .stream: return "stream"
        }
    }
}
/// How much of an imported OpenStreetMap extract a view shows, and how finely it is stored.
///
/// Each tier is stored as its own files (its `level` in the name: "detail-ways-h.oug"), the
/// features kept and simplified for the views that read it: `low` holds the major roads,
/// railways, rivers and large areas for views about 30 to 200 km across; `intermediate` adds
/// minor roads, tracks, paths, streams and smaller areas for 12 to 30 km; `high` holds
/// everything, for views up to 12 km across.
enum DetailTier: CaseIterable, Comparable, Hashable, Sendable, CustomStringConvertible {
    /// Major roads, railways, ferries, rivers and large areas.
    case low
    /// Adds minor roads, tracks, paths, streams and smaller areas.
    case intermediate
    /// Everything kept, simplified least.
    case high

    /// The widest view that draws any detail, in kilometres.
    static let widestViewKilometres = 200.0

    /// The tier a view this many kilometres across reads, or nil when it is too wide for any.
    static func forView(widthKilometres width: Double) -> DetailTier? {
        guard width.isFinite, width > 0, width <= widestViewKilometres else { return nil }
        if width <= 12 { return .high }
        if width <= 30 { return .intermediate }
        return .low
    }

    /// The level byte stored in the tier's files (and the letter in their names).
    var level: GeoLevel {
        switch self {
        case .low: return .low
        case .intermediate: return .intermediate
        case .high: return .high
        }
    }

    /// The tier whose files carry `level`, or nil.
    init?(level: GeoLevel) {
        guard let tier = DetailTier.allCases.first(where: { $0.level == level }) else { return nil }
        self = tier
    }

    /// Quantisation of the tier's files: stored coordinates are multiples of 1/this degrees.
    var unitsPerDegree: Int {
        switch self {
        case .low: return 10_000
        case .intermediate: return 50_000
        case .high: return 100_000
        }
    }

    /// The side of the tier's grid cells, in units (0.5°, 0.1° and 0.02°).
    var cellUnits: Int {
        switch self {
        case .low: return 5_000
        case .intermediate: return 5_000
        case .high: return 2_000
        }
    }

    /// The Douglas-Peucker tolerance the tier's features are simplified with, in metres.
    var simplificationMetres: Double {
        switch self {
        case .low: return 60
        case .intermediate: return 12
        case .high: return 2
        }
    }

    /// Orders tiers from least to most detail.
    static func < (lhs: DetailTier, rhs: DetailTier) -> Bool { lhs.level < rhs.level }

    /// The tier's name ("high").
    var description: String {
        switch self {
        case .low: return "low"
        case .intermediate: return "intermediate"
        case .high: return "high"
        }
    }
}
