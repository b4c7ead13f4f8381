/// A named thing near a point: a town or a lake (see `GeoDatabase.namedFeatures(within:of:)`).
public struct NamedFeature: Hashable, Sendable {
    /// What the feature is.
    public enum Kind: Hashable, Sendable {
        /// A populated place of any size.
        case town(Place)
        /// A lake or reservoir.
        case lake(GeoArea)
    }

    /// What the feature is.
    public var kind: Kind
    /// Distance from the point to the town's centre or to the lake's shore (0 on the lake), in kilometres.
    public var distanceKilometres: Double

    /// Makes a named feature.
    public init(kind: Kind, distanceKilometres: Double) {
        self.kind = kind
        self.distanceKilometres = distanceKilometres
    }

    /// The feature's name as the data writes it.
    public var name: String {
        switch kind {
        case .town(let place): return place.name
        case .lake(let area): return area.name
        }
    }
}
