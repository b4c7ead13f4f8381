import Foundation
import OutdoorGeo
import OutdoorModel

/// Builds the places, countries and regions: GeoNames' populated places cleaned of the
/// source's faults, their countries from Natural Earth's areas, and the regions named by GeoNames.
enum GeoNamesPlaces {
    struct Summary {
        var read = 0
        var withFeatureCode = 0
        var droppedByCode: [String: Int] = [:]
        var droppedByName = 0
        var wards = 0
        var reassigned = 0
        var sections = 0
        var duplicates = 0
        var written = 0
        var established = 0
        var capitals = 0
        var seats = 0
        var corrected = 0
        var renamed = 0
        var countries = AreaLayers.CountrySummary()
        var regions = RegionBuilder.Summary()
        var examples: [String: [String]] = [:]

        mutating func example(_ rule: String, _ text: String) {
            if examples[rule, default: []].count < 8 { examples[rule, default: []].append(text) }
        }
    }

    /// Feature codes of places that are not towns of their own: sections of populated places,
    /// historical, abandoned and destroyed places, historical capitals.
    static let droppedCodes: Set<String> = ["PPLX", "PPLH", "PPLQ", "PPLW", "PPLCH"]

    /// Name beginnings of districts and rivers GeoNames files as towns (Malaysia's mukims).
    static let droppedNamePrefixes = ["Mukim ", "River "]

    /// Name endings that mark a city ward or district (Japanese and Chinese "ku"/"qu" wards).
    static let wardMarks = ["区", "區", "-ku", " District"]

    static func build(options: Options, into writer: inout GeoPlaceWriter) throws -> Summary {
        let sources = try PlaceSources(options: options)
        var summary = Summary()
        summary.read = sources.cities.count
        summary.withFeatureCode = sources.featureCodeCount

        var countryNames: [String: String] = [:]
        for (code, country) in sources.countries { countryNames[code] = country.name }
        let countriesURL = options.output.appendingPathComponent(GeoDatabase.fileName(areas: .countries))
        summary.countries = try AreaLayers.writeCountries(
            options: options, names: countryNames, to: countriesURL)
        let database = try GeoDatabase(directory: options.output)
        let polygonCountries = Set(summary.countries.names.keys)

        // 1. Records that are not towns.
        var cities: [PlaceSources.City] = []
        for city in sources.cities {
            if droppedCodes.contains(city.featureCode) {
                summary.droppedByCode[city.featureCode, default: 0] += 1
                continue
            }
            if droppedNamePrefixes.contains(where: { city.name.hasPrefix($0) }) {
                summary.droppedByName += 1
                summary.example("name", city.name)
                continue
            }
            let names = [city.name] + (city.alternatenames ?? [])
            if !city.isCorroborated, names.contains(where: { n in wardMarks.contains { n.hasSuffix($0) } }) {
                summary.wards += 1
                summary.example("ward", "\(city.name), \(city.countrycode)")
                continue
            }
            cities.append(city)
        }

        // 2. Countries from the areas: a place's country is the area's that holds it (the one
        // convention for disputed land), except a border town within 5 km of its own country's
        // area (Natural Earth draws borders to about a kilometre), and a place outside every area
        // (an islet the areas lack) keeps GeoNames' country.
        var countryOf: [Int: String] = [:]
        var placed: [PlaceSources.City] = []
        for city in cities {
            let c = city.coordinate
            let own = city.countrycode
            var area = try database.areas(.countries, at: c).first?.countryCode
            if area == nil, !polygonCountries.contains(own) {
                // A territory's place just off the coast the areas draw (Longyearbyen).
                area = try database.areas(.countries, within: ReverseGeocoding.coastalWatersKilometres, of: c)
                    .first?.area.countryCode
            }
            var chosen = own
            if let area, area != own {
                let near = try database.areas(.countries, within: 5, of: c).contains {
                    $0.area.countryCode == own
                }
                if !near || !polygonCountries.contains(own) {
                    chosen = area
                    if polygonCountries.contains(own) {
                        summary.reassigned += 1
                        summary.example("reassigned", "\(city.name) (\(own)) in \(area)")
                    }
                }
            }
            countryOf[city.geonameid] = chosen
            placed.append(city)
        }

        // 3. Parts of cities and duplicates.
        let cleaned = removeSectionsAndDuplicates(placed, countryOf: countryOf, summary: &summary)

        // 4. Regions from the admin-1 polygons, named by the places inside them.
        var regionBuilder = try RegionBuilder(options: options, sources: sources)
        let regionsURL = options.output.appendingPathComponent(GeoDatabase.fileName(areas: .regions))
        summary.regions = try regionBuilder.write(
            places: cleaned, townName: { townName($0, summary: nil) }, to: regionsURL)

        // 5. Capitals and seats; the country table; the places.
        var capitals = Set(cleaned.filter { $0.featureCode == "PPLC" }.map(\.geonameid))
        let countriesWithCapital = Set(cleaned.filter { capitals.contains($0.geonameid) }.map(\.countrycode))
        capitals.formUnion(
            findCapitals(
                cleaned.filter { !countriesWithCapital.contains($0.countrycode) },
                countries: sources.countries))
        var tableCodes = Set(countryOf.values)
        tableCodes.formUnion(polygonCountries)
        for code in tableCodes.sorted() {
            try writer.addCountry(
                code: code, name: countryNames[code] ?? summary.countries.names[code] ?? code)
        }
        for city in cleaned {
            let seat = seatOf(city.featureCode)
            let place = Place(
                name: townName(city, summary: &summary), coordinate: city.coordinate,
                population: city.population,
                countryCode: countryOf[city.geonameid] ?? "",
                timeZoneIdentifier: city.timezone.isEmpty ? nil : city.timezone,
                isCapital: capitals.contains(city.geonameid), seat: seat,
                isEstablished: !city.featureCode.isEmpty)
            try writer.add(place)
            summary.written += 1
            if place.isEstablished { summary.established += 1 }
            if place.isCapital { summary.capitals += 1 }
            if seat != .none { summary.seats += 1 }
        }
        return summary
    }

