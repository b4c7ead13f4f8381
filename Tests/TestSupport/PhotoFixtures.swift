import CCodecs
import Foundation
import OutdoorImage
import OutdoorRaster

/// Makes test photos in memory, so tests never depend on files from outside the repository.
///
/// The basic picture is four solid quadrants (red top-left, green top-right, blue bottom-left,
/// yellow bottom-right): after any EXIF orientation, a test can tell where each corner went.
public enum PhotoFixtures {
    /// A colour as 8-bit red, green, blue.
    public typealias RGB = (r: UInt8, g: UInt8, b: UInt8)

    /// Top-left quadrant colour.
    public static let topLeft: RGB = (220, 30, 30)
    /// Top-right quadrant colour.
    public static let topRight: RGB = (30, 200, 40)
    /// Bottom-left quadrant colour.
    public static let bottomLeft: RGB = (30, 40, 220)
    /// Bottom-right quadrant colour.
    public static let bottomRight: RGB = (235, 220, 30)

    /// The quadrant colour at (x, y) of a `width` x `height` picture.
    public static func quadrantColor(x: Int, y: Int, width: Int, height: Int) -> RGB {
        switch (x < width / 2, y < height / 2) {
        case (true, true): return topLeft
        case (false, true): return topRight
        case (true, false): return bottomLeft
        case (false, false): return bottomRight
        }
    }

    /// An opaque `width` x `height` buffer of the four quadrants.
    public static func quadrants(width: Int, height: Int) throws -> PixelBuffer {
        let buffer = try PixelBuffer(width: width, height: height, hasAlpha: false)
        for y in 0..<height {
            let row = (buffer.baseAddress + y * buffer.bytesPerRow).assumingMemoryBound(to: UInt8.self)
            for x in 0..<width {
                let c = quadrantColor(x: x, y: y, width: width, height: height)
                row[x * 4] = c.b
                row[x * 4 + 1] = c.g
                row[x * 4 + 2] = c.r
                row[x * 4 + 3] = 255
            }
        }
        return buffer
    }

    /// A quadrant JPEG of `width` x `height` at quality 95 (4:4:4), with `exif` spliced in as
    /// an APP1 segment right after the start-of-image marker.
    public static func jpeg(width: Int = 64, height: Int = 48, exif: FixtureExif? = nil) throws -> Data {
        let plain = try JPEGEncoder(quality: 95, chroma: .yuv444).encode(
            quadrants(width: width, height: height))
        guard let exif else { return plain }
        return insertingAPP1(exif.block(), into: plain)
    }

    /// `jpeg` with an arbitrary APP1 payload (such as a damaged EXIF block) after SOI.
    public static func insertingAPP1(_ payload: [UInt8], into jpeg: Data) -> Data {
        let length = payload.count + 2
        var out = Data(jpeg.prefix(2))
        out.append(contentsOf: [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)])
        out.append(contentsOf: payload)
        out.append(jpeg.dropFirst(2))
        return out
    }

    /// A solid CMYK JPEG whose pixels are the given ink amounts (0-255, 255 = full ink).
    ///
    /// Stored inverted with an Adobe marker the way Photoshop writes CMYK; with `icc`, the
    /// profile is embedded (APP2).
    public static func cmykJPEG(
        width: Int = 32, height: Int = 32, ink: (c: UInt8, m: UInt8, y: UInt8, k: UInt8), icc: Data? = nil
    )
        throws -> Data
    {
        let pixel: [UInt8] = [255 - ink.c, 255 - ink.m, 255 - ink.y, 255 - ink.k]
        let bytes = [UInt8]((0..<width * height).flatMap { _ in pixel })
        return try encodeRaw(
            bytes, width: width, height: height, stride: width * 4, layout: Int32(OC_JPEG_IN_CMYK), icc: icc)
    }

    /// A uniform greyscale JPEG of one grey value, with `icc` embedded when given.
    public static func greyPatchJPEG(grey: UInt8, width: Int = 32, height: Int = 32, icc: Data?) throws
        -> Data
    {
        try encodeRaw(
            [UInt8](repeating: grey, count: width * height), width: width, height: height, stride: width,
            layout: Int32(OC_JPEG_IN_GRAY), icc: icc)
    }

    /// A greyscale JPEG: a horizontal ramp from black (left) to white (right).
    public static func greyJPEG(width: Int = 64, height: Int = 16) throws -> Data {
        var bytes = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width { bytes[y * width + x] = UInt8(x * 255 / max(1, width - 1)) }
        }
        return try encodeRaw(
            bytes, width: width, height: height, stride: width, layout: Int32(OC_JPEG_IN_GRAY))
    }

    /// A progressive quadrant JPEG.
    public static func progressiveJPEG(width: Int = 64, height: Int = 48) throws -> Data {
        try JPEGEncoder(quality: 95, chroma: .yuv444, progressive: true).encode(
            quadrants(width: width, height: height))
    }

    /// Raw rows in `layout` (an OC_JPEG_IN_ value) as a quality-95 4:4:4 baseline JPEG.
    private static func encodeRaw(
        _ bytes: [UInt8], width: Int, height: Int, stride: Int, layout: Int32, icc: Data? = nil
    )
        throws -> Data
    {
        // Straight through the codec shim: a release build cannot reach OutdoorImage's internals.
        let profile = [UInt8](icc ?? Data())
        var output: UnsafeMutablePointer<UInt8>?
        var size = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = profile.withUnsafeBufferPointer { icc in
            var options = oc_jpeg_encode_options(
                quality: 95, chroma_444: 1, optimize: 0, progressive: 0, icc_profile: icc.baseAddress,
                icc_size: icc.count)
            return oc_jpeg_encode(
                bytes, UInt32(width), UInt32(height), stride, layout, &options, &output, &size, &message,
                message.count)
        }
        guard status == Int32(OC_OK), let output else {
            throw FixtureError.jpeg(
                String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        defer { free(output) }
        return Data(bytes: output, count: size)
    }
}

/// A fixture could not be made (a bug in the fixture or a missing encoder).
public enum FixtureError: Error {
    case noHEVCEncoder
    case heif(String)
    case jpeg(String)
    case markerNotFound
}
