import Foundation
import OutdoorGeo
import OutdoorMapModel
import OutdoorModel

extension MapFraming {
    /// Content spanning more than this much longitude is shown in Equal Earth, in degrees.
    static let equalEarthLongitudeSpan = 180.0
    /// Content reaching beyond this latitude (north or south) is shown in Equal Earth when it
    /// also spans `equalEarthPolarSpan` degrees of latitude or of longitude.
    static let equalEarthLatitude = 75.0
    /// The span that makes content reaching past `equalEarthLatitude` a world view, in degrees:
    /// a trip around Svalbard stays in Web Mercator (conformal, with a true scale bar), Svalbard
    /// with Oslo does not.
    static let equalEarthPolarSpan = 20.0

    /// Whether a view fitted to `points` (whose Web Mercator fit is `mercator`) is a world view
    /// drawn in Equal Earth: the content or the view spans more than 180° of longitude, or the
    /// content reaches beyond 75° of latitude across a wide span (where Mercator would blow the
    /// polar regions up, or cannot show them at all).
    static func needsEqualEarth(_ points: [Coordinate], mercator: MapViewport) -> Bool {
        guard !points.isEmpty else { return true }
        let span = MapViewport.longitudeSpan(points.map(\.longitude))
        let longitudes = span.east - span.west
        if longitudes > equalEarthLongitudeSpan || mercator.visibleBox.longitudeSpan > equalEarthLongitudeSpan
        {
            return true
        }
        let latitudes = points.map(\.latitude)
        guard let south = latitudes.min(), let north = latitudes.max(),
            max(abs(south), abs(north)) > equalEarthLatitude
        else { return false }
        return north - south > equalEarthPolarSpan || longitudes > 3 * equalEarthPolarSpan
    }

    /// The whole world in Equal Earth, centred on the prime meridian, as wide as the map allows.
    static func equalEarthWorld(for request: MapRequest) throws -> MapViewport {
        let insets = EdgeInsets(uniform: 10).union(insets(for: request, furniture: request.showsAttribution))
        let width = Double(request.width) - insets.left - insets.right
        let height = Double(request.height) - insets.top - insets.bottom
        let worldSize = max(min(width, height / EqualEarth.aspectRatio), Double(request.width) / 8)
        // The equator at the middle of the room left between the insets.
        let centerY = 0.5 + (insets.bottom - insets.top) / 2 / worldSize
        return try equalEarthViewport(
            centralMeridian: 0, centerY: centerY, worldSize: worldSize, request: request)
    }

    /// The central meridians whose seam (the meridian opposite) runs through open ocean: the
    /// Pacific (180°, crossing only Chukotka's tip, Fiji's outliers and Antarctica) and the
    /// Atlantic (30°W, crossing only Greenland's ice and Antarctica).
    static let openOceanMeridians = [0.0, 150.0]

    /// The central meridian of a world view of `points`: the one of `openOceanMeridians` whose
    /// seam keeps farthest from every point, so the seam never runs through land with entries near
    /// it (nor through Arabia, Iran or Europe, as the meridian halfway across the points could).
    static func centralMeridian(for points: [Coordinate]) -> Double {
        guard !points.isEmpty else { return 0 }
        func clearance(_ meridian: Double) -> Double {
            let seam = meridian + 180
            return points.map { point in
                var d = abs(point.longitude - seam).truncatingRemainder(dividingBy: 360)
                if d > 180 { d = 360 - d }
                return d
            }.min() ?? 180
        }
        // The Pacific seam unless the Atlantic one keeps clearly farther from the entries.
        let pacific = clearance(openOceanMeridians[0])
        let atlantic = clearance(openOceanMeridians[1])
        return atlantic > pacific + 10 ? openOceanMeridians[1] : openOceanMeridians[0]
    }

    /// An Equal Earth view fitting `points` (and the overlays' reach) inside the map's insets,
    /// on the meridian of `centralMeridian(for:)`.
    static func equalEarthFitted(_ points: [Coordinate], request: MapRequest) throws -> MapViewport {
        let meridian = centralMeridian(for: points)
        var minX = Double.infinity
        var maxX = -Double.infinity
        var minY = Double.infinity
        var maxY = -Double.infinity
        for c in points {
            var offset = c.longitude - meridian
            offset -= 360 * (offset / 360).rounded()
            let p = EqualEarth.project(longitudeOffset: offset, latitude: c.latitude)
            minX = min(minX, p.x)
            maxX = max(maxX, p.x)
            minY = min(minY, p.y)
            maxY = max(maxY, p.y)
        }
        let insets = insets(for: request)
        let width = max(Double(request.width) - insets.left - insets.right, 1)
        let height = max(Double(request.height) - insets.top - insets.bottom, 1)
        // The view stays centred on its meridian: the wider half decides the scale.
        let halfWidth = max(0.5 - minX, maxX - 0.5, 1e-6)
        var worldSize = width / (2 * halfWidth)
        if maxY > minY { worldSize = min(worldSize, height / (maxY - minY)) }
        // Never larger than a view 1,000 km across (the content is a world's worth apart anyway),
        // never so small the world is narrower than the map's room.
        worldSize = min(
            max(worldSize, min(width, height / EqualEarth.aspectRatio)), Double(request.width) * 40)
        let middle = (minY + maxY) / 2 + (insets.bottom - insets.top) / 2 / worldSize
        return try equalEarthViewport(
            centralMeridian: meridian, centerY: middle, worldSize: worldSize, request: request)
    }

    /// The fitting insets, with or without the furniture strip.
    static func insets(for request: MapRequest, furniture: Bool) -> EdgeInsets {
        var result = insets(for: request)
        if !furniture, request.showsScaleBar || request.showsAttribution { result.bottom -= furnitureHeight }
        return result
    }

    /// An Equal Earth viewport on `centralMeridian` whose centre is at world y `centerY`, kept on
    /// the world north to south where the world is taller than the map.
    static func equalEarthViewport(
        centralMeridian: Double, centerY: Double, worldSize: Double, request: MapRequest
    )
        throws -> MapViewport
    {
        var y = centerY
        let halfView = Double(request.height) / 2 / worldSize
        let top = 0.5 - EqualEarth.halfHeight
        let bottom = 0.5 + EqualEarth.halfHeight
        if 2 * halfView < bottom - top {
            y = min(max(y, top + halfView), bottom - halfView)
        } else {
            y = 0.5
        }
        let latitude = EqualEarth.unproject(WorldPoint(x: 0.5, y: y)).latitude
        return try MapViewport(
            equalEarthCenter: Coordinate(latitude: latitude, longitude: centralMeridian),
            worldSize: worldSize,
            width: request.width, height: request.height, scale: request.scale)
    }
}
