/// A level of detail of the shipped map data, named after GSHHG's resolutions.
///
/// Each level was simplified by GSHHG with the Douglas-Peucker tolerance in
/// `simplificationMetres`; `forGroundResolution(_:available:)` picks one for a view.
public enum GeoLevel: UInt8, CaseIterable, Comparable, Hashable, Sendable, CustomStringConvertible {
    /// Crude: 25 km simplification, for world and continent views.
    case coarse = 0
    /// Low: 5 km simplification.
    case low = 1
    /// Intermediate: 1 km simplification.
    case intermediate = 2
    /// High: 200 m simplification, for regional views down to the minimum extent.
    case high = 3

    /// GSHHG's one-letter name of the level, used in file names ("c", "l", "i", "h").
    public var letter: String {
        switch self {
        case .coarse: return "c"
        case .low: return "l"
        case .intermediate: return "i"
        case .high: return "h"
        }
    }

    /// The level with GSHHG's one-letter name, or nil.
    public init?(letter: String) {
        guard let level = GeoLevel.allCases.first(where: { $0.letter == letter }) else { return nil }
        self = level
    }

    /// GSHHG's simplification tolerance for the level, in metres.
    public var simplificationMetres: Double {
        switch self {
        case .coarse: return 25_000
        case .low: return 5_000
        case .intermediate: return 1_000
        case .high: return 200
        }
    }

    /// How many device pixels of simplification a view tolerates when picking a level.
    ///
    /// One: a coast simplified by more than a pixel breaks skerries and fjords into shards and
    /// moves shore towns into the sea (Reine at the tip of Lofoten), so regional maps read the
    /// finer level (5 km from about 5 km a pixel, 1 km from 1 km, 200 m below).
    public static let pixelsOfTolerance = 1.0

    /// The coarsest level whose simplification is at most `pixelsOfTolerance` device pixels.
    ///
    /// `metresPerDevicePixel` is the ground resolution at the view's centre, in metres per
    /// device pixel (a 2x view halves it). When no available level is fine enough, the finest
    /// available level is returned; with nothing available, `.high`.
    public static func forGroundResolution(
        _ metresPerDevicePixel: Double, available: some Collection<GeoLevel> = GeoLevel.allCases
    ) -> GeoLevel {
        let sorted = available.sorted()
        let limit = pixelsOfTolerance * metresPerDevicePixel
        if let fitting = sorted.first(where: { $0.simplificationMetres <= limit }) {
            return fitting
        }
        return sorted.last ?? .high
    }

    /// Orders levels from coarse to high.
    public static func < (lhs: GeoLevel, rhs: GeoLevel) -> Bool { lhs.rawValue < rhs.rawValue }

    /// GSHHG's letter for the level ("h").
    public var description: String { letter }
}
