import Foundation
import OutdoorGeo
import OutdoorMapModel
import OutdoorModel

/// A place the map must name because an entry names it, and the pins that name it.
struct NamedPlace {
    var place: Place
    var role: PlacedLabel.Role
    var pins: [Int]
    var mustName = false
}

extension MapRenderer {
    /// Pins whose places are looked up and named before other places (beyond that, an overview).
    static let namedPlacePinLimit = 100
    /// How far from a pin's displayed position its place line's town is looked for, in kilometres.
    ///
    /// Reverse geocoding says "near" up to about 50 km from a town; a hidden position is rounded
    /// to 1 degree, which moves it up to 79 km.
    static func namedPlaceRadius(for precision: LocationPrecision) -> Double {
        precision == .hidden ? 140 : 70
    }

    /// The places the overlays' pins name, most important first, each once with its pins.
    ///
    /// A pin's place is the town its place line names ("near Potes, ..." names Potes), found
    /// near its displayed position; without a place line, reverse geocoding finds it (a
    /// region-only answer names no town). Only the first `namedPlacePinLimit` pins are looked up.
    func namedPlaces(_ candidates: [PlaceToName]) throws -> [NamedPlace] {
        var found: [NamedPlace] = []
        var indexOf: [Place: Int] = [:]
        for candidate in candidates.prefix(Self.namedPlacePinLimit) {
            guard let place = try namedPlace(of: candidate.pin) else { continue }
            if let known = indexOf[place] {
                found[known].pins.append(candidate.index)
                found[known].mustName = found[known].mustName || candidate.mustName
            } else {
                indexOf[place] = found.count
                found.append(
                    NamedPlace(
                        place: place, role: candidate.role, pins: [candidate.index],
                        mustName: candidate.mustName))
            }
        }
        return found
    }

    /// The town a pin's place line names, or the place reverse geocoding finds for it.
    private func namedPlace(of pin: MapPin) throws -> Place? {
        let shown = pin.displayedCoordinate
        if let locality = pin.place {
            guard locality.kind != .lake else { return nil }
            return try database.place(
                named: locality.name, near: shown, withinKilometres: Self.namedPlaceRadius(for: pin.precision)
            )
        }
        guard let result = try database.reverseGeocode(shown), result.relation != .region else { return nil }
        return result.place
    }
}
