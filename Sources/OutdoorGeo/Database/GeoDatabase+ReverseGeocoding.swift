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
        guard let chosen = best?.candidate else { return try regionResult(for: coordinate, file: file) }
        let place = try file.place(at: chosen.index, south: chosen.cellSouth, west: chosen.cellWest)
        let km = chosen.distance / 1000
        let within = km <= ReverseGeocoding.localityRadiusKilometres(population: chosen.population)
        return ReverseGeocodeResult(place: place, distanceKilometres: km, relation: within ? .within : .near)
    }

    /// On land but with no town in reach (wilderness, or a village too small for the data):
    /// the region of the nearest place within `ReverseGeocoding.regionSearchRadiusKilometres`.
    private func regionResult(for coordinate: Coordinate, file: PlaceFile) throws -> ReverseGeocodeResult? {
        guard try isLand(coordinate) else { return nil }
        let candidates = try file.candidates(
            near: coordinate, radius: ReverseGeocoding.regionSearchRadiusKilometres * 1000)
        guard
            let nearest = candidates.min(by: { ($0.distance, -$0.population) < ($1.distance, -$1.population) }
            )
        else { return nil }
        let place = try file.place(at: nearest.index, south: nearest.cellSouth, west: nearest.cellWest)
        return ReverseGeocodeResult(
            place: place, distanceKilometres: nearest.distance / 1000, relation: .region)
    }

    /// Whether a coordinate is on land (not sea, not a lake), from the intermediate coastline (1 km).
    ///
    /// GSHHG's levels nest: land contains lakes, lakes contain islands, islands contain ponds; the
    /// deepest ring holding the point decides (odd levels are land).
    public func isLand(_ coordinate: Coordinate) throws -> Bool {
        try checkCoordinate(coordinate)
        let d = 0.01
        let box = GeoBox(
            west: max(-180, coordinate.longitude - d), south: max(-90, coordinate.latitude - d),
            east: min(180, coordinate.longitude + d), north: min(90, coordinate.latitude + d))
        let levels = availableLevels(.coast)
        guard let level = levels.contains(.intermediate) ? GeoLevel.intermediate : levels.last else {
            return false
        }
        var deepest: UInt8 = 0
        for feature in try features(.coast, level: level, in: box) where feature.isClosed {
            guard case .coast(let coast) = feature.kind, coast.rawValue > deepest else { continue }
            if Self.ring(feature.points, contains: coordinate) { deepest = coast.rawValue }
        }
        return deepest % 2 == 1
    }

    /// Even-odd point-in-polygon test in degrees (fine for the small pieces the data is cut into).
    static func ring(_ ring: [Coordinate], contains p: Coordinate) -> Bool {
        var inside = false
        var j = ring.count - 1
        for i in 0..<ring.count {
            let a = ring[i]
            let b = ring[j]
            if (a.latitude > p.latitude) != (b.latitude > p.latitude) {
                let x =
                    (b.longitude - a.longitude) * (p.latitude - a.latitude) / (b.latitude - a.latitude)
                    + a.longitude
                if p.longitude < x { inside.toggle() }
            }
            j = i
        }
        return inside
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
        guard c.isValid else {
            throw GeoDataError.invalidQuery(
                "the coordinate (\(c.latitude), \(c.longitude)) is outside -90...90, -180...180")
        }
    }
}
