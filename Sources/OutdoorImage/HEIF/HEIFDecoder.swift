import Foundation
import OutdoorModel
import OutdoorRaster

/// Decodes HEIC/HEIF photos through libheif, which applies the file's own rotation and
/// mirroring (irot/imir) itself: results are upright, so EXIF orientation must not be applied.
enum HEIFDecoder {
    /// A decoded HEIF image: pixels in stored orientation, the turn still to apply, the size the
    /// pixels came from, and what the file's `colr` boxes say about its colours.
    struct Result {
        var pixels: PixelBuffer
        var orientation: ExifOrientation
        var fullSize: PixelSize
        var colour: PhotoColour
    }

    /// Decodes the primary image of `data` (whose bytes are `bytes`) to premultiplied BGRA that
    /// covers `target` (upright pixels).
    ///
    /// 8-bit HEVC images, single or grids of tiles as iPhones write them, go through libavcodec
    /// (`HEVCTileDecoder`): with `cropping`, only the centred part of the target's shape (what a
    /// cover fit shows) is decoded, and the file's irot/imir come back as the orientation to
    /// apply. Everything else (alpha, 10-bit, `clap`, other codecs), or any failure there, goes
    /// through libheif, which applies its transforms itself.
    static func decode(_ data: Data, _ bytes: UnsafeRawBufferPointer, target: PixelSize?, cropping: Bool)
        throws
        -> Result
    {
        try checkBoxes(bytes)
        let container = try? HEIFContainer(bytes)
        let colour = container?.colour(bytes) ?? .unspecified
        if let library = AVCodecLibrary.shared, let container,
            let plan = try? HEVCImagePlan.make(container, bytes: bytes)
        {
            let crop = PixelRect.kept(
                in: plan.size, orientation: plan.orientation, target: target, cropping: cropping)
            if let pixels = try? HEVCTileDecoder.decode(
                data, bytes, plan: plan, crop: crop, target: target, library: library)
            {
                return Result(
                    pixels: pixels, orientation: plan.orientation, fullSize: plan.size, colour: colour)
            }
        }
        let (pixels, size) = try decodeWithLibheif(bytes, target: target)
        return Result(pixels: pixels, orientation: .up, fullSize: size, colour: colour)
    }

    /// Decodes through libheif: the whole image, converted to BGRA and area-averaged down to
    /// the size that still covers `target` when it is more than 4/3 larger.
    static func decodeWithLibheif(_ bytes: UnsafeRawBufferPointer, target: PixelSize?) throws -> (
        pixels: PixelBuffer, fullSize: PixelSize
    ) {
        let context = try HeifContext(bytes)
        let handle = try context.primaryImage()
        try checkLimits(handle)
        let image = try handle.decode(rgb: true, strict: false)
        guard let plane = image.interleavedPlane() else {
            throw ImageError.corrupt(.heif, detail: "the decoded image has no interleaved plane")
        }
        let size = image.size
        try ImageLimits.check(
            width: size.width, height: size.height, maxPixels: ImageLimits.maxFullDecodePixels, format: .heif)
        let alpha = handle.hasAlpha
        let shrunk = AreaResampler.coverSize(of: size, orientation: .up, target: target)
        let destination = try RowDestination(sourceSize: size, outputSize: shrunk, hasAlpha: alpha)
        var sourceRow = 0
        while !destination.isComplete {
            let rows = destination.nextRows()
            for case (let index, let row?) in rows.enumerated() {
                let source = plane.base + (sourceRow + index) * plane.stride
                if alpha {
                    PixelConversion.rgbaToPremultipliedBGRA(source, row, width: size.width)
                } else {
                    PixelConversion.rgbToBGRA(source, row, width: size.width)
                }
            }
            sourceRow += rows.count
            destination.commit(count: rows.count)
        }
        destination.finish()
        return (destination.output, size)
    }

    /// What a probe learns from a HEIF file: size after transforms and the raw EXIF item.
    struct Inspection {
        var size: PixelSize
        var exifItem: [UInt8]?
        var xmpItem: [UInt8]?
    }

    /// Checks that `bytes` hold a whole, decodable HEIF image: the top-level boxes fit the
    /// file, libheif parses it, the size is within limits, and its thumbnail decodes (or, when
    /// it has none, the primary image), without converting colours.
    static func verify(_ bytes: UnsafeRawBufferPointer, decodePrimary: Bool) throws -> Inspection {
        try checkBoxes(bytes)
        let context = try HeifContext(bytes)
        let handle = try context.primaryImage()
        try checkLimits(handle)
        if !decodePrimary, let thumbnail = try handle.firstThumbnail() {
            _ = try thumbnail.decode(rgb: false, strict: true)
        } else {
            _ = try handle.decode(rgb: false, strict: true)
        }
        // An unreadable Exif item is the metadata's problem, not the image's: report no EXIF.
        return Inspection(size: handle.size, exifItem: try? handle.exifItem(), xmpItem: try? handle.xmpItem())
    }

    /// Refuses images whose coded or displayed size breaks the limits, before decoding.
    private static func checkLimits(_ handle: HeifImageHandle) throws {
        for size in [handle.codedSize, handle.size] where size.width > 0 || size.height > 0 {
            try ImageLimits.check(
                width: size.width, height: size.height, maxPixels: ImageLimits.maxFullDecodePixels,
                format: .heif)
        }
    }

    /// Walks the top-level ISO boxes: each must fit in the file, so a cut-off file is refused
    /// even when the part of it that holds the image data is never read.
    static func checkBoxes(_ bytes: UnsafeRawBufferPointer) throws {
        var offset = 0
        while offset < bytes.count {
            guard bytes.count - offset >= 8 else { throw ImageError.truncated(.heif) }
            var size = Int(readUInt32BE(bytes, at: offset))
            var headerSize = 8
            if size == 1 {
                guard bytes.count - offset >= 16 else { throw ImageError.truncated(.heif) }
                let high = UInt64(readUInt32BE(bytes, at: offset + 8))
                let low = UInt64(readUInt32BE(bytes, at: offset + 12))
                guard high < 1 << 31 else { throw ImageError.truncated(.heif) }
                size = Int(high << 32 | low)
                headerSize = 16
            } else if size == 0 {
                return  // the last box runs to the end of the file
            }
            guard size >= headerSize else {
                throw ImageError.corrupt(
                    .heif, detail: "a box at byte \(offset) has an impossible size of \(size)")
            }
            guard size <= bytes.count - offset else { throw ImageError.truncated(.heif) }
            offset += size
        }
    }
}
