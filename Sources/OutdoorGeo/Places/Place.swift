import Foundation
import OutdoorModel

/// A populated place from the shipped GeoNames extract: a city, town or village.
public struct Place: Hashable, Sendable {
    /// The place's name as GeoNames gives it ("Boulder", "Zürich").
    public var name: String
    /// Where the place is (its centre as GeoNames records it), in degrees.
    public var coordinate: Coordinate
    /// Inhabitants as GeoNames records them (at least 1,000 in the shipped data).
    public var population: Int
    /// ISO 3166-1 alpha-2 country code ("US"), empty when unknown.
    public var countryCode: String
    /// The country's English name ("United States"), when the country table has it.
    public var countryName: String?
    /// The first-level division's name ("Colorado"), when known.
    public var admin1: String?
    /// The IANA time-zone identifier ("America/Denver"), when known.
    public var timeZoneIdentifier: String?
    /// Whether the place is its country's capital.
    public var isCapital: Bool

    /// Makes a place value.
    public init(
        name: String, coordinate: Coordinate, population: Int, countryCode: String,
        countryName: String? = nil,
        admin1: String? = nil, timeZoneIdentifier: String? = nil, isCapital: Bool = false
    ) {
        self.name = name
        self.coordinate = coordinate
        self.population = population
        self.countryCode = countryCode
        self.countryName = countryName
        self.admin1 = admin1
        self.timeZoneIdentifier = timeZoneIdentifier
        self.isCapital = isCapital
    }

    /// "Name, Admin1, CC": the parts that are known, leaving out an admin-1 name that repeats the place's.
    public var displayName: String {
        var parts = [name]
        if let admin1, !admin1.isEmpty, Place.fold(admin1) != Place.fold(name) {
            parts.append(admin1)
        }
        if !countryCode.isEmpty { parts.append(countryCode) }
        return parts.joined(separator: ", ")
    }

    /// Lowercased ASCII letters and digits only, with common Latin accents removed, for comparing names.
    static func fold(_ text: String) -> String {
        var out = ""
        for scalar in text.lowercased().unicodeScalars {
            if scalar.isASCII {
                if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                    out.unicodeScalars.append(scalar)
                }
                continue
            }
            // Decompose and keep the base letter: "ü" -> "u", "é" -> "e".
            let decomposed = String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars
            if let base = decomposed.first, base.isASCII, base.properties.isAlphabetic {
                out.unicodeScalars.append(base)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
