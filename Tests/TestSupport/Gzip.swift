import CDeflate
import Foundation

/// gzip compression for fixtures: compressed HTTP bodies, .gpx.gz files.
public enum Gzip {
    /// `body` as one gzip member, compressed by libdeflate at `level` (1-12).
    public static func compress(_ body: Data, level: Int32 = 6) -> Data {
        guard let compressor = libdeflate_alloc_compressor(level) else { return Data() }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_gzip_compress_bound(compressor, body.count)
        var output = Data(count: bound)
        let written = body.withUnsafeBytes { input in
            output.withUnsafeMutableBytes { out in
                libdeflate_gzip_compress(compressor, input.baseAddress, input.count, out.baseAddress, bound)
            }
        }
        return output.prefix(written)
    }
}
