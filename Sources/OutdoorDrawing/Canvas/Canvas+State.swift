internal import CCairo
import Foundation

extension Canvas {
    /// Runs `body` and then restores the transform, clip and drawing state as they were before.
    public func withSavedState<T>(_ body: () throws -> T) throws -> T {
        cairo_save(context)
        let result: T
        do {
            result = try body()
        } catch {
            cairo_restore(context)
            throw error
        }
        cairo_restore(context)
        try check(cairo_status(context), "restoring the drawing state")
        return result
    }

    /// Runs `body` with drawing clipped to the inside of `path`, then removes that clip.
    public func withClip<T>(to path: Path, rule: FillRule = .winding, _ body: () throws -> T) throws -> T {
        try withSavedState {
            replay(path)
            cairo_set_fill_rule(context, rule.cairoRule)
            cairo_clip(context)
            try check(cairo_status(context), "clipping")
            return try body()
        }
    }

    /// Runs `body` and composites what it drew with `opacity` (0 to 1) as one layer.
    ///
    /// Overlapping shapes inside do not show through each other, unlike drawing each of them
    /// with a translucent colour.
    public func withOpacity<T>(_ opacity: Double, _ body: () throws -> T) throws -> T {
        guard opacity.isFinite else { throw DrawingError.invalidArgument("opacity \(opacity) is not finite") }
        cairo_push_group(context)
        let result: T
        do {
            result = try body()
        } catch {
            cairo_pattern_destroy(cairo_pop_group(context))
            throw error
        }
        cairo_pop_group_to_source(context)
        cairo_paint_with_alpha(context, min(max(opacity, 0), 1))
        try check(cairo_status(context), "compositing a layer")
        return result
    }

    /// Moves the origin of user space by `x`, `y` points.
    public func translate(x: Double, y: Double) {
        cairo_translate(context, x, y)
    }

    /// Scales user space by `x` horizontally and `y` vertically.
    public func scale(x: Double, y: Double) {
        cairo_scale(context, x, y)
    }

    /// Rotates user space by `radians` (positive turns clockwise on screen).
    public func rotate(radians: Double) {
        cairo_rotate(context, radians)
    }

    /// Applies `transform` to user space (after the current transform).
    public func concatenate(_ transform: AffineTransform) {
        var matrix = transform.cairoMatrix
        cairo_transform(context, &matrix)
    }

    /// The current transform from user space (points) to canvas points.
    public var transform: AffineTransform {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        return AffineTransform(
            m11: matrix.xx, m12: matrix.yx, m21: matrix.xy, m22: matrix.yy, tX: matrix.x0, tY: matrix.y0)
    }
}

extension AffineTransform {
    var cairoMatrix: cairo_matrix_t {
        cairo_matrix_t(xx: m11, yx: m12, xy: m21, yy: m22, x0: tX, y0: tY)
    }
}

extension FillRule {
    var cairoRule: cairo_fill_rule_t {
        switch self {
        case .winding: return CAIRO_FILL_RULE_WINDING
        case .evenOdd: return CAIRO_FILL_RULE_EVEN_ODD
        }
    }
}

extension Canvas {
    /// Edge smoothing for fills, strokes and clips; saved and restored by `withSavedState`.
    public var antialiasing: Antialiasing {
        get {
            switch cairo_get_antialias(context) {
            case CAIRO_ANTIALIAS_FAST: return .fast
            case CAIRO_ANTIALIAS_NONE: return .none
            default: return .standard
            }
        }
        set { cairo_set_antialias(context, newValue.cairoValue) }
    }
}
