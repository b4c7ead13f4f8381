import Foundation
import OutdoorDrawing
import OutdoorGeo
import OutdoorModel

/// Projects map geometry into a view's pixels and builds drawing paths from it.
///
/// It computes what `MapViewport.projectUnwrapped(_:)` does, with the constants held inline
/// so a hundred thousand coast points cost about a millisecond, and thins points closer than
/// `tolerance` logical pixels to the last one kept (a fraction of a device pixel, invisible)
/// so Cairo rasterises only what shows.
struct MapProjector {
    let halfWidth: Double
    let halfHeight: Double
    let centerLongitude: Double
    let centerY: Double
    let worldSize: Double
    let pixelsPerDegree: Double
    /// Points nearer than this to the previous kept point are dropped, in logical pixels.
    let tolerance: Double
    /// Whether the view is in Equal Earth (else Web Mercator).
    let isEqualEarth: Bool
    /// The view's centre in world units (Equal Earth's x is 0.5).
    let centerX: Double

    private static let maximumSine = sin(WebMercator.maximumLatitude * .pi / 180)

    init(viewport: MapViewport, tolerance: Double) {
        halfWidth = Double(viewport.width) / 2
        halfHeight = Double(viewport.height) / 2
        centerLongitude = viewport.center.longitude
        centerY = viewport.centerWorldPoint.y
        worldSize = viewport.worldSize
        pixelsPerDegree = viewport.worldSize / 360
        self.tolerance = tolerance
        isEqualEarth = viewport.projection == .equalEarth
        centerX = viewport.centerWorldPoint.x
    }

    /// The pixel position of a longitude (taken as is, no wrapping) and a latitude.
    @inline(__always)
    func point(longitude: Double, latitude: Double) -> (x: Double, y: Double) {
        guard isEqualEarth else { return (x(longitude), y(latitude)) }
        let world = EqualEarth.project(longitudeOffset: longitude - centerLongitude, latitude: latitude)
        return (halfWidth + (world.x - centerX) * worldSize, halfHeight + (world.y - centerY) * worldSize)
    }

    /// Pixel x of a longitude taken as is (no wrapping), in Web Mercator.
    @inline(__always)
    func x(_ longitude: Double) -> Double {
        halfWidth + (longitude - centerLongitude) * pixelsPerDegree
    }

    /// Pixel y of a latitude, clamped at Web Mercator's limit (Web Mercator only).
    @inline(__always)
    func y(_ latitude: Double) -> Double {
        var s = sin(latitude * (.pi / 180))
        s = min(max(s, -Self.maximumSine), Self.maximumSine)
        let worldY = 0.5 - log((1 + s) / (1 - s)) / (4 * .pi)
        return halfHeight + (worldY - centerY) * worldSize
    }

    /// The pixel position of a coordinate taken as is.
    func point(_ c: Coordinate) -> MapPoint {
        let p = point(longitude: c.longitude, latitude: c.latitude)
        return MapPoint(x: p.x, y: p.y)
    }

    /// Appends `points` as one polyline, thinned, closing it when `closed`.
    ///
    /// Points listed in `keep` (indices) are never dropped: the ends of cut seams, so pieces
    /// that meet along a grid line keep meeting exactly. Returns the number of points added.
    @discardableResult
    func append(
        _ points: [Coordinate], closed: Bool, keep: [Int] = [], to path: inout Path,
        scratch: inout [Double]
    ) -> Int {
        let n = points.count
        guard n >= 2 else { return 0 }
        scratch.removeAll(keepingCapacity: true)
        let t2 = tolerance * tolerance
        var lastX = 0.0
        var lastY = 0.0
        var keepCursor = 0
        points.withUnsafeBufferPointer { p in
            for i in 0..<n {
                let (px, py) = point(longitude: p[i].longitude, latitude: p[i].latitude)
                while keepCursor < keep.count && keep[keepCursor] < i { keepCursor += 1 }
                let mustKeep = i == 0 || i == n - 1 || (keepCursor < keep.count && keep[keepCursor] == i)
                if !mustKeep {
                    let dx = px - lastX
                    let dy = py - lastY
                    if dx * dx + dy * dy < t2 { continue }
                }
                scratch.append(px)
                scratch.append(py)
                lastX = px
                lastY = py
            }
        }
        let count = scratch.count / 2
        if count < (closed ? 3 : 2) { return 0 }
        path.addPolyline(xy: scratch, closed: closed)
        return count
    }

    /// The points of a ring that must survive thinning: both ends of every hidden edge.
    static func seamPoints(of feature: GeoFeature) -> [Int] {
        guard !feature.hiddenEdges.isEmpty else { return [] }
        let n = feature.points.count
        var keep: [Int] = []
        keep.reserveCapacity(feature.hiddenEdges.count * 2)
        for e in feature.hiddenEdges where e >= 0 && e < n {
            keep.append(e)
            keep.append((e + 1) % n)
        }
        keep.sort()
        return keep
    }
}
