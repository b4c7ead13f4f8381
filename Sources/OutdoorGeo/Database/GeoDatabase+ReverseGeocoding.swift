import OutdoorModel

extension GeoDatabase {
    /// The place line for a coordinate: the town it is in or near, else the lake there, else its
    /// region, with region and country (see `ReverseGeocoding`); nil in open sea.
    ///
    /// Throws `GeoDataError.invalidQuery` for a coordinate out of range, and the data errors of
    /// the data files.
    public func reverseGeocode(_ coordinate: Coordinate) throws -> ReverseGeocodeResult? {
        try checkCoordinate(coordinate)
        let file = try placeFile()
        let nearby = try file.candidates(near: coordinate, radius: Self.searchRadiusMetres)
        return try reverseGeocode(coordinate, nearby: nearby, file: file)
    }

    /// The place line's text for a coordinate ("near Potes, Cantabria, ES"), or nil in open sea.
    public func placeLine(for coordinate: Coordinate) throws -> String? {
        try reverseGeocode(coordinate)?.displayName
    }

    /// The place a coordinate is in or near and its time zone, searching the places around it once.
    ///
    /// The answers are those of `reverseGeocode(_:)` and `timeZone(for:)`, which each search
    /// on their own: the places within `ReverseGeocoding.searchRadiusKilometres` serve both, and
    /// the wider search for a distant place's time zone runs only when those places do not
    /// answer. Throws as those two do.
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

    /// The place line for `coordinate` given `nearby`, the places within `searchRadiusMetres` of it.
    private func reverseGeocode(_ coordinate: Coordinate, nearby: [PlaceFile.Candidate], file: PlaceFile)
        throws -> ReverseGeocodeResult?
    {
        guard let country = try countryLookup(coordinate) else { return nil }
        let code = country.area.countryCode
        let sameCountry = nearby.filter { file.countryCode(ofIndex: $0.countryIndex) == code }
        if let chosen = ReverseGeocoding.choose(
            sameCountry.map {
                ReverseGeocoding.Candidate(
                    distanceKilometres: $0.distance / 1000, population: $0.effectivePopulation,
                    isEstablished: $0.flags.isEstablished, tieBreak: $0.index)
            })
        {
            let candidate = sameCountry[chosen.index]
            let town = try file.place(
                at: candidate.index, south: candidate.cellSouth, west: candidate.cellWest)
            return ReverseGeocodeResult(
                relation: chosen.isWithin ? .within : .near, town: town, feature: nil,
                region: try region(at: town.coordinate, countryCode: code), country: country.area,
                distanceKilometres: candidate.distance / 1000, offshoreKilometres: country.offshoreKilometres)
        }
        let region = try region(at: coordinate, countryCode: code)
        if hasAreas(.lakes),
            let lake = try areas(.lakes, within: ReverseGeocoding.lakeReachKilometres, of: coordinate).first
        {
            return ReverseGeocodeResult(
                relation: .feature, town: nil, feature: lake.area, region: region, country: country.area,
                distanceKilometres: lake.distanceKilometres, offshoreKilometres: country.offshoreKilometres)
        }
        return ReverseGeocodeResult(
            relation: .region, town: nil, feature: nil, region: region, country: country.area,
            distanceKilometres: 0, offshoreKilometres: country.offshoreKilometres)
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
        // Nearest first (then the most populous, then the file's order); nearly always the first
        // with a zone answers, so the next is searched for only when it has none: no sort.
        var remaining = candidates.filter { $0.flags.zone != PlaceFlags.noZone }
        func precedes(_ a: PlaceFile.Candidate, _ b: PlaceFile.Candidate) -> Bool {
            (a.distance, -a.population, a.index) < (b.distance, -b.population, b.index)
        }
        while let best = remaining.indices.min(by: { precedes(remaining[$0], remaining[$1]) }) {
            let candidate = remaining.remove(at: best)
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
}
