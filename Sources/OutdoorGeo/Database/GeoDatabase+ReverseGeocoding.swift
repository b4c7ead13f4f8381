import OutdoorModel

extension GeoDatabase {
    /// The place a coordinate is in or near, or nil when none is in reach (see `ReverseGeocoding`).
    ///
    /// Throws `GeoDataError.invalidQuery` for a coordinate out of range, and the data errors of
    /// the places file.
    public func reverseGeocode(_ coordinate: Coordinate) throws -> ReverseGeocodeResult? {
        try checkCoordinate(coordinate)
        let file = try placeFile()
        let candidates = try file.candidates(
            near: coordinate, radius: ReverseGeocoding.searchRadiusKilometres * 1000)
        var best: (candidate: PlaceFile.Candidate, score: Double)?
        for candidate in candidates {
            let km = candidate.distance / 1000
            guard km <= ReverseGeocoding.nearLimitKilometres(population: candidate.population) else {
                continue
            }
            let score = ReverseGeocoding.score(distanceKilometres: km, population: candidate.population)
            if let current = best {
                let better =
                    score < current.score
                    || (score == current.score && candidate.population > current.candidate.population)
                if !better { continue }
            }
            best = (candidate, score)
        }
        guard let chosen = best?.candidate else { return nil }
        let place = try file.place(at: chosen.index, south: chosen.cellSouth, west: chosen.cellWest)
        let km = chosen.distance / 1000
        let within = km <= ReverseGeocoding.localityRadiusKilometres(population: chosen.population)
        return ReverseGeocodeResult(place: place, distanceKilometres: km, relation: within ? .within : .near)
    }

    /// The IANA time zone of a coordinate: the nearest place's, else a nominal Etc/GMT zone.
    ///
    /// The nearest place within `ReverseGeocoding.timeZoneSearchRadiusKilometres` lends its
    /// GeoNames time zone (so a boat off Bergen gets Europe/Oslo); beyond that the zone is
    /// `ReverseGeocoding.nominalTimeZoneIdentifier(longitude:)`.
    public func timeZone(for coordinate: Coordinate) throws -> TimeZoneLookup {
        try checkCoordinate(coordinate)
        let file = try placeFile()
        // Look close first: the wide search only runs far from land.
        for radius in [50.0, ReverseGeocoding.timeZoneSearchRadiusKilometres] {
            let candidates = try file.candidates(near: coordinate, radius: radius * 1000)
            let ordered = candidates.sorted { ($0.distance, -$0.population) < ($1.distance, -$1.population) }
            for candidate in ordered {
                let place = try file.place(
                    at: candidate.index, south: candidate.cellSouth, west: candidate.cellWest)
                if let zone = place.timeZoneIdentifier {
                    return TimeZoneLookup(
                        identifier: zone,
                        source: .nearestPlace(name: place.name, distanceKilometres: candidate.distance / 1000)
                    )
                }
            }
        }
        return TimeZoneLookup(
            identifier: ReverseGeocoding.nominalTimeZoneIdentifier(longitude: coordinate.longitude),
            source: .nominal)
    }

    private func checkCoordinate(_ c: Coordinate) throws {
        guard c.latitude.isFinite, c.longitude.isFinite, abs(c.latitude) <= 90, abs(c.longitude) <= 180 else {
            throw GeoDataError.invalidQuery(
                "the coordinate (\(c.latitude), \(c.longitude)) is outside -90...90, -180...180")
        }
    }
}
