import Foundation
import OutdoorGeo
import OutdoorMapModel
import OutdoorModel

/// Turns a request's view into a `MapViewport`: fitting what the overlays show, with padding.
///
/// Every overlay reports what it needs (`OverlayFit`): pins their displayed positions and the
/// pixels their markers reach around them; an area the four points its radius north, south,
/// east and west of its centre; a route its positions. The fitted view keeps all of them inside the map with the request's
/// `padding` to spare, keeps clear of the furniture strip at the bottom, never shows the world narrower
/// than the map (no repeated copies), and keeps the view inside the world north to south
/// whenever the world is tall enough (a fitted view may reach past the edge by its padding,
/// so markers near the poles stay whole).
enum MapFraming {
    /// Room kept at the bottom for the scale bar and attribution, in logical pixels.
    static let furnitureHeight = 22.0

    /// The view a request asks for.
    static func viewport(for request: MapRequest) throws -> MapViewport {
        switch request.view {
        case .world:
            return try equalEarthWorld(for: request)
        case .centered(let center, let km):
            let width = Double(request.width)
            let metresPerUnit = WebMercator.metresPerWorldUnit(atLatitude: center.latitude)
            let worldSize = max(metresPerUnit / (km * 1000 / width), width)
            let centerPoint = WebMercator.project(center)
            let mercator = try makeViewport(
                centerWorld: centerPoint, worldSize: worldSize, request: request)
            guard mercator.visibleBox.longitudeSpan > equalEarthLongitudeSpan else { return mercator }
            let size = EqualEarth.metresPerWorldUnit(atLatitude: center.latitude) / (km * 1000 / width)
            return try equalEarthViewport(
                centralMeridian: center.longitude,
                centerY: EqualEarth.project(longitudeOffset: 0, latitude: center.latitude).y,
                worldSize: max(size, min(width, Double(request.height) / EqualEarth.aspectRatio)),
                request: request)
        case .automatic, .fitting:
            let points = fitCoordinates(for: request)
            guard !points.isEmpty else { return try equalEarthWorld(for: request) }
            let mercator = try fittedViewport(points, request: request)
            guard needsEqualEarth(points, mercator: mercator) else { return mercator }
            return try equalEarthFitted(points, request: request)
        }
    }

    /// How many times an empty automatic view is widened, and by how much each time.
    static let wideningSteps = 4
    /// The factor each widening multiplies the view's width by.
    static let wideningFactor = 3.0

    /// The request's view, widened while `showsNothing` says it would show only open water.
    ///
    /// Only `automatic` views with pins are widened: a pin far out at sea would otherwise sit
    /// on a plain blue panel that says nothing about where it is. Each step keeps the centre
    /// and shows three times the width, at most `wideningSteps` times (100 km becomes at most
    /// 8,100 km), and never more than the whole world.
    static func viewport(
        for request: MapRequest, landMask: (MapViewport) throws -> LandMask? = { _ in nil },
        showsNothing: (MapViewport) throws -> Bool
    ) throws -> MapViewport {
        var viewport = try viewport(for: request)
        guard request.view == .automatic, !fitCoordinates(for: request).isEmpty,
            viewport.projection == .webMercator
        else { return viewport }
        // A hidden place's map frames the area its line names, centred: a view shifted towards land
        // would push a coastal region to the edge (Istria under Austria, Kanagawa under the Alps).
        let framesHiddenArea = request.overlays(of: MapMarkers.self).flatMap(\.pins).contains {
            $0.precision == .hidden && $0.extent != nil
        }
        if !framesHiddenArea {
            viewport = try shiftedTowardsLand(viewport, request: request, landMask: landMask)
        }
        let insets = insets(for: request)
        var steps = 0
        while steps < wideningSteps, try showsNothing(viewport) {
            let worldSize = viewport.worldSize / wideningFactor
            guard worldSize >= Double(request.width) else { break }
            viewport = try makeViewport(
                centerWorld: viewport.centerWorldPoint, worldSize: worldSize, request: request,
                overshoot: (insets.top, insets.bottom))
            steps += 1
        }
        return viewport
    }

