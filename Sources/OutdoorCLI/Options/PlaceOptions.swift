import OutdoorArguments
import OutdoorModel

/// `[--lat DEG --lng DEG | --latlng PAIR]`: a place given on the command line, for `add` (the
/// entry's place) and `import` (the place of photos without one).
struct PlaceOptions: OptionGroup {
    /// Latitude in degrees.
    let latitude: Option<Double?>
    /// Longitude in degrees.
    let longitude: Option<Double?>
    /// A pasted pair, in any form `CoordinateText` reads.
    let pair = Option.coordinatePair(
        "latlng", "PAIR",
        help: "Latitude and longitude as pasted: \"43.5, -2.1\" or \"43°30'N 2°6'W\" (echoed as read).")

    /// Whom the place is for.
    enum Role {
        /// The entry being added: the place wins over the photo's GPS.
        case entry
        /// Imported photos that have no GPS position of their own.
        case photosWithoutPosition
    }

    /// The options for `role`.
    init(for role: Role) {
        switch role {
        case .entry:
            latitude = Option.number(
                "lat", "DEG", help: "Latitude in degrees (default: the photo's EXIF GPS).")
            longitude = Option.number(
                "lng", "DEG", help: "Longitude in degrees (default: the photo's EXIF GPS).")
        case .photosWithoutPosition:
            latitude = Option.number(
                "lat", "DEG", help: "Latitude for photos without EXIF GPS (else they are reported).")
            longitude = Option.number("lng", "DEG", help: "Longitude for photos without EXIF GPS.")
        }
    }

    var usageTerms: [UsageTerm] {
        [.optional([.oneOf([[.option(latitude.spec), .option(longitude.spec)], [.option(pair.spec)]])])]
    }
}

extension Arguments where Options == PlaceOptions {
    /// The place the options give, or nil when none is given; a pasted pair is echoed on stderr.
    func coordinate(context: CommandContext) throws -> Coordinate? {
        try requireTogether(\.latitude, \.longitude)
        let lat = spec(\.latitude).name
        let lng = spec(\.longitude).name
        if let pair = self[\.pair] {
            if given(\.latitude) {
                throw UsageError(
                    "give --\(spec(\.pair).name) or --\(lat) and --\(lng), not both", command: command)
            }
            context.note("--\(spec(\.pair).name) read as \(pair.hemisphereText(decimals: 5))")
            return pair
        }
        guard let latitude = self[\.latitude], let longitude = self[\.longitude] else { return nil }
        do {
            return try Coordinate.validated(latitude: latitude, longitude: longitude)
        } catch {
            throw UsageError(error, command: command)
        }
    }

    /// Whether any of the options was given.
    var isGiven: Bool { given(\.latitude) || given(\.longitude) || given(\.pair) }
}

/// Coordinate options.
extension Option where Value == Coordinate? {
    /// A latitude and longitude pasted in one value ("43.5, -2.1", "43°30'N 2°6'W").
    static func coordinatePair(_ name: String, _ valueName: String, help: String) -> Option<Coordinate?> {
        Option(
            name, valueName, help: help, absent: nil,
            convert: { text, _ in
                do {
                    return try CoordinateText.parse(text)
                } catch {
                    throw UsageError(error)
                }
            })
    }
}
