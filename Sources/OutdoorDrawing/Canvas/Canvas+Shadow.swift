internal import CCairo
import Foundation

extension Canvas {
    /// Draws the soft shadow `shadow` that `path` casts; draw the shape itself afterwards.
    ///
    /// The shape's silhouette is rendered into a small alpha mask at reduced resolution (about
    /// 4 mask pixels per blur radius), blurred there with three box passes (close to a Gaussian
    /// whose standard deviation is half the blur radius) and composited with bilinear
    /// filtering, so a card-sized shadow costs well under a millisecond.
    public func drawShadow(of path: Path, _ shadow: Shadow) throws {
        let radius = shadow.blurRadius
        guard radius.isFinite, radius >= 0, shadow.offset.width.isFinite, shadow.offset.height.isFinite
        else { throw DrawingError.invalidArgument("the shadow's blur radius and offset must be finite") }
        guard !path.isEmpty, shadow.color.alpha > 0 else { return }
        if isVector {
            try drawVectorShadow(of: path, shadow)
            return
        }

        let deviceScale = currentDeviceScale()
        // Below about a device pixel, blurring changes nothing visible: draw a crisp silhouette.
        guard radius * deviceScale >= 1 else {
            try withSavedState {
                translate(x: Double(shadow.offset.width), y: Double(shadow.offset.height))
                try fill(path, color: shadow.color)
            }
            return
        }

        // Bounds of the shape in user space, from Cairo's own fill extents.
        replay(path)
        var x0 = 0.0
        var y0 = 0.0
        var x1 = 0.0
        var y1 = 0.0
        cairo_fill_extents(context, &x0, &y0, &x1, &y1)
        cairo_new_path(context)
        guard x1 > x0, y1 > y0 else { return }

        let maskScale = min(deviceScale, 4 / radius)  // mask pixels per point
        let sigma = radius / 2 * maskScale
        let boxRadius = max(1, Int(((4 * sigma * sigma + 1).squareRoot() - 1) / 2 + 0.5))
        let padding = 3 * boxRadius + 2  // mask pixels the three passes can spread into
        let maskWidth = Int(((x1 - x0) * maskScale).rounded(.up)) + 2 * padding
        let maskHeight = Int(((y1 - y0) * maskScale).rounded(.up)) + 2 * padding
        guard maskWidth <= Canvas.maxDimension, maskHeight <= Canvas.maxDimension else {
            throw DrawingError.invalidArgument("the shadow is too large to draw")
        }

        let mask = try AlphaMask(width: maskWidth, height: maskHeight)
        // Mask pixel = (user - origin) * maskScale + padding.
        let originX = x0 - Double(padding) / maskScale
        let originY = y0 - Double(padding) / maskScale
        try mask.draw { cr in
            cairo_scale(cr, maskScale, maskScale)
            cairo_translate(cr, -originX, -originY)
            OutdoorDrawing.replay(path, into: cr)
            cairo_set_source_rgba(cr, 0, 0, 0, 1)
            cairo_fill(cr)
        }
        mask.blur(radius: boxRadius, passes: 3)

        let pattern = try CairoPattern(
            taking: cairo_pattern_create_for_surface(mask.surface), "creating a shadow pattern")
        // Pattern space (mask pixels) from user space, with the shadow's offset.
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, maskScale, maskScale)
        cairo_matrix_translate(
            &matrix, -(originX + Double(shadow.offset.width)), -(originY + Double(shadow.offset.height)))
        cairo_pattern_set_matrix(pattern.pointer, &matrix)
        cairo_pattern_set_filter(pattern.pointer, CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(pattern.pointer, CAIRO_EXTEND_NONE)
        setSource(shadow.color)
        cairo_mask(context, pattern.pointer)
        withExtendedLifetime((mask, pattern)) {}
        try check(cairo_status(context), "drawing a shadow")
    }

    /// A page's shadow: the shape grown in rings of stepped opacity (`Shadow.vectorRings`),
    /// each composited as one layer, so it stays vectors instead of a blurred picture.
    private func drawVectorShadow(of path: Path, _ shadow: Shadow) throws {
        let solid = shadow.color.withAlpha(1)
        try withSavedState {
            translate(x: Double(shadow.offset.width), y: Double(shadow.offset.height))
            for ring in shadow.vectorRings() where ring.alpha > 0.001 {
                try withOpacity(ring.alpha) {
                    try fill(path, color: solid)
                    if ring.spread > 0 {
                        try stroke(
                            path,
                            style: StrokeStyle(
                                color: solid, width: 2 * ring.spread, cap: .round, join: .round))
                    }
                }
            }
        }
    }
}
