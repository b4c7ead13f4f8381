import OutdoorModel

/// What a place's name means in the bundled data: the places of that name, or names like it.
public struct PlaceNameLookup: Sendable {
    /// Every place of that name (in the named country, when one was given), most important first.
    public var matches: [Place]
    /// When nothing matches: places whose names are a few letters off, the likeliest first.
    public var suggestions: [Place]
    /// The country the name was narrowed to ("Springfield, US"), when one was given.
    public var countryCode: String?
}

extension GeoDatabase {
    /// The places named `text` ("Grindelwald"; "Springfield, US" or "Bethlehem, Palestine" to
    /// choose a country), ignoring case and accents; with none, up to `limit` similar names.
    public func places(named text: String, limit: Int = 3) throws -> PlaceNameLookup {
        var name = text.trimmingWhitespace()
        var country: String?
        if let comma = name.lastIndex(of: ",") {
            let qualifier = String(name[name.index(after: comma)...]).trimmingWhitespace()
            if let code = try countryCode(named: qualifier) {
                country = code
                name = String(name[..<comma]).trimmingWhitespace()
            }
        }
        let wanted = Place.fold(name)
        let maxEdits = wanted.count < 4 ? 1 : min(3, wanted.count / 4 + 1)
        let search = try placeFile().search(folded: wanted, maxEdits: maxEdits)
        let inCountry = { (place: Place) in country.map { place.countryCode == $0 } ?? true }
        let matches = search.matches.filter(inCountry).sorted { $0.importance > $1.importance }
        var suggestions: [Place] = []
        if matches.isEmpty {
            // The same name in another country first, then names a few letters off.
            let ranked =
                search.matches.sorted { $0.importance > $1.importance }
                + search.similar.sorted {
                    ($0.edits, -$0.place.importance) < ($1.edits, -$1.place.importance)
                }
                .map(\.place)
            var seen: Set<String> = []
            for place in ranked where seen.insert("\(place.name)|\(place.countryCode)").inserted {
                suggestions.append(place)
                if suggestions.count == limit { break }
            }
        }
        return PlaceNameLookup(matches: matches, suggestions: suggestions, countryCode: country)
    }

    /// The ISO code a qualifier names: a code ("US"), a country's English name as the data
    /// writes it ("Switzerland"), the start of one ("Palestin"), or a common other name ("Palestine", "UK").
    private func countryCode(named text: String) throws -> String? {
        let folded = Place.fold(text)
        guard !folded.isEmpty else { return nil }
        if let code = Self.countryAliases[folded] { return code }
        let countries = try countries()
        for (code, name) in countries where Place.fold(code) == folded || Place.fold(name) == folded {
            return code
        }
        guard folded.count >= 4 else { return nil }
        let starting = countries.filter { Place.fold($0.name).hasPrefix(folded) }
        return starting.count == 1 ? starting[0].code : nil
    }

    /// Names people use for countries that the data names otherwise (folded as `Place.fold` folds).
    static let countryAliases = [
        "usa": "US", "america": "US", "uk": "GB", "britain": "GB", "greatbritain": "GB", "england": "GB",
        "scotland": "GB", "wales": "GB", "palestine": "PS", "holland": "NL", "czechia": "CZ",
        "korea": "KR", "russia": "RU", "vatican": "VA", "turkiye": "TR",
    ]
}
