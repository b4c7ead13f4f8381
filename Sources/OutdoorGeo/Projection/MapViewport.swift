import Foundation
import OutdoorModel

/// The projection a map view draws the Earth in.
public enum MapProjection: String, Hashable, Sendable, CaseIterable {
    /// Web Mercator (EPSG:3857): conformal, for every map up to a continent (`WebMercator`).
    case webMercator
    /// Equal Earth: equal-area, for world views and views that reach the poles (`EqualEarth`).
    case equalEarth
}

/// A rectangular view of the map: a centre, a ground resolution and a pixel size, in Web
/// Mercator or, for world views, Equal Earth centred on the view's meridian (`projection`).
///
/// Sizes and points are in logical pixels; `scale` says how many device pixels each logical
/// pixel has (2 for high-density output), which matters for choosing the level of detail.
/// The view is continuous across the antimeridian: a view centred on 180° shows longitudes
/// past 180 on its right, and `visibleBox` runs past 180 too.
public struct MapViewport: Hashable, Sendable {
    /// The centre: longitude brought into -180..<180, latitude clamped to Web Mercator's limit.
    public let center: Coordinate
    /// Ground resolution at the centre, in metres per logical pixel.
    public let metresPerPixel: Double
    /// Width in logical pixels.
    public let width: Int
    /// Height in logical pixels.
    public let height: Int
    /// Device pixels per logical pixel (1 for normal output, 2 for high density).
    public let scale: Double
    /// The width of the whole world at this view's scale, in logical pixels.
    public let worldSize: Double
    /// The world point at the view's centre (in Equal Earth, x is 0.5: the central meridian is
    /// the centre's).
    public let centerWorldPoint: WorldPoint
    /// The projection: Web Mercator, or Equal Earth on its central meridian `center.longitude`.
    public let projection: MapProjection

    /// The default smallest width a fitted view shows, in kilometres.
    ///
    /// The shipped data holds coastlines simplified at 200 m, rivers, borders and places of
    /// 1,000+ people: below about 40 km across a map of it is nearly empty, so fitting a single
    /// point or a close cluster shows at least this much.
    public static let defaultMinimumWidthKilometres = 60.0

    /// The largest width or height accepted, in logical pixels.
    public static let maximumPixelSize = 16_384

    /// Makes a view from its centre and ground resolution in metres per logical pixel.
    ///
    /// Throws `MapViewportError` for a non-finite centre, a size outside
    /// 1...`maximumPixelSize`, a scale outside 0.25...8, or a resolution so coarse that the
    /// whole world would be narrower than an eighth of the view.
    public init(center: Coordinate, metresPerPixel: Double, width: Int, height: Int, scale: Double = 1) throws
    {
        try Self.validate(center: center, width: width, height: height, scale: scale)
        let clampedCenter = Coordinate(
            latitude: WebMercator.clampLatitude(center.latitude),
            longitude: WebMercator.normalizedLongitude(center.longitude))
        guard metresPerPixel.isFinite, metresPerPixel >= 0.01 else {
            throw MapViewportError.invalidResolution(metresPerPixel)
        }
        let worldSize = WebMercator.metresPerWorldUnit(atLatitude: clampedCenter.latitude) / metresPerPixel
        guard worldSize >= Double(width) / 8 * (1 - 1e-9) else {
            throw MapViewportError.invalidResolution(metresPerPixel)
        }
        self.center = clampedCenter
        self.metresPerPixel = metresPerPixel
        self.width = width
        self.height = height
        self.scale = scale
        self.worldSize = worldSize
        self.centerWorldPoint = WebMercator.project(clampedCenter)
        self.projection = .webMercator
    }

    /// The checks both projections share.
    ///
    /// Throws `MapViewportError` for a non-finite centre, a size outside
    /// 1...`maximumPixelSize` or a scale outside 0.25...8.
    private static func validate(center: Coordinate, width: Int, height: Int, scale: Double) throws {
        guard center.latitude.isFinite, center.longitude.isFinite, abs(center.latitude) <= 90 else {
            throw MapViewportError.invalidCenter(center)
        }
        guard (1...MapViewport.maximumPixelSize).contains(width),
            (1...MapViewport.maximumPixelSize).contains(height)
        else {
            throw MapViewportError.invalidSize(width: width, height: height)
        }
        guard scale.isFinite, (0.25...8).contains(scale) else {
            throw MapViewportError.invalidScale(scale)
        }
    }

