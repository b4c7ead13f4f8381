import Foundation

/// A block of memory from `calloc`, owned by this object and freed in its deinit, which C
/// libraries (Cairo, the codecs) and worker threads read and write through raw pointers.
///
/// The compiler cannot check who writes where: threads sharing a block write disjoint bytes
/// (rows of a picture, blocks of coefficients), and read what others wrote only after the run
/// that wrote it has handed its results over (`WorkerPool`).
public final class RawMemory: @unchecked Sendable {  // reason: raw memory shared with C and workers
    /// The start of the block, `byteCount` bytes, zero-filled when made.
    public let baseAddress: UnsafeMutableRawPointer
    /// The size of the block in bytes (at least 1).
    public let byteCount: Int

    /// A zero-filled block of `byteCount` bytes (1 when 0 or less), or nil when there is no memory for it.
    public init?(byteCount: Int) {
        let size = max(1, byteCount)
        guard let memory = calloc(size, 1) else { return nil }
        self.baseAddress = memory
        self.byteCount = size
    }

    deinit { free(baseAddress) }

    /// The block as `count` values of `type` (the block must hold them; memory is bound to `type`).
    public func bound<T>(to type: T.Type, count: Int) -> UnsafeMutableBufferPointer<T> {
        precondition(count * MemoryLayout<T>.stride <= byteCount, "the block is too small")
        return UnsafeMutableBufferPointer(
            start: baseAddress.bindMemory(to: type, capacity: count), count: count)
    }
}
