import OutdoorModel

extension GeoDatabase {
    /// The place a coordinate is in or near, or nil when none is in reach (see `ReverseGeocoding`).
    ///
    /// Throws `GeoDataError.invalidQuery` for a coordinate out of range, and the data errors of
    /// the places file.
    public func reverseGeocode(_ coordinate: Coordinate) throws -> ReverseGeocodeResult? {
        try checkCoordinate(coordinate)
        let file = try placeFile()
        let nearby = try file.candidates(near: coordinate, radius: Self.searchRadiusMetres)
        return try reverseGeocode(coordinate, nearby: nearby, file: file)
    }

    /// The place a coordinate is in or near and its time zone, searching the places around it once.
    ///
    /// The answers are those of `reverseGeocode(_:)` and `timeZone(for:)`, which each search
    /// on their own: the places within `ReverseGeocoding.searchRadiusKilometres` serve both, and
    /// the wider searches (the region on empty land, a distant place's time zone) run only when
    /// those places do not answer. Throws as those two do.
    public func describe(_ coordinate: Coordinate) throws -> (
        place: ReverseGeocodeResult?, timeZone: TimeZoneLookup
    ) {
        try checkCoordinate(coordinate)
        let file = try placeFile()
        let nearby = try file.candidates(near: coordinate, radius: Self.searchRadiusMetres)
        let place = try reverseGeocode(coordinate, nearby: nearby, file: file)
        // The close time-zone search's places are those of the wider search within its radius.
        let close = nearby.filter { $0.distance <= Self.closeTimeZoneRadiusMetres }
        return (place, try timeZone(for: coordinate, close: close, file: file))
    }

    /// How far `reverseGeocode(_:)` looks for places, in metres.
    private static let searchRadiusMetres = ReverseGeocoding.searchRadiusKilometres * 1000

    /// How far `timeZone(for:)` looks before its wide search, in metres (less than `searchRadiusMetres`).
    private static let closeTimeZoneRadiusMetres = 50.0 * 1000

    /// The best place for `coordinate` given `nearby`, the places within `searchRadiusMetres` of it.
    private func reverseGeocode(_ coordinate: Coordinate, nearby: [PlaceFile.Candidate], file: PlaceFile)
        throws -> ReverseGeocodeResult?
    {
        var best: (candidate: PlaceFile.Candidate, score: Double)?
        for candidate in nearby {
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
        let close = try file.candidates(near: coordinate, radius: Self.closeTimeZoneRadiusMetres)
        return try timeZone(for: coordinate, close: close, file: file)
    }

    /// The time zone for `coordinate` given `close`, the places within `closeTimeZoneRadiusMetres` of it.
    private func timeZone(for coordinate: Coordinate, close: [PlaceFile.Candidate], file: PlaceFile) throws
        -> TimeZoneLookup
    {
        // Look close first: the wide search only runs far from land.
        if let found = try nearestTimeZone(among: close, file: file) { return found }
        let wide = try file.candidates(
            near: coordinate, radius: ReverseGeocoding.timeZoneSearchRadiusKilometres * 1000)
        if let found = try nearestTimeZone(among: wide, file: file) { return found }
        return TimeZoneLookup(
            identifier: ReverseGeocoding.nominalTimeZoneIdentifier(longitude: coordinate.longitude),
            source: .nominal)
    }

    /// The time zone of the nearest of `candidates` that has one (the more populous of equally near ones).
    private func nearestTimeZone(among candidates: [PlaceFile.Candidate], file: PlaceFile) throws
        -> TimeZoneLookup?
    {
        let ordered = candidates.sorted { ($0.distance, -$0.population) < ($1.distance, -$1.population) }
        for candidate in ordered {
            let place = try file.place(
                at: candidate.index, south: candidate.cellSouth, west: candidate.cellWest)
            if let zone = place.timeZoneIdentifier {
                return TimeZoneLookup(
                    identifier: zone,
                    source: .nearestPlace(name: place.name, distanceKilometres: candidate.distance / 1000))
            }
        }
        return nil
    }

    private func checkCoordinate(_ c: Coordinate) throws {
        guard c.isValid else {
            throw GeoDataError.invalidQuery(
                "the coordinate (\(c.latitude), \(c.longitude)) is outside -90...90, -180...180")
        }
    }
}
