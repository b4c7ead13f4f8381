internal import CCairo
import Foundation
import OutdoorRaster

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
    ///
    /// Put many lines of one style into one path: building it costs about a microsecond per
    /// thousand points, and Cairo's rasterizer then needs roughly 1 µs per stroked point (half
    /// that with `antialiasing = .fast`), so keep map lines simplified to the pixel grid.
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
        if style.color.alpha >= 1, path.coordinates.count > 2 * Self.strokeBatchPoints {
            // Cairo 1.16 strokes one huge path about half as fast as the same lines in batches
            // of a few thousand points (5,000 lines x 40 points: 390-590 ms against 220 ms).
            // Opaque batches ink the same pixels as one stroke, except antialiased fringes where
            // lines of two batches cross; a translucent colour would darken such crossings
            // visibly, so translucent paths stay whole.
            for batch in path.subpathBatches(maxPoints: Self.strokeBatchPoints) {
                OutdoorDrawing.replay(
                    path, commands: batch.commands, coordinateOffset: batch.coordinateOffset, into: context)
                cairo_stroke(context)
            }
        } else {
            replay(path)
            cairo_stroke(context)
        }
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

    /// Points per batch when stroking large opaque paths (see `stroke`).
    static let strokeBatchPoints = 2_048

    /// Replaces the context's current path with `path`.
    func replay(_ path: Path) {
        OutdoorDrawing.replay(path, into: context)
    }
}

/// Replaces the current path of the Cairo context `cr` with `path`, in one loop over its storage.
func replay(_ path: Path, into cr: OpaquePointer) {
    replay(path, commands: path.commands.indices, coordinateOffset: 0, into: cr)
}

/// Replaces the current path of `cr` with the commands of `path` in `range`.
///
/// The range must start at a subpath start (a move or a polyline) and `coordinateOffset` must be
/// the index in `path.coordinates` where its first command reads, as `subpathBatches` gives.
func replay(_ path: Path, commands range: Range<Int>, coordinateOffset: Int, into cr: OpaquePointer) {
    cairo_new_path(cr)
    path.coordinates.withUnsafeBufferPointer { c in
        var i = coordinateOffset
        for command in path.commands[range] {
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
