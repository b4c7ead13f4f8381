import CCairo
import Foundation

extension Canvas {
    /// Fills the inside of `path` with `color`.
    public func fill(_ path: Path, color: Color, rule: FillRule = .winding) throws {
        try fill(path, with: .color(color), rule: rule)
    }

    /// Fills the inside of `path` with `paint` (a colour or a gradient).
    public func fill(_ path: Path, with paint: Paint, rule: FillRule = .winding) throws {
        let pattern = try setSource(paint)
        replay(path)
        cairo_set_fill_rule(context, rule.cairoRule)
        cairo_fill(context)
        withExtendedLifetime(pattern) {}
        try check(cairo_status(context), "filling a path")
    }

    /// Strokes the outline of `path` with the pen `style`.
    public func stroke(_ path: Path, style: StrokeStyle) throws {
        guard style.width.isFinite, style.width >= 0 else {
            throw DrawingError.invalidArgument("line width \(style.width) is not a finite width in points")
        }
        guard style.dash.allSatisfy({ $0.isFinite && $0 >= 0 }), style.dashPhase.isFinite else {
            throw DrawingError.invalidArgument("dash lengths must be finite and not negative")
        }
        setSource(style.color)
        cairo_set_line_width(context, style.width)
        cairo_set_line_cap(context, style.cap.cairoCap)
        cairo_set_line_join(context, style.join.cairoJoin)
        cairo_set_miter_limit(context, style.miterLimit)
        style.dash.withUnsafeBufferPointer { dashes in
            cairo_set_dash(context, dashes.baseAddress, Int32(dashes.count), style.dashPhase)
        }
        replay(path)
        cairo_stroke(context)
        cairo_set_dash(context, nil, 0, 0)
        try check(cairo_status(context), "stroking a path")
    }

    /// Fills `rect` (points) with `color`.
    public func fill(_ rect: CGRect, color: Color) throws {
        try fill(Path.rect(rect), color: color)
    }

    /// Sets the source to `paint`; returns the pattern that must stay alive while it is the source.
    func setSource(_ paint: Paint) throws -> CairoPattern? {
        switch paint {
        case .color(let color):
            setSource(color)
            return nil
        case .linearGradient(let gradient):
            let pattern = try CairoPattern(gradient)
            cairo_set_source(context, pattern.pointer)
            return pattern
        }
    }

    /// Replaces the context's current path with `path`.
    func replay(_ path: Path) {
        OutdoorDrawing.replay(path, into: context)
    }
}

/// Replaces the current path of the Cairo context `cr` with `path`, in one loop over its storage.
func replay(_ path: Path, into cr: OpaquePointer) {
    cairo_new_path(cr)
    path.coordinates.withUnsafeBufferPointer { c in
        var i = 0
        for command in path.commands {
            switch command.kind {
            case .move:
                cairo_move_to(cr, c[i], c[i + 1])
                i += 2
            case .line:
                cairo_line_to(cr, c[i], c[i + 1])
                i += 2
            case .curve:
                cairo_curve_to(cr, c[i], c[i + 1], c[i + 2], c[i + 3], c[i + 4], c[i + 5])
                i += 6
            case .arc:
                cairo_arc(cr, c[i], c[i + 1], c[i + 2], c[i + 3], c[i + 4])
                i += 5
            case .arcNegative:
                cairo_arc_negative(cr, c[i], c[i + 1], c[i + 2], c[i + 3], c[i + 4])
                i += 5
            case .close:
                cairo_close_path(cr)
            case .polyline:
                let end = i + 2 * Int(command.count)
                cairo_move_to(cr, c[i], c[i + 1])
                i += 2
                while i < end {
                    cairo_line_to(cr, c[i], c[i + 1])
                    i += 2
                }
            }
        }
    }
}

extension LineCap {
    var cairoCap: cairo_line_cap_t {
        switch self {
        case .butt: return CAIRO_LINE_CAP_BUTT
        case .round: return CAIRO_LINE_CAP_ROUND
        case .square: return CAIRO_LINE_CAP_SQUARE
        }
    }
}

extension LineJoin {
    var cairoJoin: cairo_line_join_t {
        switch self {
        case .miter: return CAIRO_LINE_JOIN_MITER
        case .round: return CAIRO_LINE_JOIN_ROUND
        case .bevel: return CAIRO_LINE_JOIN_BEVEL
        }
    }
}