    /// The town name under the naming rule, counting corrections and removed affixes.
    static func townName(_ city: PlaceSources.City, summary: inout Summary) -> String {
        let name = Naming.townName(geonameid: city.geonameid, name: city.name, country: city.countrycode)
        if Naming.corrections[city.geonameid] != nil {
            summary.corrected += 1
        } else if name != city.name {
            summary.renamed += 1
            summary.example("renamed", "\(city.name) -> \(name)")
        }
        return name
    }

    static func townName(_ city: PlaceSources.City, summary: Summary?) -> String {
        Naming.townName(geonameid: city.geonameid, name: city.name, country: city.countrycode)
    }

    static func seatOf(_ code: String) -> Place.Seat {
        switch code {
        case "PPLC", "PPLA", "PPLG": return .region
        case "PPLA2": return .district
        case "PPLA3", "PPLA4": return .municipality
        default: return .none
        }
    }

    /// Drops recent entries for parts of cities and duplicate records of one town.
    ///
    /// A place no second snapshot knows, of 10,000 people or more, lying within 0.6 locality
    /// radii of a known place of the same country at least twice as populous, is a part of that
    /// city (Pudong, Setagaya, Paris's arrondissements). Two places of one country whose
    /// populations are equal (or within 1% and 2 km), or a seat and a non-seat within 3 km whose
    /// populations are within 6%, are one town recorded twice (Wakayama and "Minato"): the seat,
    /// the corroborated, the more populous record stays.
    static func removeSectionsAndDuplicates(
        _ places: [PlaceSources.City], countryOf: [Int: String], summary: inout Summary
    ) -> [PlaceSources.City] {
        func radius(_ p: PlaceSources.City) -> Double {
            ReverseGeocoding.localityRadiusKilometres(population: p.population)
        }
        let known = SpatialIndex(places.filter(\.isCorroborated))
        var kept: [PlaceSources.City] = []
        for p in places {
            if !p.isCorroborated, p.population >= 10_000 {
                let city = known.near(p.coordinate, kilometres: 30).first { q, d in
                    q.population >= 2 * p.population && d <= 0.6 * radius(q)
                        && countryOf[q.geonameid] == countryOf[p.geonameid]
                }
                if let city {
                    summary.sections += 1
                    summary.example("section", "\(p.name) in \(city.0.name)")
                    continue
                }
            }
            kept.append(p)
        }
        let seats: Set<String> = ["PPLC", "PPLA", "PPLA2", "PPLG"]
        func strength(_ p: PlaceSources.City) -> (Int, Int, Int, Int) {
            let rank =
                ["PPLC": 6, "PPLA": 5, "PPLG": 4, "PPLA2": 3, "PPLA3": 2, "PPLA4": 1][p.featureCode] ?? 0
            return (rank, p.isCorroborated ? 1 : 0, p.population, -p.geonameid)
        }
        let index = SpatialIndex(kept)
        var dead = Set<Int>()
        for p in kept.sorted(by: { ($0.population, -$0.geonameid) > ($1.population, -$1.geonameid) }) {
            guard !dead.contains(p.geonameid), p.population >= 10_000 else { continue }
            for (q, d) in index.near(p.coordinate, kilometres: radius(p)) {
                guard q.geonameid != p.geonameid, !dead.contains(q.geonameid), q.population >= 10_000,
                    countryOf[q.geonameid] == countryOf[p.geonameid]
                else { continue }
                let (a, b) = (p.population, q.population)
                let same = a == b || (abs(a - b) * 100 <= max(a, b) && d <= 2)
                let district =
                    abs(a - b) * 100 <= 6 * max(a, b) && d <= 3
                    && seats.contains(p.featureCode) != seats.contains(q.featureCode)
                guard same || district else { continue }
                let loser = strength(p) >= strength(q) ? q : p
                let winner = loser.geonameid == p.geonameid ? q : p
                dead.insert(loser.geonameid)
                summary.duplicates += 1
                summary.example("duplicate", "\(loser.name) as \(winner.name)")
                if loser.geonameid == p.geonameid { break }
            }
        }
        return kept.filter { !dead.contains($0.geonameid) }
    }

