internal import CHeif
import Foundation
import OutdoorRaster

/// Throws a typed error carrying libheif's own message unless `error` reports success.
func checkHeif(_ error: heif_error) throws {
    guard error.code != heif_error_Ok else { return }
    let message = error.message.map { String(cString: $0) } ?? "libheif error \(error.code.rawValue)"
    switch error.code {
    case heif_error_Memory_allocation_error:
        throw ImageError.outOfMemory(detail: message)
    case heif_error_Unsupported_filetype, heif_error_Unsupported_feature:
        throw ImageError.unsupported(.heif, detail: message)
    case heif_error_Decoder_plugin_error where error.subcode == heif_suberror_Unsupported_codec:
        throw ImageError.unsupported(.heif, detail: message)
    case heif_error_Invalid_input where error.subcode == heif_suberror_End_of_data:
        throw ImageError.truncated(.heif)
    default:
        throw ImageError.corrupt(.heif, detail: message)
    }
}

/// Owns a libheif context reading from memory that must outlive it.
final class HeifContext {
    let pointer: OpaquePointer

    /// Parses the HEIF boxes of `bytes` without copying them.
    init(_ bytes: UnsafeRawBufferPointer) throws {
        var reason = [CChar](repeating: 0, count: 512)
        guard ocheif_load(&reason, reason.count) == 0 else {
            throw ImageError.unsupported(
                .heif,
                detail:
                    "libheif could not be loaded (Debian package libheif1): \(String(decoding: reason.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))"
            )
        }
        guard let pointer = heif_context_alloc() else {
            throw ImageError.outOfMemory(detail: "could not make a HEIF context")
        }
        self.pointer = pointer
        try checkHeif(
            heif_context_read_from_memory_without_copy(pointer, bytes.baseAddress, bytes.count, nil))
    }

    deinit { heif_context_free(pointer) }

    /// The primary image.
    func primaryImage() throws -> HeifImageHandle {
        var handle: OpaquePointer?
        try checkHeif(heif_context_get_primary_image_handle(pointer, &handle))
        guard let handle else { throw ImageError.corrupt(.heif, detail: "no primary image") }
        return HeifImageHandle(handle)
    }
}

/// Owns a libheif image handle (an image in the file, not yet decoded).
final class HeifImageHandle {
    let pointer: OpaquePointer

    init(_ pointer: OpaquePointer) { self.pointer = pointer }

    deinit { heif_image_handle_release(pointer) }

    /// Size after libheif's transforms (rotation, mirroring, cropping), in pixels.
    var size: PixelSize {
        PixelSize(
            width: Int(heif_image_handle_get_width(pointer)),
            height: Int(heif_image_handle_get_height(pointer)))
    }

    /// Coded size before transforms (the ispe box), in pixels.
    var codedSize: PixelSize {
        PixelSize(
            width: Int(heif_image_handle_get_ispe_width(pointer)),
            height: Int(heif_image_handle_get_ispe_height(pointer)))
    }

    /// Whether the image has an alpha plane.
    var hasAlpha: Bool { heif_image_handle_has_alpha_channel(pointer) != 0 }

    /// The first thumbnail, when the file has one.
    func firstThumbnail() throws -> HeifImageHandle? {
        guard heif_image_handle_get_number_of_thumbnails(pointer) > 0 else { return nil }
        var id: heif_item_id = 0
        guard heif_image_handle_get_list_of_thumbnail_IDs(pointer, &id, 1) == 1 else { return nil }
        var thumbnail: OpaquePointer?
        try checkHeif(heif_image_handle_get_thumbnail(pointer, id, &thumbnail))
        return thumbnail.map(HeifImageHandle.init)
    }

    /// The raw bytes of the first metadata item of type "Exif", if any.
    func exifItem() throws -> [UInt8]? {
        try metadataItem(type: "Exif", contentType: nil)
    }

    /// The XMP packet: the first "mime" item of content type application/rdf+xml, if any.
    func xmpItem() throws -> [UInt8]? {
        try metadataItem(type: "mime", contentType: "application/rdf+xml")
    }

    /// The bytes of the first metadata item of `type` (and `contentType`, when given) of at most
    /// 16 MB; nil when there is none.
    private func metadataItem(type: String, contentType: String?) throws -> [UInt8]? {
        let count = Int(heif_image_handle_get_number_of_metadata_blocks(pointer, type))
        guard count > 0 else { return nil }
        var ids = [heif_item_id](repeating: 0, count: min(count, 64))
        let listed = Int(
            heif_image_handle_get_list_of_metadata_block_IDs(pointer, type, &ids, Int32(ids.count)))
        for id in ids.prefix(listed) {
            if let contentType {
                guard let found = heif_image_handle_get_metadata_content_type(pointer, id),
                    String(cString: found) == contentType
                else { continue }
            }
            let size = heif_image_handle_get_metadata_size(pointer, id)
            guard size > 0, size <= ExifLocator.maxMetadataBytes else { return nil }
            var bytes = [UInt8](repeating: 0, count: size)
            try checkHeif(heif_image_handle_get_metadata(pointer, id, &bytes))
            return bytes
        }
        return nil
    }

    /// Decodes with libheif's transforms applied; `rgb` asks for interleaved 8-bit RGB or RGBA
    /// (RGBA when the image has alpha), otherwise the coded colour space is kept (cheapest).
    func decode(rgb: Bool, strict: Bool) throws -> HeifImage {
        guard let options = heif_decoding_options_alloc() else {
            throw ImageError.outOfMemory(detail: "could not make HEIF decoding options")
        }
        defer { heif_decoding_options_free(options) }
        options.pointee.convert_hdr_to_8bit = 1
        options.pointee.strict_decoding = strict ? 1 : 0
        var image: OpaquePointer?
        let colorspace = rgb ? heif_colorspace_RGB : heif_colorspace_undefined
        let chroma =
            rgb
            ? (hasAlpha ? heif_chroma_interleaved_RGBA : heif_chroma_interleaved_RGB) : heif_chroma_undefined
        try checkHeif(heif_decode_image(pointer, &image, colorspace, chroma, options))
        guard let image else { throw ImageError.corrupt(.heif, detail: "the decoder returned no image") }
        return HeifImage(image)
    }
}

/// Owns a decoded libheif image.
final class HeifImage {
    let pointer: OpaquePointer

    init(_ pointer: OpaquePointer) { self.pointer = pointer }

    deinit { heif_image_release(pointer) }

    /// The interleaved plane and its stride in bytes, when the image is interleaved RGB(A).
    func interleavedPlane() -> (base: UnsafePointer<UInt8>, stride: Int)? {
        var stride: Int32 = 0
        guard let base = heif_image_get_plane_readonly(pointer, heif_channel_interleaved, &stride) else {
            return nil
        }
        return (base, Int(stride))
    }

    /// Size of the decoded image in pixels.
    var size: PixelSize {
        PixelSize(
            width: Int(heif_image_get_width(pointer, heif_channel_interleaved)),
            height: Int(heif_image_get_height(pointer, heif_channel_interleaved)))
    }
}
