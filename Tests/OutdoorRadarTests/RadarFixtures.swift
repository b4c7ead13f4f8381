import CardTestSupport
import Foundation
import OutdoorDrawing
import OutdoorGeo
import OutdoorImage
import OutdoorMap
import OutdoorModel
import OutdoorRadar
import OutdoorRaster
import TestSupport

/// Shared inputs of the radar tests: the shipped map, a client for a fake RainViewer, and a
/// way to find where a rain cell was drawn.
enum RadarFixtures {
    /// The repository's map data folder.
    static var dataDirectory: URL {
        RepositoryRoot.url.appendingPathComponent("Sources/OutdoorGeo/Data", isDirectory: true)
    }

    private static let sharedDatabase = Result { try GeoDatabase(directory: dataDirectory) }

    /// The shipped map data, opened once.
    static func database() throws -> GeoDatabase { try sharedDatabase.get() }

    /// A map renderer over the shipped data with the bundled fonts only.
    static func renderer() throws -> MapRenderer {
        MapRenderer(database: try database(), fonts: try CardFixtures.hermeticFonts())
    }

    /// A frame time on the 10-minute grid, as RainViewer's are: 2026-03-14 14:20 UTC.
    static let frameTime = Date(timeIntervalSince1970: 1_773_498_000)

    /// A client for `server`'s fake list, with tiny retry waits and short time limits.
    static func client(
        _ server: FakeHTTPServer, limits: RainViewerClient.Limits = RainViewerClient.Limits(),
        totalTimeout: TimeInterval = 10, attempts: Int = 3
    ) throws -> RainViewerClient {
        // Every request names its own size limit (`limits`), so the client's default does not apply.
        RainViewerClient(
            catalogURL: try server.url(FakeHTTPServer.rainViewerCatalogPath),
            client: try TestClients.client(totalTimeout: totalTimeout, attempts: attempts), limits: limits)
    }

    /// A rain storm as radar shows one: rings from a heavy core out to drizzle, `radius` km across
    /// its outer ring (the cells listed core first, as the fake tiles paint the first that matches).
    static func storm(latitude: Double, longitude: Double, radiusKilometres radius: Double) -> [FakeRainCell]
    {
        let rings: [(Double, UInt32)] = [
            (0.12, 0xEE0000), (0.22, 0xFF7700), (0.34, 0xFFAA00), (0.46, 0xFFEE00), (0.6, 0x005588),
            (0.75, 0x0077AA), (0.88, 0x0099CC), (1, 0x88DDEE),
        ]
        return rings.map { share, color in
            FakeRainCell(
                latitude: latitude, longitude: longitude, radiusKilometres: radius * share, color: color)
        }
    }

    /// A frame like `frame` (same time, place, size and source) whose picture is all clear: drawn
    /// instead of it, everything but the rain is the same, legend and credit included.
    static func blank(like frame: RadarFrame) throws -> RadarFrame {
        let clear = try PixelBuffer(width: frame.info.pixelWidth, height: frame.info.pixelHeight)
        let png = try PNGEncoder().encode(clear)
        var info = frame.info
        info.byteCount = png.count
        return RadarFrame(info: info, image: png)
    }

    /// The weighted centre of the pixels that differ between `a` and `b` inside `region` and
    /// outside `excluded` (device pixels), with how many differ; nil when none does.
    ///
    /// With `mirror`, a pixel is also left out when its reflection through `mirror` is in
    /// `excluded`: what the map draws over a round cell (a name, a pin) then removes the same
    /// share on both sides of where the cell should be, and the centre stays true.
    static func differenceCentroid(
        _ a: PixelBuffer, _ b: PixelBuffer, in region: CGRect, excluding excluded: [CGRect] = [],
        mirror: CGPoint? = nil
    ) -> (
        x: Double, y: Double, count: Int
    )? {
        let x0 = max(Int(Double(region.minX).rounded(.down)), 0)
        let y0 = max(Int(Double(region.minY).rounded(.down)), 0)
        let x1 = min(Int(Double(region.maxX).rounded(.up)), min(a.width, b.width))
        let y1 = min(Int(Double(region.maxY).rounded(.up)), min(a.height, b.height))
        var sum = 0.0
        var sx = 0.0
        var sy = 0.0
        var count = 0
        guard x1 > x0, y1 > y0 else { return nil }
        for y in y0..<y1 {
            let pa = (a.baseAddress + y * a.bytesPerRow).assumingMemoryBound(to: UInt8.self)
            let pb = (b.baseAddress + y * b.bytesPerRow).assumingMemoryBound(to: UInt8.self)
            for x in x0..<x1 {
                let point = CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)
                if excluded.contains(where: { $0.contains(point) }) { continue }
                if let mirror {
                    let reflected = CGPoint(x: 2 * mirror.x - point.x, y: 2 * mirror.y - point.y)
                    if excluded.contains(where: { $0.contains(reflected) }) { continue }
                }
                var delta = 0
                for c in 0..<3 { delta = max(delta, abs(Int(pa[x * 4 + c]) - Int(pb[x * 4 + c]))) }
                guard delta > 8 else { continue }
                // Every changed pixel counts alike: how much the radar changes a pixel depends on
                // what lies under it (land, sea), not on where the cell is.
                let weight = 1.0
                sum += weight
                sx += (Double(x) + 0.5) * weight
                sy += (Double(y) + 0.5) * weight
                count += 1
            }
        }
        guard sum > 0 else { return nil }
        return (sx / sum, sy / sum, count)
    }
}
