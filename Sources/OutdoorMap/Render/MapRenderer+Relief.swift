import Foundation
import OutdoorDrawing
import OutdoorGeo
import OutdoorImage
import OutdoorMapModel
import OutdoorRaster

/// A relief tile's place in the pyramid.
struct ReliefTileKey: Hashable {
    var level: Int
    var column: Int
    var row: Int
}

extension MapRenderer {
    /// Full-strength relief while one source pixel (2 arc-minutes) spans at most this many device pixels.
    static let reliefSharpMagnification = 10.0
    /// No relief once one source pixel spans this many device pixels: it would only be blur.
    static let reliefBlurMagnification = 20.0
    /// Decoded relief tiles kept between renders (64 KB each).
    static let reliefCacheLimit = 48

    /// How strongly the relief shows on a view: 1 on views about 400 km across and wider (at
    /// 1080 device pixels), fading to 0 on views about 200 km across, where 2 arc-minute data
    /// would only blur (card-scale maps stay clean).
    ///
    /// Mercator stretches latitude by 1/cos(latitude) while the source's rows stay 2 arc-minutes
    /// apart, so at `latitude` a source pixel spans that much more height: near the poles the
    /// relief fades out sooner (Svalbard's 100 km card shows none).
    static func reliefOpacity(worldSize: Double, scale: Double, finestWidth: Int, latitude: Double = 0)
        -> Double
    {
        let stretch = 1 / max(cos(min(abs(latitude), 85) * .pi / 180), 0.05)
        let magnification = worldSize * scale / Double(max(finestWidth, 1)) * stretch
        let t =
            (reliefBlurMagnification - magnification) / (reliefBlurMagnification - reliefSharpMagnification)
        return min(max(t, 0), 1)
    }

    /// How dark shade and how light lit slopes may paint, per theme: (shade, light) as opacity
    /// per unit of the relief's grey away from flat.
    static func reliefGains(_ theme: MapTheme) -> (shade: Double, light: Double) {
        switch theme {
        case .light: return (0.22, 0.32)
        case .dark: return (0.36, 0.1)
        }
    }

    /// Paints the hill shading over the land as black and white of varying opacity, so the land
    /// keeps the palette's colour; returns the samples computed.
    ///
    /// Samples over water (by the plan's land mask, which follows the drawn coast) stay clear,
    /// so no clip is needed: clipping a picture to a world's coastline cost more than the rest.
    ///
    /// The pyramid level is the finest whose pixels cover at least about a device pixel; the
    /// view is sampled two and a half times per source pixel (at least every 2 logical pixels)
    /// with Catmull-Rom interpolation, and Cairo interpolates between the samples.
    func drawRelief(_ plan: MapPlan, surfaces: CoastSurfaces, on canvas: Canvas) throws -> Int {
        guard !surfaces.path(.land).isEmpty, database.hasRelief else { return 0 }
        let (levels, tileSize) = try database.reliefLevels()
        guard let finest = levels.first else { return 0 }
        let viewport = plan.viewport
        let scale = plan.request.scale
        let opacity = Self.reliefOpacity(
            worldSize: viewport.worldSize, scale: scale, finestWidth: finest.width,
            latitude: viewport.center.latitude)
        guard opacity > 0.01 else { return 0 }
        // The finest level whose pixels span at least 3/4 of a device pixel (else the coarsest).
        let levelIndex =
            levels.indices.first { viewport.worldSize * scale / Double(levels[$0].width) >= 0.75 }
            ?? levels.count - 1
        let level = levels[levelIndex]
        let step = max(viewport.worldSize / Double(level.width) / 2.5, 1 / scale, 2)
        let columns = max(1, Int((Double(viewport.width) / step).rounded(.up)))
        let rows = max(1, Int((Double(viewport.height) / step).rounded(.up)))

        // Source positions of every sample column and row (continuous, in level pixels).
        let halfWidth = Double(viewport.width) / 2
        var fx = [Double](repeating: 0, count: columns)
        for i in 0..<columns {
            let longitude =
                viewport.center.longitude + ((Double(i) + 0.5) * step - halfWidth) / viewport.worldSize * 360
            fx[i] = (longitude + 180) / 360 * Double(level.width) - 0.5
        }
        var fy = [Double](repeating: 0, count: rows)
        for j in 0..<rows {
            let latitude = viewport.unproject(MapPoint(x: halfWidth, y: (Double(j) + 0.5) * step)).latitude
            fy[j] = (90 - latitude) / 180 * Double(level.height) - 0.5
        }
        let window = try reliefWindow(
            level: levelIndex, info: level, tileSize: tileSize,
            columns: Int(fx[0].rounded(.down))...Int(fx[columns - 1].rounded(.down)) + 1,
            rows: max(
                0, Int(fy[0].rounded(.down)))...min(level.height - 1, Int(fy[rows - 1].rounded(.down)) + 1))

        let gains = Self.reliefGains(plan.request.theme)
        let shade = try PixelBuffer(width: columns, height: rows)
        // Interpolation taps of every sample column (four indices and weights each), then row by
        // row: Catmull-Rom where the view magnifies the source, bilinear where it does not.
        let cubic = viewport.worldSize / Double(level.width) > 4
        var xIndex = [Int](repeating: 0, count: 4 * columns)
        var xWeight = [Double](repeating: 0, count: 4 * columns)
        for i in 0..<columns {
            let taps = Self.taps(fx[i] - Double(window.left), count: window.width, cubic: cubic)
            for k in 0..<4 {
                xIndex[4 * i + k] = taps.index[k]
                xWeight[4 * i + k] = taps.weight[k]
            }
        }
        let width = window.width
        window.grey.withUnsafeBufferPointer { grey in
            for j in 0..<rows {
                let yTaps = Self.taps(fy[j] - Double(window.top), count: window.height, cubic: cubic)
                let out = (shade.baseAddress + j * shade.bytesPerRow).assumingMemoryBound(to: UInt8.self)
                let y = (Double(j) + 0.5) * step
                for i in 0..<columns {
                    // Water stays unshaded: the samples follow the drawn coast, not the source's.
                    guard plan.land.isLand(CGPoint(x: (Double(i) + 0.5) * step, y: y)) else { continue }
                    var v = 0.0
                    for m in 0..<4 where yTaps.weight[m] != 0 {
                        let base = yTaps.index[m] * width
                        var line = 0.0
                        for n in 0..<4 {
                            line += Double(grey[base + xIndex[4 * i + n]]) * xWeight[4 * i + n]
                        }
                        v += line * yTaps.weight[m]
                    }
                    let offset = (v - Double(GeoReliefWriter.neutral)) / 128
                    if offset < 0 {
                        out[i * 4 + 3] = UInt8(min(1, -offset * gains.shade) * 255)
                    } else {
                        let alpha = UInt8(min(1, offset * gains.light) * 255)
                        out[i * 4] = alpha
                        out[i * 4 + 1] = alpha
                        out[i * 4 + 2] = alpha
                        out[i * 4 + 3] = alpha
                    }
                }
            }
        }
        try canvas.drawImage(
            shade, in: CGRect(x: 0, y: 0, width: Double(columns) * step, height: Double(rows) * step),
            fit: .cover, opacity: opacity)
        return columns * rows
    }

