internal import CCairo

/// An 8-bit alpha image owned by one Cairo A8 surface, for soft shadows.
final class AlphaMask {
    let surface: OpaquePointer
    let width: Int
    let height: Int

    init(width: Int, height: Int) throws {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else {
            throw DrawingError.cairo(operation: "creating a shadow mask", message: "no surface")
        }
        do {
            try check(cairo_surface_status(surface), "creating a shadow mask")
        } catch {
            cairo_surface_destroy(surface)
            throw error
        }
        self.surface = surface
        self.width = width
        self.height = height
    }

    deinit { cairo_surface_destroy(surface) }

    /// Draws into the mask with a temporary Cairo context, then flushes it.
    func draw(_ body: (OpaquePointer) -> Void) throws {
        guard let cr = cairo_create(surface) else {
            throw DrawingError.cairo(operation: "drawing a shadow mask", message: "no context")
        }
        defer { cairo_destroy(cr) }
        body(cr)
        try check(cairo_status(cr), "drawing a shadow mask")
        cairo_surface_flush(surface)
    }

    /// Blurs the mask in place with `passes` horizontal and vertical box filters of `radius` pixels.
    func blur(radius: Int, passes: Int) {
        guard radius > 0, let data = cairo_image_surface_get_data(surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let longest = max(width, height)
        var line = [UInt8](repeating: 0, count: longest)
        line.withUnsafeMutableBufferPointer { scratch in
            for _ in 0..<passes {
                for y in 0..<height {
                    Self.boxBlur(data + y * stride, step: 1, count: width, radius: radius, scratch: scratch)
                }
                for x in 0..<width {
                    Self.boxBlur(data + x, step: stride, count: height, radius: radius, scratch: scratch)
                }
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// One box-filter pass over `count` values `step` bytes apart, with a running sum.
    private static func boxBlur(
        _ start: UnsafeMutablePointer<UInt8>, step: Int, count: Int, radius: Int,
        scratch: UnsafeMutableBufferPointer<UInt8>
    ) {
        for i in 0..<count { scratch[i] = start[i * step] }
        let window = 2 * radius + 1
        let half = window / 2
        var sum = 0
        // Values beyond the ends count as zero (transparent).
        for i in 0..<min(radius, count) { sum += Int(scratch[i]) }
        for i in 0..<count {
            let entering = i + radius
            if entering < count { sum += Int(scratch[entering]) }
            start[i * step] = UInt8(truncatingIfNeeded: (sum + half) / window)
            let leaving = i - radius
            if leaving >= 0 { sum -= Int(scratch[leaving]) }
        }
    }
}