    /// The most a view moves off its content's centre towards land, as a share of each side.
    static let maximumLandShift = 0.2
    /// What moving the view by a whole side costs against the share of land it gains.
    static let shiftCost = 0.3
    /// The margin kept around several pins, as a share of the map's shorter side (the request's
    /// padding when that is larger); `MapMarkers` asks for it.
    static let multiplePinMargin = 0.07
    /// The widest view that is shifted towards land, in kilometres across its centre.
    static let maximumShiftedWidthKilometres = 3_000.0

    /// A fitted view moved, within the room its content leaves inside the insets, to show the
    /// most land: a trip along a coast on a tall panel shows the hinterland, not empty sea.
    ///
    /// The content (pins, areas, markers) stays inside the insets; the view moves at most
    /// `maximumLandShift` of its width and height. Nine positions per axis are compared on a
    /// coarse land mask of the whole reachable area from `landMask`; each costs `shiftCost`
    /// per side moved, so among equal shares of land the centred view wins.
    static func shiftedTowardsLand(
        _ viewport: MapViewport, request: MapRequest, landMask: (MapViewport) throws -> LandMask?
    ) throws -> MapViewport {
        // On continent and world maps the extent is the content's; a shift would only chase ice.
        guard viewport.widthKilometres <= maximumShiftedWidthKilometres else { return viewport }
        let points = fitCoordinates(for: request).map { viewport.project($0) }
        guard let first = points.first else { return viewport }
        var (minX, maxX, minY, maxY) = (first.x, first.x, first.y, first.y)
        for p in points {
            minX = min(minX, p.x)
            maxX = max(maxX, p.x)
            minY = min(minY, p.y)
            maxY = max(maxY, p.y)
        }
        let insets = insets(for: request)
        let width = Double(request.width)
        let height = Double(request.height)
        func room(_ low: Double, _ high: Double, _ side: Double) -> ClosedRange<Double> {
            let limit = maximumLandShift * side
            let lo = max(low, -limit)
            let hi = min(high, limit)
            return lo < hi ? lo...hi : 0...0
        }
        // Moving the content by (dx, dy) keeps it between the insets.
        let xs = room(insets.left - minX, width - insets.right - maxX, width)
        let ys = room(insets.top - minY, height - insets.bottom - maxY, height)
        guard xs.upperBound - xs.lowerBound > 4 || ys.upperBound - ys.lowerBound > 4 else { return viewport }
        let extraX = max(-xs.lowerBound, xs.upperBound, 0)
        let extraY = max(-ys.lowerBound, ys.upperBound, 0)
        let reach = try MapViewport(
            center: viewport.center, metresPerPixel: viewport.metresPerPixel,
            width: Int((width + 2 * extraX).rounded(.up)), height: Int((height + 2 * extraY).rounded(.up)),
            scale: viewport.scale)
        guard let mask = try landMask(reach) else { return viewport }
        func steps(_ range: ClosedRange<Double>) -> [Double] {
            guard range.upperBound > range.lowerBound else { return [0] }
            var values = (0...8).map {
                range.lowerBound + (range.upperBound - range.lowerBound) * Double($0) / 8
            }
            if range.contains(0) { values.append(0) }
            return values
        }
        var best = (dx: 0.0, dy: 0.0, score: -Double.infinity)
        for dy in steps(ys) {
            for dx in steps(xs) {
                let shown = CGRect(
                    x: Double(reach.width - request.width) / 2 - dx,
                    y: Double(reach.height - request.height) / 2 - dy, width: width, height: height)
                let score =
                    (1 - mask.waterFraction(in: shown)) - shiftCost * (abs(dx) / width + abs(dy) / height)
                if score > best.score + 1e-9 { best = (dx, dy, score) }
            }
        }
        guard best.dx != 0 || best.dy != 0 else { return viewport }
        let center = WorldPoint(
            x: viewport.centerWorldPoint.x - best.dx / viewport.worldSize,
            y: viewport.centerWorldPoint.y - best.dy / viewport.worldSize)
        return try makeViewport(
            centerWorld: center, worldSize: viewport.worldSize, request: request,
            overshoot: (insets.top, insets.bottom))
    }

    /// The coordinates a fitted view must show: the view's own points, then the overlays'.
    static func fitCoordinates(for request: MapRequest) -> [Coordinate] {
        var points: [Coordinate] = []
        if case .fitting(let extra) = request.view { points += extra }
        for fit in request.overlayFits { points += fit.coordinates }
        return points
    }

