internal import CDeflate

/// Finds the EXIF block and XMP packet inside JPEG and PNG files, without decoding.
///
/// Walks segments and chunks; every length is checked against the file before it is used.
///
/// Every EXIF block returned starts with the "Exif\0\0" header, as ExifReader expects.
enum ExifLocator {
    /// The payload of the first APP1 segment that starts with "Exif\0\0", if any.
    static func jpegExif(_ bytes: UnsafeRawBufferPointer) -> [UInt8]? {
        jpegAPP1(bytes, prefix: ExifReader.exifHeader).map { Array($0) }
    }

    /// The XMP packet of the first APP1 segment that starts with XMP's namespace, if any.
    static func jpegXMP(_ bytes: UnsafeRawBufferPointer) -> [UInt8]? {
        jpegAPP1(bytes, prefix: xmpHeader).map { Array($0.dropFirst(xmpHeader.count)) }
    }

    /// "http://ns.adobe.com/xap/1.0/\0", which opens an XMP packet's APP1 segment.
    static let xmpHeader = Array("http://ns.adobe.com/xap/1.0/".utf8) + [0]

    /// The payload of the first APP1 segment starting with `prefix`.
    static func jpegAPP1(_ bytes: UnsafeRawBufferPointer, prefix: [UInt8]) -> Slice<UnsafeRawBufferPointer>? {
        var found: Slice<UnsafeRawBufferPointer>?
        jpegSegments(bytes) { marker, payload in
            guard marker == 0xE1, payload.count >= prefix.count,
                bytes[payload.lowerBound..<payload.lowerBound + prefix.count].elementsEqual(prefix)
            else { return true }
            found = bytes[payload]
            return false
        }
        return found
    }

    /// Calls `visit` with the marker and payload range of each JPEG segment that has a length,
    /// until it returns false.
    ///
    /// Walks markers from the start of image up to the first start-of-scan; stops quietly at
    /// anything malformed (the decoder reports real damage).
    static func jpegSegments(_ bytes: UnsafeRawBufferPointer, _ visit: (UInt8, Range<Int>) -> Bool) {
        var offset = 2
        while offset + 4 <= bytes.count {
            guard bytes[offset] == 0xFF else { return }
            let marker = bytes[offset + 1]
            if marker == 0xFF {  // fill byte before a marker
                offset += 1
                continue
            }
            if marker == 0x01 || (0xD0...0xD8).contains(marker) {  // markers without a length
                offset += 2
                continue
            }
            if marker == 0xDA || marker == 0xD9 { return }  // start of scan, end of image
            let length = readUInt16BE(bytes, at: offset + 2)
            guard length >= 2, offset + 2 + length <= bytes.count else { return }
            let end = offset + 2 + length
            guard visit(marker, (offset + 4)..<end) else { return }
            offset = end
        }
    }

    /// The eXIf chunk's TIFF data behind an "Exif\0\0" header, if the PNG has one.
    ///
    /// Some writers put the "Exif\0\0" header inside the chunk too; it is not doubled.
    static func pngExif(_ bytes: UnsafeRawBufferPointer) -> [UInt8]? {
        guard let chunk = pngChunk(bytes, where: { type, _ in type == "eXIf" }),
            chunk.count <= maxMetadataBytes
        else { return nil }
        if chunk.starts(with: ExifReader.exifHeader) { return Array(chunk) }
        return ExifReader.exifHeader + chunk
    }

    /// The XMP packet of an iTXt chunk with the keyword "XML:com.adobe.xmp", inflated when
    /// compressed (to at most `XMPReader.maxBytes`).
    static func pngXMP(_ bytes: UnsafeRawBufferPointer) -> [UInt8]? {
        let keyword = Array("XML:com.adobe.xmp".utf8) + [0]
        guard
            let chunk = pngChunk(
                bytes, where: { type, data in type == "iTXt" && data.starts(with: keyword) }),
            chunk.count <= maxMetadataBytes
        else { return nil }
        // keyword\0, compression flag, method, language\0, translated keyword\0, text.
        var rest = chunk.dropFirst(keyword.count)
        guard rest.count >= 2 else { return nil }
        let compressed = rest[rest.startIndex] == 1
        rest = rest.dropFirst(2)
        for _ in 0..<2 {
            guard let end = rest.firstIndex(of: 0) else { return nil }
            rest = rest[(end + 1)...]
        }
        return compressed ? inflate(Array(rest), limit: XMPReader.maxBytes) : Array(rest)
    }

    /// The most bytes a metadata chunk or item may have to be read (16 MB).
    static let maxMetadataBytes = 16 << 20

    /// The data of the first chunk before IEND for which `matches(type, data)` holds.
    static func pngChunk(_ bytes: UnsafeRawBufferPointer, where matches: (String, [UInt8]) -> Bool)
        -> [UInt8]?
    {
        var found: [UInt8]?
        pngChunks(bytes) { type, range in
            guard type == "eXIf" || type == "iTXt" else { return true }
            let data = Array(bytes[range.lowerBound..<range.lowerBound + min(range.count, maxMetadataBytes)])
            guard matches(type, data) else { return true }
            found = range.count > maxMetadataBytes ? [] : data
            return false
        }
        return found
    }

    /// Calls `visit` with the type and data range of each PNG chunk before IEND, until it
    /// returns false; stops quietly at a chunk that runs past the end of the file.
    static func pngChunks(_ bytes: UnsafeRawBufferPointer, _ visit: (String, Range<Int>) -> Bool) {
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(readUInt32BE(bytes, at: offset))
            let type = fourCC(bytes, at: offset + 4)
            guard length <= bytes.count - offset - 12, type != "IEND" else { return }
            let start = offset + 8
            guard visit(type, start..<start + length) else { return }
            offset = start + length + 4
        }
    }

    /// zlib data inflated into at most `limit` bytes; nil when damaged or larger.
    static func inflate(_ data: [UInt8], limit: Int) -> [UInt8]? {
        guard let decompressor = libdeflate_alloc_decompressor() else { return nil }
        defer { libdeflate_free_decompressor(decompressor) }
        var output = [UInt8](repeating: 0, count: limit)
        var produced = 0
        let result = data.withUnsafeBytes { input in
            output.withUnsafeMutableBytes { out in
                libdeflate_zlib_decompress(
                    decompressor, input.baseAddress, input.count, out.baseAddress, out.count, &produced)
            }
        }
        guard result == LIBDEFLATE_SUCCESS else { return nil }
        return Array(output.prefix(produced))
    }

    /// The EXIF block inside a HEIF "Exif" item, behind an "Exif\0\0" header.
    ///
    /// The item holds a 4-byte big-endian offset to the TIFF header, then the data. Returns nil
    /// when the offset is out of range.
    static func heifExif(_ item: [UInt8]) -> [UInt8]? {
        guard item.count >= 4 + 8 else { return nil }
        let skip = item[0..<4].reduce(0) { $0 << 8 | Int($1) }
        guard skip <= item.count - 4 - 8 else { return nil }
        // The offset usually skips an "Exif\0\0" header; some writers set 0 and keep the header.
        if item[(4 + skip)...].starts(with: ExifReader.exifHeader) { return Array(item[(4 + skip)...]) }
        var block = ExifReader.exifHeader
        block.append(contentsOf: item[(4 + skip)...])
        return block
    }
}
