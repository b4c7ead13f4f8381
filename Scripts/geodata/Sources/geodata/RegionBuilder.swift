import Foundation
import OutdoorGeo
import OutdoorModel

/// Builds regions.oug: Natural Earth's admin-1 polygons (4.1.0, 2019), each named after the
/// GeoNames admin-1 region most of the places inside it belong to today.
///
/// A polygon whose places belong to two or more of today's regions in earnest (a region split
/// since 2019, such as Ñuble from Biobío or Telangana from Andhra Pradesh) becomes a group: a
/// point in it takes the region of the nearest of those places. A polygon with no places keeps
/// Natural Earth's name.
struct RegionBuilder {
    struct Summary {
        var polygons = 0
        var named = 0
        var groups = 0
        var seeds = 0
        var unnamed = 0
        var regions = 0
        var namesakes: [String] = []
        var lost: [String] = []
    }

    private let sourceRegions: [AreaLayers.SourceRegion]
    private let sources: PlaceSources

    init(options: Options, sources: PlaceSources) throws {
        sourceRegions = try AreaLayers.readSourceRegions(options: options)
        self.sources = sources
    }

    mutating func write(
        places: [PlaceSources.City], townName: (PlaceSources.City) -> String,
        to url: URL
    ) throws -> Summary {
        var summary = Summary()
        summary.polygons = sourceRegions.count
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "geodata-regions-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        try AreaLayers.writeSourceRegions(
            sourceRegions, to: scratch.appendingPathComponent(GeoDatabase.fileName(areas: .regions)))
        let polygons = try GeoDatabase(directory: scratch)

        // Each place votes for its admin-1 region in the polygon that holds it.
        var members: [Int: [PlaceSources.City]] = [:]
        for place in places {
            guard place.admin1Key != nil,
                let code = try polygons.areas(.regions, at: place.coordinate).first?.code,
                let polygon = Int(code)
            else { continue }
            members[polygon, default: []].append(place)
        }

        var areas: [GeoArea] = []
        var areaIndex: [String: Int] = [:]
        func region(_ key: String, fallback: String) -> Int {
            if let known = areaIndex[key] { return known }
            let name =
                Naming.regionName(
                    snapshot: sources.snapshotRegionNames[key], iso: sources.isoRegionNames[key]?.name)
                ?? fallback
            let country = String(key.prefix { $0 != "." })
            areas.append(GeoArea(kind: .region, name: name, countryCode: country, code: key))
            areaIndex[key] = areas.count - 1
            return areas.count - 1
        }
        enum Plan {
            case area(Int)
            case group([(Coordinate, Int)])
        }
        var plans: [(polygon: Int, plan: Plan)] = []
        for (i, source) in sourceRegions.enumerated() where !source.rings.isEmpty {
            let inside = members[i] ?? []
            var byCountry: [String: Int] = [:]
            for p in inside { byCountry[p.countrycode, default: 0] += 1 }
            guard let main = byCountry.max(by: { ($0.value, $1.key) < ($1.value, $0.key) })?.key else {
                // No places: Natural Earth's own name, in the country Natural Earth gives.
                guard GeoPlaceWriterCodes.isCountryCode(source.countryCode), !source.name.isEmpty else {
                    continue
                }
                let key = "\(source.countryCode).ne\(i)"
                areas.append(
                    GeoArea(kind: .region, name: source.name, countryCode: source.countryCode, code: ""))
                areaIndex[key] = areas.count - 1
                plans.append((i, .area(areas.count - 1)))
                summary.unnamed += 1
                continue
            }
            let voters = inside.filter { $0.countrycode == main }
            var votes: [String: Int] = [:]
            for p in voters { if let key = p.admin1Key { votes[key, default: 0] += 1 } }
            let ranked = votes.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
            guard let top = ranked.first else { continue }
            let total = voters.count
            if ranked.count > 1, ranked[1].value >= max(3, (total * 15 + 99) / 100) {
                var seeds: [(Coordinate, Int)] = []
                for p in voters {
                    guard let key = p.admin1Key else { continue }
                    seeds.append((p.coordinate, region(key, fallback: source.name)))
                }
                plans.append((i, .group(seeds)))
                summary.groups += 1
                summary.seeds += seeds.count
            } else {
                plans.append((i, .area(region(top.key, fallback: source.name))))
                summary.named += 1
            }
        }

        // A region named like a town of 10,000 people or more (or a capital or region seat) of
        // its country, or whose name begins with such a town's ("Buenos Aires F.D.", "Moscow
        // Oblast"), could be read as the town: a line that must not name the town says so.
        // Erring on the safe side, the town may lie anywhere in the country (Washington state).
        var townNames: [String: Set<String>] = [:]
        for p in places
        where p.population >= 10_000 || ["PPLC", "PPLA", "PPLG"].contains(p.featureCode) {
            townNames[p.countrycode, default: []].insert(Place.fold(townName(p)))
        }
        func namesTown(_ area: GeoArea) -> Bool {
            guard let towns = townNames[area.countryCode] else { return false }
            let words = area.name.split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "," })
            // The whole name, or its first one, two or three words.
            return (1...min(3, words.count)).contains { n in
                towns.contains(Place.fold(words.prefix(n).joined(separator: " ")))
            } || towns.contains(Place.fold(area.name))
        }
        for i in areas.indices where namesTown(areas[i]) {
            areas[i].sharesNameWithTown = true
            summary.namesakes.append("\(areas[i].name), \(areas[i].countryCode)")
        }

        var writer = try GeoAreaWriter(
            layer: .regions, unitsPerDegree: AreaLayers.regionUnits, cellSizeDegrees: AreaLayers.cellDegrees)
        for area in areas { _ = try writer.addArea(area) }
        for (polygon, plan) in plans {
            switch plan {
            case .area(let index):
                try writer.addPolygon(sourceRegions[polygon].rings, owner: .area(index))
            case .group(let seeds):
                let group = try writer.addGroup(seeds: seeds.map { (coordinate: $0.0, area: $0.1) })
                try writer.addPolygon(sourceRegions[polygon].rings, owner: .group(group))
            }
        }
        try writer.encoded().write(to: url, options: .atomic)
        summary.regions = areas.count
        let keys = Set(places.compactMap(\.admin1Key))
        summary.lost = keys.subtracting(areaIndex.keys).sorted()
        return summary
    }
}

/// ISO code checks shared with the format writer.
enum GeoPlaceWriterCodes {
    static func isCountryCode(_ code: String) -> Bool {
        code.utf8.count == 2 && code.utf8.allSatisfy { $0 >= 65 && $0 <= 90 }
    }
}
