internal import CCairo

/// Owns one Cairo pattern and destroys it when released.
final class CairoPattern {
    let pointer: OpaquePointer

    /// Takes ownership of a pattern Cairo created; throws Cairo's message if it is in error.
    init(taking pointer: OpaquePointer?, _ operation: String) throws {
        guard let pointer else { throw DrawingError.cairo(operation: operation, message: "no pattern") }
        self.pointer = pointer
        try check(cairo_pattern_status(pointer), operation)
    }

    convenience init(_ gradient: LinearGradient) throws {
        try self.init(
            taking: cairo_pattern_create_linear(
                Double(gradient.start.x), Double(gradient.start.y), Double(gradient.end.x),
                Double(gradient.end.y)), "creating a linear gradient")
        for stop in gradient.stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(
                pointer, min(max(stop.offset, 0), 1), c.red, c.green, c.blue, c.alpha)
        }
        cairo_pattern_set_extend(pointer, CAIRO_EXTEND_PAD)
        try check(cairo_pattern_status(pointer), "adding gradient stops")
    }

    deinit { cairo_pattern_destroy(pointer) }
}
