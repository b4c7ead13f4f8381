import Foundation
import OutdoorModel

/// The marker structure of a JPEG file, read without decoding: its frame, and which segments
/// carry image data and which only metadata.
///
/// A JPEG is a start-of-image marker, segments (tables, the frame header, application and
/// comment segments), one or more scans of entropy-coded data, and an end-of-image marker.
/// `withoutMetadata()` copies the file keeping only what a decoder needs: tables, frame, scans,
/// restart intervals, and JFIF's APP0 and Adobe's APP14 (which say how the colours are coded)
/// rewritten to their fixed fields alone, so nothing appended to them (text, a thumbnail)
/// survives. It cuts EXIF and XMP (APP1: camera, time and GPS), ICC profiles (APP2: the caller
/// decides the colour space; a profile's text tags can hold anything), comments, Photoshop and
/// IPTC records (APP13), maker data in the other APPn and JPGn segments, and anything after the
/// end-of-image marker (the extra images of MPF files: depth maps, gain maps). The entropy-
/// coded data is copied byte for byte, so the picture decodes exactly as before.
public struct JPEGSegments: Sendable {
    /// How the frame's data is coded.
    public enum Coding: Sendable, Hashable {
        /// Baseline sequential DCT, Huffman coded (SOF0).
        case baseline
        /// Extended sequential DCT, Huffman coded (SOF1).
        case extendedSequential
        /// Progressive DCT, Huffman coded (SOF2).
        case progressive
        /// Lossless, hierarchical or arithmetic coding (SOF3, SOF5-7, SOF9-15): rare, and not
        /// every PDF reader decodes them.
        case other(marker: UInt8)
    }

    /// The frame header: size, precision, components and coding.
    public struct Frame: Sendable, Hashable {
        /// Width in pixels as stored.
        public var width: Int
        /// Height in pixels as stored.
        public var height: Int
        /// Bits per sample (8 for photos, 12 for some medical and raw-derived files).
        public var precision: Int
        /// Colour components: 1 grey, 3 YCbCr (or RGB), 4 CMYK or YCCK.
        public var components: Int
        /// How the data is coded.
        public var coding: Coding
    }

    /// What a segment holds.
    public enum Kind: Sendable, Hashable {
        /// Needed to decode the picture: tables, frame, scans, restart intervals.
        case image
        /// JFIF (APP0) or Adobe's colour transform (APP14): kept, rewritten to their fixed fields.
        case colour
        /// Metadata a reader does not need to see the picture: cut.
        case metadata
    }

    /// One marker segment: its marker byte, where it starts and ends in the file, what it holds.
    public struct Segment: Sendable, Hashable {
        /// The marker's second byte (0xE1 for APP1, 0xDA for a scan).
        public var marker: UInt8
        /// Byte range in the file: the marker, its length and payload, and for a scan the
        /// entropy-coded data after it.
        public var range: Range<Int>
        /// What it holds.
        public var kind: Kind
    }

    /// The frame.
    public let frame: Frame
    /// Every segment between the start-of-image and end-of-image markers, in order.
    public let segments: [Segment]
    /// The offset just after the end-of-image marker; bytes beyond it are not part of the image.
    public let end: Int
    private let data: Data

    /// Reads the structure of `data`; throws `ImageError` when it is not a whole JPEG.
    public static func read(_ data: Data) throws -> JPEGSegments {
        try data.withUnsafeBytes { try read(bytes: $0, data: data) }
    }

    /// The bytes of the file without its metadata segments and without trailing data (see the
    /// type's summary); the image data is the same bytes in the same order.
    public func withoutMetadata() -> Data {
        var out = Data(capacity: end)
        out.append(contentsOf: [0xFF, 0xD8])
        for segment in segments {
            let bytes = data[
                data.startIndex + segment.range.lowerBound..<data.startIndex + segment.range.upperBound]
            switch segment.kind {
            case .image: out.append(bytes)
            case .colour: out.append(contentsOf: Self.essential(segment.marker, bytes))
            case .metadata: break
            }
        }
        out.append(contentsOf: [0xFF, 0xD9])
        return out
    }

    /// A JFIF or Adobe segment with its fixed fields alone: JFIF's version, units and densities
    /// (14 bytes, with no thumbnail), Adobe's version, flags and transform (12 bytes).
    private static func essential(_ marker: UInt8, _ segment: Data) -> [UInt8] {
        var bytes = [UInt8](segment)
        // Fill bytes before the marker are not kept.
        while bytes.count > 2, bytes[0] == 0xFF, bytes[1] == 0xFF { bytes.removeFirst() }
        let fixed = marker == 0xE0 ? 14 : 12
        var payload = Array(bytes.dropFirst(4).prefix(fixed))
        payload += Array(repeating: 0, count: fixed - payload.count)
        if marker == 0xE0 {
            payload[12] = 0  // no thumbnail
            payload[13] = 0
        }
        return [0xFF, marker, 0, UInt8(fixed + 2)] + payload
    }

    /// How many bytes `withoutMetadata()` cuts (segments, what colour segments carried beyond
    /// their fixed fields, and trailing data).
    public var metadataByteCount: Int {
        data.count - withoutMetadata().count
    }

