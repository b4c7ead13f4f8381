import OutdoorModel

/// Why the format writer refused its input: each case says what is wrong in a sentence.
public enum GeoWriteError: Error, Equatable, CustomStringConvertible {
    /// The writer's settings (grid, precision) are unusable.
    case invalidSettings(String)
    /// A feature of another layer was given to a layer's writer.
    case wrongLayer(kind: GeoFeatureKind, layer: GeoLayer)
    /// A ring has fewer than 3 points or a line fewer than 2.
    case tooFewPoints(count: Int, isClosed: Bool)
    /// A coordinate is not finite or lies outside -90...90, -180...180.
    case invalidCoordinate(Coordinate)
    /// A hidden edge index is not an edge of the feature.
    case invalidHiddenEdge(index: Int, edgeCount: Int)
    /// A place or country entry is unusable.
    case invalidPlace(String)
    /// The data would not fit the format's 32-bit sizes and counts.
    case tooLarge(String)

    /// A sentence saying what went wrong, for the person using the program.
    public var description: String {
        switch self {
        case .invalidSettings(let detail):
            return "The map data writer's settings are not usable: \(detail)."
        case .wrongLayer(let kind, let layer):
            return "A \(kind) feature cannot be written to the \(layer) layer."
        case .tooFewPoints(let count, let isClosed):
            return isClosed
                ? "A ring needs at least 3 points, but this one has \(count)."
                : "A line needs at least 2 points, but this one has \(count)."
        case .invalidCoordinate(let c):
            return
                "The coordinate (\(c.latitude), \(c.longitude)) is outside -90...90 latitude, -180...180 longitude."
        case .invalidHiddenEdge(let index, let edgeCount):
            return "Hidden edge \(index) does not exist: the feature has \(edgeCount) edges."
        case .invalidPlace(let detail):
            return "The place cannot be written: \(detail)."
        case .tooLarge(let detail):
            return "The map data is too large for the format: \(detail)."
        }
    }
}
