import Foundation
import OutdoorModel

extension GeoDatabase {
    /// The region line for a coordinate (region and country from their areas), or nil in open sea.
    ///
    /// `RegionLine.text` writes a region that shares its name with a town so that it cannot be
    /// read as the town ("Madrid region, ES"); `countryText` names only the country.
    public func regionLine(for coordinate: Coordinate) throws -> RegionLine? {
        try checkCoordinate(coordinate)
        guard let country = try countryLookup(coordinate) else { return nil }
        let region = try regionLookup(at: coordinate, countryCode: country.area.countryCode)
        // The box's square degrees at the point's latitude, in square kilometres.
        let kilometresPerDegree = 111.32
        let area = region.map {
            Double($0.size) * kilometresPerDegree * kilometresPerDegree
                * max(cos(coordinate.latitude * .pi / 180), 0.01)
        }
        // The data flags regions named like a town of their country or beginning with one; a town
        // it missed is looked for among those near (whose names the region's line must not be read as).
        var namesTown = false
        if let region, !region.area.sharesNameWithTown {
            namesTown = try regionNamesTown(region.area.name, near: coordinate)
        }
        var line = RegionLine(
            region: region?.area, country: country.area, regionAreaSquareKilometres: area,
            regionNamesNearbyTown: namesTown)
        line.countryExtent = try extent(.countries, owner: country.owner, at: coordinate)
        if let region { line.regionExtent = try extent(.regions, owner: region.owner, at: coordinate) }
        return line
    }

    /// How far from a point a town named by its region is looked for, in kilometres.
    static let regionTownReachKilometres = 150.0
    /// The fewest people a town named by only some of a region's words must have to count
    /// ("Manila" in "Metro Manila", "Accra" in "Greater Accra"): a small one is not what a reader
    /// takes the region's name for.
    static let regionTownPopulation = 10_000

    /// Whether a town within `regionTownReachKilometres` of `coordinate` is named by `regionName`:
    /// exactly (any size), or as a run of its words when it has `regionTownPopulation` people.
    func regionNamesTown(_ regionName: String, near coordinate: Coordinate) throws -> Bool {
        let whole = Place.fold(regionName)
        let words = Self.foldedWords(regionName)
        guard !whole.isEmpty else { return false }
        let file = try placeFile()
        for candidate in try file.candidates(near: coordinate, radius: Self.regionTownReachKilometres * 1000)
        {
            let place = try file.place(
                at: candidate.index, south: candidate.cellSouth, west: candidate.cellWest)
            if Place.fold(place.name) == whole { return true }
            guard candidate.population >= Self.regionTownPopulation, words.count > 1 else { continue }
            let town = Self.foldedWords(place.name)
            guard !town.isEmpty, town.count < words.count else { continue }
            for start in 0...(words.count - town.count)
            where Array(words[start..<(start + town.count)]) == town {
                return true
            }
        }
        return false
    }

    /// `text`'s words, each folded (`Place.fold`): split at anything but letters and digits.
    static func foldedWords(_ text: String) -> [String] {
        text.split { !($0.isLetter || $0.isNumber) }.map { Place.fold(String($0)) }.filter { !$0.isEmpty }
    }

    /// Every named place or feature within `radius` kilometres of `coordinate`: towns of any size
    /// (any country) and lakes, nearest first.
    ///
    /// This is the list a hidden position must name nothing from ("no town within 25 km"). Only
    /// names the data holds can be listed: peaks, parks, glaciers and huts are not in it.
    public func namedFeatures(within radius: Double, of coordinate: Coordinate) throws -> [NamedFeature] {
        try checkCoordinate(coordinate)
        guard radius.isFinite, radius >= 0 else {
            throw GeoDataError.invalidQuery("a radius of \(radius) km is not usable")
        }
        let file = try placeFile()
        var found: [NamedFeature] = []
        for candidate in try file.candidates(near: coordinate, radius: radius * 1000) {
            let place = try file.place(
                at: candidate.index, south: candidate.cellSouth, west: candidate.cellWest)
            found.append(NamedFeature(kind: .town(place), distanceKilometres: candidate.distance / 1000))
        }
        if hasAreas(.lakes) {
            for lake in try areas(.lakes, within: radius, of: coordinate) {
                found.append(
                    NamedFeature(kind: .lake(lake.area), distanceKilometres: lake.distanceKilometres))
            }
        }
        return found.sorted { ($0.distanceKilometres, $0.name) < ($1.distanceKilometres, $1.name) }
    }
}
