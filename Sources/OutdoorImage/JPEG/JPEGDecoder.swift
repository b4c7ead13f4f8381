import Foundation
import OutdoorModel
import OutdoorRaster

/// Decodes JPEG photos to premultiplied BGRA, at a reduced DCT scale when a target allows.
enum JPEGDecoder {
    /// Decodes `bytes` and returns the pixels with the stored size from the header.
    ///
    /// The result still covers `target` (upright pixels) once `orientation` is applied; the
    /// whole image is decoded when `target` is nil (reduced only to fit the pixel limit).
    ///
    /// Progressive JPEGs decoded at a reduced scale go through `ProgressiveJPEGDecoder` unless
    /// `libjpegOnly` (with `cropping`, they return only the centred part of the target's shape);
    /// libjpeg decodes anything that decoder leaves or fails on.
    static func decode(
        _ bytes: UnsafeRawBufferPointer, orientation: ExifOrientation, target: PixelSize?,
        cropping: Bool = false,
        libjpegOnly: Bool = false,
        cmyk cmykColour: CMYKColour? = nil
    ) throws -> (pixels: PixelBuffer, stored: PixelSize) {
        let decompressor = try JPEGDecompressor()
        try decompressor.readHeader(bytes, strict: false)
        let stored = decompressor.storedSize
        try ImageLimits.check(
            width: stored.width, height: stored.height, maxPixels: ImageLimits.maxJPEGPixels, format: .jpeg)
        var scale =
            target.map { JPEGScale.covering(stored: stored, orientation: orientation, target: $0) } ?? .full
        while scale.numerator > 1, scale.outputSize(of: stored).pixelCount > PixelBuffer.maxPixels {
            scale = JPEGScale(numerator: scale.numerator - 1)
        }
        if !libjpegOnly, decompressor.isProgressive, !decompressor.isCMYK, scale.numerator < 8,
            let result = try? ProgressiveJPEGDecoder.decode(
                bytes, scale: scale, orientation: orientation, target: target, cropping: cropping)
        {
            // Only the coefficients the scale needs, instead of libjpeg's whole-image buffer.
            return result
        }
        let decoded = try decompressor.start(scale: scale)
        let shrunk = AreaResampler.coverSize(of: decoded, orientation: orientation, target: target)
        let destination = try RowDestination(sourceSize: decoded, outputSize: shrunk, hasAlpha: false)
        let cmyk = decompressor.isCMYK
        let adobe = decompressor.header.saw_adobe_marker != 0
        // A CMYK JPEG's own profile turns its rows straight into the card's space (as they
        // arrive, at the reduced DCT scale: the area averaging that follows expects BGRA).
        let profiled = cmyk ? cmykColour?.transform(adobeInverted: adobe) : nil
        let scratch = try profiled.map { _ in try PixelBuffer(width: decoded.width, height: 1) }
        while !destination.isComplete {
            var rows = destination.nextRows()
            let count = try decompressor.readRows(&rows)
            guard count == rows.count else { throw ImageError.truncated(.jpeg) }
            if let profiled, let scratch {
                for row in rows.compactMap({ $0 }) {
                    scratch.baseAddress.copyMemory(from: row, byteCount: decoded.width * 4)
                    profiled.apply(scratch.baseAddress, row, count: decoded.width)
                    for x in 0..<decoded.width { row[x * 4 + 3] = 255 }  // lcms leaves alpha alone
                }
            } else if cmyk {
                for row in rows.compactMap({ $0 }) {
                    PixelConversion.cmykToBGRA(row, width: decoded.width, adobeInverted: adobe)
                }
            }
            destination.commit(count: count)
        }
        try decompressor.finish()
        destination.finish()
        return (destination.output, stored)
    }

    /// Checks that `bytes` decode as a JPEG and returns the stored size.
    ///
    /// Cheap but complete: the header, the pixel limit, then every block at 1/8 scale in strict
    /// mode, so truncated or corrupt data is refused. Never holds more than one 1/8-scale row.
    static func verify(_ bytes: UnsafeRawBufferPointer) throws -> PixelSize {
        let decompressor = try JPEGDecompressor()
        try decompressor.readHeader(bytes, strict: true)
        let stored = decompressor.storedSize
        try ImageLimits.check(
            width: stored.width, height: stored.height, maxPixels: ImageLimits.maxJPEGPixels, format: .jpeg)
        let decoded = try decompressor.start(scale: .smallest)
        let rowBytes = decoded.width * 4
        guard let scratch = malloc(rowBytes) else {
            throw ImageError.outOfMemory(detail: "no memory for one row of \(decoded.width) pixels")
        }
        defer { free(scratch) }
        var rows: [UnsafeMutablePointer<UInt8>?] = [scratch.assumingMemoryBound(to: UInt8.self)]
        for _ in 0..<decoded.height {
            guard try decompressor.readRows(&rows) == 1 else { throw ImageError.truncated(.jpeg) }
        }
        try decompressor.finish()
        return stored
    }
}
