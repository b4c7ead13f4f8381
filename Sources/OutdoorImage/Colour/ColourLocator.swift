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
        var offset = 2
        walk: while offset + 4 <= bytes.count {
            guard bytes[offset] == 0xFF else { break }
            let marker = bytes[offset + 1]
            if marker == 0xFF {
                offset += 1
                continue
            }
            if marker == 0x01 || (0xD0...0xD8).contains(marker) {
                offset += 2
                continue
            }
            if marker == 0xDA || marker == 0xD9 { break walk }
            let length = readUInt16BE(bytes, at: offset + 2)
            guard length >= 2, offset + 2 + length <= bytes.count else { break }
            let start = offset + 4
            let end = offset + 2 + length
            offset = end
            guard marker == 0xE2, end - start >= iccHeader.count + 2,
                bytes[start..<start + iccHeader.count].elementsEqual(iccHeader)
            else { continue }
            let number = Int(bytes[start + iccHeader.count])
            let count = Int(bytes[start + iccHeader.count + 1])
            guard number >= 1, number <= count, declaredCount == nil || declaredCount == count else {
                return .damaged(reason: "APP2 segment \(number) of \(count) does not fit the others")
            }
            guard parts[number] == nil else {
                return .damaged(reason: "APP2 segment \(number) appears twice")
            }
            declaredCount = count
            let range = (start + iccHeader.count + 2)..<end
            total += range.count
            guard total <= ColourProfile.maxBytes else {
                return .damaged(reason: "more than \(ColourProfile.maxBytes) bytes in its APP2 segments")
            }
            parts[number] = range
        }
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
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(readUInt32BE(bytes, at: offset))
            let type = fourCC(bytes, at: offset + 4)
            guard length <= bytes.count - offset - 12 else { break }
            let start = offset + 8
            if type == "IDAT" || type == "IEND" { break }
            switch type {
            case "iCCP": iccp = start..<start + length
            case "sRGB": srgb = true
            case "gAMA" where length == 4: gamma = Double(readUInt32BE(bytes, at: start)) / 100_000
            case "cHRM" where length == 32:
                chromaticities = (0..<8).map { Double(readUInt32BE(bytes, at: start + $0 * 4)) / 100_000 }
            default: break
            }
            offset = start + length + 4
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
