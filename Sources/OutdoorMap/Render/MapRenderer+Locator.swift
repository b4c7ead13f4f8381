import Foundation
import OutdoorDrawing
import OutdoorGeo
import OutdoorMapModel
import OutdoorModel

/// A locator inset laid out on a map: a small globe centred on the map's place, in a corner.
struct LocatorInset {
    /// The inset's box (the globe and its ring), in logical pixels.
    var frame: CGRect
    /// The globe's centre point on the Earth: the map's centre.
    var center: Coordinate
    /// The map's frame on the Earth: its corners and edge midpoints, clockwise from the top left.
    var outline: [Coordinate]

    /// The globe's radius in logical pixels.
    var radius: Double { Double(frame.width) / 2 - LocatorInset.ringWidth }

    /// The ring around the globe, in logical pixels.
    static let ringWidth = 1.5
}

extension MapRenderer {
    /// The locator inset's diameter as a share of the map's shorter side, within `locatorSizes`.
    static let locatorShare = 0.26
    /// The smallest and largest diameter of the locator inset, in logical pixels.
    static let locatorSizes = 46.0...84.0

    /// Where the locator inset goes on a map whose names are `labels`, or nil when the request
    /// does not want one there (`MapRequest.locatorInset`) or no corner is free.
    ///
    /// The corners are tried top right, top left, bottom right, bottom left; a corner must keep
    /// clear of every marker (and a pin's clearance), the furniture and the entry's own name, and
    /// among those the one covering the fewest other names wins.
    func layOutLocator(
        _ request: MapRequest, viewport: MapViewport, labels: [LabelPlan], markers: [PlacedMarker],
        obstacles: [CGRect]
    ) -> LocatorInset? {
        switch request.locatorInset {
        case .never: return nil
        case .whenUnnamed: guard !labels.contains(where: { $0.label.isWidelyKnown }) else { return nil }
        case .always: break
        }
        let width = Double(request.width)
        let height = Double(request.height)
        let margin = Self.furnitureMargin
        var size = min(
            max(Self.locatorShare * min(width, height), Self.locatorSizes.lowerBound),
            Self.locatorSizes.upperBound)
        while size >= 36 {
            let corners = [
                CGRect(x: width - margin - size, y: margin, width: size, height: size),
                CGRect(x: margin, y: margin, width: size, height: size),
                CGRect(x: width - margin - size, y: height - margin - size, width: size, height: size),
                CGRect(x: margin, y: height - margin - size, width: size, height: size),
            ]
            var best: (frame: CGRect, cost: Double)?
            for (order, frame) in corners.enumerated() {
                let clear = frame.insetBy(dx: -4, dy: -4)
                guard frame.minX >= 0, frame.minY >= 0, frame.maxX <= width, frame.maxY <= height,
                    !markers.contains(where: {
                        LabelPlacer.overlaps(
                            $0.frame.insetBy(dx: -Self.markerClearance, dy: -Self.markerClearance), clear)
                    }),
                    !obstacles.contains(where: { LabelPlacer.overlaps($0, clear) }),
                    !labels.contains(where: {
                        $0.label.role != .context && LabelPlacer.overlaps($0.label.frame, clear)
                    })
                else { continue }
                let covered = labels.filter { LabelPlacer.overlaps($0.label.frame, clear) }.count
                let cost = Double(covered) * 10 + Double(order)
                if best.map({ cost < $0.cost }) ?? true { best = (frame, cost) }
            }
            if let best {
                let edges = [
                    (0.0, 0.0), (0.5, 0.0), (1.0, 0.0), (1.0, 0.5), (1.0, 1.0), (0.5, 1.0), (0.0, 1.0),
                    (0.0, 0.5),
                ]
                let outline = edges.map { viewport.unproject(MapPoint(x: $0.0 * width, y: $0.1 * height)) }
                return LocatorInset(
                    frame: best.frame, center: viewport.unproject(MapPoint(x: width / 2, y: height / 2)),
                    outline: outline)
            }
            size -= 8
        }
        return nil
    }

