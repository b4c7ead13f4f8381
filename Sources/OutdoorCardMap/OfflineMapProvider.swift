import Foundation
import OutdoorCard
import OutdoorDrawing
import OutdoorGeo
import OutdoorMap
import OutdoorMapModel
import OutdoorModel
import OutdoorRaster

/// The map panel of both cards, drawn offline by the project's own tile-free map renderer.
///
/// It is the card's `CardMapProvider` as users get it: the cards' requests (`CardMap`) go to
/// the renderer as they are. On a pixel canvas the panel is the rendered picture; on a document
/// page (a book) the map is drawn as vectors. The card prints the data credit under the panel
/// itself.
public final class OfflineMapProvider: CardMapProvider {
    let renderer: MapRenderer

    /// Makes a provider drawing from `database` and the imported `detail` with `fonts` (use it
    /// from one thread at a time).
    public init(database: GeoDatabase, fonts: FontLibrary, detail: DetailRegions = .none) {
        renderer = MapRenderer(database: database, fonts: fonts, detail: detail)
    }

    public var attribution: String { MapAttribution.bundledData }

    /// `CardMap.detailWidthKilometres`, or the larger side of the covering region when it is
    /// smaller (at least 1 km), so the view shows the region's detail rather than mostly the
    /// coarser bundled data around it.
    public func detailWidthKilometres(covering coordinates: [Coordinate]) -> Double? {
        let covering = renderer.detail.regions.filter { region in
            coordinates.contains { region.info.bounds.contains($0) }
        }
        guard !covering.isEmpty else { return nil }
        let side =
            covering.map { region -> Double in
                let b = region.info.bounds
                let middle = (b.south + b.north) / 2
                let west = Coordinate(latitude: middle, longitude: b.west)
                let east = Coordinate(latitude: middle, longitude: b.east)
                let south = Coordinate(latitude: b.south, longitude: b.west)
                let north = Coordinate(latitude: b.north, longitude: b.west)
                return max(west.distance(to: east), south.distance(to: north)) / 1000
            }.max() ?? CardMap.detailWidthKilometres
        return min(CardMap.detailWidthKilometres, max(1, side))
    }

    public func drawsDetail(_ request: MapRequest) throws -> Bool {
        guard request.showsDetail, !renderer.detail.isEmpty else { return false }
        return !(try renderer.layout(request).detailRegions.isEmpty)
    }

    public func mapPanel(_ request: MapRequest) throws -> PixelBuffer {
        try renderer.render(request)
    }

    /// Draws the map: as vectors on a document page (`canvas.isVector`), scaled so the map's
    /// width fills the panel; as the `mapPanel` picture on a pixel canvas.
    public func drawPanel(_ request: MapRequest, on canvas: Canvas, in panel: CGRect) throws {
        guard canvas.isVector else {
            try drawPicture(request, on: canvas, in: panel)
            return
        }
        let magnification = Double(panel.width) / Double(request.width)
        try canvas.withSavedState {
            canvas.translate(x: Double(panel.minX), y: Double(panel.minY))
            canvas.scale(x: magnification, y: magnification)
            try renderer.draw(request, on: canvas)
        }
    }
}
