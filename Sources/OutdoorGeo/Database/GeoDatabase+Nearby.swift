import OutdoorModel

extension GeoDatabase {
    /// The region line for a coordinate (region and country from their areas), or nil in open sea.
    ///
    /// `RegionLine.text` writes a region that shares its name with a town so that it cannot be
    /// read as the town ("Madrid region, ES"); `countryText` names only the country.
    public func regionLine(for coordinate: Coordinate) throws -> RegionLine? {
        try checkCoordinate(coordinate)
        guard let country = try countryLookup(coordinate) else { return nil }
        return RegionLine(
            region: try region(at: coordinate, countryCode: country.area.countryCode), country: country.area)
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
