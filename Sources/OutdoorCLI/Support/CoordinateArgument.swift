import OutdoorModel

/// Reads a place given on the command line: `--lat DEG --lng DEG`, or one pasted pair in `--latlng`.
enum CoordinateArgument {
    /// The option for a pasted pair.
    static let option = OptionSpec.value(
        "latlng", "PAIR",
        help: "Latitude and longitude as pasted: \"43.5, -2.1\" or \"43°30'N 2°6'W\" (echoed as read).")

    /// The coordinate the options give, or nil when none is given; a pasted pair is echoed on stderr.
    static func coordinate(_ arguments: ParsedArguments, context: CommandContext) throws -> Coordinate? {
        try arguments.requireTogether("lat", "lng")
        if let pair = arguments.value("latlng") {
            if arguments.value("lat") != nil {
                throw UsageError("give --latlng or --lat and --lng, not both", command: arguments.command)
            }
            do {
                let coordinate = try CoordinateText.parse(pair)
                context.note("--latlng read as \(coordinate.hemisphereText(decimals: 5))")
                return coordinate
            } catch {
                throw UsageError(error, command: arguments.command)
            }
        }
        guard let lat = try arguments.double("lat"), let lng = try arguments.double("lng") else { return nil }
        do {
            return try Coordinate.validated(latitude: lat, longitude: lng)
        } catch {
            throw UsageError(error, command: arguments.command)
        }
    }
}
