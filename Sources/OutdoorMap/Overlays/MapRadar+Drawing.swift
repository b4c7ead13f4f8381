import Foundation
import OutdoorDrawing
import OutdoorGeo
import OutdoorImage
import OutdoorMapModel
import OutdoorModel
import OutdoorRaster

/// The radar legend: its panel, heading, colour swatches and end labels, in logical pixels.
struct RadarLegendLayout {
    var frame: CGRect
    var title: TextLayout
    var titleOrigin: CGPoint
    var swatches: [(rect: CGRect, color: Color)]
    var light: TextLayout
    var lightOrigin: CGPoint
    var heavy: TextLayout
    var heavyOrigin: CGPoint
}

extension MapRadar: DrawnOverlay {
    /// Nothing to fit: the radar covers whatever view the rest of the map asks for.
    func fit(in request: MapRequest) -> OverlayFit { OverlayFit() }

    /// Where the picture lies on the view, and the legend in the top-left corner, which names
    /// keep clear of.
    ///
    /// An Equal Earth world view shows no radar (its frames are Web Mercator tiles of regions):
    /// the legend's place says so instead.
    func plan(_ planning: OverlayPlanning) throws -> any OverlayPlan {
        guard planning.viewport.projection == .webMercator else {
            return RadarPlan(
                radar: self, rect: .null,
                legend: try RadarPlan.layOutNotice(RadarPlan.worldViewNotice, planning),
                isShown: false)
        }
        return RadarPlan(
            radar: self, rect: MapRenderer.radarRect(frame.info.bounds, on: planning.viewport),
            legend: try RadarPlan.layOutLegend(self, planning))
    }
}

extension MapRenderer {
    /// Where a radar picture with `bounds` lies on `viewport`, for the copy of its longitudes
    /// nearest the view's centre (logical pixels).
    ///
    /// The picture's pixels are Web Mercator pixels, so the whole picture maps onto this rectangle
    /// by scaling alone; copies one world to either side are `worldSize` apart.
    public static func radarRect(_ bounds: RadarBounds, on viewport: MapViewport) -> CGRect {
        var offset = (bounds.west + bounds.east) / 2 - viewport.center.longitude
        offset -= 360 * (offset / 360).rounded()
        let width = bounds.longitudeSpan / 360 * viewport.worldSize
        let midX = Double(viewport.width) / 2 + offset / 360 * viewport.worldSize
        let center = viewport.centerWorldPoint.y
        let top =
            Double(viewport.height) / 2 + (WebMercator.y(latitude: bounds.north) - center)
            * viewport.worldSize
        let bottom =
            Double(viewport.height) / 2 + (WebMercator.y(latitude: bounds.south) - center)
            * viewport.worldSize
        return CGRect(x: midX - width / 2, y: top, width: width, height: bottom - top)
    }
}

/// A radar frame planned on a view: where its picture lies and its legend.
struct RadarPlan: OverlayPlan {
    /// The largest factor a radar picture is magnified by with the cubic filter before Cairo
    /// scales it the rest of the way: it bounds the work to 256 pixels per source pixel shown.
    static let magnificationLimit = 16

    /// The legend's colour swatches: the widest each may be, and their height (logical pixels).
    static let legendSwatchSize = CGSize(width: 9, height: 7)

    /// What the legend says on a view that shows no radar.
    static let worldViewNotice = "Radar not shown on world maps"

    var radar: MapRadar
    /// The picture's copy nearest the view's centre, in logical pixels.
    var rect: CGRect
    /// The legend, or nil when the source has no colours to show.
    var legend: RadarLegendLayout?
    /// Whether the picture is drawn (not on an Equal Earth world view).
    var isShown = true

    var obstacles: [CGRect] { legend.map { [$0.frame] } ?? [] }

    func record(into details: inout MapRenderDetails) {
        details.radarFrame = isShown ? rect : nil
        details.legendFrame = legend?.frame
        details.radarNotice = isShown ? nil : Self.worldViewNotice
    }

    /// The picture over the geography, the legend with the furniture.
    func paint(_ layer: MapLayer, _ painting: OverlayPainting) throws {
        switch layer {
        case .overlay:
            guard isShown else { return }
            try drawPicture(painting)
        case .furniture:
            guard let legend else { return }
            try drawLegend(legend, on: painting.canvas, painting.style)
        default: break
        }
    }

