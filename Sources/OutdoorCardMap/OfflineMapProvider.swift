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

    /// `CardMap.detailWidthKilometres`, or the larger side of the covering region when it is
    /// smaller (at least 1 km), so the view shows the region's detail rather than mostly the
    /// coarser bundled data around it.
    public func detailWidthKilometres(covering coordinates: [Coordinate]) -> Double? {
        // Covered by what the region holds (its data's outline), not by its header's box: Buchs
        // and Feldkirch, in the Liechtenstein extract's box but outside its data, keep the wide view.
        let covering = renderer.detail.regions.filter { region in
            coordinates.contains { region.info.covers($0) }
        }
        guard !covering.isEmpty else { return nil }
        let side =
            covering.map { region -> Double in
                let b = region.info.coverage?.box ?? region.info.bounds
                let middle = (b.south + b.north) / 2
                let west = Coordinate(latitude: middle, longitude: b.west)
                let east = Coordinate(latitude: middle, longitude: b.east)
                let south = Coordinate(latitude: b.south, longitude: b.west)
                let north = Coordinate(latitude: b.north, longitude: b.west)
                return max(west.distance(to: east), south.distance(to: north)) / 1000
            }.max() ?? CardMap.detailWidthKilometres
        return min(CardMap.detailWidthKilometres, max(1, side))
    }

    /// The map planned once by the renderer: what it will draw, and its credits from that.
    public func plan(_ request: MapRequest) throws -> any PlannedCardMap {
        OfflinePlannedMap(renderer: renderer, prepared: try renderer.prepare(request))
    }
}

/// A card's map planned by the offline renderer: a picture on a pixel canvas, vectors on a
/// document page, drawn from the one plan.
final class OfflinePlannedMap: PlannedCardMap {
    let renderer: MapRenderer
    let prepared: PreparedMap

    init(renderer: MapRenderer, prepared: PreparedMap) {
        self.renderer = renderer
        self.prepared = prepared
    }

    var request: MapRequest { prepared.request }
    var credits: [MapCredit] { prepared.details.credits }

    func picture() throws -> PixelBuffer { try renderer.render(prepared).image }

    /// Draws the map: as vectors on a document page (`canvas.isVector`), scaled so the map's
    /// width fills the panel; as the picture on a pixel canvas.
    func draw(on canvas: Canvas, in panel: CGRect) throws {
        guard canvas.isVector else {
            try drawPicture(on: canvas, in: panel)
            return
        }
        let magnification = Double(panel.width) / Double(request.width)
        try canvas.withSavedState {
            canvas.translate(x: Double(panel.minX), y: Double(panel.minY))
            canvas.scale(x: magnification, y: magnification)
            try renderer.draw(prepared, on: canvas)
        }
    }
}
