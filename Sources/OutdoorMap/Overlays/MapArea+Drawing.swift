import Foundation
import OutdoorDrawing
import OutdoorGeo
import OutdoorMapModel
import OutdoorModel

extension MapArea: DrawnOverlay {
    /// The disc's four extremes: the whole area shows.
    func fit(in request: MapRequest) -> OverlayFit {
        OverlayFit(coordinates: extremes)
    }

    /// The disc's centre and radius on the view.
    func plan(_ planning: OverlayPlanning) throws -> any OverlayPlan {
        AreaPlan(self, on: planning.viewport)
    }
}

/// An area on the view: a soft tint on land under everything, a dashed rim above the route.
struct AreaPlan: OverlayPlan {
    /// The centre, in logical pixels.
    var center: CGPoint
    /// The radius, in logical pixels (at the centre's latitude).
    var radius: Double

    /// `area` projected onto `viewport`.
    init(_ area: MapArea, on viewport: MapViewport) {
        let point = viewport.project(area.center)
        let perUnit =
            viewport.projection == .equalEarth
            ? EqualEarth.metresPerWorldUnit(atLatitude: area.center.latitude)
            : WebMercator.metresPerWorldUnit(atLatitude: area.center.latitude)
        center = CGPoint(x: point.x, y: point.y)
        radius = area.radiusKilometres * 1000 / (perUnit / viewport.worldSize)
    }

    /// The tint with the land, the rim with the areas.
    func paint(_ layer: MapLayer, _ painting: OverlayPainting) throws {
        switch layer {
        case .land: try Self.paintTints([self], painting)
        case .areas: try paintRim(painting)
        default: break
        }
    }

    /// The soft tints of `areas`, densest in the middle, clipped once to the land: water keeps
    /// its colour inside an area, as lakes are filled over it later.
    static func paintTints(_ areas: [AreaPlan], _ painting: OverlayPainting) throws {
        guard !areas.isEmpty, !painting.land.isEmpty else { return }
        try painting.canvas.withClip(to: painting.land, rule: .winding) {
            for area in areas {
                let disc = Path.circle(center: area.center, radius: area.radius * 0.8)
                try painting.canvas.drawShadow(
                    of: disc,
                    Shadow(
                        color: painting.style.accent.withAlpha(0.24), offset: .zero,
                        blurRadius: area.radius * 0.4))
            }
        }
    }

    /// The dashed rim, over land and water alike.
    func paintRim(_ painting: OverlayPainting) throws {
        try painting.canvas.stroke(
            Path.circle(center: center, radius: radius),
            style: StrokeStyle(color: painting.style.accent.withAlpha(0.85), width: 1.6, dash: [6, 4]))
    }
}
