import Foundation
import OutdoorDrawing
import OutdoorGeo
import OutdoorMapModel
import OutdoorModel

extension MapTrack: DrawnOverlay {
    /// The box around the track, when the view fits it, with room for the line and its end marks.
    func fit(in request: MapRequest) -> OverlayFit {
        guard fitsView else { return OverlayFit() }
        return OverlayFit(
            coordinates: extremes, reach: EdgeInsets(uniform: marksEnds ? TrackPlan.endRadius + 2 : 4))
    }

    /// The track simplified for the view (`TrackSimplification`), and boxes along it for names to
    /// keep clear of.
    func plan(_ planning: OverlayPlanning) throws -> any OverlayPlan {
        let lines = TrackSimplification.lines(
            segments, viewport: planning.viewport, clip: planning.bounds, margin: TrackPlan.casingWidth,
            tolerance: 0.5 / planning.request.scale)
        var obstacles: [CGRect] = []
        for line in lines {
            obstacles += MapRenderer.obstacleBoxes(alongRoute: line, within: planning.bounds)
        }
        var ends: [MapPoint] = []
        if marksEnds, let start, let end {
            // Each end projected the way its segment's line was, so it sits on the line.
            for c in [start, end] {
                ends.append(
                    planning.viewport.projectUnwrapped(
                        Coordinate(
                            latitude: c.latitude,
                            longitude: planning.viewport.center.longitude
                                + TrackSimplification.wrapped(
                                    c.longitude - planning.viewport.center.longitude))))
            }
            let r = TrackPlan.endRadius + 1
            obstacles += ends.map { CGRect(x: $0.x - r, y: $0.y - r, width: 2 * r, height: 2 * r) }
        }
        return TrackPlan(lines: lines, ends: ends, obstacles: obstacles)
    }
}

/// A track on the view: its simplified lines, its end marks and the boxes along them.
struct TrackPlan: OverlayPlan {
    /// The width of the casing under the line, in logical pixels.
    static let casingWidth = 5.5
    /// The width of the line, in logical pixels.
    static let lineWidth = 3.0
    /// The radius of the start ring and the end dot, in logical pixels.
    static let endRadius = 5.0

    /// The lines, each at least two points, in logical pixels.
    var lines: [[MapPoint]]
    /// The start and the end, when they are marked.
    var ends: [MapPoint]
    var obstacles: [CGRect]

    /// The points handed to Cairo.
    var pointCount: Int { lines.reduce(0) { $0 + $1.count } }

    func record(into details: inout MapRenderDetails) {
        details.trackPointsDrawn += pointCount
    }

    /// The line with the route, the end marks with the markers.
    func paint(_ layer: MapLayer, _ painting: OverlayPainting) throws {
        switch layer {
        case .route: try paintLines(painting)
        case .markers: try paintEnds(painting)
        default: break
        }
    }

    /// Every line in one path: a casing, then the accent line with round joins.
    func paintLines(_ painting: OverlayPainting) throws {
        guard !lines.isEmpty else { return }
        var path = Path()
        for line in lines {
            var xy: [Double] = []
            xy.reserveCapacity(2 * line.count)
            for point in line {
                xy.append(point.x)
                xy.append(point.y)
            }
            path.addPolyline(xy: xy)
        }
        let style = painting.style
        try painting.canvas.stroke(
            path,
            style: StrokeStyle(color: style.routeCasing, width: Self.casingWidth, cap: .round, join: .round))
        try painting.canvas.stroke(
            path, style: StrokeStyle(color: style.accent, width: Self.lineWidth, cap: .round, join: .round))
    }

    /// The start as a ring (the map's pin colours), the end as a dot in the accent.
    func paintEnds(_ painting: OverlayPainting) throws {
        guard ends.count == 2 else { return }
        let style = painting.style
        let r = Self.endRadius
        let start = CGPoint(x: ends[0].x, y: ends[0].y)
        let end = CGPoint(x: ends[1].x, y: ends[1].y)
        try painting.canvas.fill(Path.circle(center: end, radius: r + 1.5), color: style.pinRing)
        try painting.canvas.fill(Path.circle(center: end, radius: r), color: style.accent)
        try painting.canvas.fill(Path.circle(center: start, radius: r + 1.5), color: style.accent)
        try painting.canvas.fill(Path.circle(center: start, radius: r - 1), color: style.pinRing)
    }
}
