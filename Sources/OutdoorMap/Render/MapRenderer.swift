import Foundation
import OutdoorDrawing
import OutdoorGeo
import OutdoorModel
import OutdoorRaster

/// Draws maps from the shipped vector data: the card's map panel and the journal's overview.
///
/// No tiles and no network: coastlines, lakes, rivers and borders come from a `GeoDatabase`,
/// place names from its GeoNames extract, and text goes through Pango with the `FontLibrary`
/// passed in. Rendering is a pure function of the request and the data.
///
///     let renderer = MapRenderer(database: database, fonts: fonts)
///     let image = try renderer.render(
///         MapRequest(width: 1080, height: 540, pins: [MapPin(entry.coordinate)]))
///
/// Layers, bottom to top: water, land, lakes and islands in lakes, shores, rivers by class,
/// state and national borders, the route, approximate areas, place dots and names, pins or
/// merged markers, the scale bar and the attribution. The level of detail follows the ground
/// resolution (see `GeoLevel.forGroundResolution`); rivers of lesser classes are left out of
/// coarse views.
///
/// A renderer uses its font library, so it must be used from one thread at a time; make one
/// per worker thread (the database may be shared). It keeps a little scratch memory between
/// renders and nothing else.
public final class MapRenderer {
    /// Where the map data comes from.
    public let database: GeoDatabase
    /// The fonts place names and furniture are set in.
    public let fonts: FontLibrary

    var scratch: [Double] = []
    /// The coast features of the last view asked about during a render, so framing's check for
    /// open sea and the drawing of the final view decode them once; cleared when a render ends.
    private var lastCoast: (level: GeoLevel, box: GeoBox, features: [GeoFeature])?

    /// A renderer reading `database` and setting text with `fonts` (which it keeps alive).
    public init(database: GeoDatabase, fonts: FontLibrary) {
        self.database = database
        self.fonts = fonts
    }

    /// Draws the map `request` describes and returns its pixels (premultiplied ARGB32, opaque).
    ///
    /// The image is `width * scale` x `height * scale` device pixels. Throws `MapError` for a
    /// request that cannot be drawn, `GeoDataError` when the data cannot be read, and
    /// `DrawingError` when drawing fails.
    public func render(_ request: MapRequest) throws -> PixelBuffer {
        try renderWithDetails(request).image
    }

    /// Draws the map and reports what was placed where (view, level, labels, markers).
    public func renderWithDetails(_ request: MapRequest) throws -> MapRendering {
        try request.validate()
        defer { lastCoast = nil }
        let style = request.style
        let viewport = try MapFraming.viewport(for: request) { try self.showsNothing($0) }
        let level = viewport.detailLevel(available: database.availableLevels(.coast))
        let canvas = try Canvas(
            pixelWidth: Int((Double(request.width) * request.scale).rounded()),
            pixelHeight: Int((Double(request.height) * request.scale).rounded()),
            scale: request.scale, background: style.water)
        // A quarter of a device pixel: thinning below that changes no pixel.
        let projector = MapProjector(viewport: viewport, tolerance: 0.25 / request.scale)
        var details = MapRenderDetails(viewport: viewport, level: level)
        try drawBeyondSouthernLimit(on: canvas, viewport: viewport, style)

        let areas = Self.approximateAreas(request, viewport: viewport)
        details.pointsDrawn += try drawCoast(
            on: canvas, viewport: viewport, level: level, projector, style, areaTints: areas)
        details.pointsDrawn += try drawRivers(on: canvas, viewport: viewport, level: level, projector, style)
        details.pointsDrawn += try drawBorders(on: canvas, viewport: viewport, level: level, projector, style)

        var routeBoxes: [CGRect] = []
        if request.drawsRoute {
            let route = Self.routePoints(request.pins.map(\.displayedCoordinate), viewport: viewport)
            try drawRoute(route, on: canvas, style)
            routeBoxes = Self.obstacleBoxes(
                alongRoute: route, within: CGRect(x: 0, y: 0, width: request.width, height: request.height))
        }
        try drawAreaRims(areas, on: canvas, style)

        let markers = placeMarkers(request, viewport: viewport)
        details.markers = markers
        let furniture = try layOutFurniture(request, viewport: viewport, style)
        details.scaleBar = furniture.scaleBar?.bar
        details.attributionFrame = furniture.attribution?.frame

        if request.showsPlaceLabels {
            var placer = LabelPlacer(bounds: CGRect(x: 0, y: 0, width: request.width, height: request.height))
            let clearance = Self.markerClearance
            for marker in markers { placer.block(marker.frame.insetBy(dx: -clearance, dy: -clearance)) }
            for box in routeBoxes { placer.block(box) }
            if let frame = furniture.scaleBar?.frame { placer.block(frame) }
            if let frame = furniture.attribution?.frame { placer.block(frame) }
            details.labels = try drawPlaceLabels(
                request, on: canvas, viewport: viewport, level: level, placer: &placer, markers: markers,
                style)
        }
        try drawMarkers(markers, request: request, on: canvas, style)
        try drawFurniture(furniture, on: canvas, style)
        return MapRendering(image: try canvas.pixelBuffer(), details: details)
    }

    /// Paints the band south of Web Mercator's limit (85.05°S) as land: it is Antarctica's ice.
    ///
    /// North of the limit is the Arctic Ocean, which the water background already shows.
    func drawBeyondSouthernLimit(on canvas: Canvas, viewport: MapViewport, _ style: MapStyle) throws {
        let bottom = Double(viewport.height) / 2 + (1 - viewport.centerWorldPoint.y) * viewport.worldSize
        guard bottom < Double(viewport.height) else { return }
        try canvas.fill(
            CGRect(x: 0, y: bottom, width: Double(viewport.width), height: Double(viewport.height) - bottom),
            color: style.land)
    }

    /// Whether a view would show no land and no place at all: open sea.
    func showsNothing(_ viewport: MapViewport) throws -> Bool {
        let level = viewport.detailLevel(available: database.availableLevels(.coast))
        guard try coastFeatures(in: viewport, level: level).isEmpty else { return false }
        return try database.places(in: viewport, limit: 1).isEmpty
    }

    /// The coast features visible in a view at a level, reusing the last answer for the same view.
    func coastFeatures(in viewport: MapViewport, level: GeoLevel) throws -> [GeoFeature] {
        let box = viewport.visibleBox
        if let lastCoast, lastCoast.level == level, lastCoast.box == box { return lastCoast.features }
        let features = try database.features(.coast, level: level, in: box)
        lastCoast = (level, box, features)
        return features
    }

    /// The level to read a line layer at: the coast's level, or the nearest coarser one present.
    func lineLevel(_ layer: GeoLayer, coastLevel: GeoLevel) -> GeoLevel? {
        let available = database.availableLevels(layer)
        return available.filter { $0 <= coastLevel }.max() ?? available.min()
    }
}
