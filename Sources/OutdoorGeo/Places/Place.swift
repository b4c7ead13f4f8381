import Foundation
import OutdoorModel

/// A populated place from the shipped GeoNames extract: a city, town or village.
public struct Place: Hashable, Sendable {
    /// The administrative centre a place is, as GeoNames records it.
    public enum Seat: UInt8, Hashable, Sendable, Comparable {
        /// No seat of government (or none recorded).
        case none = 0
        /// The seat of a first-level region (a state, province or canton).
        case region = 1
        /// The seat of a second-level division (a county, district or department).
        case district = 2
        /// The seat of a third- or fourth-level division (a municipality).
        case municipality = 3

        /// Higher for bigger seats: region above district above municipality above none.
        public static func < (lhs: Seat, rhs: Seat) -> Bool { lhs.weight < rhs.weight }

        private var weight: Int {
            switch self {
            case .none: return 0
            case .municipality: return 1
            case .district: return 2
            case .region: return 3
            }
        }
    }

    /// The place's name under the project's naming rule (see `Data/PROVENANCE.md`): GeoNames'
    /// main name, without administrative affixes ("Fujisawa", not "Fujisawa-shi").
    public var name: String
    /// Where the place is (its centre as GeoNames records it), in degrees.
    public var coordinate: Coordinate
    /// Inhabitants as GeoNames records them (0 when unknown, as for many seats).
    public var population: Int
    /// ISO 3166-1 alpha-2 code of the country whose area holds the place ("US"), empty when unknown.
    public var countryCode: String
    /// The country's English name ("United States"), when the country table has it.
    public var countryName: String?
    /// The first-level region's name ("Colorado"), when the caller looked it up (places from the
    /// data leave it nil; `ReverseGeocodeResult.regionName` gives the region of a place line).
    public var admin1: String?
    /// The IANA time-zone identifier ("America/Denver"), when known.
    public var timeZoneIdentifier: String?
    /// Whether the place is its country's capital.
    public var isCapital: Bool
    /// The administrative centre the place is.
    public var seat: Seat
    /// Whether GeoNames' export with feature codes (2023) knows the place as a populated place
    /// of its own; places it does not know are mostly recent entries for parts of cities.
    public var isEstablished: Bool
    /// What an imported OpenStreetMap point is (a village, a peak, a hut), when the place comes
    /// from one rather than from the shipped GeoNames extract; nil for GeoNames places.
    public var detail: DetailPointKind?
    /// Height above sea level in metres, for peaks, passes and huts that have one mapped.
    public var elevation: Int?

    /// Makes a place value.
    public init(
        name: String, coordinate: Coordinate, population: Int, countryCode: String,
        countryName: String? = nil, admin1: String? = nil, timeZoneIdentifier: String? = nil,
        isCapital: Bool = false, seat: Seat = .none, isEstablished: Bool = true,
        detail: DetailPointKind? = nil, elevation: Int? = nil
    ) {
        self.detail = detail
        self.elevation = elevation
        self.name = name
        self.coordinate = coordinate
        self.population = population
        self.countryCode = countryCode
        self.countryName = countryName
        self.admin1 = admin1
        self.timeZoneIdentifier = timeZoneIdentifier
        self.isCapital = isCapital
        self.seat = seat
        self.isEstablished = isEstablished
    }

    /// The population the place counts for when ranking and covering ground: its own, or at
    /// least a floor for capitals and seats whose population GeoNames does not record.
    public var effectivePopulation: Int {
        Place.effectivePopulation(population: population, isCapital: isCapital, seat: seat)
    }

    /// How important a place is for labels and ranking (see `effectivePopulation`).
    ///
    /// A national capital counts twice, plus its population again up to a million (Lisbon
    /// outranks Valencia, New York still outranks Ankara, a capital of 10,000 stays small); a
    /// region seat counts one and a half times, a district seat 1.2 times.
    public var importance: Int {
        Place.importance(population: population, isCapital: isCapital, seat: seat)
    }

    /// `effectivePopulation` from a place's parts.
    public static func effectivePopulation(population: Int, isCapital: Bool, seat: Seat) -> Int {
        var floor = 0
        switch seat {
        case .region: floor = 20_000
        case .district: floor = 5_000
        case .municipality: floor = 1_000
        case .none: floor = 0
        }
        if isCapital { floor = max(floor, 50_000) }
        return max(population, floor)
    }

    /// `importance` from a place's parts.
    public static func importance(population: Int, isCapital: Bool, seat: Seat) -> Int {
        let base = effectivePopulation(population: population, isCapital: isCapital, seat: seat)
        if isCapital {
            return base.multipliedReportingOverflow(by: 2).partialValue + min(base, 1_000_000)
        }
        switch seat {
        case .region: return base + base / 2
        case .district: return base + base / 5
        case .municipality, .none: return base
        }
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
    public static func fold(_ text: String) -> String {
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
            } else if scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