    private static func read(bytes: UnsafeRawBufferPointer, data: Data) throws -> JPEGSegments {
        let count = bytes.count
        guard count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else {
            throw ImageError.corrupt(.jpeg, detail: "no start-of-image marker")
        }
        func uint16(_ at: Int) -> Int { Int(bytes[at]) << 8 | Int(bytes[at + 1]) }
        var segments: [Segment] = []
        var frame: Frame?
        var offset = 2
        while true {
            // Markers may be preceded by fill bytes (0xFF).
            guard offset + 1 < count else { throw ImageError.truncated(.jpeg) }
            guard bytes[offset] == 0xFF else {
                throw ImageError.corrupt(.jpeg, detail: "expected a marker at byte \(offset)")
            }
            var markerAt = offset
            while markerAt + 1 < count, bytes[markerAt + 1] == 0xFF { markerAt += 1 }
            guard markerAt + 1 < count else { throw ImageError.truncated(.jpeg) }
            let marker = bytes[markerAt + 1]
            if marker == 0xD9 {
                guard frame != nil else {
                    throw ImageError.corrupt(.jpeg, detail: "the image ends before its frame header")
                }
                break
            }
            if marker == 0x01 || (0xD0...0xD7).contains(marker) || marker == 0xD8 || marker == 0x00 {
                throw ImageError.corrupt(.jpeg, detail: "unexpected marker 0x\(String(marker, radix: 16))")
            }
            guard markerAt + 3 < count else { throw ImageError.truncated(.jpeg) }
            let length = uint16(markerAt + 2)
            guard length >= 2 else {
                throw ImageError.corrupt(.jpeg, detail: "a segment of length \(length)")
            }
            let payload = markerAt + 4
            var segmentEnd = markerAt + 2 + length
            guard segmentEnd <= count else { throw ImageError.truncated(.jpeg) }
            if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                guard length >= 8 else { throw ImageError.corrupt(.jpeg, detail: "a short frame header") }
                let coding: Coding
                switch marker {
                case 0xC0: coding = .baseline
                case 0xC1: coding = .extendedSequential
                case 0xC2: coding = .progressive
                default: coding = .other(marker: marker)
                }
                frame = Frame(
                    width: uint16(payload + 3), height: uint16(payload + 1), precision: Int(bytes[payload]),
                    components: Int(bytes[payload + 5]), coding: coding)
            }
            if marker == 0xDA {
                // The entropy-coded data runs to the next marker that is not a stuffed zero, a
                // restart marker or a fill byte.
                var scan = segmentEnd
                while scan + 1 < count {
                    if bytes[scan] == 0xFF {
                        let next = bytes[scan + 1]
                        if next == 0x00 || (0xD0...0xD7).contains(next) || next == 0xFF {
                            scan += next == 0xFF ? 1 : 2
                            continue
                        }
                        break
                    }
                    scan += 1
                }
                guard scan + 1 < count else { throw ImageError.truncated(.jpeg) }
                segmentEnd = scan
            }
            segments.append(
                Segment(
                    marker: marker, range: offset..<segmentEnd,
                    kind: kind(of: marker, payload: bytes, at: payload, length: length - 2)))
            offset = segmentEnd
        }
        guard let frame else { throw ImageError.corrupt(.jpeg, detail: "no frame header") }
        guard frame.width > 0, frame.height > 0, frame.components > 0 else {
            throw ImageError.emptyImage(.jpeg)
        }
        guard segments.contains(where: { $0.marker == 0xDA }) else {
            throw ImageError.corrupt(.jpeg, detail: "no scan")
        }
        return JPEGSegments(frame: frame, segments: segments, end: offset + 2, data: data)
    }

    /// What a segment with `marker` and `length` payload bytes at `at` holds.
    private static func kind(of marker: UInt8, payload bytes: UnsafeRawBufferPointer, at: Int, length: Int)
        -> Kind
    {
        func starts(with signature: String) -> Bool {
            let signature = Array(signature.utf8)
            guard length >= signature.count else { return false }
            return (0..<signature.count).allSatisfy { bytes[at + $0] == signature[$0] }
        }
        switch marker {
        // JFIF is kept (its fixed fields); JFXX thumbnails are cut.
        case 0xE0: return starts(with: "JFIF\0") && length >= 14 ? .colour : .metadata
        case 0xEE: return starts(with: "Adobe") && length >= 12 ? .colour : .metadata
        // Frames, Huffman and arithmetic tables, quantization tables, restart intervals, scans
        // and the number of lines: what a decoder reads. Everything else is cut.
        case 0xC0...0xC3, 0xC5...0xC7, 0xC9...0xCB, 0xCD...0xCF, 0xC4, 0xCC, 0xDB, 0xDD, 0xDA, 0xDC:
            return .image
        default: return .metadata
        }
    }

    /// Whether a PDF can carry this JPEG as it is: 8-bit grey or colour (not CMYK), Huffman
    /// coded, baseline or progressive.
    public var isPortableToPDF: Bool {
        guard frame.precision == 8, frame.components == 1 || frame.components == 3 else { return false }
        switch frame.coding {
        case .baseline, .extendedSequential, .progressive: return true
        case .other: return false
        }
    }
}
