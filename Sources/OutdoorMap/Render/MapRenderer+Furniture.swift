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

    var scaleBar: ScaleBarLayout?
    var attribution: AttributionLayout?
}

extension MapRenderer {
    /// Distance of the furniture from the map's edges, in logical pixels.
    static let furnitureMargin = 8.0
    /// The most the map scale may vary from top to bottom of a view that shows a scale bar.
    ///
    /// Web Mercator stretches the map by 1/cos(latitude); past a 30% difference between the
    /// view's edges a single bar would mislead, so it is left out (world and continent views).
    static let maximumScaleVariation = 1.3

    /// Where the scale bar and attribution go, with their text laid out.
    func layOutFurniture(_ request: MapRequest, viewport: MapViewport, _ style: MapStyle) throws
        -> MapFurniture
    {
        var furniture = MapFurniture()
        let width = Double(request.width)
        let height = Double(request.height)
        let margin = Self.furnitureMargin
        var attributionWidth = 0.0
        if request.showsAttribution {
            let available = max(width - 2 * margin - 8, 40)
            let text = try TextLayout(
                request.attribution,
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
            attributionWidth = Double(frame.width) + margin
        }
        guard request.showsScaleBar, Self.scaleVariation(of: viewport) <= Self.maximumScaleVariation else {
            return furniture
        }
        let room = min(width * 0.22, 160, width - attributionWidth - 2 * margin - 40)
        guard
            let bar = ScaleBar.choose(
                metresPerPixel: viewport.metresPerPixel, maximumPixels: room, units: request.units)
        else { return furniture }
        let label = try TextLayout(
            bar.label, style: TextStyle(size: 10.5, weight: .semibold, color: style.scaleBar), library: fonts)
        let logical = label.metrics.logicalBounds
        let baseline = height - margin - 3
        let origin = CGPoint(x: margin + 2, y: baseline)
        let labelOrigin = CGPoint(
            x: margin + 2 + bar.pixelLength + 6 - Double(logical.minX),
            y: baseline - Double(logical.height) / 2 - 2 - Double(logical.minY))
        let frame = CGRect(
            x: margin, y: baseline - max(Double(logical.height) / 2 + 4, 8),
            width: bar.pixelLength + 10 + Double(logical.width),
            height: max(Double(logical.height) / 2 + 4, 8) + 4)
        furniture.scaleBar = MapFurniture.ScaleBarLayout(
            bar: bar, origin: origin, label: label, labelOrigin: labelOrigin, frame: frame)
        return furniture
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
        if let attribution = furniture.attribution {
            try canvas.fill(
                Path.roundedRect(attribution.frame, cornerRadius: 3), color: style.attributionBackground)
            try canvas.draw(attribution.text, at: attribution.textOrigin)
        }
    }
}
