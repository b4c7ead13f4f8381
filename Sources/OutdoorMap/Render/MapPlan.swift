import Foundation
import OutdoorDrawing
import OutdoorGeo
import OutdoorMapModel
import OutdoorModel

/// Everything a render decided before drawing: view, level, geometry, overlays, names, furniture.
struct MapPlan {
    var request: MapRequest
    var style: MapStyle
    var viewport: MapViewport
    var level: GeoLevel
    var projector: MapProjector
    var coast: [GeoFeature]
    var land: LandMask
    /// The request's overlays planned on the view, in the request's order.
    var overlays: [any OverlayPlan]
    /// The overlays' markers, their pins numbered across the overlays in order.
    var markers: [PlacedMarker]
    var furniture: MapFurniture
    var labels: [LabelPlan]
    /// The locator inset, when the map carries one.
    var locator: LocatorInset?
    /// The row below which the map shows the band south of Web Mercator's limit, if it does.
    var southernLimit: Double?
    /// The world's outline on an Equal Earth view (geography is clipped to it), else nil.
    var worldOutline: Path?
    /// What imported OpenStreetMap regions draw on this map, or nil when none does.
    var detail: DetailPlan?

    /// The record of the plan that a render returns.
    var details: MapRenderDetails {
        var details = MapRenderDetails(viewport: viewport, level: level)
        details.labels = labels.map(\.label)
        details.markers = markers
        for overlay in overlays { overlay.record(into: &details) }
        details.scaleBar = furniture.scaleBar?.bar
        details.scaleBarFrame = furniture.scaleBar?.frame
        details.attributionFrame = furniture.attribution?.frame
        details.locatorFrame = locator?.frame
        details.detailRegions = detail?.regions ?? []
        details.detailTier = detail?.tier
        details.attribution = furniture.attribution?.text.text
        details.credits = request.credits(showingDetail: detail != nil)
        return details
    }
}

extension MapRenderer {
    /// Cell size of the land mask that keeps names off water, in logical pixels.
    static let landMaskCell = 2.0

    /// Frames the view, plans the overlays and places furniture and names, without drawing anything.
    ///
    /// A request with withheld areas (`MapWithheldAreas`, around hidden places) has its overlays
    /// restricted first (`MapWithheldAreas.restrict`) and names none of what lies within them.
    func plan(_ request: MapRequest) throws -> MapPlan {
        var request = request
        request.overlays = MapWithheldAreas.restrict(request.overlays)
        try request.validate()
        let drawn = try request.drawnOverlays()
        let style = request.style
        let viewport = try MapFraming.viewport(
            for: request, landMask: { try self.landMask(for: $0) },
            showsNothing: { try self.showsNothing($0) })
        let level = viewport.detailLevel(available: database.availableLevels(.coast))
        // A quarter of a device pixel: thinning below that changes no pixel.
        let projector = MapProjector(viewport: viewport, tolerance: 0.25 / request.scale)
        let coast = try coastFeatures(in: viewport, level: level)
        let southern = Self.southernLimit(of: viewport)
        let detail = try planDetail(request, viewport: viewport)
        let land = LandMask(
            features: coast, projector: projector, width: Double(request.width),
            height: Double(request.height),
            cellSize: Self.landMaskCell, southernLimit: southern, detail: detail)
        let planning = OverlayPlanning(
            request: request, viewport: viewport, style: style, fonts: fonts, database: database)
        let overlays = try drawn.map { try $0.plan(planning) }
        var obstacles = overlays.flatMap(\.obstacles)
        let (markers, placesToName) = Self.markersAndPlaces(of: overlays)
        var furniture = try layOutFurniture(request, viewport: viewport, style, showingDetail: detail != nil)
        if let frame = furniture.attribution?.frame { obstacles.append(frame) }
        // Names first, then the locator inset where the map names nothing a stranger knows (the
        // names planned again around it), then the scale bar in a corner they leave free.
        var labels: [LabelPlan] = []
        var context = LabelContext(
            viewport: viewport, level: level, markers: markers, land: land, obstacles: obstacles,
            placesToName: placesToName, withholding: LabelWithholding(request),
            detailPlaces: detail?.places ?? [], units: request.units)
        if request.showsPlaceLabels { labels = try planLabels(request, context: context) }
        let locator = layOutLocator(
            request, viewport: viewport, labels: labels, markers: markers, obstacles: obstacles)
        if let locator, request.showsPlaceLabels {
            context.obstacles.append(locator.frame.insetBy(dx: -4, dy: -4))
            labels = try planLabels(request, context: context)
        }
        placeScaleBar(
            &furniture, labels: &labels,
            blocked: overlays.flatMap(\.obstacles) + markers.map(\.frame)
                + [furniture.attribution?.frame, locator?.frame].compactMap { $0 })
        return MapPlan(
            request: request, style: style, viewport: viewport, level: level, projector: projector,
            coast: coast,
            land: land, overlays: overlays, markers: markers,
            furniture: furniture, labels: labels, locator: locator, southernLimit: southern,
            worldOutline: viewport.projection == .equalEarth ? Self.worldOutline(of: viewport) : nil,
            detail: detail)
    }

    /// The markers of every overlay and the pins whose places are named, their pins numbered
    /// across the overlays in order (the first overlay's as its own), so a name finds its marker.
    static func markersAndPlaces(of overlays: [any OverlayPlan]) -> ([PlacedMarker], [PlaceToName]) {
        var markers: [PlacedMarker] = []
        var places: [PlaceToName] = []
        var offset = 0
        for overlay in overlays {
            var last = -1
            for var marker in overlay.markers {
                last = max(last, marker.pins.max() ?? -1)
                marker.pins = marker.pins.map { $0 + offset }
                markers.append(marker)
            }
            for var place in overlay.placesToName {
                last = max(last, place.index)
                place.index += offset
                places.append(place)
            }
            offset += last + 1
        }
        return (markers, places)
    }

    /// The outline of the whole world on an Equal Earth view: its edge meridians, 180° either
    /// side of the central one, joined by the flat poles.
    static func worldOutline(of viewport: MapViewport) -> Path {
        var points: [CGPoint] = []
        let meridian = viewport.center.longitude
        for k in 0...90 {
            let p = viewport.projectUnwrapped(
                Coordinate(latitude: 90 - Double(k) * 2, longitude: meridian + 180))
            points.append(CGPoint(x: p.x, y: p.y))
        }
        for k in 0...90 {
            let p = viewport.projectUnwrapped(
                Coordinate(latitude: -90 + Double(k) * 2, longitude: meridian - 180))
            points.append(CGPoint(x: p.x, y: p.y))
        }
        var path = Path()
        path.addPolyline(points, closed: true)
        return path
    }

    /// The pixel row where Web Mercator's southern limit (85.05°S) crosses the view, when it does.
    static func southernLimit(of viewport: MapViewport) -> Double? {
        guard viewport.projection == .webMercator else { return nil }
        let bottom = Double(viewport.height) / 2 + (1 - viewport.centerWorldPoint.y) * viewport.worldSize
        return bottom < Double(viewport.height) ? bottom : nil
    }
}
