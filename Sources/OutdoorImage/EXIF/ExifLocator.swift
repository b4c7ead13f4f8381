/// Finds the EXIF block inside JPEG and PNG files by walking their segments, without decoding.
///
/// Every block returned starts with the "Exif\0\0" header, as ExifReader expects.
enum ExifLocator {
    /// The payload of the first APP1 segment that starts with "Exif\0\0", if any.
    ///
    /// Walks markers from the start of image up to the first start-of-scan; stops quietly at
    /// anything malformed (the decoder reports real damage).
    static func jpegExif(_ bytes: UnsafeRawBufferPointer) -> [UInt8]? {
        var offset = 2
        while offset + 4 <= bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            let marker = bytes[offset + 1]
            if marker == 0xFF {  // fill byte before a marker
                offset += 1
                continue
            }
            if marker == 0x01 || (0xD0...0xD8).contains(marker) {  // markers without a length
                offset += 2
                continue
            }
            if marker == 0xDA || marker == 0xD9 { return nil }  // start of scan, end of image
            let length = readUInt16BE(bytes, at: offset + 2)
            guard length >= 2, offset + 2 + length <= bytes.count else { return nil }
            let start = offset + 4
            let end = offset + 2 + length
            if marker == 0xE1, end - start >= 6,
                bytes[start..<start + 6].elementsEqual(ExifReader.exifHeader)
            {
                return Array(bytes[start..<end])
            }
            offset = end
        }
        return nil
    }

    /// The eXIf chunk's TIFF data behind an "Exif\0\0" header, if the PNG has one.
    static func pngExif(_ bytes: UnsafeRawBufferPointer) -> [UInt8]? {
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(readUInt32BE(bytes, at: offset))
            let type = fourCC(bytes, at: offset + 4)
            guard length <= bytes.count - offset - 12 else { return nil }
            let start = offset + 8
            if type == "eXIf" {
                var block = ExifReader.exifHeader
                block.append(contentsOf: bytes[start..<start + length])
                return block
            }
            if type == "IEND" { return nil }
            offset = start + length + 4
        }
        return nil
    }

    /// The EXIF block inside a HEIF "Exif" item, behind an "Exif\0\0" header.
    ///
    /// The item holds a 4-byte big-endian offset to the TIFF header, then the data. Returns nil
    /// when the offset is out of range.
    static func heifExif(_ item: [UInt8]) -> [UInt8]? {
        guard item.count >= 4 else { return nil }
        let skip = item[0..<4].reduce(0) { $0 << 8 | Int($1) }
        guard skip <= item.count - 4 - 8 else { return nil }
        var block = ExifReader.exifHeader
        block.append(contentsOf: item[(4 + skip)...])
        return block
    }
}
