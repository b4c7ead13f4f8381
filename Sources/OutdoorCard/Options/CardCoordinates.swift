import Foundation
import OutdoorModel

/// How precisely a card (and its alt text) reveals where the entry was made.
///
/// - `precise`: coordinates with 5 decimals (about a metre), a pin on the map, and an
///   OpenStreetMap link with a marker.
/// - `approx`: coordinates rounded to 1 decimal (about 11 km), prefixed with "≈"; the map
///   shows an area instead of a pin, and the link opens a regional view without a marker.
/// - `hidden`: no coordinates and no link; the map shows a wider view without a pin.
///
/// In the approximate and hidden modes the map provider only ever receives the rounded
/// coordinate, so no layer of the card can reveal more than the card says.
public enum CardCoordinates: String, CaseIterable, Sendable, Codable {
    /// Exact coordinates and a pin.
    case precise
    /// Rounded coordinates and an area.
    case approx
    /// No coordinates; a wider map without a pin.
    case hidden

    /// Decimal places shown for this mode (nil when coordinates are hidden).
    public var decimals: Int? {
        switch self {
        case .precise: return 5
        case .approx: return 1
        case .hidden: return nil
        }
    }

    /// The coordinate as the card shows it, such as "40.01499° N, 105.27055° W"; nil when hidden.
    public func text(for coordinate: Coordinate) -> String? {
        guard let decimals else { return nil }
        let text = coordinate.hemisphereText(decimals: decimals)
        return self == .approx ? "≈ " + text : text
    }

    /// The coordinate the map may use: exact when precise, else rounded to 1 decimal.
    public func mapCoordinate(for coordinate: Coordinate) -> Coordinate {
        switch self {
        case .precise: return coordinate
        case .approx, .hidden: return coordinate.rounded(decimals: 1)
        }
    }

    /// An OpenStreetMap link for the place: with a marker when precise, a regional view when
    /// approximate, none when hidden.
    public func mapLink(for coordinate: Coordinate) -> String? {
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
