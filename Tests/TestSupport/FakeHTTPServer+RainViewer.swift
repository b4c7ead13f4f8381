import Foundation
import OutdoorImage
import OutdoorRaster

/// A patch of precipitation the fake RainViewer paints: a disk on the Web Mercator map.
///
/// The disk is round in projected space, so its centroid on any map lies exactly where the map
/// projects `latitude`/`longitude`: a test finds the drawn patch and checks that.
public struct FakeRainCell: Sendable, Hashable {
    /// The centre's latitude in degrees.
    public var latitude: Double
    /// The centre's longitude in degrees.
    public var longitude: Double
    /// The radius on the ground at the centre's latitude, in kilometres.
    public var radiusKilometres: Double
    /// The colour, 0xRRGGBB (one of RainViewer's "Universal Blue" colours, say).
    public var color: UInt32

    /// Makes a cell.
    public init(latitude: Double, longitude: Double, radiusKilometres: Double, color: UInt32 = 0xFF00FF) {
        self.latitude = latitude
        self.longitude = longitude
        self.radiusKilometres = radiusKilometres
        self.color = color
    }

    /// Its centre in Web Mercator world units (x from 180°W, y from the north).
    var world: (x: Double, y: Double, radius: Double) {
        let phi = min(max(latitude, -85.05112878), 85.05112878) * .pi / 180
        let y = (1 - log(tan(.pi / 4 + phi / 2)) / .pi) / 2
        let metresPerWorld = 2 * .pi * 6_378_137.0 * cos(phi)
        return ((longitude + 180) / 360, y, radiusKilometres * 1000 / metresPerWorld)
    }
}

/// One frame the fake RainViewer lists, with the cells its tiles show.
public struct FakeRainViewerFrame: Sendable {
    /// The frame's time (whole seconds).
    public var time: Date
    /// What its tiles show.
    public var cells: [FakeRainCell]

    /// Makes a frame.
    public init(time: Date, cells: [FakeRainCell]) {
        self.time = time
        self.cells = cells
    }

    /// The frame's path, as RainViewer writes it: "/v2/radar/<unix time>".
    public var path: String { "/v2/radar/\(Int(time.timeIntervalSince1970))" }
}

extension FakeHTTPServer {
    /// The path the fake list of frames answers on.
    public static let rainViewerCatalogPath = "/public/weather-maps.json"

    /// `OUTDOOR_RAINVIEWER_URL` pointing at this server's fake list.
    public var rainViewerEnvironment: [String: String] {
        ["OUTDOOR_RAINVIEWER_URL": baseURL + Self.rainViewerCatalogPath]
    }

    /// Serves a RainViewer of the documented shape.
    ///
    /// The list names this server as the tile host and `frames` as the past radar frames; tiles
    /// are PNGs painted with each frame's cells (`FakeRainViewer.tile`). `tile` may answer a tile
    /// request itself first (a failure, a bad body), returning nil to let the painted tile through.
    public func serveRainViewer(
        _ frames: [FakeRainViewerFrame],
        tile: (@Sendable (_ zoom: Int, _ x: Int, _ y: Int) -> FakeHTTPResponse?)? = nil
    ) {
        let host = baseURL
        route(Self.rainViewerCatalogPath, response: .json(FakeRainViewer.catalog(host: host, frames: frames)))
        route(prefix: "/v2/radar/") { request in
            FakeRainViewer.tileReply(to: request, frames: frames, override: tile)
        }
    }

    /// The tile requests received so far, as (zoom, x, y).
    public var rainViewerTileRequests: [(zoom: Int, x: Int, y: Int)] {
        requests.compactMap { FakeRainViewer.parseTilePath($0.path).map { ($0.zoom, $0.x, $0.y) } }
    }
}

