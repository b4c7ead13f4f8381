import Foundation
import OutdoorDrawing
import OutdoorGeo
import OutdoorMapModel
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
///         MapRequest(width: 1080, height: 540, overlays: [MapMarkers([MapPin(entry.coordinate)])]))
///
/// Layers are drawn in the order of `MapLayer`: water, land, urban areas and glaciers, hill
/// shading (Natural Earth relief, on maps wider than about 200 km), lakes, shores, rivers by
/// class, the overlay slot (a radar frame), state and national borders, routes, areas' rims,
/// place names and dots, markers, the scale bar and the attribution. What lies over the
/// geography comes as the request's overlays (`MapOverlay`): each kind is fitted, planned and
/// painted by its own file in Overlays/ (`DrawnOverlay`), in the layers it chooses. The level of
/// detail follows the ground resolution (see `GeoLevel.forGroundResolution`). Before drawing, a
/// render plans everything (`layout(_:)` returns that plan without drawing): the view, the
/// overlays (markers of stops that overlap merged or fanned out) and names placed beside their
/// own dots, off water and off what the overlays cover.
///
/// A renderer uses its font library, so it must be used from one thread at a time; make one
/// per worker thread (the database may be shared). Between renders it keeps a little scratch
/// memory and up to `reliefCacheLimit` decoded relief tiles (64 KB each).
public final class MapRenderer {
    /// Where the map data comes from.
    public let database: GeoDatabase
    /// The fonts place names and furniture are set in.
    public let fonts: FontLibrary
    /// Imported OpenStreetMap regions, drawn where a view meets one (see `DetailTier`).
    public let detail: DetailRegions

    var scratch: [Double] = []
    /// Decoded relief tiles (nil for flat ones), at most `reliefCacheLimit`, kept between renders.
    var reliefTiles: [ReliefTileKey: [UInt8]?] = [:]
    /// The coast features of the last view asked about during a render, so framing's check for
    /// open sea and the drawing of the final view decode them once; cleared when a render ends.
    var lastCoast: (level: GeoLevel, box: GeoBox, features: [GeoFeature])?

    /// A renderer reading `database` and the imported `detail`, setting text with `fonts` (which
    /// it keeps alive).
    public init(database: GeoDatabase, fonts: FontLibrary, detail: DetailRegions = .none) {
        self.database = database
        self.fonts = fonts
        self.detail = detail
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
        try render(prepare(request))
    }

    /// Plans the map `request` describes without drawing it: what a later `render(_:)` or
    /// `draw(_:on:)` of the answer draws, once (`PreparedMap.details` says what that will be).
    public func prepare(_ request: MapRequest) throws -> PreparedMap {
        defer { lastCoast = nil }
        return PreparedMap(plan: try plan(request))
    }

    /// Draws a prepared map as a picture: `width * scale` x `height * scale` device pixels.
    public func render(_ prepared: PreparedMap) throws -> MapRendering {
        defer { lastCoast = nil }
        let plan = prepared.plan
        let canvas = try Canvas(
            pixelWidth: plan.request.pixelWidth, pixelHeight: plan.request.pixelHeight,
            scale: plan.request.scale, background: plan.style.water)
        let details = try drawLayers(plan, on: canvas)
        return MapRendering(image: try canvas.pixelBuffer(), details: details)
    }

    /// Draws the map `request` describes onto `canvas`, in its current user space: one logical
    /// pixel is one unit, the map covers (0, 0) to (`width`, `height`) and is clipped to it.
    ///
    /// The caller moves and scales the canvas to put the map where it goes. On a document page
    /// everything is drawn as vectors except the hill shading, which is a picture by nature
    /// (embedded at the page's resolution). Returns what was placed where.
    @discardableResult
    public func draw(_ request: MapRequest, on canvas: Canvas) throws -> MapRenderDetails {
        try draw(prepare(request), on: canvas)
    }

    /// Draws a prepared map onto `canvas` as `draw(_:on:)` does; returns what was placed where.
    @discardableResult
    public func draw(_ prepared: PreparedMap, on canvas: Canvas) throws -> MapRenderDetails {
        defer { lastCoast = nil }
        let plan = prepared.plan
        let box = CGRect(x: 0, y: 0, width: plan.request.width, height: plan.request.height)
        return try canvas.withClip(to: Path.rect(box)) {
            try canvas.fill(box, color: plan.style.water)
            return try drawLayers(plan, on: canvas)
        }
    }

