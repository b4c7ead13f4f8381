import Foundation
import OutdoorModel

extension GeoDatabase {
    /// The file name of an area layer ("countries.oug").
    public static func fileName(areas layer: AreaLayer) -> String { GeoFileFormat.fileName(areas: layer) }

    /// Whether the directory holds an area layer's file.
    public func hasAreas(_ layer: AreaLayer) -> Bool {
        FileManager.default.fileExists(atPath: path(GeoFileFormat.fileName(areas: layer)))
    }

    /// The country whose area holds `coordinate`, as the place line finds it; nil in open sea.
    ///
    /// The most specific area holding the point; close to a border, a town centre within a
    /// kilometre decides the side; at sea, the country whose coast is within
    /// `ReverseGeocoding.coastalWatersKilometres` (see `ReverseGeocoding`).
    public func country(at coordinate: Coordinate) throws -> GeoArea? {
        try checkCoordinate(coordinate)
        return try countryLookup(coordinate)?.area
    }

    /// The first-level region holding `coordinate` within the country the point is in, or nil
    /// (open sea, or a country without regions in the data).
    public func region(at coordinate: Coordinate) throws -> GeoArea? {
        try checkCoordinate(coordinate)
        guard let country = try countryLookup(coordinate) else { return nil }
        return try region(at: coordinate, countryCode: country.area.countryCode)
    }

    /// The areas of a layer that hold `coordinate`, most specific (smallest) first.
    ///
    /// This is the raw lookup: no border band, no coastal waters (see `country(at:)` for those).
    public func areas(_ layer: AreaLayer, at coordinate: Coordinate) throws -> [GeoArea] {
        try checkCoordinate(coordinate)
        let file = try areaFile(layer)
        var found: [(area: GeoArea, size: Float)] = []
        for owner in try file.owners(at: coordinate) {
            found.append(
                (try file.area(at: try file.areaIndex(of: owner, at: coordinate)), try file.size(of: owner)))
        }
        return found.sorted { $0.size < $1.size }.map(\.area)
    }

    /// Every area of a layer within `radius` kilometres of `coordinate` (0 for the areas that
    /// hold it), nearest first.
    public func areas(_ layer: AreaLayer, within radius: Double, of coordinate: Coordinate) throws -> [(
        area: GeoArea, distanceKilometres: Double
    )] {
        try checkCoordinate(coordinate)
        guard radius.isFinite, radius >= 0 else {
            throw GeoDataError.invalidQuery("a radius of \(radius) km is not usable")
        }
        let file = try areaFile(layer)
        var best: [Int: Double] = [:]
        for (owner, d) in try file.distances(from: coordinate, within: radius) {
            let index = try file.areaIndex(of: owner, at: coordinate)
            best[index] = min(best[index] ?? .infinity, d)
        }
        return try best.sorted { ($0.value, $0.key) < ($1.value, $1.key) }.map {
            (try file.area(at: $0.key), $0.value)
        }
    }

    // MARK: Lookups used by reverse geocoding

    /// The country at a point: its area, its index in the countries file, and how far offshore
    /// the point lies (0 on land).
    func countryLookup(_ coordinate: Coordinate) throws -> (
        area: GeoArea, offshoreKilometres: Double, owner: AreaFile.Owner
    )? {
        let file = try areaFile(.countries)
        let owners = try file.owners(at: coordinate)
        if !owners.isEmpty {
            var chosen = owners[0]
            var smallest = try file.size(of: chosen)
            for owner in owners.dropFirst() {
                let size = try file.size(of: owner)
                if size < smallest {
                    chosen = owner
                    smallest = size
                }
            }
            var index = try file.areaIndex(of: chosen, at: coordinate)
            var area = try file.area(at: index)
            // Natural Earth's 1:10m borders are drawn to about a kilometre: near one, a town
            // centre within a kilometre of the point tells the side.
            let band = try file.distances(from: coordinate, within: ReverseGeocoding.borderBandKilometres)
            var bandCodes = Set<String>()
            for owner in band.keys {
                bandCodes.insert(try file.area(at: try file.areaIndex(of: owner, at: coordinate)).countryCode)
            }
            if bandCodes.count > 1, let code = try nearestTownCountry(to: coordinate, among: bandCodes),
                code != area.countryCode, let other = try countryIndex()[code]
            {
                index = other
                area = try file.area(at: index)
            }
            return (area, 0, .area(index))
        }
        let near = try file.distances(from: coordinate, within: ReverseGeocoding.coastalWatersKilometres)
        guard let closest = near.min(by: { ($0.value, "\($0.key)") < ($1.value, "\($1.key)") }) else {
            return nil
        }
        let index = try file.areaIndex(of: closest.key, at: coordinate)
        return (try file.area(at: index), closest.value, .area(index))
    }

