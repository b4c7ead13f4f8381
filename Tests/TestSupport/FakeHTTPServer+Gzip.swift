import CDeflate
import Foundation

extension FakeHTTPResponse {
    /// The same response with its body gzip-compressed and `Content-Encoding: gzip`, as servers
    /// send compressible bodies; a small body can then stand for a much larger decoded one.
    public func gzipped() -> FakeHTTPResponse {
        var copy = self
        guard let compressor = libdeflate_alloc_compressor(6) else { return copy }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_gzip_compress_bound(compressor, body.count)
        var output = Data(count: bound)
        let written = body.withUnsafeBytes { input in
            output.withUnsafeMutableBytes { out in
                libdeflate_gzip_compress(compressor, input.baseAddress, input.count, out.baseAddress, bound)
            }
        }
        copy.body = output.prefix(written)
        copy.headers.append(("Content-Encoding", "gzip"))
        return copy
    }
}