    /// Makes an Equal Earth view centred on `center` (its meridian the central one), the whole
    /// world `worldSize` logical pixels wide.
    ///
    /// Throws `MapViewportError` as the Web Mercator initialiser does, and for a world narrower
    /// than an eighth of the view.
    public init(
        equalEarthCenter center: Coordinate, worldSize: Double, width: Int, height: Int, scale: Double = 1
    )
        throws
    {
        try Self.validate(center: center, width: width, height: height, scale: scale)
        guard worldSize.isFinite, worldSize >= Double(width) / 8 * (1 - 1e-9) else {
            throw MapViewportError.invalidResolution(worldSize)
        }
        let normalized = Coordinate(
            latitude: center.latitude, longitude: WebMercator.normalizedLongitude(center.longitude))
        self.center = normalized
        self.metresPerPixel = EqualEarth.metresPerWorldUnit(atLatitude: center.latitude) / worldSize
        self.width = width
        self.height = height
        self.scale = scale
        self.worldSize = worldSize
        self.centerWorldPoint = EqualEarth.project(longitudeOffset: 0, latitude: center.latitude)
        self.projection = .equalEarth
    }

    /// Makes a view from its centre and the ground distance across its width at the centre, in kilometres.
    public init(center: Coordinate, widthKilometres: Double, width: Int, height: Int, scale: Double = 1)
        throws
    {
        guard widthKilometres.isFinite, widthKilometres > 0 else {
            throw MapViewportError.invalidExtent(widthKilometres)
        }
        guard (1...MapViewport.maximumPixelSize).contains(width) else {
            throw MapViewportError.invalidSize(width: width, height: height)
        }
        try self.init(
            center: center, metresPerPixel: widthKilometres * 1000 / Double(width), width: width,
            height: height,
            scale: scale)
    }

    /// Ground resolution at the centre in metres per device pixel (`metresPerPixel / scale`).
    public var metresPerDevicePixel: Double { metresPerPixel / scale }

    /// The ground distance across the view's width at its centre, in kilometres.
    public var widthKilometres: Double { metresPerPixel * Double(width) / 1000 }

    /// The level of detail to draw at, among the `available` levels (see `GeoLevel`).
    public func detailLevel(available: some Collection<GeoLevel> = GeoLevel.allCases) -> GeoLevel {
        GeoLevel.forGroundResolution(metresPerDevicePixel, available: available)
    }

    /// Where a coordinate appears, using the copy of its longitude nearest the centre.
    ///
    /// Use this for single points (pins, labels). For geometry returned by a query on this
    /// view, whose longitudes are already continuous, use `projectUnwrapped(_:)`.
    public func project(_ coordinate: Coordinate) -> MapPoint {
        var dl = coordinate.longitude - center.longitude
        dl -= 360 * (dl / 360).rounded()
        return point(longitudeOffset: dl, latitude: coordinate.latitude)
    }

    /// Where a coordinate appears, taking its longitude as is (191° lies east of 179°).
    public func projectUnwrapped(_ coordinate: Coordinate) -> MapPoint {
        point(longitudeOffset: coordinate.longitude - center.longitude, latitude: coordinate.latitude)
    }

    /// Where each coordinate appears, longitudes taken as is: the points of a queried feature.
    public func projectUnwrapped(_ coordinates: [Coordinate]) -> [MapPoint] {
        coordinates.map(projectUnwrapped)
    }

    /// The coordinate under a map point (longitude normalised to -180..<180, latitude clamped).
    public func unproject(_ point: MapPoint) -> Coordinate {
        let c = centerWorldPoint
        let size = worldSize
        let world = WorldPoint(
            x: c.x + (point.x - Double(width) / 2) / size, y: c.y + (point.y - Double(height) / 2) / size)
        if projection == .equalEarth {
            let (offset, latitude) = EqualEarth.unproject(world)
            return Coordinate(
                latitude: latitude, longitude: WebMercator.normalizedLongitude(center.longitude + offset))
        }
        let coordinate = WebMercator.unproject(world)
        return Coordinate(
            latitude: coordinate.latitude, longitude: WebMercator.normalizedLongitude(coordinate.longitude))
    }

