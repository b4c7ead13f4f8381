import OutdoorModel

/// Why a map view could not be made.
public enum MapViewportError: Error, Equatable, CustomStringConvertible {
    /// The centre is not a finite coordinate with latitude in -90...90.
    case invalidCenter(Coordinate)
    /// Width or height is outside 1...`MapViewport.maximumPixelSize`.
    case invalidSize(width: Int, height: Int)
    /// The scale factor is outside 0.25...8.
    case invalidScale(Double)
    /// The ground resolution is not finite, below 0.01 m per pixel, or shows the world too small.
    case invalidResolution(Double)
    /// The requested extent is not a positive number of kilometres.
    case invalidExtent(Double)
    /// The padding is negative, not finite, or leaves no room inside the view.
    case invalidPadding(Double)
    /// There were no coordinates to fit.
    case nothingToFit
    /// A coordinate to fit is not finite or is out of range.
    case invalidCoordinate(Coordinate)

    /// A sentence saying what went wrong, for the person using the program.
    public var description: String {
        switch self {
        case .invalidCenter(let c):
            return "The map centre (\(c.latitude), \(c.longitude)) is not a valid coordinate."
        case .invalidSize(let w, let h):
            return
                "A map of \(w) x \(h) pixels cannot be drawn: each side must be 1 to \(MapViewport.maximumPixelSize) pixels."
        case .invalidScale(let s):
            return "The pixel scale \(s) is not supported: it must be between 0.25 and 8."
        case .invalidResolution(let r):
            return
                "A ground resolution of \(r) metres per pixel is not usable: it must be at least 0.01 and show the world at least an eighth as wide as the map."
        case .invalidExtent(let km):
            return
                "A map \(km) km across cannot be drawn: the extent must be a positive number of kilometres."
        case .invalidPadding(let p):
            return "A padding of \(p) pixels leaves no room for the map."
        case .nothingToFit:
            return "There are no places to fit the map around."
        case .invalidCoordinate(let c):
            return
                "The coordinate (\(c.latitude), \(c.longitude)) is not valid, so the map cannot be fitted to it."
        }
    }
}