    /// Draws the locator inset: an orthographic globe centred on the map's place (crude coast,
    /// water and land in the map's colours), the map's frame on it in the accent colour (a ring
    /// around a dot when the frame is too small to draw), inside a white ring with a soft shadow.
    func drawLocator(_ inset: LocatorInset, on canvas: Canvas, _ style: MapStyle) throws {
        let r = inset.radius
        let c = CGPoint(x: Double(inset.frame.midX), y: Double(inset.frame.midY))
        let disc = Path.circle(center: c, radius: r)
        try canvas.drawShadow(
            of: disc,
            Shadow(color: style.pinShadow.withAlpha(0.3), offset: CGSize(width: 0, height: 1), blurRadius: 3))
        try canvas.fill(disc, color: style.water)
        let phi0 = inset.center.latitude * .pi / 180
        let lambda0 = inset.center.longitude * .pi / 180
        let (sinPhi0, cosPhi0) = (sin(phi0), cos(phi0))
        // Orthographic: points beyond the horizon are pulled onto it, which closes the rings.
        func project(_ coordinate: Coordinate) -> (point: CGPoint, visible: Bool) {
            let phi = coordinate.latitude * .pi / 180
            let dl = coordinate.longitude * .pi / 180 - lambda0
            let x = cos(phi) * sin(dl)
            let y = cosPhi0 * sin(phi) - sinPhi0 * cos(phi) * cos(dl)
            let front = sinPhi0 * sin(phi) + cosPhi0 * cos(phi) * cos(dl)
            var (px, py) = (x, y)
            if front < 0 {
                let length = max((x * x + y * y).squareRoot(), 1e-9)
                (px, py) = (x / length, y / length)
            }
            return (CGPoint(x: Double(c.x) + px * r, y: Double(c.y) - py * r), front >= 0)
        }
        try canvas.withClip(to: disc) {
            let world = GeoBox(west: -180, south: -90, east: 180, north: 90)
            let coarse = database.availableLevels(.coast).min() ?? .coarse
            var land = Path()
            var lakes = Path()
            for feature in try database.features(.coast, level: coarse, in: world) {
                guard case .coast(let level) = feature.kind, feature.points.count >= 3 else { continue }
                let projected = feature.points.map { project($0) }
                guard projected.contains(where: \.visible) else { continue }
                if level == .land {
                    land.addPolyline(projected.map(\.point), closed: true)
                } else if level == .lake {
                    lakes.addPolyline(projected.map(\.point), closed: true)
                }
            }
            try canvas.fill(land, color: style.land, rule: .winding)
            try canvas.fill(lakes, color: style.water, rule: .winding)
            // The map's frame, or a ring around its centre when it is smaller than a few pixels.
            let corners = inset.outline.map { project($0) }
            let xs = corners.map { Double($0.point.x) }
            let ys = corners.map { Double($0.point.y) }
            let extent = max((xs.max() ?? 0) - (xs.min() ?? 0), (ys.max() ?? 0) - (ys.min() ?? 0))
            if extent >= 7, corners.allSatisfy(\.visible) {
                var frame = Path()
                frame.addPolyline(corners.map(\.point), closed: true)
                try canvas.stroke(frame, style: StrokeStyle(color: style.routeCasing, width: 3, join: .round))
                try canvas.stroke(frame, style: StrokeStyle(color: style.accent, width: 1.5, join: .round))
            } else {
                try canvas.stroke(
                    Path.circle(center: c, radius: 4.5),
                    style: StrokeStyle(color: style.routeCasing, width: 3))
                try canvas.stroke(
                    Path.circle(center: c, radius: 4.5), style: StrokeStyle(color: style.accent, width: 1.5))
                try canvas.fill(Path.circle(center: c, radius: 1.6), color: style.accent)
            }
        }
        try canvas.stroke(
            Path.circle(center: c, radius: r + LocatorInset.ringWidth / 2),
            style: StrokeStyle(color: style.pinRing, width: LocatorInset.ringWidth))
        try canvas.stroke(
            Path.circle(center: c, radius: r + LocatorInset.ringWidth),
            style: StrokeStyle(color: style.nationalBorder.withAlpha(0.35), width: 0.6))
    }
}
