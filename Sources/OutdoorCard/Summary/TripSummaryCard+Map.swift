import Foundation
import OutdoorImage
import OutdoorMap
import OutdoorModel

extension TripSummaryCard {
    /// Up to this many stops are numbered on the map; a longer trip marks its stops with dots,
    /// merged where they overlap into one marker showing how many stops it stands for.
    public static let numberedStopLimit = 99

    /// The map of `ordered` entries (time order) for a panel of `pixelSize` device pixels.
    ///
    /// Drawn, like the entry card's map, at up to twice the card's density. Each stop gets a
    /// numbered marker (past `numberedStopLimit`, a dot, overlapping dots merged into a marker
    /// with their count) and a route joins them in time order.
    /// The coordinates mode decides what the map may reveal: precise stops are marked where
    /// they are; approximate ones show areas around positions rounded to 0.1° with the route
    /// through those rounded positions; hidden ones show no marker and no route, only the region.
    /// The map never receives a coordinate more precise than the card reveals.
    public static func mapRequest(for ordered: [JournalEntry], pixelSize: PixelSize, options: CardOptions)
        -> MapRequest
    {
        let numbered = ordered.count <= numberedStopLimit
        let pins = ordered.enumerated().map { index, entry in
            MapPin(
                options.coordinates.mapCoordinate(for: entry.coordinate),
                precision: options.coordinates.locationPrecision, mark: numbered ? .number(index + 1) : .dot,
                placeName: entry.placeName)
        }
        return MapCardProvider.panelRequest(
            pixelSize: pixelSize, cardScale: Double(options.scale), theme: options.theme,
            units: options.units,
            pins: pins, drawsRoute: ordered.count > 1 && options.coordinates != .hidden,
            clustersPins: !numbered)
    }

    /// Draws the map for the panel and crops it to exactly `pixelSize`.
    func mapPicture(_ request: MapRequest, pixelSize: PixelSize) throws -> PixelBuffer {
        let pixels: PixelBuffer
        do {
            pixels = try map.render(request)
        } catch {
            throw CardError.mapFailed(reason: "\(error)")
        }
        return try MapCardProvider.cropped(pixels, to: pixelSize)
    }
}
