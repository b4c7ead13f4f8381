internal import CCodecs
import Foundation
import OutdoorModel
import OutdoorRaster

/// Writes a PixelBuffer as a baseline (or progressive) JPEG through libjpeg, with no EXIF, GPS
/// or other metadata: only the JFIF marker libjpeg writes and, when asked, an ICC profile.
public struct JPEGEncoder: Sendable {
    /// How much colour resolution is kept.
    public enum ChromaSubsampling: String, Sendable, CaseIterable {
        /// Colour at half resolution both ways (smaller; the usual choice for photos).
        case yuv420
        /// Colour at full resolution (sharper coloured text and edges).
        case yuv444
    }

    /// Quality, 1-100.
    public var quality: Int
    /// Chroma subsampling.
    public var chroma: ChromaSubsampling
    /// Whether to compute optimal Huffman tables (a few percent smaller, a little slower).
    public var optimizeCoding: Bool
    /// Whether to write a progressive JPEG.
    public var progressive: Bool
    /// An ICC profile to embed (APP2 segments), or nil for none.
    public var iccProfile: Data?

    /// Makes an encoder.
    public init(
        quality: Int = 90, chroma: ChromaSubsampling = .yuv420, optimizeCoding: Bool = true,
        progressive: Bool = false, iccProfile: Data? = nil
    ) {
        self.quality = quality
        self.chroma = chroma
        self.optimizeCoding = optimizeCoding
        self.progressive = progressive
        self.iccProfile = iccProfile
    }

    /// Encodes `pixels` in `space`, tagged with its ICC profile.
    public func encode(_ pixels: PixelBuffer, in space: ColourSpace) throws -> Data {
        var tagged = self
        tagged.iccProfile = space.iccProfile
        return try tagged.encode(pixels)
    }

    /// Encodes `pixels`; translucent pixels are flattened onto white first (JPEG has no alpha).
    public func encode(_ pixels: PixelBuffer) throws -> Data {
        guard (1...100).contains(quality) else {
            throw ImageError.encodingFailed(.jpeg, detail: "quality \(quality) is not in 1-100")
        }
        let source =
            pixels.hasAlpha && !PNGEncoder.isOpaque(pixels)
            ? try JPEGEncoder.flattenedOnWhite(pixels) : pixels
        let icc = iccProfile ?? Data()
        return try icc.withUnsafeBytes { profile in
            var options = oc_jpeg_encode_options(
                quality: Int32(quality), chroma_444: chroma == .yuv444 ? 1 : 0,
                optimize: optimizeCoding ? 1 : 0,
                progressive: progressive ? 1 : 0,
                icc_profile: profile.baseAddress?.assumingMemoryBound(to: UInt8.self),
                icc_size: profile.count)
            return try JPEGEncoder.encodeRaw(
                source.baseAddress, width: source.width, height: source.height, stride: source.bytesPerRow,
                layout: Int32(OC_JPEG_IN_BGRX), options: &options)
        }
    }

    /// Encodes `width` x `height` grey values (one byte each, row by row) as a greyscale JPEG.
    public func encodeGrey(_ grey: [UInt8], width: Int, height: Int) throws -> Data {
        guard (1...100).contains(quality) else {
            throw ImageError.encodingFailed(.jpeg, detail: "quality \(quality) is not in 1-100")
        }
        guard width > 0, height > 0, grey.count == width * height else {
            throw ImageError.encodingFailed(
                .jpeg, detail: "\(grey.count) grey values are not \(width) x \(height)")
        }
        var options = oc_jpeg_encode_options(
            quality: Int32(quality), chroma_444: 0, optimize: optimizeCoding ? 1 : 0,
            progressive: progressive ? 1 : 0, icc_profile: nil, icc_size: 0)
        return try grey.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else {
                throw ImageError.encodingFailed(.jpeg, detail: "no grey values")
            }
            return try JPEGEncoder.encodeRaw(
                base, width: width, height: height, stride: width, layout: Int32(OC_JPEG_IN_GRAY),
                options: &options)
        }
    }

    /// Runs the shim's encoder over raw rows; `layout` is an OC_JPEG_IN_ value.
    static func encodeRaw(
        _ base: UnsafeRawPointer, width: Int, height: Int, stride: Int, layout: Int32,
        options: inout oc_jpeg_encode_options
    ) throws -> Data {
        var output: UnsafeMutablePointer<UInt8>?
        var size = 0
        var message = [CChar](repeating: 0, count: 256)
        let status = oc_jpeg_encode(
            base.assumingMemoryBound(to: UInt8.self), UInt32(width), UInt32(height), stride, layout, &options,
            &output, &size, &message, message.count)
        guard status == Int32(OC_OK), let output else {
            let text = String(
                decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            throw ImageError.encodingFailed(.jpeg, detail: text)
        }
        defer { free(output) }
        return Data(bytes: output, count: size)
    }

    /// A copy of `pixels` composited over opaque white.
    static func flattenedOnWhite(_ pixels: PixelBuffer) throws -> PixelBuffer {
        let flat = try PixelBuffer(width: pixels.width, height: pixels.height, hasAlpha: false)
        for y in 0..<pixels.height {
            let s = (pixels.baseAddress + y * pixels.bytesPerRow).assumingMemoryBound(to: UInt8.self)
            let t = (flat.baseAddress + y * flat.bytesPerRow).assumingMemoryBound(to: UInt8.self)
            for i in 0..<pixels.width {
                let inverse = 255 - UInt32(s[i * 4 + 3])
                for c in 0..<3 { t[i * 4 + c] = UInt8(min(255, UInt32(s[i * 4 + c]) + inverse)) }
                t[i * 4 + 3] = 255
            }
        }
        return flat
    }
}