    /// The country code of the established town whose centre is nearest `coordinate` within
    /// `ReverseGeocoding.borderTownKilometres`, if it is one of `codes`.
    private func nearestTownCountry(to coordinate: Coordinate, among codes: Set<String>) throws -> String? {
        let file = try placeFile()
        let nearby = try file.candidates(
            near: coordinate, radius: ReverseGeocoding.borderTownKilometres * 1000)
        guard
            let nearest = nearby.filter({ $0.flags.isEstablished }).min(by: {
                ($0.distance, -$0.population, $0.index) < ($1.distance, -$1.population, $1.index)
            })
        else { return nil }
        let code = file.countryCode(ofIndex: nearest.countryIndex)
        return codes.contains(code) ? code : nil
    }

    /// The region holding `coordinate` that belongs to country `countryCode`, else the nearest
    /// such region within `ReverseGeocoding.regionReachKilometres` (for points offshore or in a
    /// sliver between two sources' borders).
    func region(at coordinate: Coordinate, countryCode: String) throws -> GeoArea? {
        try regionLookup(at: coordinate, countryCode: countryCode)?.area
    }

    /// The region `region(at:countryCode:)` finds, with the size of its bounding box in square
    /// degrees and the owner (an area, or a group of areas) its polygons are stored under.
    func regionLookup(at coordinate: Coordinate, countryCode: String) throws -> (
        area: GeoArea, size: Float, owner: AreaFile.Owner
    )? {
        guard hasAreas(.regions) else { return nil }
        let file = try areaFile(.regions)
        let countries = try countryIndex()
        func fits(_ area: GeoArea) -> Bool {
            // A region of a territory the country file merges into its sovereign (Svalbard in
            // Norway, Réunion in France) belongs to that country too.
            area.countryCode == countryCode || countries[area.countryCode] == nil
        }
        var found: [(area: GeoArea, size: Float, owner: AreaFile.Owner)] = []
        for owner in try file.owners(at: coordinate) {
            let area = try file.area(at: try file.areaIndex(of: owner, at: coordinate))
            if fits(area) { found.append((area, try file.size(of: owner), owner)) }
        }
        if let best = found.min(by: { $0.size < $1.size }) { return best }
        let near = try file.distances(from: coordinate, within: ReverseGeocoding.regionReachKilometres)
        var nearest: (area: GeoArea, size: Float, owner: AreaFile.Owner, distance: Double)?
        for (owner, d) in near.sorted(by: { ($0.value, "\($0.key)") < ($1.value, "\($1.key)") }) {
            let area = try file.area(at: try file.areaIndex(of: owner, at: coordinate))
            if fits(area), nearest == nil || d < (nearest?.distance ?? .infinity) {
                nearest = (area, try file.size(of: owner), owner, d)
            }
        }
        return nearest.map { ($0.area, $0.size, $0.owner) }
    }

    /// The box of the part of `owner` (in `layer`'s file) that holds `coordinate`, measured once
    /// per part and kept (`AreaFile.extent(of:at:)`); nil when the owner is not at the point.
    func extent(_ layer: AreaLayer, owner: AreaFile.Owner, at coordinate: Coordinate) throws -> PlaceExtent? {
        let file = try areaFile(layer)
        let key = ExtentKey(layer: layer, owner: owner)
        let cell =
            file.grid.row(of: coordinate.latitude) * file.grid.columns
            + file.grid.column(of: coordinate.longitude)
        let known = opened.withLock { opened in
            opened.extents[key]?.first { $0.cells.contains(cell) }?.extent
        }
        if let known { return known }
        guard let found = try file.extent(of: owner, at: coordinate) else { return nil }
        opened.withLock { opened in opened.extents[key, default: []].append((found.cells, found.extent)) }
        return found.extent
    }

    func checkCoordinate(_ c: Coordinate) throws {
        guard c.isValid else {
            throw GeoDataError.invalidQuery(
                "the coordinate (\(c.latitude), \(c.longitude)) is outside -90...90, -180...180")
        }
    }
}