    /// The visible area in degrees; longitudes are continuous and may run past ±180.
    ///
    /// When the view reaches past Web Mercator's northern or southern limit the box extends to
    /// the pole, so data beyond the limit (drawn along the edge) is still found.
    public var visibleBox: GeoBox {
        if projection == .equalEarth { return equalEarthVisibleBox }
        let c = centerWorldPoint
        let size = worldSize
        let halfWidthDegrees = Double(width) / 2 / size * 360
        let top = c.y - Double(height) / 2 / size
        let bottom = c.y + Double(height) / 2 / size
        let north = top <= 0 ? 90 : WebMercator.latitude(y: top)
        let south = bottom >= 1 ? -90 : WebMercator.latitude(y: bottom)
        return GeoBox(
            west: center.longitude - halfWidthDegrees, south: south,
            east: center.longitude + halfWidthDegrees,
            north: north)
    }

    /// The visible area split at the antimeridian into boxes inside -180...180, with their shifts.
    public var visiblePieces: [GeoBox.Piece] { visibleBox.wrappedPieces() }

    /// Whether a point of the view lies on the Earth: always in Web Mercator; inside the world's
    /// outline in Equal Earth.
    public func showsEarth(at point: MapPoint) -> Bool {
        guard projection == .equalEarth else { return true }
        let world = WorldPoint(
            x: centerWorldPoint.x + (point.x - Double(width) / 2) / worldSize,
            y: centerWorldPoint.y + (point.y - Double(height) / 2) / worldSize)
        guard abs(world.y - 0.5) <= EqualEarth.halfHeight else { return false }
        return abs(EqualEarth.unproject(world).longitudeOffset) <= 180
    }

    /// The visible area of an Equal Earth view: the longitudes and latitudes of the points of a
    /// grid over the view that lie on the world, widened to the poles and to the whole circle
    /// when the view shows them.
    private var equalEarthVisibleBox: GeoBox {
        var south = 90.0
        var north = -90.0
        var west = 180.0
        var east = -180.0
        let steps = 16
        for j in 0...steps {
            for i in 0...steps {
                let p = MapPoint(
                    x: Double(width) * Double(i) / Double(steps),
                    y: Double(height) * Double(j) / Double(steps))
                let world = WorldPoint(
                    x: centerWorldPoint.x + (p.x - Double(width) / 2) / worldSize,
                    y: centerWorldPoint.y + (p.y - Double(height) / 2) / worldSize)
                let (offset, latitude) = EqualEarth.unproject(world)
                let onEarth = abs(world.y - 0.5) <= EqualEarth.halfHeight
                south = min(south, latitude)
                north = max(north, latitude)
                if onEarth {
                    west = min(west, offset)
                    east = max(east, offset)
                }
            }
        }
        // Grid points miss the parts between them: widen by a step's worth, and to the limits.
        let pad = Double(max(width, height)) / Double(steps) / worldSize * 360
        west = max(-180, west - pad)
        east = min(180, east + pad)
        if east - west > 300 || west > east { (west, east) = (-180, 180) }
        let latitudePad = Double(height) / Double(steps) / worldSize * 360
        south = max(-90, south - latitudePad)
        north = min(90, north + latitudePad)
        return GeoBox(
            west: center.longitude + west, south: south, east: center.longitude + east, north: north)
    }

    private func point(longitudeOffset: Double, latitude: Double) -> MapPoint {
        if projection == .equalEarth {
            let world = EqualEarth.project(longitudeOffset: longitudeOffset, latitude: latitude)
            return MapPoint(
                x: Double(width) / 2 + (world.x - centerWorldPoint.x) * worldSize,
                y: Double(height) / 2 + (world.y - centerWorldPoint.y) * worldSize)
        }
        let dy = WebMercator.y(latitude: latitude) - centerWorldPoint.y
        return MapPoint(
            x: Double(width) / 2 + longitudeOffset / 360 * worldSize, y: Double(height) / 2 + dy * worldSize)
    }
}
