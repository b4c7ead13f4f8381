import Foundation
import OutdoorModel

extension MapViewport {
    /// The view that fits all `coordinates` inside `width` x `height` logical pixels with `padding` pixels to spare.
    ///
    /// Longitudes are unwrapped across the antimeridian so that the smallest span wins (178°E
    /// and 179°W fit as a 3-degree view centred on 179.5°E). The view is never narrower than
    /// `minimumWidthKilometres` at its centre, so a single point gets a useful regional map,
    /// and never shows the world narrower than an eighth of its width. Latitudes beyond Web
    /// Mercator's limit are fitted at the limit.
    public static func fitting(
        _ coordinates: [Coordinate], width: Int, height: Int, padding: Double = 0, scale: Double = 1,
        minimumWidthKilometres: Double = MapViewport.defaultMinimumWidthKilometres
    ) throws -> MapViewport {
        guard !coordinates.isEmpty else { throw MapViewportError.nothingToFit }
        for c in coordinates {
            guard c.latitude.isFinite, c.longitude.isFinite, abs(c.latitude) <= 90 else {
                throw MapViewportError.invalidCoordinate(c)
            }
        }
        guard (1...maximumPixelSize).contains(width), (1...maximumPixelSize).contains(height) else {
            throw MapViewportError.invalidSize(width: width, height: height)
        }
        guard padding.isFinite, padding >= 0, 2 * padding < Double(width), 2 * padding < Double(height) else {
            throw MapViewportError.invalidPadding(padding)
        }
        guard minimumWidthKilometres.isFinite, minimumWidthKilometres > 0 else {
            throw MapViewportError.invalidExtent(minimumWidthKilometres)
        }
        let span = longitudeSpan(coordinates.map(\.longitude))
        var minY = Double.infinity
        var maxY = -Double.infinity
        for c in coordinates {
            let y = WebMercator.y(latitude: c.latitude)
            minY = min(minY, y)
            maxY = max(maxY, y)
        }
        let x0 = WebMercator.x(longitude: span.west)
        let x1 = WebMercator.x(longitude: span.east)
        let center = WebMercator.unproject(WorldPoint(x: (x0 + x1) / 2, y: (minY + maxY) / 2))

        let availableWidth = Double(width) - 2 * padding
        let availableHeight = Double(height) - 2 * padding
        var worldSize = Double.infinity
        if x1 > x0 { worldSize = min(worldSize, availableWidth / (x1 - x0)) }
        if maxY > minY { worldSize = min(worldSize, availableHeight / (maxY - minY)) }
        let metresPerUnit = WebMercator.metresPerWorldUnit(atLatitude: center.latitude)
        let largestWorld = metresPerUnit / (minimumWidthKilometres * 1000 / Double(width))
        worldSize = min(worldSize, largestWorld)
        worldSize = max(worldSize, Double(width) / 8)
        return try MapViewport(
            center: center, metresPerPixel: metresPerUnit / worldSize, width: width, height: height,
            scale: scale)
    }

    /// The narrowest longitude range holding all `longitudes`, unwrapped so `west <= east <= west + 360`.
    public static func longitudeSpan(_ longitudes: [Double]) -> (west: Double, east: Double) {
        let sorted = longitudes.map(WebMercator.normalizedLongitude).sorted()
        guard let first = sorted.first, let last = sorted.last else { return (0, 0) }
        // The widest gap between neighbours on the circle is left out of the span.
        var widestGap = first + 360 - last
        var west = first
        for i in sorted.indices.dropFirst() {
            let gap = sorted[i] - sorted[i - 1]
            if gap > widestGap {
                widestGap = gap
                west = sorted[i]
            }
        }
        return (west, west + 360 - widestGap)
    }
}
