/// Kinds of line kept from an OpenStreetMap extract, as stored in the data.
public enum DetailWay: UInt8, CaseIterable, Hashable, Sendable, CustomStringConvertible {
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
    public var isRoad: Bool { rawValue <= DetailWay.service.rawValue }

    /// The kind in words ("minor road").
    public var description: String {
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