    /// Draws every layer of `plan` in order; the details with the points drawn.
    private func drawLayers(_ plan: MapPlan, on canvas: Canvas) throws -> MapRenderDetails {
        var details = plan.details
        var surfaces = CoastSurfaces()
        for layer in MapLayer.allCases {
            func drawLayer() throws {
                details.pointsDrawn += try draw(layer, plan, on: canvas, surfaces: &surfaces)
                guard !plan.overlays.isEmpty else { return }
                let painting = OverlayPainting(
                    canvas: canvas, style: plan.style, viewport: plan.viewport, land: surfaces.path(.land))
                for overlay in plan.overlays { try overlay.paint(layer, painting) }
            }
            try drawLayer()
            // On an Equal Earth view the geography stops at the world's outline: what runs past
            // it (the parts of features across the edge meridians) is painted over at once, which
            // costs one fill where clipping every layer cost more than the layers.
            if layer == .borders, let outline = plan.worldOutline {
                var outside = Path.rect(
                    CGRect(x: 0, y: 0, width: plan.viewport.width, height: plan.viewport.height))
                outside.append(outline)
                try canvas.fill(outside, color: plan.style.outsideWorld, rule: .evenOdd)
                try canvas.stroke(outline, style: StrokeStyle(color: plan.style.shore, width: 0.8))
            }
        }
        return details
    }

    /// Decides what a render of `request` would show and where, without drawing it.
    ///
    /// The answer is the `details` of `renderWithDetails(_:)`, bar `pointsDrawn`; it costs the
    /// framing, the data queries and the text layout, not the rasterising.
    public func layout(_ request: MapRequest) throws -> MapRenderDetails {
        defer { lastCoast = nil }
        return try plan(request).details
    }

    /// Draws the map's own content of one layer (the overlays paint theirs after it); returns
    /// the points of geometry handed to Cairo.
    private func draw(_ layer: MapLayer, _ plan: MapPlan, on canvas: Canvas, surfaces: inout CoastSurfaces)
        throws -> Int
    {
        let style = plan.style
        switch layer {
        case .water:
            // The canvas starts filled with water (an Equal Earth world's edge comes after the borders).
            return 0
        case .land:
            surfaces = buildCoastSurfaces(plan)
            try drawBeyondSouthernLimit(on: canvas, plan: plan)
            try fillLand(surfaces, on: canvas, style)
            return surfaces.points + (try drawDetailCoast(plan, on: canvas))
        case .landCover:
            let bundled = try outsideDetail(plan, on: canvas) {
                try drawLandCover(plan, land: surfaces.path(.land), on: canvas)
            }
            return bundled + (try drawDetailAreas(Self.detailCover, plan, on: canvas))
        case .relief:
            _ = try drawRelief(plan, surfaces: surfaces, on: canvas)
            return 0
        case .lakes:
            _ = try outsideDetail(plan, on: canvas) {
                try fillLakes(surfaces, on: canvas, style)
                return 0
            }
            return try drawDetailAreas([.water], plan, on: canvas)
        case .shores:
            return try outsideDetail(plan, on: canvas) { try drawShores(plan, on: canvas) }
        case .rivers:
            let bundled = try outsideDetail(plan, on: canvas) {
                try drawRivers(on: canvas, viewport: plan.viewport, level: plan.level, plan.projector, style)
            }
            return bundled + (try drawDetailWays([.river, .stream], plan, on: canvas))
        case .ways:
            try drawDetailEdge(plan, on: canvas)
            return try drawDetailWays(Self.detailRoutes, plan, on: canvas)
        case .overlay:
            return 0  // overlays only
        case .borders:
            return try drawBorders(plan, surfaces: surfaces, on: canvas)
        case .route, .areas, .markers:
            return 0  // overlays only
        case .labels:
            try drawLabels(plan.labels, on: canvas, style)
            return 0
        case .furniture:
            try drawFurniture(plan.furniture, on: canvas, style)
            if let locator = plan.locator { try drawLocator(locator, on: canvas, style) }
            return 0
        }
    }

    /// The detail's land cover, filled over the land and under the water.
    static let detailCover: Set<DetailArea> = [.builtUp, .meadow, .park, .wood, .wetland, .rock, .glacier]
    /// The detail's roads, tracks, paths, railways and ferries.
    static let detailRoutes = Set(DetailWay.allCases).subtracting([.river, .stream])

    /// Paints the band south of Web Mercator's limit (85.05°S) as land: it is Antarctica's ice.
    ///
    /// North of the limit is the Arctic Ocean, which the water background already shows.
    func drawBeyondSouthernLimit(on canvas: Canvas, plan: MapPlan) throws {
        guard let bottom = plan.southernLimit else { return }
        let width = Double(plan.viewport.width)
        try canvas.fill(
            CGRect(x: 0, y: bottom, width: width, height: Double(plan.viewport.height) - bottom),
            color: plan.style.land)
    }

    /// A coarse land mask of a view, for framing to weigh how much land a shifted view shows.
    ///
    /// It reads the coast one level coarser than the view would draw (a cell is 8 pixels).
    func landMask(for viewport: MapViewport) throws -> LandMask? {
        let available = database.availableLevels(.coast)
        let level = viewport.detailLevel(available: available)
        let coarser = available.filter { $0 < level }.max() ?? level
        let features = try database.features(.coast, level: coarser, in: viewport.visibleBox)
        return LandMask(
            features: features, projector: MapProjector(viewport: viewport, tolerance: 1),
            width: Double(viewport.width), height: Double(viewport.height), cellSize: 8,
            southernLimit: Self.southernLimit(of: viewport))
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
