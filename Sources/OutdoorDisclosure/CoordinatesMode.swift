import Foundation
import OutdoorMapModel
import OutdoorModel

/// How precisely an output reveals where an entry was made (`--coords`).
///
/// - `precise`: coordinates with 5 decimals (about a metre), the place line, a pin on the map,
///   and an OpenStreetMap link with a marker.
/// - `approx`: coordinates rounded to 1 decimal (about 11 km), prefixed with "≈"; the map
///   shows an area instead of a pin, and the link opens a regional view without a marker.
/// - `hidden`: no coordinates and no link, no place finer than the region, and a wider map with
///   no pin that names nothing near the place.
///
/// What each mode shows is decided in one place, `Disclosure`: outputs never read the
/// coordinate or the place line of an entry themselves.
public enum CoordinatesMode: String, CaseIterable, Sendable, Codable {
    /// Exact coordinates and a pin.
    case precise
    /// Rounded coordinates and an area.
    case approx
    /// No coordinates; a wider map without a pin or nearby names.
    case hidden

    /// Decimal places of the coordinates shown (nil when they are hidden).
    public var decimals: Int? {
        switch self {
        case .precise: return 5
        case .approx: return 1
        case .hidden: return nil
        }
    }

    /// How the map marks the place: a pin when precise, an area when approximate, nothing when hidden.
    public var locationPrecision: LocationPrecision {
        switch self {
        case .precise: return .exact
        case .approx: return .approximate
        case .hidden: return .hidden
        }
    }

    /// The coordinate as shown, such as "40.01499° N, 105.27055° W"; nil when hidden.
    func text(for coordinate: Coordinate) -> String? {
        guard let decimals else { return nil }
        let text = coordinate.hemisphereText(decimals: decimals)
        return self == .approx ? "≈ " + text : text
    }

    /// The coordinate a map may be given: exact when precise, else rounded to 1 decimal (the map
    /// rounds a hidden one further, to 1 degree, before anything is fitted or drawn).
    func mapCoordinate(for coordinate: Coordinate) -> Coordinate {
        switch self {
        case .precise: return coordinate
        case .approx, .hidden: return coordinate.rounded(decimals: 1)
        }
    }

    /// An OpenStreetMap link for the place: with a marker when precise, a regional view when
    /// approximate, none when hidden.
    func mapLink(for coordinate: Coordinate) -> String? {
        switch self {
        case .precise:
            let lat = Self.plain(coordinate.latitude, decimals: 5)
            let lon = Self.plain(coordinate.longitude, decimals: 5)
            return "https://www.openstreetmap.org/?mlat=\(lat)&mlon=\(lon)#map=14/\(lat)/\(lon)"
        case .approx:
            let lat = Self.plain(coordinate.latitude, decimals: 1)
            let lon = Self.plain(coordinate.longitude, decimals: 1)
            return "https://www.openstreetmap.org/#map=10/\(lat)/\(lon)"
        case .hidden:
            return nil
        }
    }

    /// "40.01499" or "-105.27055": a signed decimal without a negative zero.
    static func plain(_ value: Double, decimals: Int) -> String {
        String(format: "%.\(decimals)f", Coordinate.rounded(value, decimals: decimals))
    }
}
