import Foundation
import OutdoorDrawing
import OutdoorGeo
import OutdoorMapModel
import OutdoorModel

extension MapRoute: DrawnOverlay {
    /// Every position of the route.
    func fit(in request: MapRequest) -> OverlayFit {
        OverlayFit(coordinates: coordinates)
    }

    /// The route's points on the view, and boxes along it for names to keep clear of.
    func plan(_ planning: OverlayPlanning) throws -> any OverlayPlan {
        let points = MapRenderer.routePoints(coordinates, viewport: planning.viewport)
        return RoutePlan(
            points: points, worldSize: planning.viewport.worldSize, line: line,
            obstacles: MapRenderer.obstacleBoxes(alongRoute: points, within: planning.bounds))
    }
}

/// A route on the view: its points, unwrapped leg by leg, and the boxes along it.
struct RoutePlan: OverlayPlan {
    /// The route's points in logical pixels.
    var points: [MapPoint]
    /// The width of the whole world on the view, in logical pixels.
    var worldSize: Double
    /// Solid or dashed.
    var line: MapRoute.Line = .solid
    var obstacles: [CGRect]

    /// The line, with the route.
    func paint(_ layer: MapLayer, _ painting: OverlayPainting) throws {
        guard layer == .route else { return }
        try drawRoute(on: painting.canvas, painting.style)
    }

    /// The route in order: white casing, accent line (a dashed route: thinner, in dashes over a
    /// dashed casing).
    ///
    /// Each leg takes the shorter way around the world, so a trip across the antimeridian
    /// stays continuous; where the view shows the whole width of the world, the part of a leg
    /// that runs off one side comes back in at the other (`worldSize` pixels apart).
    func drawRoute(on canvas: Canvas, _ style: MapStyle) throws {
        guard points.count >= 2 else { return }
        var path = Path()
        path.addPolyline(points.map { CGPoint(x: $0.x, y: $0.y) })
        let dashed = line == .dashed
        // Round caps lengthen each dash by the line's width: the pattern allows for it.
        let casing = StrokeStyle(
            color: style.routeCasing, width: dashed ? 4.5 : 6, cap: .round, join: .round,
            dash: dashed ? [4.5, 5] : [])
        let stroke = StrokeStyle(
            color: style.accent, width: dashed ? 2 : 3, cap: .round, join: .round,
            dash: dashed ? [4.5, 5] : [])
        for shift in MapRenderer.routeCopies(
            of: points, worldSize: worldSize, width: Double(canvas.size.width))
        {
            try canvas.withSavedState {
                canvas.translate(x: shift, y: 0)
                try canvas.stroke(path, style: casing)
                try canvas.stroke(path, style: stroke)
            }
        }
    }
}

extension MapRenderer {
    /// The horizontal shifts (whole worlds) at which a route's copy meets a view `width` wide:
    /// 0, and a world either way when the route runs off that side.
    static func routeCopies(of points: [MapPoint], worldSize: Double, width: Double) -> [Double] {
        guard worldSize.isFinite, worldSize > 0, let low = points.map(\.x).min(),
            let high = points.map(\.x).max()
        else { return [0] }
        return [-worldSize, 0, worldSize].filter { shift in
            shift == 0 || (high + shift > -6 && low + shift < width + 6)
        }
    }

    /// Pixel positions of a route, longitudes unwrapped leg by leg from the copy nearest the centre.
    static func routePoints(_ coordinates: [Coordinate], viewport: MapViewport) -> [MapPoint] {
        guard let first = coordinates.first else { return [] }
        var points = [viewport.project(first)]
        // The first point's longitude in the view's continuous frame.
        var longitude =
            viewport.center.longitude + (points[0].x - Double(viewport.width) / 2) / viewport.worldSize * 360
        var previous = first.longitude
        for c in coordinates.dropFirst() {
            var step = c.longitude - previous
            step -= 360 * (step / 360).rounded()
            longitude += step
            previous = c.longitude
            points.append(
                viewport.projectUnwrapped(Coordinate(latitude: c.latitude, longitude: longitude)))
        }
        return points
    }

    /// Small boxes covering a route line every few pixels inside `view`, for labels to keep clear of.
    ///
    /// A leg is sampled at most 10,000 times; boxes outside the view are left out.
    static func obstacleBoxes(
        alongRoute points: [MapPoint], within view: CGRect, halfWidth: Double = 4, step: Double = 6
    ) -> [CGRect] {
        var boxes: [CGRect] = []
        let area = view.insetBy(dx: -halfWidth, dy: -halfWidth)
        for (a, b) in zip(points, points.dropFirst()) {
            let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
            guard length.isFinite else { continue }
            let steps = min(max(Int((length / step).rounded(.up)), 1), 10_000)
            for k in 0...steps {
                let t = Double(k) / Double(steps)
                let x = a.x + (b.x - a.x) * t
                let y = a.y + (b.y - a.y) * t
                guard area.contains(CGPoint(x: x, y: y)) else { continue }
                boxes.append(
                    CGRect(x: x - halfWidth, y: y - halfWidth, width: 2 * halfWidth, height: 2 * halfWidth))
            }
        }
        return boxes
    }
}
