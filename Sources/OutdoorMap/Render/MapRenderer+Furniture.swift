import Foundation
import OutdoorDrawing
import OutdoorGeo
import OutdoorMapModel
import OutdoorModel

/// The scale bar and attribution, laid out before labels so names keep clear of them.
struct MapFurniture {
    /// A scale bar, its label and the box both cover.
    struct ScaleBarLayout {
        var bar: ScaleBar
        var origin: CGPoint
        var label: TextLayout
        var labelOrigin: CGPoint
        var frame: CGRect
    }

    /// The attribution text and the panel behind it.
    struct AttributionLayout {
        var text: TextLayout
        var textOrigin: CGPoint
        var frame: CGRect
    }

    /// The legend line (what the map shows) top left, when the request has one.
    var legend: AttributionLayout?
    /// The scale bar where it is drawn (see `MapRenderer.placeScaleBar`).
    var scaleBar: ScaleBarLayout?
    /// The corners the scale bar may take, best first.
    var scaleBarChoices: [ScaleBarLayout] = []
    var attribution: AttributionLayout?
}

extension MapRenderer {
    /// Distance of the furniture from the map's edges, in logical pixels.
    static let furnitureMargin = 8.0
    /// The most the map scale may vary from top to bottom of a view before its scale bar says
    /// at which latitude it holds.
    ///
    /// Web Mercator stretches the map by 1/cos(latitude); past a 25% difference between the
    /// view's edges the bar is true only near the centre ("200 km at 65°N").
    static let maximumScaleVariation = 1.25
    /// The narrowest map whose scale bar says at which latitude it holds, in logical pixels.
    static let scaleNoteMinimumWidth = 400.0

    /// Where the scale bar and attribution go, with their text laid out.
    func layOutFurniture(
        _ request: MapRequest, viewport: MapViewport, _ style: MapStyle, showingDetail: Bool = false
    ) throws -> MapFurniture {
        var furniture = MapFurniture()
        let width = Double(request.width)
        let height = Double(request.height)
        let margin = Self.furnitureMargin
        if request.showsAttribution {
            let available = max(width - 2 * margin - 8, 40)
            let text = try TextLayout(
                request.attribution(showingDetail: showingDetail),
                style: TextStyle(size: width < 720 ? 9 : 10, weight: .regular, color: style.attribution),
                width: available, maxLines: 2, library: fonts)
            let logical = text.metrics.logicalBounds
            let frame = CGRect(
                x: width - margin - Double(logical.width) - 8,
                y: height - margin - Double(logical.height) - 4,
                width: Double(logical.width) + 8, height: Double(logical.height) + 4)
            furniture.attribution = MapFurniture.AttributionLayout(
                text: text,
                textOrigin: CGPoint(
                    x: Double(frame.minX) + 4 - Double(logical.minX),
                    y: Double(frame.minY) + 2 - Double(logical.minY)),
                frame: frame)
        }
        if let legend = request.legend, !legend.isEmpty {
            let available = max(width - 2 * margin - 12, 40)
            let text = try TextLayout(
                legend,
                style: TextStyle(size: width < 720 ? 11 : 12, weight: .semibold, color: style.majorLabel),
                width: available, maxLines: 1, library: fonts)
            let logical = text.metrics.logicalBounds
            let frame = CGRect(
                x: margin, y: margin, width: Double(logical.width) + 12, height: Double(logical.height) + 6)
            furniture.legend = MapFurniture.AttributionLayout(
                text: text,
                textOrigin: CGPoint(
                    x: Double(frame.minX) + 6 - Double(logical.minX),
                    y: Double(frame.minY) + 3 - Double(logical.minY)),
                frame: frame)
        }
        furniture.scaleBarChoices = try scaleBarChoices(
            request, viewport: viewport, style, attribution: furniture.attribution?.frame)
        if let legend = furniture.legend?.frame {
            furniture.scaleBarChoices.removeAll { LabelPlacer.overlaps($0.frame, legend) }
        }
        furniture.scaleBar = furniture.scaleBarChoices.first
        return furniture
    }

    /// The scale bar laid out in each corner it may take, in order of preference: bottom left,
    /// top left, bottom right (above the credit), top right; empty when the request shows none.
    ///
    /// The bar measures the scale at the view's centre. Where the scale varies across the view by
    /// more than `maximumScaleVariation` (a tall map far from the equator, an Equal Earth world),
    /// its label says at which latitude it holds ("200 km at 65°N").
    func scaleBarChoices(
        _ request: MapRequest, viewport: MapViewport, _ style: MapStyle, attribution: CGRect?
    ) throws -> [MapFurniture.ScaleBarLayout] {
        let width = Double(request.width)
        let height = Double(request.height)
        let margin = Self.furnitureMargin
        // A world in Equal Earth has no one scale: no bar.
        guard request.showsScaleBar, viewport.projection == .webMercator else { return [] }
        let attributionWidth = attribution.map { Double($0.width) + margin } ?? 0
        let room = min(width * 0.22, 160, max(width - attributionWidth - 2 * margin - 40, width * 0.22))
        guard
            let bar = ScaleBar.choose(
                metresPerPixel: viewport.metresPerPixel, maximumPixels: room, units: request.units)
        else { return [] }
        var text = bar.label
        // (Not on narrow card panels, where the longer box would find no free corner.)
        if Self.scaleVariation(of: viewport) > Self.maximumScaleVariation, width >= Self.scaleNoteMinimumWidth
        {
            let latitude = Int(viewport.center.latitude.rounded())
            text += " at \(abs(latitude))°\(latitude >= 0 ? "N" : "S")"
        }
        let label = try TextLayout(
            text, style: TextStyle(size: 10.5, weight: .semibold, color: style.scaleBar), library: fonts)
        let logical = label.metrics.logicalBounds
        let boxWidth = bar.pixelLength + 10 + Double(logical.width)
        let boxHeight = max(Double(logical.height) / 2 + 4, 8) + 4
        // The baseline of the bar for a box whose top is `top`, and the layout for a box at (x, top).
        func layout(x: Double, top: Double) -> MapFurniture.ScaleBarLayout {
            let baseline = top + max(Double(logical.height) / 2 + 4, 8)
            return MapFurniture.ScaleBarLayout(
                bar: bar, origin: CGPoint(x: x + 2, y: baseline), label: label,
                labelOrigin: CGPoint(
                    x: x + 2 + bar.pixelLength + 6 - Double(logical.minX),
                    y: baseline - Double(logical.height) / 2 - 2 - Double(logical.minY)),
                frame: CGRect(x: x, y: top, width: boxWidth, height: boxHeight))
        }
        let bottom = height - margin - 3 - max(Double(logical.height) / 2 + 4, 8)
        let right = width - margin - boxWidth
        let aboveCredit = (attribution.map { Double($0.minY) - 4 } ?? height - margin) - boxHeight
        return [
            layout(x: margin, top: bottom), layout(x: margin, top: margin),
            layout(x: right, top: aboveCredit),
            layout(x: right, top: margin),
        ].filter { $0.frame.minX >= 0 && $0.frame.minY >= 0 && $0.frame.maxX <= width }
    }

