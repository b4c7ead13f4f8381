import OutdoorModel

/// A named point kept from an OpenStreetMap extract: a place, a peak, a pass, a hut or a viewpoint.
public struct DetailPoint: Hashable, Sendable {
    /// What the point is.
    public var kind: DetailPointKind
    /// Its name as mapped (`name`); empty for an unnamed peak or hut.
    public var name: String
    /// Where it is, in degrees.
    public var coordinate: Coordinate
    /// Its height above sea level in whole metres (`ele`), when mapped.
    public var elevation: Int?

    /// Makes a point.
    public init(kind: DetailPointKind, name: String, coordinate: Coordinate, elevation: Int? = nil) {
        self.kind = kind
        self.name = name
        self.coordinate = coordinate
        self.elevation = elevation
    }
}

/// Kinds of point kept from an OpenStreetMap extract, as stored in the data.
public enum DetailPointKind: UInt8, CaseIterable, Hashable, Sendable, CustomStringConvertible {
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
    public var isPlace: Bool { rawValue < DetailPointKind.peak.rawValue }

    /// Whether the point is a summit (peak or volcano).
    public var isSummit: Bool { self == .peak || self == .volcano }

    /// The kind in words ("alpine hut").
    public var description: String {
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
