import OutdoorModel

extension GeoDatabase {
    /// The most important places in `box` (`Place.importance`: population, with capitals and
    /// seats counting more), most important first, at most `limit` of them.
    ///
    /// `box` may run past ±180; places keep their own longitudes (-180...180), so draw them
    /// with `MapViewport.project(_:)`, which picks the copy nearest the view's centre.
    public func places(in box: GeoBox, limit: Int = 200, minimumPopulation: Int = 0) throws -> [Place] {
        guard box.isValid else {
            throw GeoDataError.invalidQuery("the box \(box) is not finite and in order")
        }
        guard limit >= 0 else { throw GeoDataError.invalidQuery("a limit of \(limit) places is negative") }
        let file = try placeFile()
        var found: [Place] = []
        for piece in box.wrappedPieces() {
            found += try file.places(in: piece.box, limit: limit, minimumPopulation: minimumPopulation)
        }
        // Pieces of a box wider than the world repeat places; keep each once.
        var seen = Set<Place>()
        found = found.filter { seen.insert($0).inserted }
        found.sort { a, b in
            a.importance != b.importance ? a.importance > b.importance : a.name < b.name
        }
        return Array(found.prefix(limit))
    }

    /// The most important places visible in a view, most important first.
    public func places(in viewport: MapViewport, limit: Int = 200, minimumPopulation: Int = 0) throws
        -> [Place]
    {
        try places(in: viewport.visibleBox, limit: limit, minimumPopulation: minimumPopulation)
    }

    /// The place called `name` nearest to `coordinate` within `radiusKilometres`, or nil.
    ///
    /// Names are compared without case and accents ("Onati" finds "Oñati"). This is how a map
    /// finds the place an entry's place line names, which reverse geocoding chose when the
    /// entry was saved.
    public func place(named name: String, near coordinate: Coordinate, withinKilometres radius: Double)
        throws -> Place?
    {
        try checkCoordinate(coordinate)
        let wanted = Place.fold(name)
        guard !wanted.isEmpty, radius.isFinite, radius > 0 else { return nil }
        let file = try placeFile()
        let nearby = try file.candidates(near: coordinate, radius: radius * 1000)
        var best: (place: Place, distance: Double, population: Int)?
        for candidate in nearby {
            if let best, (candidate.distance, -candidate.population) >= (best.distance, -best.population) {
                continue
            }
            let place = try file.place(
                at: candidate.index, south: candidate.cellSouth, west: candidate.cellWest)
            guard Place.fold(place.name) == wanted else { continue }
            best = (place, candidate.distance, candidate.population)
        }
        return best?.place
    }

    /// The English name of a country from its ISO 3166-1 alpha-2 code ("NO" -> "Norway").
    public func countryName(code: String) throws -> String? {
        try placeFile().countryName(code: code.uppercased())
    }

    /// Every country in the table as (code, name) pairs.
    public func countries() throws -> [(code: String, name: String)] {
        try placeFile().allCountries()
    }
}