    /// Paints the radar picture over the geography, smoothly magnified, once for every copy of
    /// the world that shows.
    func drawPicture(_ painting: OverlayPainting) throws {
        let canvas = painting.canvas
        let info = radar.frame.info
        let pixels: PixelBuffer
        do {
            pixels = try ImageDecoder.decode(radar.frame.image).pixels
        } catch {
            throw MapError.invalidRadar("its picture cannot be read (\(ErrorText.sentence(error)))")
        }
        guard pixels.width == info.pixelWidth, pixels.height == info.pixelHeight else {
            throw MapError.invalidRadar(
                "its picture is \(pixels.width)x\(pixels.height) pixels, not the"
                    + " \(info.pixelWidth)x\(info.pixelHeight) recorded")
        }
        let viewport = painting.viewport
        let view = CGRect(x: 0, y: 0, width: viewport.width, height: viewport.height)
        let copies = Int((Double(viewport.width) / viewport.worldSize).rounded(.up)) + 1
        for copy in -copies...copies {
            let placed = rect.offsetBy(dx: Double(copy) * viewport.worldSize, dy: 0)
            guard placed.intersects(view) else { continue }
            try drawMagnified(
                pixels, placed: placed, visible: placed.intersection(view), scale: viewport.scale,
                opacity: radar.opacity, on: canvas)
        }
    }

    /// Draws the part of `pixels` (placed over `placed`) that shows in `visible`: magnified
    /// first with a cubic filter to about the map's resolution when the map is 1.5 or more times
    /// finer than the picture, so its pixel grid melts into soft shapes, then scaled the small
    /// rest of the way by Cairo.
    private func drawMagnified(
        _ pixels: PixelBuffer, placed: CGRect, visible: CGRect, scale: Double, opacity: Double,
        on canvas: Canvas
    ) throws {
        let perPixelX = Double(placed.width) / Double(pixels.width)
        let perPixelY = Double(placed.height) / Double(pixels.height)
        let magnification = perPixelX * scale
        let factor = min(Self.magnificationLimit, Int(magnification.rounded()))
        guard factor >= 2 else {
            try canvas.drawImage(pixels, in: placed, fit: .cover, opacity: opacity)
            return
        }
        // The source pixels under the visible part, with two to spare for the filter.
        let x0 = max(Int(((Double(visible.minX) - Double(placed.minX)) / perPixelX).rounded(.down)) - 2, 0)
        let x1 = min(
            Int(((Double(visible.maxX) - Double(placed.minX)) / perPixelX).rounded(.up)) + 2, pixels.width)
        let y0 = max(Int(((Double(visible.minY) - Double(placed.minY)) / perPixelY).rounded(.down)) - 2, 0)
        let y1 = min(
            Int(((Double(visible.maxY) - Double(placed.minY)) / perPixelY).rounded(.up)) + 2, pixels.height)
        guard x1 > x0, y1 > y0 else { return }
        let part = try CubicMagnifier.magnify(
            pixels, x: x0, y: y0, width: x1 - x0, height: y1 - y0, factor: factor)
        let partRect = CGRect(
            x: Double(placed.minX) + Double(x0) * perPixelX, y: Double(placed.minY) + Double(y0) * perPixelY,
            width: Double(x1 - x0) * perPixelX, height: Double(y1 - y0) * perPixelY)
        try canvas.drawImage(part, in: partRect, fit: .cover, opacity: opacity)
    }

