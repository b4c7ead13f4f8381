import OutdoorModel

/// Why a map request cannot be drawn.
///
/// Problems reading the map data come as `GeoDataError` and drawing failures as
/// `DrawingError`; both describe themselves in a sentence too.
public enum MapError: Error, Equatable, CustomStringConvertible {
    /// Width or height is outside 1...`MapRequest.maximumSide`, or too large at the scale.
    case invalidSize(width: Int, height: Int)
    /// The scale is outside `MapRequest.scaleRange`.
    case invalidScale(Double)
    /// A pin or view coordinate is not finite or out of range.
    case invalidCoordinate(Coordinate)
    /// An extent or minimum width is not a positive number of kilometres.
    case invalidExtent(Double)
    /// A numbered pin's number is outside 0...9999.
    case invalidPinNumber(Int)
    /// The padding is negative or not a finite number of pixels.
    case invalidPadding(Double)
    /// The radar overlay cannot be drawn; the text says why.
    case invalidRadar(String)
    /// The renderer has no drawing for this kind of overlay (its type's name).
    case unsupportedOverlay(String)

    /// A sentence saying what went wrong, for the person using the program.
    public var description: String {
        switch self {
        case .invalidSize(let w, let h):
            return
                "A map of \(w) x \(h) pixels cannot be drawn: each side must be 1 to "
                + "\(MapRequest.maximumSide) pixels, and at most \(MapRequest.maximumDeviceSide) "
                + "pixels once scaled."
        case .invalidScale(let s):
            return
                "The map scale \(s) is not supported: it must be between \(MapRequest.scaleRange.lowerBound) "
                + "and \(MapRequest.scaleRange.upperBound)."
        case .invalidCoordinate(let c):
            return
                "The coordinate (\(c.latitude), \(c.longitude)) cannot be shown on a map: latitude must be "
                + "-90 to 90 and longitude -180 to 180 degrees."
        case .invalidExtent(let km):
            return "A map \(km) km across cannot be drawn: give a positive number of kilometres."
        case .invalidPinNumber(let n):
            return "The pin number \(n) cannot be drawn: numbers must be 0 to 9999."
        case .invalidPadding(let p):
            return "A map padding of \(p) pixels cannot be used: give zero or more pixels."
        case .invalidRadar(let reason):
            return "The radar frame cannot be drawn on the map: \(reason)."
        case .unsupportedOverlay(let kind):
            return "The map cannot draw an overlay of kind \(kind): the renderer has no drawing for it."
        }
    }
}