    /// The geonameids of national capitals for countries whose capital has no PPLC code: per
    /// country, the most populous place whose name or alternate name matches countries.json's
    /// capital (compared without accents and punctuation).
    static func findCapitals(_ cities: [PlaceSources.City], countries: [String: PlaceSources.Country]) -> Set<
        Int
    > {
        var wanted: [String: String] = [:]
        for (code, country) in countries where !country.capital.isEmpty {
            wanted[code] = Place.fold(country.capital)
        }
        var best: [String: PlaceSources.City] = [:]
        for city in cities {
            guard let capital = wanted[city.countrycode] else { continue }
            let names = [city.name] + (city.alternatenames ?? [])
            guard names.contains(where: { Place.fold($0) == capital }) else { continue }
            if let current = best[city.countrycode], current.population >= city.population { continue }
            best[city.countrycode] = city
        }
        return Set(best.values.map(\.geonameid))
    }
}

/// Places on a 0.5-degree hash, for neighbour queries while cleaning.
struct SpatialIndex {
    private var cells: [Int64: [PlaceSources.City]] = [:]
    private let cell = 0.5

    init(_ places: [PlaceSources.City]) {
        for p in places { cells[key(row(p.latitude), column(p.longitude)), default: []].append(p) }
    }

    private func row(_ latitude: Double) -> Int { Int(((latitude + 90) / cell).rounded(.down)) }
    private func column(_ longitude: Double) -> Int { Int(((longitude + 180) / cell).rounded(.down)) }
    private func key(_ row: Int, _ column: Int) -> Int64 { Int64(row) * 10_000 + Int64(column) }

    /// The places within `kilometres` of `c`, nearest first, with their distances in kilometres.
    func near(_ c: Coordinate, kilometres: Double) -> [(PlaceSources.City, Double)] {
        let rows = Int((kilometres / 111.0 / cell).rounded(.up))
        let cosine = max(cos(min(abs(c.latitude) + 1, 89.9) * .pi / 180), 0.01)
        let columnCount = Int(360 / cell)
        let columns = min(Int((kilometres / 111.0 / cosine / cell).rounded(.up)), columnCount / 2)
        var found: [(PlaceSources.City, Double)] = []
        let r0 = row(c.latitude)
        let c0 = column(c.longitude)
        for r in (r0 - rows)...(r0 + rows) {
            for k in (c0 - columns)...(c0 + columns) {
                let wrapped = ((k % columnCount) + columnCount) % columnCount
                for p in cells[key(r, wrapped)] ?? [] {
                    let d = c.distance(to: p.coordinate) / 1000
                    if d <= kilometres { found.append((p, d)) }
                }
            }
        }
        return found.sorted { ($0.1, $0.0.geonameid) < ($1.1, $1.0.geonameid) }
    }
}
