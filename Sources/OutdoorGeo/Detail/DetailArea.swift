/// Kinds of area kept from an OpenStreetMap extract, as stored in the data; codes are in drawing order.
public enum DetailArea: UInt8, CaseIterable, Hashable, Sendable, CustomStringConvertible {
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
    public var description: String {
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
