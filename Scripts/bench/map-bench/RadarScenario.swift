import Foundation
import OutdoorGeo
import OutdoorImage
import OutdoorMap
import OutdoorMapModel
import OutdoorModel
import OutdoorRadar
import OutdoorRaster

/// A radar frame like the one `outdoor add` freezes for an entry at `center`.
///
/// Zoom 7 over about 200 km square, a squall line of storms in drizzle painted in RainViewer's
/// colours, stored as the journal stores it (PNG). Made once per process; the render decodes it
/// every time.
func benchRadarFrame(center: Coordinate) throws -> RadarFrame {
    let x = WebMercator.x(longitude: center.longitude)
    let y = WebMercator.y(latitude: center.latitude)
    let half = 100.0 / (40_075.0 * cos(center.latitude * .pi / 180))
    let area = try RadarArea(
        left: x - half, right: x + half, top: y - half, bottom: y + half, worldPixels: 1_048_576)
    let plan = try RadarTilePlan.make(for: area)
    let pixels = try PixelBuffer(width: plan.width, height: plan.height)
    let colors: [UInt32] = [0xEE0000, 0xFF7700, 0xFFEE00, 0x005588, 0x0099CC, 0x88DDEE]
    // Storm centres along a diagonal through the picture, each with rings from heavy to light.
    let width = Double(plan.width)
    let height = Double(plan.height)
    var storms: [(x: Double, y: Double, radius: Double)] = []
    for i in 0..<4 {
        let step = Double(i)
        storms.append((width * (0.2 + 0.2 * step), height * (0.25 + 0.17 * step), 14))
    }
    for row in 0..<plan.height {
        let line = (pixels.baseAddress + row * pixels.bytesPerRow).assumingMemoryBound(to: UInt8.self)
        for column in 0..<plan.width {
            var ring: Int?
            for storm in storms {
                let dx: Double = Double(column) - storm.x
                let dy: Double = Double(row) - storm.y
                let d = (dx * dx + dy * dy).squareRoot() / storm.radius
                if d < 1 { ring = min(ring ?? 9, Int(d * Double(colors.count - 1))) }
            }
            // The drizzle band along the diagonal.
            let across: Double = Double(row) / height
            let along: Double = Double(column) / width
            let band = abs(across - along)
            if ring == nil, band < 0.12 { ring = colors.count - 1 }
            guard let ring else { continue }
            let color = colors[ring]
            line[column * 4] = UInt8(color & 0xFF)
            line[column * 4 + 1] = UInt8((color >> 8) & 0xFF)
            line[column * 4 + 2] = UInt8((color >> 16) & 0xFF)
            line[column * 4 + 3] = 255
        }
    }
    let png = try PNGEncoder(compressionLevel: 9, filter: .adaptive).encode(pixels)
    let info = RadarFrameInfo(
        time: Date(timeIntervalSince1970: 1_773_498_000), source: .rainViewer, bounds: try plan.bounds,
        zoom: plan.zoom, pixelWidth: plan.width, pixelHeight: plan.height, byteCount: png.count)
    return RadarFrame(info: info, image: png)
}

/// Bergen's frame, made on first use.
let bergenRadar = Result { try benchRadarFrame(center: Coordinate(latitude: 60.3913, longitude: 5.3221)) }

/// `request` with Bergen's radar laid over it.
func withBergenRadar(_ request: MapRequest?) -> MapRequest? {
    guard var request, let frame = try? bergenRadar.get() else { return nil }
    request.overlays.append(MapRadar(frame: frame, timeText: "14:20 UTC"))
    return request
}
