internal import CDeflate
import Foundation

/// Owns a libdeflate compressor at one level; frees it in deinit.
final class DeflateCompressor {
    private let pointer: OpaquePointer

    /// Makes a compressor at `level` (libdeflate's 0-12; 1 is fastest, 6 its default).
    init(level: Int) throws {
        guard let pointer = libdeflate_alloc_compressor(Int32(level)) else {
            throw ImageError.encodingFailed(.png, detail: "libdeflate has no compression level \(level)")
        }
        self.pointer = pointer
    }

    deinit { libdeflate_free_compressor(pointer) }

    /// The most bytes `zlibCompress` can write for `count` bytes of input.
    func zlibBound(count: Int) -> Int { libdeflate_zlib_compress_bound(pointer, count) }

    /// Compresses `count` bytes at `input` into a zlib stream (deflate plus Adler-32) at `output`.
    ///
    /// `output` has room for `capacity` bytes (`zlibBound(count:)` always suffices); returns the
    /// number of bytes written.
    func zlibCompress(
        _ input: UnsafeRawPointer, count: Int, into output: UnsafeMutableRawPointer, capacity: Int
    ) throws -> Int {
        let written = libdeflate_zlib_compress(pointer, input, count, output, capacity)
        try checkDeflate(written)
        return written
    }
}

/// libdeflate reports failure as a compressed size of 0 (the output did not fit).
func checkDeflate(_ written: Int) throws {
    guard written > 0 else {
        throw ImageError.encodingFailed(
            .png, detail: "libdeflate could not fit the compressed data in its bound")
    }
}

/// CRC-32 of `bytes` continuing from `crc` (as PNG chunks use), through libdeflate.
func crc32(_ bytes: UnsafeRawBufferPointer, continuing crc: UInt32 = 0) -> UInt32 {
    libdeflate_crc32(crc, bytes.baseAddress, bytes.count)
}