    /// The pixels to keep free on each side when fitting: the overlays' reach and margins (the
    /// request's padding at least), and the furniture.
    static func insets(for request: MapRequest) -> EdgeInsets {
        var reach = EdgeInsets(uniform: 0)
        var margin = request.padding
        for fit in request.overlayFits {
            reach = reach.union(fit.reach)
            margin = max(margin, fit.margin)
        }
        // Small maps keep at least 40% of each side for the content: the margins give way, then
        // the furniture strip (the scale bar moves elsewhere), never the markers' own reach, so
        // a pin's whole head stays on the map.
        let width = Double(request.width)
        let height = Double(request.height)
        let horizontalMargin = min(margin, max(0, (0.6 * width - reach.left - reach.right) / 2))
        var furniture = request.showsScaleBar || request.showsAttribution ? furnitureHeight : 0
        let verticalMargin = min(margin, max(0, (0.6 * height - reach.top - reach.bottom - furniture) / 2))
        if verticalMargin == 0 { furniture = min(furniture, max(0, 0.6 * height - reach.top - reach.bottom)) }
        // At least a few pixels between a marker and the edge.
        let edge = min(4, margin)
        return EdgeInsets(
            top: reach.top + max(verticalMargin, edge), left: reach.left + max(horizontalMargin, edge),
            bottom: reach.bottom + max(verticalMargin, edge) + furniture,
            right: reach.right + max(horizontalMargin, edge))
    }

    /// The smallest width of a fitted view: the request's, or an overlay's when wider (a hidden pin's).
    static func minimumWidthKilometres(for request: MapRequest) -> Double {
        request.overlayFits.compactMap(\.minimumWidthKilometres).reduce(request.minimumWidthKilometres, max)
    }

    private static func fittedViewport(_ points: [Coordinate], request: MapRequest) throws -> MapViewport {
        let insets = insets(for: request)
        let width = Double(request.width)
        let innerWidth = max(1, Int((width - insets.left - insets.right).rounded(.down)))
        let innerHeight = max(1, Int((Double(request.height) - insets.top - insets.bottom).rounded(.down)))
        let minimumKm = minimumWidthKilometres(for: request)
        let inner = try MapViewport.fitting(
            points, width: innerWidth, height: innerHeight, padding: 0, scale: request.scale,
            minimumWidthKilometres: minimumKm * Double(innerWidth) / width)
        let worldSize = max(inner.worldSize, width)
        // Move the centre so the inner box sits between the insets.
        let center = WorldPoint(
            x: inner.centerWorldPoint.x + (insets.right - insets.left) / 2 / worldSize,
            y: inner.centerWorldPoint.y + (insets.bottom - insets.top) / 2 / worldSize)
        return try makeViewport(
            centerWorld: center, worldSize: worldSize, request: request,
            overshoot: (insets.top, insets.bottom))
    }

    /// A viewport around a world point at a world size, kept inside the world north to south.
    ///
    /// `overshoot` lets a fitted view reach past the world's northern or southern edge by that
    /// many pixels, so a pin near a pole keeps its whole marker on the map; the band beyond the
    /// edge is drawn as the sea in the north and as Antarctica's ice in the south.
    static func makeViewport(
        centerWorld: WorldPoint, worldSize: Double, request: MapRequest,
        overshoot: (top: Double, bottom: Double) = (0, 0)
    ) throws -> MapViewport {
        var y = centerWorld.y
        let halfHeight = Double(request.height) / 2 / worldSize
        if halfHeight <= 0.5 {
            let low = halfHeight - max(overshoot.top, 0) / worldSize
            let high = 1 - halfHeight + max(overshoot.bottom, 0) / worldSize
            y = min(max(min(max(y, low), high), 0), 1)
        } else {
            y = 0.5
        }
        let center = WebMercator.unproject(WorldPoint(x: centerWorld.x, y: y))
        let metresPerPixel = WebMercator.metresPerWorldUnit(atLatitude: center.latitude) / worldSize
        return try MapViewport(
            center: center, metresPerPixel: metresPerPixel, width: request.width, height: request.height,
            scale: request.scale)
    }
}
