/// What a map feature is: a coast polygon of some GSHHG level, a river, a border, land cover, or
/// an area or line of an imported OpenStreetMap extract.
public enum GeoFeatureKind: Hashable, Sendable, CustomStringConvertible {
    /// A filled piece of land, lake, island in a lake or pond (layer `.coast`).
    case coast(CoastLevel)
    /// A river or canal line (layer `.rivers`).
    case river(RiverClass)
    /// A border line (layer `.borders`).
    case border(BorderKind)
    /// An urban area or glacier ring (layer `.landCover`).
    case landCover(LandCover)
    /// An area of an imported OpenStreetMap extract (layer `.detailAreas`).
    case detailArea(DetailArea)
    /// A line of an imported OpenStreetMap extract (layer `.detailWays`).
    case detailWay(DetailWay)

    /// The layer this kind of feature belongs to.
    public var layer: GeoLayer {
        switch self {
        case .coast: return .coast
        case .river: return .rivers
        case .border: return .borders
        case .landCover: return .landCover
        case .detailArea: return .detailAreas
        case .detailWay: return .detailWays
        }
    }

    /// The code stored in the data files for this kind (unique within its layer).
    public var code: UInt8 {
        switch self {
        case .coast(let level): return level.rawValue
        case .river(let riverClass): return riverClass.rawValue
        case .border(let kind): return kind.rawValue
        case .landCover(let cover): return cover.rawValue
        case .detailArea(let area): return area.rawValue
        case .detailWay(let way): return way.rawValue
        }
    }

    /// The kind a file of `layer` means by `code`, or nil for a code the layer does not define.
    public init?(layer: GeoLayer, code: UInt8) {
        switch layer {
        case .coast:
            guard let level = CoastLevel(rawValue: code) else { return nil }
            self = .coast(level)
        case .rivers:
            guard let riverClass = RiverClass(rawValue: code) else { return nil }
            self = .river(riverClass)
        case .borders:
            guard let kind = BorderKind(rawValue: code) else { return nil }
            self = .border(kind)
        case .landCover:
            guard let cover = LandCover(rawValue: code) else { return nil }
            self = .landCover(cover)
        case .detailAreas:
            guard let area = DetailArea(rawValue: code) else { return nil }
            self = .detailArea(area)
        case .detailWays:
            guard let way = DetailWay(rawValue: code) else { return nil }
            self = .detailWay(way)
        }
    }

    /// The layer and kind in words ("river minor").
    public var description: String {
        switch self {
        case .coast(let level): return "coast \(level)"
        case .river(let riverClass): return "river \(riverClass)"
        case .border(let kind): return "border \(kind)"
        case .landCover(let cover): return "land cover \(cover)"
        case .detailArea(let area): return "detail area \(area)"
        case .detailWay(let way): return "detail way \(way)"
        }
    }
}
