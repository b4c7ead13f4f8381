import Foundation
import OutdoorDrawing
import OutdoorGeo
import OutdoorMapModel
import OutdoorModel

extension MapRenderer {
    /// The route through the pins' displayed positions in order: white casing, accent line.
    ///
    /// Each leg takes the shorter way around the world, so a trip across the antimeridian
    /// stays continuous; where the view shows the whole width of the world, the part of a leg
    /// that runs off one side comes back in at the other (`worldSize` pixels apart).
    func drawRoute(_ points: [MapPoint], worldSize: Double, on canvas: Canvas, _ style: MapStyle) throws {
        guard points.count >= 2 else { return }
        var path = Path()
        path.addPolyline(points.map { CGPoint(x: $0.x, y: $0.y) })
        for shift in Self.routeCopies(of: points, worldSize: worldSize, width: Double(canvas.size.width)) {
            try canvas.withSavedState {
                canvas.translate(x: shift, y: 0)
                try canvas.stroke(
                    path, style: StrokeStyle(color: style.routeCasing, width: 6, cap: .round, join: .round))
                try canvas.stroke(
                    path, style: StrokeStyle(color: style.accent, width: 3, cap: .round, join: .round))
            }
        }
    }

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

    /// The approximate areas of a request: centre and radius in logical pixels.
    static func approximateAreas(_ request: MapRequest, viewport: MapViewport) -> [(
        center: CGPoint, radius: Double
    )] {
        request.pins.filter { $0.precision == .approximate }.map { pin in
            let shown = pin.displayedCoordinate
            let center = viewport.project(shown)
            let metresPerPixel =
                WebMercator.metresPerWorldUnit(atLatitude: shown.latitude) / viewport.worldSize
            let radius = LocationPrecision.approximateRadiusKilometres * 1000 / metresPerPixel
            return (CGPoint(x: center.x, y: center.y), radius)
        }
    }

    /// The soft tint of approximate areas, densest in the middle; drawn clipped to land.
    func drawAreaTints(_ areas: [(center: CGPoint, radius: Double)], on canvas: Canvas, _ style: MapStyle)
        throws
    {
        for area in areas {
            let disc = Path.circle(center: area.center, radius: area.radius * 0.8)
            try canvas.drawShadow(
                of: disc,
                Shadow(color: style.accent.withAlpha(0.24), offset: .zero, blurRadius: area.radius * 0.4))
        }
    }

    /// The dashed rim of approximate areas, over land and water alike.
    func drawAreaRims(_ areas: [(center: CGPoint, radius: Double)], on canvas: Canvas, _ style: MapStyle)
        throws
    {
        for area in areas {
            try canvas.stroke(
                Path.circle(center: area.center, radius: area.radius),
                style: StrokeStyle(color: style.accent.withAlpha(0.85), width: 1.6, dash: [6, 4]))
        }
    }
}
