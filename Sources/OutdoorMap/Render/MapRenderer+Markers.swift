import Foundation
import OutdoorDrawing
import OutdoorGeo
import OutdoorModel

extension MapRenderer {
    /// Where each exact pin's marker goes; with clustering, overlapping ones merged.
    ///
    /// Approximate pins show an area and hidden pins nothing, so neither gets a marker.
    /// Markers come back in drawing order: top of the map first, so lower markers overlap
    /// higher ones as they would in perspective.
    func placeMarkers(_ request: MapRequest, viewport: MapViewport) -> [PlacedMarker] {
        let exact = request.pins.indices.filter { request.pins[$0].precision == .exact }
        let positions = exact.map { viewport.project(request.pins[$0].displayedCoordinate) }
        var markers: [PlacedMarker] = []
        if request.clustersPins {
            let clusters = PinClusterer.cluster(positions, gap: 2) { count in
                MarkerGeometry.clusterReach(count: count)
            }
            for cluster in clusters {
                let pins = cluster.members.map { exact[$0] }
                if pins.count == 1, let only = pins.first {
                    let mark = request.pins[only].mark
                    let position = positions[cluster.members[0]]
                    markers.append(
                        PlacedMarker(
                            kind: .single(mark), pins: pins, position: position,
                            frame: MarkerGeometry.footprint(of: mark, at: position)))
                } else {
                    markers.append(
                        PlacedMarker(
                            kind: .cluster, pins: pins, position: cluster.center,
                            frame: MarkerGeometry.footprint(radius: cluster.radius, at: cluster.center)))
                }
            }
        } else {
            for (k, index) in exact.enumerated() {
                let mark = request.pins[index].mark
                markers.append(
                    PlacedMarker(
                        kind: .single(mark), pins: [index], position: positions[k],
                        frame: MarkerGeometry.footprint(of: mark, at: positions[k])))
            }
        }
        return markers.sorted { ($0.position.y, $0.pins[0]) < ($1.position.y, $1.pins[0]) }
    }

    /// Draws every marker: shadow, accent body, white ring, and a dot, number or count.
    func drawMarkers(_ markers: [PlacedMarker], request: MapRequest, on canvas: Canvas, _ style: MapStyle)
        throws
    {
        for marker in markers {
            let p = CGPoint(x: marker.position.x, y: marker.position.y)
            switch marker.kind {
            case .single(.pin):
                try drawTeardrop(at: p, on: canvas, style)
            case .single(.dot):
                try drawRoundMarker(at: p, radius: MarkerGeometry.dotRadius, text: nil, on: canvas, style)
            case .single(.number(let n)):
                try drawRoundMarker(
                    at: p, radius: MarkerGeometry.numberRadius, text: String(n), on: canvas, style)
            case .cluster:
                let radius = MarkerGeometry.clusterRadius(count: marker.count)
                // A soft outer ring tells a merged marker from a single dot at a glance.
                try canvas.fill(
                    Path.circle(center: p, radius: radius + MarkerGeometry.clusterHaloWidth),
                    color: style.accent.withAlpha(0.28))
                try drawRoundMarker(at: p, radius: radius, text: String(marker.count), on: canvas, style)
            }
        }
    }

    /// A teardrop pin whose tip is at `tip`: accent body, white ring, white centre.
    private func drawTeardrop(at tip: CGPoint, on canvas: Canvas, _ style: MapStyle) throws {
        let r = MarkerGeometry.pinHeadRadius
        let h = MarkerGeometry.pinHeadHeight
        let head = CGPoint(x: Double(tip.x), y: Double(tip.y) - h)
        // The sides leave the head along its tangents through the tip.
        let beta = acos(min(r / h, 1))
        let right = Double.pi / 2 - beta
        let left = Double.pi / 2 + beta
        var body = Path()
        body.move(to: tip)
        body.arc(center: head, radius: r, startAngle: right, endAngle: left, clockwise: false)
        body.close()

        // A small ground shadow under the tip, then the pin's own soft shadow.
        var ground = Path()
        ground.addEllipse(in: CGRect(x: Double(tip.x) - 5, y: Double(tip.y) - 1.5, width: 10, height: 3.5))
        try canvas.drawShadow(
            of: ground, Shadow(color: style.pinShadow, offset: .zero, blurRadius: 2))
        try canvas.drawShadow(
            of: body, Shadow(color: style.pinShadow, offset: CGSize(width: 0, height: 1.5), blurRadius: 3))
        try canvas.fill(body, color: style.accent)
        try canvas.stroke(
            body, style: StrokeStyle(color: style.pinRing, width: MarkerGeometry.ringWidth, join: .round))
        try canvas.fill(Path.circle(center: head, radius: r * 0.38), color: style.pinRing)
    }

    /// A round marker of `radius` (ring included) with optional centred text.
    private func drawRoundMarker(
        at center: CGPoint, radius: Double, text: String?, on canvas: Canvas, _ style: MapStyle
    ) throws {
        let ring = MarkerGeometry.ringWidth
        let body = Path.circle(center: center, radius: radius - ring / 2)
        try canvas.drawShadow(
            of: body, Shadow(color: style.pinShadow, offset: CGSize(width: 0, height: 1), blurRadius: 2.5))
        try canvas.fill(body, color: style.accent)
        try canvas.stroke(body, style: StrokeStyle(color: style.pinRing, width: ring))
        guard let text else { return }
        let size = text.count >= 3 ? radius * 0.72 : radius * 0.9
        let layout = try TextLayout(
            text, style: TextStyle(size: size, weight: .bold, color: style.pinRing), library: fonts)
        let ink = layout.metrics.inkBounds
        let logical = layout.metrics.logicalBounds
        // Centre the digits' ink box, which sits higher than the logical box's middle.
        let origin = CGPoint(
            x: Double(center.x) - Double(logical.width) / 2 - Double(logical.minX),
            y: Double(center.y) - Double(ink.midY))
        try canvas.draw(layout, at: origin)
    }

    /// The route through the pins' displayed positions in order: white casing, accent line.
    ///
    /// Each leg takes the shorter way around the world, so a trip across the antimeridian
    /// stays continuous.
    func drawRoute(_ points: [MapPoint], on canvas: Canvas, _ style: MapStyle) throws {
        guard points.count >= 2 else { return }
        var path = Path()
        path.addPolyline(points.map { CGPoint(x: $0.x, y: $0.y) })
        try canvas.stroke(
            path, style: StrokeStyle(color: style.routeCasing, width: 6, cap: .round, join: .round))
        try canvas.stroke(path, style: StrokeStyle(color: style.accent, width: 3, cap: .round, join: .round))
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
