import Foundation
import OutdoorGeo
import OutdoorModel

/// The area files: countries (Natural Earth 1:10m, Germany's point of view), lakes (Natural Earth
/// 1:10m) and the source polygons of the regions (Natural Earth 4.1.0 admin-1, generalised).
enum AreaLayers {
    /// Precision and cell size of the area files: 1/2000 degree (55 m) for countries, whose
    /// borders decide border towns; 1/500 degree (220 m) for regions, whose source is already
    /// generalised; 1/1000 degree for lakes; 2-degree cells (fewer cuts to store, still a few
    /// thousand points at most to test per lookup).
    static let countryUnits = 2000
    static let regionUnits = 500
    static let lakeUnits = 500
    static let cellDegrees = 3
    /// Douglas-Peucker tolerance for the region polygons, in degrees (about 400 m).
    static let regionTolerance = 0.004

    /// Sovereign codes for Natural Earth units without an ISO code of their own.
    private static let sovereignCodes = [
        "GB1": "GB", "CU1": "CU", "FR1": "FR", "AU1": "AU", "KA1": "KZ", "IS1": "IL",
    ]

    struct CountrySummary {
        var units = 0
        var skipped: [String] = []
        /// The countries written: ISO code to English name.
        var names: [String: String] = [:]
    }

    /// Writes countries.oug and returns the ISO codes it holds.
    ///
    /// A unit's code is ISO_A2_EH (France and Norway have -99 in ISO_A2), else its sovereign's
    /// (the British bases on Cyprus, Guantánamo Bay, Baikonur); units with neither (Bir Tawil,
    /// the Spratly Islands, Scarborough Reef) are left out, so points there have no country.
    static func writeCountries(options: Options, names: [String: String], to url: URL) throws
        -> CountrySummary
    {
        let shapefile = try Shapefile(base: options.naturalEarthCountries)
        var writer = try GeoAreaWriter(
            layer: .countries, unitsPerDegree: countryUnits, cellSizeDegrees: cellDegrees)
        var summary = CountrySummary()
        var indexOf: [String: Int] = [:]
        for record in shapefile.records {
            summary.units += 1
            let a = record.attributes
            var code = a["ISO_A2_EH"] ?? "-99"
            if code == "-99" { code = sovereignCodes[a["SOV_A3"] ?? ""] ?? "" }
            guard code.count == 2, !record.rings.isEmpty else {
                summary.skipped.append(a["NAME"] ?? "?")
                continue
            }
            let index: Int
            if let known = indexOf[code] {
                index = known
            } else {
                let name = names[code] ?? a["NAME_EN"] ?? a["NAME"] ?? code
                index = try writer.addArea(GeoArea(kind: .country, name: name, countryCode: code, code: code))
                indexOf[code] = index
                summary.names[code] = name
            }
            try writer.addPolygon(record.rings, owner: .area(index))
        }
        try writer.encoded().write(to: url, options: .atomic)
        return summary
    }

    /// An admin-1 polygon of Natural Earth 4.1.0 (Debian's qgis-common world_map.gpkg).
    struct SourceRegion {
        var rings: [[Coordinate]]
        var name: String
        var countryCode: String
    }

    /// The admin-1 polygons, in the GeoPackage's order.
    static func readSourceRegions(options: Options) throws -> [SourceRegion] {
        let package = try GeoPackage(path: options.admin1Polygons)
        return try package.rows(
            table: "states_provinces", geometry: "geom", columns: ["iso_a2", "name", "gn_name"]
        )
        .map {
            SourceRegion(
                rings: simplifiedRegion($0.rings), name: $0.values["name"] ?? $0.values["gn_name"] ?? "",
                countryCode: $0.values["iso_a2"] ?? "")
        }
    }

    /// Writes a file with one area per source polygon (its index as the code), to find the
    /// polygon each place lies in with the program's own reader.
    static func writeSourceRegions(_ regions: [SourceRegion], to url: URL) throws {
        var writer = try GeoAreaWriter(
            layer: .regions, unitsPerDegree: regionUnits, cellSizeDegrees: cellDegrees)
        for (i, region) in regions.enumerated() where !region.rings.isEmpty {
            let index = try writer.addArea(GeoArea(kind: .region, name: "polygon \(i)", code: "\(i)"))
            try writer.addPolygon(region.rings, owner: .area(index))
        }
        try writer.encoded().write(to: url, options: .atomic)
    }

    /// A region polygon's rings simplified for the region file.
    static func simplifiedRegion(_ rings: [[Coordinate]]) -> [[Coordinate]] {
        rings.compactMap { ring in
            let closed = ring + [ring[0]]
            var kept = NaturalEarthLines.simplified(closed, tolerance: regionTolerance)
            kept.removeLast()
            return kept.count >= 3 ? kept : nil
        }
    }

    struct LakeSummary {
        var read = 0
        var named = 0
    }

    /// Writes lakes.oug: Natural Earth's 1:10m lakes that have a name (reservoirs flagged).
    static func writeLakes(options: Options, to url: URL) throws -> LakeSummary {
        let shapefile = try Shapefile(base: options.naturalEarthLakes)
        var writer = try GeoAreaWriter(layer: .lakes, unitsPerDegree: lakeUnits, cellSizeDegrees: cellDegrees)
        var summary = LakeSummary()
        var indexOf: [String: Int] = [:]
        for record in shapefile.records {
            summary.read += 1
            let name = record.attributes["name"] ?? ""
            guard !name.isEmpty, !record.rings.isEmpty else { continue }
            let reservoir = record.attributes["featurecla"] == "Reservoir"
            let key = "\(name)|\(reservoir)"
            let index: Int
            if let known = indexOf[key] {
                index = known
            } else {
                index = try writer.addArea(GeoArea(kind: .lake, name: name, isReservoir: reservoir))
                indexOf[key] = index
                summary.named += 1
            }
            try writer.addPolygon(record.rings, owner: .area(index))
        }
        try writer.encoded().write(to: url, options: .atomic)
        return summary
    }
}
