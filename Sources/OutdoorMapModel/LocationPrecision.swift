import Foundation
import OutdoorModel

/// How precisely a map reveals where an entry was made.
///
/// The share card's `--coords` option maps onto these cases. Approximate and hidden positions
/// are rounded to a grid before anything is drawn or fitted, so neither the marker nor the
/// view's centre gives away the true coordinate:
///
/// - `exact`: a pin at the coordinate.
/// - `approximate`: a soft area of `approximateRadiusKilometres` around the coordinate rounded
///   to `approximateGridDecimals` (0.1°, the precision of one-decimal coordinates); the true
///   point always lies inside the area.
/// - `hidden`: no marker at all; the view is at least `hiddenMinimumWidthKilometres` across and
///   frames the box of the area the place line names (`MapPin.extent`), or, without one, is
///   centred on the coordinate rounded to `hiddenGridDecimals` (1°).
public enum LocationPrecision: String, CaseIterable, Hashable, Sendable {
    /// A pin at the exact position.
    case exact
    /// A soft circle of about 10 km around a position rounded to 0.1 degree.
    case approximate
    /// No marker; a regional view around a position rounded to 1 degree.
    case hidden

    /// The decimals approximate positions are rounded to: a grid of 0.1° (about 11 km of latitude).
    public static let approximateGridDecimals = 1
    /// The decimals hidden positions are rounded to: a grid of 1° (about 111 km of latitude).
    public static let hiddenGridDecimals = 0
    /// The radius of the area drawn for an approximate position, in kilometres.
    ///
    /// Rounding to 0.1° moves a point by at most 7.9 km (half the grid cell's diagonal at the
    /// equator), so a 10 km circle around the rounded position always contains the true one.
    public static let approximateRadiusKilometres = 10.0
    /// The smallest width of a view that shows a hidden position, in kilometres.
    public static let hiddenMinimumWidthKilometres = 320.0

    /// The decimals positions are rounded to, or nil for exact positions.
    public var gridDecimals: Int? {
        switch self {
        case .exact: return nil
        case .approximate: return Self.approximateGridDecimals
        case .hidden: return Self.hiddenGridDecimals
        }
    }

    /// The position a map shows for `coordinate`: itself when exact, else rounded to the grid
    /// (`Coordinate.rounded(decimals:)`, the rule the card's coordinates follow too).
    ///
    /// Latitudes stay within -90...90 and longitudes are brought into -180...180.
    public func displayedCoordinate(for coordinate: Coordinate) -> Coordinate {
        guard let decimals = gridDecimals else { return coordinate }
        return coordinate.rounded(decimals: decimals)
    }
}
