import Foundation

/// Premultiplied 32-bit pixels in Cairo's ARGB32 layout (bytes B, G, R, A on little-endian).
///
/// The buffer owns its memory (`RawMemory`, freed with the last reference). Drawing code may
/// wrap the same memory in a Cairo surface as long as it keeps the buffer alive; worker threads
/// may fill disjoint rows of one buffer.
public final class PixelBuffer: Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Bytes from one row to the next (at least `width * 4`, a multiple of 4).
    public let bytesPerRow: Int
    /// The pixel memory, `bytesPerRow * height` bytes.
    public let memory: RawMemory
    /// Whether any pixel may be less than fully opaque.
    public let hasAlpha: Bool

    /// The largest buffer this process will allocate, in pixels (about 256 MB of memory).
    public static let maxPixels = 64_000_000

    /// Allocates a zero-filled (transparent black) buffer; throws when it is empty or too large.
    public init(width: Int, height: Int, hasAlpha: Bool = true) throws {
        guard width > 0, height > 0 else { throw PixelBufferError.emptySize(width: width, height: height) }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixels <= Self.maxPixels else {
            throw PixelBufferError.tooLarge(width: width, height: height, limit: Self.maxPixels)
        }
        let stride = width * 4
        guard let memory = RawMemory(byteCount: stride * height) else {
            throw PixelBufferError.outOfMemory(bytes: stride * height)
        }
        self.width = width
        self.height = height
        self.bytesPerRow = stride
        self.memory = memory
        self.hasAlpha = hasAlpha
    }

    /// Start of the pixel memory, `bytesPerRow * height` bytes, owned by this buffer.
    public var baseAddress: UnsafeMutableRawPointer { memory.baseAddress }

    /// The start of row `y`.
    public func row(_ y: Int) -> UnsafeMutablePointer<UInt8> {
        (memory.baseAddress + y * bytesPerRow).assumingMemoryBound(to: UInt8.self)
    }

    /// Total size of the pixel memory in bytes.
    public var byteCount: Int { bytesPerRow * height }

    /// The pixel at (x, y) as straight (non-premultiplied) RGBA, for tests and sampling.
    public func rgba(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel out of bounds")
        let p = baseAddress.advanced(by: y * bytesPerRow + x * 4).assumingMemoryBound(to: UInt8.self)
        let a = p[3]
        func unpremultiply(_ c: UInt8) -> UInt8 {
            a == 0 ? 0 : UInt8(min(255, (Int(c) * 255 + Int(a) / 2) / Int(a)))
        }
        return (unpremultiply(p[2]), unpremultiply(p[1]), unpremultiply(p[0]), a)
    }
}

/// Why a pixel buffer could not be made.
public enum PixelBufferError: Error, Equatable, CustomStringConvertible {
    case emptySize(width: Int, height: Int)
    case tooLarge(width: Int, height: Int, limit: Int)
    case outOfMemory(bytes: Int)

    public var description: String {
        switch self {
        case .emptySize(let w, let h): return "an image of \(w)x\(h) pixels is empty"
        case .tooLarge(let w, let h, let limit):
            return "an image of \(w)x\(h) pixels is larger than the limit of \(limit / 1_000_000) megapixels"
        case .outOfMemory(let bytes): return "out of memory allocating \(bytes) bytes for pixels"
        }
    }
}
