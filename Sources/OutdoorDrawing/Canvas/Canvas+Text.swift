internal import CCairo
internal import CPango
import Foundation

extension Canvas {
    /// Draws `layout` with its top-left corner at `origin` (points), in the layout's colour.
    ///
    /// With a `halo`, the glyph outlines are first stroked in the halo colour with round joins,
    /// reaching `halo.width` points beyond the glyphs, and the text is drawn over it.
    public func draw(_ layout: TextLayout, at origin: CGPoint, halo: TextHalo? = nil) throws {
        guard origin.x.isFinite, origin.y.isFinite else {
            throw DrawingError.invalidArgument("the text origin \(origin) is not finite")
        }
        cairo_save(context)
        if let halo, halo.width > 0, halo.color.alpha > 0 {
            guard halo.width.isFinite else {
                cairo_restore(context)
                throw DrawingError.invalidArgument("the halo width \(halo.width) is not finite")
            }
            cairo_new_path(context)
            cairo_move_to(context, Double(origin.x), Double(origin.y))
            pango_cairo_layout_path(context, layout.layout)
            setSource(halo.color)
            cairo_set_line_width(context, 2 * halo.width)
            cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
            cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
            cairo_stroke(context)
        }
        cairo_new_path(context)
        cairo_move_to(context, Double(origin.x), Double(origin.y))
        setSource(layout.style.color)
        pango_cairo_show_layout(context, layout.layout)
        cairo_new_path(context)
        cairo_restore(context)
        try check(cairo_status(context), "drawing text")
    }
}