/// Builds the fake RainViewer's documents and tiles.
public enum FakeRainViewer {
    /// The list of frames with `host` as tile host, in the documented shape (version, generated,
    /// host, radar.past); no nowcast or satellite sections, as the free service now sends.
    public static func catalog(host: String, frames: [FakeRainViewerFrame]) -> String {
        let past = frames.map { #"{"time":\#(Int($0.time.timeIntervalSince1970)),"path":"\#($0.path)"}"# }
        let generated = frames.map { Int($0.time.timeIntervalSince1970) }.max() ?? 0
        return #"{"version":"2.0","generated":\#(generated),"host":"\#(host)","radar":{"past":["#
            + past.joined(separator: ",") + "]}}"
    }

    /// The pieces of a tile path "/v2/radar/<time>/<size>/<z>/<x>/<y>/<color>/<options>.png".
    public static func parseTilePath(_ path: String) -> (time: Int, size: Int, zoom: Int, x: Int, y: Int)? {
        let parts = path.split(separator: "/").map(String.init)
        guard parts.count == 9, parts[0] == "v2", parts[1] == "radar", parts[8].hasSuffix(".png"),
            let time = Int(parts[2]), let size = Int(parts[3]), let zoom = Int(parts[4]),
            let x = Int(parts[5]),
            let y = Int(parts[6])
        else { return nil }
        return (time, size, zoom, x, y)
    }

    /// The reply to a tile request: the painted PNG of the frame it names, 404 for an unknown
    /// frame or a tile outside the world, 400 for a malformed path.
    static func tileReply(
        to request: FakeHTTPRequest, frames: [FakeRainViewerFrame],
        override: (@Sendable (Int, Int, Int) -> FakeHTTPResponse?)?
    ) -> FakeHTTPResponse {
        guard let tile = parseTilePath(request.path), tile.size == 256, (0...7).contains(tile.zoom) else {
            return .text("malformed tile path", status: 400)
        }
        if let answer = override?(tile.zoom, tile.x, tile.y) { return answer }
        guard let frame = frames.first(where: { Int($0.time.timeIntervalSince1970) == tile.time }) else {
            return .text("no such frame", status: 404)
        }
        let count = 1 << tile.zoom
        guard (0..<count).contains(tile.x), (0..<count).contains(tile.y) else {
            return .text("no such tile", status: 404)
        }
        do {
            let png = try self.tile(zoom: tile.zoom, x: tile.x, y: tile.y, cells: frame.cells)
            return FakeHTTPResponse(status: 200, headers: [("Content-Type", "image/png")], body: png)
        } catch {
            return .text("\(error)", status: 500)
        }
    }

    /// A 256-pixel tile at `zoom`, `x`, `y` showing `cells`, as a PNG.
    public static func tile(zoom: Int, x: Int, y: Int, cells: [FakeRainCell]) throws -> Data {
        let pixels = try paint(
            cells: cells, left: x * 256, top: y * 256, worldPixels: 256 << zoom, width: 256, height: 256)
        return try PNGEncoder(compressionLevel: 6, filter: .adaptive).encode(pixels)
    }

    /// The part of the world `left`, `top`, `width` x `height` of a world `worldPixels` wide,
    /// with every pixel whose centre lies in a cell painted the cell's colour (clear elsewhere;
    /// where cells overlap, the first listed shows).
    public static func paint(
        cells: [FakeRainCell], left: Int, top: Int, worldPixels: Int, width: Int, height: Int
    ) throws -> PixelBuffer {
        let buffer = try PixelBuffer(width: width, height: height)
        let size = Double(worldPixels)
        // The last cell first, so the first listed ends on top; each only over its own box.
        for cell in cells.reversed() {
            let world = cell.world
            let radius = world.radius * size
            let cy = world.y * size - Double(top)
            let firstRow = max(Int((cy - radius).rounded(.down)), 0)
            let lastRow = min(Int((cy + radius).rounded(.up)), height - 1)
            guard firstRow <= lastRow else { continue }
            // The copy of the cell nearest the picture, and its neighbours a world away.
            for shift in -1...1 {
                let cx = world.x * size + Double(shift) * size - Double(left)
                let firstColumn = max(Int((cx - radius).rounded(.down)), 0)
                let lastColumn = min(Int((cx + radius).rounded(.up)), width - 1)
                guard firstColumn <= lastColumn else { continue }
                for j in firstRow...lastRow {
                    let dy = Double(j) + 0.5 - cy
                    let row = (buffer.baseAddress + j * buffer.bytesPerRow).assumingMemoryBound(
                        to: UInt8.self)
                    for i in firstColumn...lastColumn {
                        let dx = Double(i) + 0.5 - cx
                        guard dx * dx + dy * dy <= radius * radius else { continue }
                        row[i * 4] = UInt8(cell.color & 0xFF)
                        row[i * 4 + 1] = UInt8((cell.color >> 8) & 0xFF)
                        row[i * 4 + 2] = UInt8((cell.color >> 16) & 0xFF)
                        row[i * 4 + 3] = 255
                    }
                }
            }
        }
        return buffer
    }
}
