import Foundation

extension FakeHTTPResponse {
    /// The same response with its body gzip-compressed and `Content-Encoding: gzip`, as servers
    /// send compressible bodies; a small body can then stand for a much larger decoded one.
    public func gzipped() -> FakeHTTPResponse {
        var copy = self
        copy.body = Gzip.compress(body)
        copy.headers.append(("Content-Encoding", "gzip"))
        return copy
    }
}
