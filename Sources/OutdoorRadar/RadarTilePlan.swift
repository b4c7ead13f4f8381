import Foundation
import OutdoorGeo
import OutdoorModel

/// Which tiles make a radar picture of an area, and which part of them the picture keeps.
///
/// Pure arithmetic on Web Mercator's tile pyramid: at zoom z the world is 2^z x 2^z tiles of
/// `tileSize` pixels, x from 180°W, y from the north. The zoom is the one whose pixels are
/// nearest the map's device pixels, never above `maximumZoom` (the map then magnifies the
/// picture), and lower when the picture would need more than `maximumTiles` tiles or a side
/// longer than `maximumSide` pixels. Columns run past the world's edges for an area across the
/// antimeridian; `tiles` wraps them.
public struct RadarTilePlan: Hashable, Sendable {
    /// One tile to fetch and where it goes.
    public struct Tile: Hashable, Sendable {
        /// The tile's x at `zoom`, wrapped into 0..<2^zoom: the one to ask for.
        public var x: Int
        /// The tile's y at `zoom`.
        public var y: Int
        /// Where its top-left pixel lands in the picture (may be negative: cropped).
        public var originX: Int
        /// Where its top-left pixel lands in the picture (may be negative: cropped).
        public var originY: Int
    }

    /// The zoom level.
    public let zoom: Int
    /// Pixels per tile side.
    public let tileSize: Int
    /// The picture's left edge in pixels of the whole world at `zoom` (unwrapped; may be negative).
    public let cropX: Int
    /// The picture's top edge in pixels of the whole world at `zoom`.
    public let cropY: Int
    /// The picture's width in pixels.
    public let width: Int
    /// The picture's height in pixels.
    public let height: Int

    /// The highest zoom RainViewer's free tier serves.
    public static let rainViewerMaximumZoom = 7

    /// Plans the picture of `area`; throws `RadarError.invalidArea` when nothing can be fetched.
    ///
    /// The picture reaches one pixel beyond the area on every side (inside the world), so a map
    /// that smooths it while magnifying has a neighbour for each edge pixel.
    public static func make(
        for area: RadarArea, tileSize: Int = 256, maximumZoom: Int = rainViewerMaximumZoom,
        maximumTiles: Int = 64, maximumSide: Int = 2048
    ) throws -> RadarTilePlan {
        guard tileSize > 0, maximumZoom >= 0, maximumTiles >= 1, maximumSide >= tileSize else {
            throw RadarError.invalidArea
        }
        var zoom = nearestZoom(worldPixels: area.worldPixels, tileSize: tileSize, maximumZoom: maximumZoom)
        while true {
            let plan = RadarTilePlan(area: area, zoom: zoom, tileSize: tileSize)
            if zoom == 0 || (plan.tileCount <= maximumTiles && max(plan.width, plan.height) <= maximumSide) {
                return plan
            }
            zoom -= 1
        }
    }

    /// The zoom whose tile pixels are nearest a map's pixels (`worldPixels` across the world),
    /// between 0 and `maximumZoom`.
    public static func nearestZoom(worldPixels: Double, tileSize: Int = 256, maximumZoom: Int) -> Int {
        let exact = log2(max(worldPixels, 1) / Double(tileSize))
        return min(max(Int(exact.rounded()), 0), maximumZoom)
    }

    private init(area: RadarArea, zoom: Int, tileSize: Int) {
        let world = tileSize << zoom
        let size = Double(world)
        var x0 = Int((area.left * size).rounded(.down)) - 1
        var x1 = Int((area.right * size).rounded(.up)) + 1
        if x1 - x0 >= world || area.isWholeWorld {
            x0 = Int((area.left * size).rounded(.down))
            x1 = x0 + world
        }
        let y0 = max(Int((area.top * size).rounded(.down)) - 1, 0)
        let y1 = min(Int((area.bottom * size).rounded(.up)) + 1, world)
        self.zoom = zoom
        self.tileSize = tileSize
        cropX = x0
        cropY = y0
        width = max(x1 - x0, 1)
        height = max(y1 - y0, 1)
    }

    /// Tiles per side of the world at this zoom.
    public var worldTiles: Int { 1 << zoom }

    /// The tiles the picture needs, row by row.
    public var tiles: [Tile] {
        let columns = Self.floorDiv(cropX, tileSize)...Self.floorDiv(cropX + width - 1, tileSize)
        let rows = Self.floorDiv(cropY, tileSize)...Self.floorDiv(cropY + height - 1, tileSize)
        var tiles: [Tile] = []
        for row in rows {
            for column in columns {
                var x = column % worldTiles
                if x < 0 { x += worldTiles }
                tiles.append(
                    Tile(x: x, y: row, originX: column * tileSize - cropX, originY: row * tileSize - cropY))
            }
        }
        return tiles
    }

    /// The tiles to fetch, each once, with every place it goes (a tile cut by the left and right
    /// edges of a whole-world picture goes in twice), in the order of `tiles`.
    public var fetches: [(x: Int, y: Int, placements: [Tile])] {
        var order: [Int] = []
        var groups: [Int: [Tile]] = [:]
        for tile in tiles {
            let key = tile.y * worldTiles + tile.x
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(tile)
        }
        return order.map { key in (key % worldTiles, key / worldTiles, groups[key] ?? []) }
    }

    /// How many tile placements the picture needs (a tile fetched once may be placed twice).
    public var tileCount: Int {
        let columns = Self.floorDiv(cropX + width - 1, tileSize) - Self.floorDiv(cropX, tileSize) + 1
        let rows = Self.floorDiv(cropY + height - 1, tileSize) - Self.floorDiv(cropY, tileSize) + 1
        return columns * rows
    }

    /// The area the picture covers, in degrees (west brought into -180..<180).
    public var bounds: RadarBounds {
        get throws {
            let size = Double(tileSize << zoom)
            var west = WebMercator.longitude(x: Double(cropX) / size)
            west -= 360 * ((west + 180) / 360).rounded(.down)
            let east = west + Double(width) / size * 360
            return try RadarBounds(
                west: west, east: east, north: WebMercator.latitude(y: Double(cropY) / size),
                south: WebMercator.latitude(y: Double(cropY + height) / size))
        }
    }

    private static func floorDiv(_ a: Int, _ b: Int) -> Int {
        a >= 0 ? a / b : -((-a + b - 1) / b)
    }
}
