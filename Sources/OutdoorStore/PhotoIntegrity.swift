internal import CDeflate
import Foundation
import OutdoorModel

/// The fast checksum kept beside each photo's SHA-256: CRC-32 (as zlib's), by libdeflate.
///
/// A SHA-256 in Swift runs at about 60 MB/s; libdeflate's CRC-32 at several GB/s, so every
/// read of a photo can be checked for the price of a few microseconds per megabyte.
public enum PhotoChecksum {
    /// The CRC-32 of `data`.
    public static func crc32(_ data: Data) -> UInt32 {
        data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress, raw.count > 0 else { return 0 }
            return libdeflate_crc32(0, base, raw.count)
        }
    }
}

/// What the journal recorded about a stored photo, to check its bytes against.
struct PhotoFacts {
    var rowid: Int64?
    var byteCount: Int64?
    var sha256: String?
    var crc32: Int64?

    /// Why `data` is not the photo recorded, or nil when it is.
    ///
    /// The size and the CRC-32 are always checked; the SHA-256 when there is no CRC-32 (a photo
    /// saved before checksums were kept) or when `fullCheck` asks for it (`outdoor check`).
    func problem(with data: Data, fullCheck: Bool) -> String? {
        if let byteCount, byteCount != Int64(data.count) {
            return "it holds \(data.count) bytes where \(byteCount) were saved"
        }
        if let crc32 {
            guard crc32 == Int64(PhotoChecksum.crc32(data)) else {
                return "its bytes no longer match their checksum"
            }
            if !fullCheck { return nil }
        }
        guard let sha256 else { return "it has no SHA-256 to check it against" }
        guard SHA256.hex(of: data) == sha256.lowercased() else {
            return "its bytes no longer match their SHA-256"
        }
        return nil
    }
}
