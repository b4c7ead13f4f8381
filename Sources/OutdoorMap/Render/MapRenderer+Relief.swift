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
    /// Full-strength relief while one source pixel (2 arc-minutes, 3.7 km north to south) spans
    /// at most this many device pixels.
    static let reliefSharpMagnification = 11.5
    /// No relief once one source pixel spans this many device pixels: it would only be blur.
    static let reliefBlurMagnification = 16.0
    /// Full-strength relief on views up to this wide, in kilometres.
    static let reliefWidestSharpKilometres = 2_500.0
    /// No relief on views this wide or wider, in kilometres: on continents and the world the
    /// shading of a 2 arc-minute source turns fjords and island arcs into brush strokes.
    static let reliefWidestKilometres = 4_000.0
    /// Decoded relief tiles kept between renders (64 KB each).
    static let reliefCacheLimit = 48

    /// How strongly the relief shows on a view: 1 where its data is sharp for the scale, 0 where
    /// it would only smudge or streak, fading between.
    ///
    /// The source's pixels are 2 arc-minutes of latitude (3.7 km) north to south everywhere and
    /// narrower east to west towards the poles; the map's device pixels cover `metresPerDevicePixel`
    /// both ways. Relief shows at full strength while a source pixel spans at most
    /// `reliefSharpMagnification` device pixels north to south (views from about 350 km across at
    /// 1080 pixels), fades out by `reliefBlurMagnification` (about 250 km), and fades out again on
    /// views wider than `reliefWidestSharpKilometres`: card maps of 100 km and world maps show none.
    static func reliefOpacity(metresPerDevicePixel: Double, widthKilometres: Double) -> Double {
        let sourceMetres = WebMercator.earthCircumference / 2 / Double(180 * 30)
        let magnification = sourceMetres / max(metresPerDevicePixel, 1e-9)
        let sharp =
            (reliefBlurMagnification - magnification) / (reliefBlurMagnification - reliefSharpMagnification)
        let wide =
            (reliefWidestKilometres - widthKilometres)
            / (reliefWidestKilometres - reliefWidestSharpKilometres)
        return min(max(min(sharp, wide), 0), 1)
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
        let viewport = plan.viewport
        guard !surfaces.path(.land).isEmpty, viewport.projection == .webMercator, database.hasRelief else {
            return 0
        }
        let opacity = Self.reliefOpacity(
            metresPerDevicePixel: viewport.metresPerDevicePixel, widthKilometres: viewport.widthKilometres)
        guard opacity > 0.01 else { return 0 }
        let (levels, tileSize) = try database.reliefLevels()
        guard !levels.isEmpty else { return 0 }
        let scale = plan.request.scale
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

        // Towards the poles a source pixel is narrower on the ground east to west than north to
        // south (by the cosine of the latitude), and Mercator magnifies both alike: unfiltered, the
        // rows' detail would show as vertical streaks. Each row is blurred east to west until its
        // pixels are as wide on the ground as they are tall.
        var grey = window.grey
        for r in 0..<window.height {
            let latitude = 90 - (Double(window.top + r) + 0.5) / Double(level.height) * 180
            let radius = Int(((1 / max(cos(latitude * .pi / 180), 0.05) - 1) / 2).rounded())
            guard radius > 0 else { continue }
            Self.boxBlur(&grey, row: r, width: window.width, radius: min(radius, 12))
        }
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
        grey.withUnsafeBufferPointer { grey in
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

    /// Blurs one row of `grey` (rows `width` long) with a box of `radius` pixels each side, the
    /// row's ends repeated.
    static func boxBlur(_ grey: inout [UInt8], row: Int, width: Int, radius: Int) {
        guard width > 1, radius > 0 else { return }
        let base = row * width
        let source = Array(grey[base..<(base + width)])
        var sum = 0
        for k in -radius...radius { sum += Int(source[min(max(k, 0), width - 1)]) }
        let count = 2 * radius + 1
        for x in 0..<width {
            grey[base + x] = UInt8((sum + count / 2) / count)
            sum += Int(source[min(x + radius + 1, width - 1)]) - Int(source[max(x - radius, 0)])
        }
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
