import CHeif
import Foundation

/// HEIC fixtures made through libheif's x265 encoder.
extension PhotoFixtures {
    /// A quadrant HEIC of `width` x `height` (lossy, quality 90) with `exif` attached as an
    /// Exif item; `transform` (an EXIF-style orientation value, 1-8) makes libheif write
    /// irot/imir boxes so a reader that honours them shows the picture turned; `thumbnail`
    /// adds a thumbnail of that bounding size in pixels.
    public static func heic(
        width: Int = 64, height: Int = 48, exif: FixtureExif? = nil, transform: Int = 1,
        thumbnail: Int? = nil,
        xmp: [UInt8]? = nil, alpha: UInt8? = nil, bitDepth: Int = 8
    ) throws -> Data {
        guard heif_have_encoder_for_format(heif_compression_HEVC) != 0 else {
            throw FixtureError.noHEVCEncoder
        }
        var image: OpaquePointer?
        let chroma: heif_chroma
        switch (alpha != nil, bitDepth > 8) {
        case (false, false): chroma = heif_chroma_interleaved_RGB
        case (true, false): chroma = heif_chroma_interleaved_RGBA
        case (false, true): chroma = heif_chroma_interleaved_RRGGBB_LE
        case (true, true): chroma = heif_chroma_interleaved_RRGGBBAA_LE
        }
        try check(heif_image_create(Int32(width), Int32(height), heif_colorspace_RGB, chroma, &image))
        guard let image else { throw FixtureError.heif("no image") }
        defer { heif_image_release(image) }
        try check(
            heif_image_add_plane(
                image, heif_channel_interleaved, Int32(width), Int32(height), Int32(bitDepth)))
        var stride: Int32 = 0
        guard let plane = heif_image_get_plane(image, heif_channel_interleaved, &stride) else {
            throw FixtureError.heif("no plane")
        }
        let channels = alpha == nil ? 3 : 4
        let bytesPerSample = bitDepth > 8 ? 2 : 1
        for y in 0..<height {
            for x in 0..<width {
                let c = quadrantColor(x: x, y: y, width: width, height: height)
                let p = plane + y * Int(stride) + x * channels * bytesPerSample
                let values = [c.r, c.g, c.b] + (alpha.map { [$0] } ?? [])
                for (index, value) in values.enumerated() {
                    if bitDepth > 8 {
                        let wide = UInt16(value) << (bitDepth - 8)
                        p[index * 2] = UInt8(wide & 0xFF)
                        p[index * 2 + 1] = UInt8(wide >> 8)
                    } else {
                        p[index] = value
                    }
                }
            }
        }
        guard let context = heif_context_alloc() else { throw FixtureError.heif("no context") }
        defer { heif_context_free(context) }
        var encoder: OpaquePointer?
        try check(heif_context_get_encoder_for_format(context, heif_compression_HEVC, &encoder))
        guard let encoder else { throw FixtureError.noHEVCEncoder }
        defer { heif_encoder_release(encoder) }
        try check(heif_encoder_set_lossy_quality(encoder, 90))
        guard let options = heif_encoding_options_alloc() else { throw FixtureError.heif("no options") }
        defer { heif_encoding_options_free(options) }
        options.pointee.image_orientation = heif_orientation(rawValue: UInt32(min(8, max(1, transform))))
        var handle: OpaquePointer?
        try check(heif_context_encode_image(context, image, encoder, options, &handle))
        guard let handle else { throw FixtureError.heif("no handle") }
        defer { heif_image_handle_release(handle) }
        if let thumbnail {
            var thumb: OpaquePointer?
            try check(
                heif_context_encode_thumbnail(
                    context, image, handle, encoder, options, Int32(thumbnail), &thumb))
            if let thumb { heif_image_handle_release(thumb) }
        }
        if let exif {
            let block = exif.block()
            try check(heif_context_add_exif_metadata(context, handle, block, Int32(block.count)))
        }
        if let xmp {
            try check(heif_context_add_XMP_metadata(context, handle, xmp, Int32(xmp.count)))
        }
        let sink = HeifSink()
        var writer = heif_writer(writer_api_version: 1, write: heifWrite)
        try check(heif_context_write(context, &writer, Unmanaged.passUnretained(sink).toOpaque()))
        return sink.data
    }

    private static func check(_ error: heif_error) throws {
        guard error.code != heif_error_Ok else { return }
        throw FixtureError.heif(error.message.map { String(cString: $0) } ?? "libheif error")
    }
}

/// Collects the bytes libheif writes.
private final class HeifSink {
    var data = Data()
}

/// libheif's "ok" message: a C string that lives as long as the process (its address, which is `Sendable`).
private let heifOK = Int(bitPattern: strdup("ok"))

/// libheif's write callback: appends to the HeifSink behind `user`.
private let heifWrite:
    @convention(c) (OpaquePointer?, UnsafeRawPointer?, Int, UnsafeMutableRawPointer?) -> heif_error = {
        _, bytes, size, user in
        if let bytes, let user {
            Unmanaged<HeifSink>.fromOpaque(user).takeUnretainedValue().data.append(
                bytes.assumingMemoryBound(to: UInt8.self), count: size)
        }
        return heif_error(
            code: heif_error_Ok, subcode: heif_suberror_Unspecified,
            message: UnsafePointer(bitPattern: heifOK))
    }
