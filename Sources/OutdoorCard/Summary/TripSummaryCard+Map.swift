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
        let cardScale = Double(options.scale)
        let width = Double(pixelSize.width) / cardScale
        let height = Double(pixelSize.height) / cardScale
        let scale = cardScale * MapCardProvider.magnification(panelWidth: width, height: height)
        let precision: LocationPrecision
        switch options.coordinates {
        case .precise: precision = .exact
        case .approx: precision = .approximate
        case .hidden: precision = .hidden
        }
        let numbered = ordered.count <= numberedStopLimit
        let pins = ordered.enumerated().map { index, entry in
            MapPin(
                options.coordinates.mapCoordinate(for: entry.coordinate), precision: precision,
                mark: numbered ? .number(index + 1) : .dot)
        }
        return MapRequest(
            width: Int((Double(pixelSize.width) / scale).rounded(.up)),
            height: Int((Double(pixelSize.height) / scale).rounded(.up)), scale: scale,
            theme: options.theme == .dark ? .dark : .light, units: options.units, view: .automatic,
            pins: pins,
            drawsRoute: ordered.count > 1 && options.coordinates != .hidden, clustersPins: !numbered,
            showsAttribution: false,
            accentColor: CardPalette.of(options.theme).accent)
    }

    /// Draws the map for the panel and crops it to exactly `pixelSize`.
    func mapPicture(_ request: MapRequest, pixelSize: PixelSize) throws -> PixelBuffer {
        let pixels: PixelBuffer
        do {
            pixels = try map.render(request)
        } catch {
            throw CardError.mapFailed(reason: "\(error)")
        }
        guard pixels.width != pixelSize.width || pixels.height != pixelSize.height else { return pixels }
        return try MapCardProvider.cropped(pixels, to: pixelSize)
    }
}