    /// Lays out the legend of `radar` in the map's top-left corner, or nil when its source has
    /// no colours.
    ///
    /// A heading ("Radar 14:20 CET") over a row of the source's colours from light to heavy
    /// precipitation, labelled at both ends, on a soft panel like the credit's.
    static func layOutLegend(_ radar: MapRadar, _ planning: OverlayPlanning) throws -> RadarLegendLayout? {
        let colors = radar.frame.info.source.legendColors.map { Color(rgb: $0) }
        guard !colors.isEmpty else { return nil }
        let width = planning.request.width
        let style = planning.style
        let fonts = planning.fonts
        let margin = MapRenderer.furnitureMargin
        let padding = 5.0
        let available = max(Double(width) - 2 * margin - 2 * padding, 40)
        let swatchWidth = min(Double(Self.legendSwatchSize.width), available * 0.45 / Double(colors.count))
        let swatchHeight = Double(Self.legendSwatchSize.height)
        let small = width < 720
        let title = try TextLayout(
            radar.legendTitle,
            style: TextStyle(size: small ? 9.5 : 10.5, weight: .semibold, color: style.scaleBar),
            width: available, maxLines: 1, library: fonts)
        let labelStyle = TextStyle(size: small ? 8 : 8.5, weight: .regular, color: style.attribution)
        let light = try TextLayout("light", style: labelStyle, library: fonts)
        let heavy = try TextLayout("heavy", style: labelStyle, library: fonts)

        let titleBounds = title.metrics.logicalBounds
        let lightBounds = light.metrics.logicalBounds
        let heavyBounds = heavy.metrics.logicalBounds
        let rampWidth = swatchWidth * Double(colors.count)
        let contentWidth = max(Double(titleBounds.width), rampWidth)
        let left = margin + padding
        var y = margin + padding
        let titleOrigin = CGPoint(x: left - Double(titleBounds.minX), y: y - Double(titleBounds.minY))
        y += Double(titleBounds.height) + 3
        let swatches = colors.enumerated().map { index, color in
            (
                CGRect(x: left + Double(index) * swatchWidth, y: y, width: swatchWidth, height: swatchHeight),
                color
            )
        }
        y += swatchHeight + 1.5
        let lightOrigin = CGPoint(x: left - Double(lightBounds.minX), y: y - Double(lightBounds.minY))
        let heavyOrigin = CGPoint(
            x: left + rampWidth - Double(heavyBounds.width) - Double(heavyBounds.minX),
            y: y - Double(heavyBounds.minY))
        y += Double(max(lightBounds.height, heavyBounds.height))
        let frame = CGRect(
            x: margin, y: margin, width: contentWidth + 2 * padding, height: y + padding - margin)
        return RadarLegendLayout(
            frame: frame, title: title, titleOrigin: titleOrigin, swatches: swatches, light: light,
            lightOrigin: lightOrigin, heavy: heavy, heavyOrigin: heavyOrigin)
    }

    /// A legend panel holding only `text`, in the top-left corner (the radar's notice on a view
    /// that cannot show it).
    static func layOutNotice(_ text: String, _ planning: OverlayPlanning) throws -> RadarLegendLayout {
        let width = planning.request.width
        let margin = MapRenderer.furnitureMargin
        let padding = 5.0
        let small = width < 720
        let title = try TextLayout(
            text,
            style: TextStyle(size: small ? 9.5 : 10.5, weight: .semibold, color: planning.style.scaleBar),
            width: max(Double(width) - 2 * margin - 2 * padding, 40), maxLines: 2, library: planning.fonts)
        let bounds = title.metrics.logicalBounds
        let empty = try TextLayout(" ", style: TextStyle(size: 8), library: planning.fonts)
        return RadarLegendLayout(
            frame: CGRect(
                x: margin, y: margin, width: Double(bounds.width) + 2 * padding,
                height: Double(bounds.height) + 2 * padding),
            title: title,
            titleOrigin: CGPoint(
                x: margin + padding - Double(bounds.minX), y: margin + padding - Double(bounds.minY)),
            swatches: [], light: empty, lightOrigin: .zero, heavy: empty, heavyOrigin: .zero)
    }

    /// Draws the legend: panel, heading, swatches (at the picture's opacity over the land colour,
    /// as the map shows them) and end labels.
    func drawLegend(_ legend: RadarLegendLayout, on canvas: Canvas, _ style: MapStyle) throws {
        let opacity = radar.opacity
        try canvas.fill(Path.roundedRect(legend.frame, cornerRadius: 3), color: style.attributionBackground)
        try canvas.draw(legend.title, at: legend.titleOrigin)
        guard let first = legend.swatches.first, let last = legend.swatches.last else { return }
        let ramp = CGRect(
            x: first.rect.minX, y: first.rect.minY, width: last.rect.maxX - first.rect.minX,
            height: first.rect.height)
        try canvas.fill(ramp, color: style.land)
        for swatch in legend.swatches {
            try canvas.fill(swatch.rect, color: swatch.color.withAlpha(opacity))
        }
        try canvas.draw(legend.light, at: legend.lightOrigin)
        try canvas.draw(legend.heavy, at: legend.heavyOrigin)
    }
}
