import OutdoorModel
import OutdoorRaster

extension TripSummaryCard {
    /// Up to this many stops are numbered on the map; a longer trip marks its stops with dots,
    /// merged where they overlap into one marker showing how many stops it stands for.
    public static let numberedStopLimit = 99

    /// What the summary asks of its map for `ordered` entries (time order) in a panel of
    /// `pixelSize` device pixels.
    ///
    /// Each stop gets a numbered mark (past `numberedStopLimit`, a dot, overlapping dots merged
    /// into a marker with their count) and a route joins them in time order. The coordinates
    /// mode decides what the map may reveal: precise stops are marked where they are;
    /// approximate ones show areas around positions rounded to 0.1° with the route through those
    /// rounded positions; hidden ones show no marker and no route, only the region. The map
    /// never receives a coordinate more precise than the card reveals.
    public static func mapRequest(for ordered: [JournalEntry], pixelSize: PixelSize, options: CardOptions)
        -> CardMapRequest
    {
        let numbered = ordered.count <= numberedStopLimit
        let stops = ordered.enumerated().map { index, entry in
            CardMapRequest.Stop(
                options.coordinates.mapCoordinate(for: entry.coordinate),
                mark: numbered ? .number(index + 1) : .dot, placeName: entry.placeName)
        }
        return CardMapRequest(
            stops: stops, drawsRoute: ordered.count > 1 && options.coordinates != .hidden,
            clustersStops: !numbered, pixelSize: pixelSize, scale: Double(options.scale),
            theme: options.theme,
            units: options.units, coordinates: options.coordinates)
    }
}
