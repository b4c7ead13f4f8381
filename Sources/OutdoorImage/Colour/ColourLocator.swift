import Foundation

/// Finds what JPEG and PNG files say about their colours, without decoding.
///
/// Every length is checked against the file before use; anything malformed is reported as
/// `.damaged` (a warning, the photo taken as sRGB), never thrown.
enum ColourLocator {
    /// "ICC_PROFILE\0", which opens each APP2 segment of an embedded profile.
    static let iccHeader = Array("ICC_PROFILE".utf8) + [0]

    /// The ICC profile of a JPEG's APP2 segments, put together in sequence order.
    ///
    /// Each segment carries its number (from 1) and the count; all must agree, every number
    /// appear once, and the whole stay within `ColourProfile.maxBytes`.
    static func jpeg(_ bytes: UnsafeRawBufferPointer) -> PhotoColour {
        var parts: [Int: Range<Int>] = [:]
        var declaredCount: Int?
        var total = 0
        var damage: String?
        ExifLocator.jpegSegments(bytes) { marker, payload in
            let start = payload.lowerBound
            guard marker == 0xE2, payload.count >= iccHeader.count + 2,
                bytes[start..<start + iccHeader.count].elementsEqual(iccHeader)
            else { return true }
            let number = Int(bytes[start + iccHeader.count])
            let count = Int(bytes[start + iccHeader.count + 1])
            let range = (start + iccHeader.count + 2)..<payload.upperBound
            total += range.count
            if number < 1 || number > count || (declaredCount != nil && declaredCount != count) {
                damage = "APP2 segment \(number) of \(count) does not fit the others"
            } else if parts[number] != nil {
                damage = "APP2 segment \(number) appears twice"
            } else if total > ColourProfile.maxBytes {
                damage = "more than \(ColourProfile.maxBytes) bytes in its APP2 segments"
            }
            declaredCount = count
            parts[number] = range
            return damage == nil
        }
        if let damage { return .damaged(reason: damage) }
        guard let count = declaredCount else { return .unspecified }
        guard parts.count == count else {
            return .damaged(reason: "\(parts.count) of its \(count) APP2 segments are present")
        }
        var data = Data(capacity: total)
        for number in 1...count {
            if let range = parts[number] { data.append(contentsOf: bytes[range]) }
        }
        return .icc(data)
    }

    /// What a PNG's chunks before the image data say: iCCP first, then sRGB, then gAMA (with
    /// cHRM), as the PNG specification ranks them.
    static func png(_ bytes: UnsafeRawBufferPointer) -> PhotoColour {
        var iccp: Range<Int>?
        var srgb = false
        var gamma: Double?
        var chromaticities: [Double]?
        ExifLocator.pngChunks(bytes) { type, range in
            let start = range.lowerBound
            switch type {
            case "IDAT": return false
            case "iCCP": iccp = range
            case "sRGB": srgb = true
            case "gAMA" where range.count == 4: gamma = Double(readUInt32BE(bytes, at: start)) / 100_000
            case "cHRM" where range.count == 32:
                chromaticities = (0..<8).map { Double(readUInt32BE(bytes, at: start + $0 * 4)) / 100_000 }
            default: break
            }
            return true
        }
        if let iccp { return pngICC(Array(bytes[iccp])) }
        if srgb { return .sRGB }
        if let gamma { return .pngGamma(fileGamma: gamma, chromaticities: chromaticities) }
        return .unspecified
    }

    /// The profile of an iCCP chunk: a name of 1-79 bytes, a NUL, method 0, zlib data.
    static func pngICC(_ chunk: [UInt8]) -> PhotoColour {
        guard let end = chunk.prefix(80).firstIndex(of: 0), end >= 1, end + 2 <= chunk.count,
            chunk[end + 1] == 0
        else { return .damaged(reason: "the iCCP chunk's header is malformed") }
        guard let profile = ExifLocator.inflate(Array(chunk[(end + 2)...]), limit: ColourProfile.maxBytes)
        else {
            return .damaged(
                reason: "the iCCP chunk does not inflate to at most \(ColourProfile.maxBytes) bytes")
        }
        return .icc(Data(profile))
    }
}