    /// Puts the scale bar in the first corner (`MapFurniture.scaleBarChoices`) where it covers no
    /// name, marker, inset or legend; where every corner covers a name, in the one covering the
    /// fewest minor places' names, which give way (never the entry's own, a stop's, an area's or
    /// one a stranger knows); where every corner would hide such a name, the map has no bar.
    func placeScaleBar(
        _ furniture: inout MapFurniture, labels: inout [LabelPlan], blocked: [CGRect]
    ) {
        guard !furniture.scaleBarChoices.isEmpty else {
            furniture.scaleBar = nil
            return
        }
        func hits(_ frame: CGRect, _ label: LabelPlan) -> Bool {
            let dot = label.label.dot.map { MarkerGeometry.footprint(radius: 4, at: $0) } ?? .null
            return LabelPlacer.overlaps(label.label.frame, frame) || LabelPlacer.overlaps(dot, frame)
        }
        let usable = furniture.scaleBarChoices.filter { choice in
            !blocked.contains { LabelPlacer.overlaps($0, choice.frame) }
        }
        if let free = usable.first(where: { choice in !labels.contains { hits(choice.frame, $0) } }) {
            furniture.scaleBar = free
            return
        }
        // No corner is free: the one whose covered names are all minor context names (no area's,
        // none a stranger knows: those may be what tells where the map is), fewest first.
        let ranked = usable.compactMap { choice -> (choice: MapFurniture.ScaleBarLayout, count: Int)? in
            let covered = labels.filter { hits(choice.frame, $0) }
            guard
                covered.allSatisfy({
                    $0.label.role == .context && $0.label.place != nil && !$0.label.isWidelyKnown
                })
            else { return nil }
            return (choice, covered.count)
        }
        guard let best = ranked.min(by: { $0.count < $1.count }) else {
            furniture.scaleBar = nil
            return
        }
        furniture.scaleBar = best.choice
        labels.removeAll { hits(best.choice.frame, $0) }
    }

    /// How much the map's scale differs between the view's most and least stretched latitudes.
    static func scaleVariation(of viewport: MapViewport) -> Double {
        let top = viewport.unproject(MapPoint(x: Double(viewport.width) / 2, y: 0)).latitude
        let bottom = viewport.unproject(MapPoint(x: Double(viewport.width) / 2, y: Double(viewport.height)))
            .latitude
        let nearestEquator = top > 0 && bottom < 0 ? 0 : min(abs(top), abs(bottom))
        let farthest = max(abs(top), abs(bottom))
        let stretchFar = 1 / max(cos(farthest * .pi / 180), 1e-9)
        let stretchNear = 1 / max(cos(nearestEquator * .pi / 180), 1e-9)
        return stretchFar / stretchNear
    }

    /// Draws the scale bar (over a halo) and the attribution (on a soft panel).
    func drawFurniture(_ furniture: MapFurniture, on canvas: Canvas, _ style: MapStyle) throws {
        if let scale = furniture.scaleBar {
            let x0 = Double(scale.origin.x)
            let x1 = x0 + scale.bar.pixelLength
            let y = Double(scale.origin.y)
            var path = Path()
            path.move(to: CGPoint(x: x0, y: y - 5))
            path.line(to: CGPoint(x: x0, y: y))
            path.line(to: CGPoint(x: x1, y: y))
            path.line(to: CGPoint(x: x1, y: y - 5))
            try canvas.stroke(
                path, style: StrokeStyle(color: style.labelHalo, width: 4.5, cap: .round, join: .round))
            try canvas.stroke(
                path, style: StrokeStyle(color: style.scaleBar, width: 1.6, cap: .butt, join: .miter))
            try canvas.draw(
                scale.label, at: scale.labelOrigin, halo: TextHalo(color: style.labelHalo, width: 2.6))
        }
        for panel in [furniture.attribution, furniture.legend].compactMap({ $0 }) {
            try canvas.fill(
                Path.roundedRect(panel.frame, cornerRadius: 3), color: style.attributionBackground)
            try canvas.draw(panel.text, at: panel.textOrigin)
        }
    }
}