    /// The four source indices (clamped to 0..<count) around position `t` and their weights:
    /// Catmull-Rom, or linear (the outer two weights zero).
    static func taps(_ t: Double, count: Int, cubic: Bool) -> (index: SIMD4<Int>, weight: SIMD4<Double>) {
        let clamped = min(max(t, 0), Double(count - 1))
        let i = Int(clamped.rounded(.down))
        let f = clamped - Double(i)
        let weight: SIMD4<Double>
        if cubic {
            let f2 = f * f
            let f3 = f2 * f
            weight = SIMD4(
                (-f3 + 2 * f2 - f) / 2, (3 * f3 - 5 * f2 + 2) / 2, (-3 * f3 + 4 * f2 + f) / 2, (f3 - f2) / 2)
        } else {
            weight = SIMD4(0, 1 - f, f, 0)
        }
        let index = SIMD4(
            max(i - 1, 0), min(i, count - 1), min(i + 1, count - 1), min(i + 2, count - 1))
        return (index, weight)
    }

    /// The grey values of a block of one level, wrapping around the antimeridian: `columns`
    /// may run past either edge of the level, `rows` lie inside it.
    private func reliefWindow(
        level index: Int, info level: ReliefLevel, tileSize: Int, columns: ClosedRange<Int>,
        rows: ClosedRange<Int>
    ) throws -> (grey: [UInt8], left: Int, top: Int, width: Int, height: Int) {
        let width = min(columns.count, level.width + 1)
        let height = rows.count
        var grey = [UInt8](repeating: GeoReliefWriter.neutral, count: width * height)
        for r in 0..<height {
            let sy = rows.lowerBound + r
            let tileRow = sy / tileSize
            var c = 0
            while c < width {
                var sx = (columns.lowerBound + c) % level.width
                if sx < 0 { sx += level.width }
                let tileColumn = sx / tileSize
                let run = min(width - c, tileSize - sx % tileSize, level.width - sx)
                if let tile = try reliefTile(ReliefTileKey(level: index, column: tileColumn, row: tileRow)) {
                    let tw = min(tileSize, level.width - tileColumn * tileSize)
                    let base = (sy - tileRow * tileSize) * tw + (sx - tileColumn * tileSize)
                    for k in 0..<run { grey[r * width + c + k] = tile[base + k] }
                }
                c += run
            }
        }
        return (grey, columns.lowerBound, rows.lowerBound, width, height)
    }

    /// A decoded relief tile's grey values (nil for a flat tile), from the cache or the data.
    private func reliefTile(_ key: ReliefTileKey) throws -> [UInt8]? {
        if let cached = reliefTiles[key] { return cached }  // a flat tile is cached as nil
        var grey: [UInt8]?
        if let bytes = try database.reliefTile(level: key.level, column: key.column, row: key.row) {
            let pixels = try ImageDecoder.decode(Data(bytes)).pixels
            var values = [UInt8](repeating: 0, count: pixels.width * pixels.height)
            for y in 0..<pixels.height {
                let row = (pixels.baseAddress + y * pixels.bytesPerRow).assumingMemoryBound(to: UInt8.self)
                for x in 0..<pixels.width { values[y * pixels.width + x] = row[x * 4 + 1] }
            }
            grey = values
        }
        if reliefTiles.count >= Self.reliefCacheLimit { reliefTiles.removeAll(keepingCapacity: true) }
        reliefTiles.updateValue(grey, forKey: key)
        return grey
    }
}
