import Foundation
import OutdoorModel

/// A scale bar: a round 1-2-5 length and how many pixels it spans at the view's centre.
public struct ScaleBar: Hashable, Sendable {
    /// The unit the length is written in.
    public enum Unit: String, Hashable, Sendable {
        /// Metres ("500 m").
        case metres = "m"
        /// Kilometres ("20 km").
        case kilometres = "km"
        /// Feet ("1000 ft").
        case feet = "ft"
        /// Statute miles ("10 mi").
        case miles = "mi"

        /// The unit's length in metres.
        public var metres: Double {
            switch self {
            case .metres: return 1
            case .kilometres: return 1000
            case .feet: return 0.3048
            case .miles: return 1609.344
            }
        }
    }

    /// The round length: 1, 2 or 5 times a power of ten.
    public var length: Double
    /// The unit of `length`.
    public var unit: Unit
    /// The bar's length in logical pixels.
    public var pixelLength: Double

    /// Makes a scale bar value.
    public init(length: Double, unit: Unit, pixelLength: Double) {
        self.length = length
        self.unit = unit
        self.pixelLength = pixelLength
    }

    /// The label ("20 km", "500 m", "2 mi", "1000 ft").
    public var label: String {
        let whole = length.rounded()
        let number = abs(length - whole) < 1e-9 ? String(Int(whole)) : String(length)
        return "\(number) \(unit.rawValue)"
    }

    /// The longest 1-2-5 length that fits in `maximumPixels` at `metresPerPixel`, or nil.
    ///
    /// Metric bars use kilometres from 1 km up and metres below; imperial bars use miles from
    /// 1 mile up and feet below. Returns nil when even 1 m or 1 ft is longer than the room, or
    /// when an input is not a positive finite number.
    public static func choose(metresPerPixel: Double, maximumPixels: Double, units: UnitSystem) -> ScaleBar? {
        guard metresPerPixel.isFinite, metresPerPixel > 0, maximumPixels.isFinite, maximumPixels > 0 else {
            return nil
        }
        let large: Unit = units == .imperial ? .miles : .kilometres
        let small: Unit = units == .imperial ? .feet : .metres
        let maxMetres = maximumPixels * metresPerPixel
        let unit = maxMetres >= large.metres ? large : small
        guard let length = niceLength(atMost: maxMetres / unit.metres) else { return nil }
        return ScaleBar(length: length, unit: unit, pixelLength: length * unit.metres / metresPerPixel)
    }

    /// The largest 1, 2 or 5 times a power of ten that is at most `limit` (and at least 1), or nil.
    static func niceLength(atMost limit: Double) -> Double? {
        guard limit.isFinite, limit >= 1 else { return nil }
        var power = pow(10, floor(log10(limit)))
        // log10 can land a hair below an exact power of ten.
        if power * 10 <= limit { power *= 10 }
        for step in [5.0, 2, 1] where step * power <= limit * (1 + 1e-12) {
            return step * power
        }
        return power
    }
}
