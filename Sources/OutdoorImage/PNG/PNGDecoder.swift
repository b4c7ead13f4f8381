import Foundation
import OutdoorRaster

/// Decodes PNG images (any bit depth and colour type, interlaced or not) to premultiplied BGRA.
enum PNGDecoder {
    /// Decodes `bytes` and returns the pixels with the full size from the header.
    ///
    /// Rows are shrunk as they arrive to the size that still covers `target` (upright pixels,
    /// after `orientation`) when the image is more than 4/3 larger.
    static func decode(
        _ bytes: UnsafeRawBufferPointer, orientation: ExifOrientation, target: PixelSize?
    ) throws -> (pixels: PixelBuffer, size: PixelSize) {
        let reader = try PNGReader(bytes)
        try reader.readInfo()
        let passes = try reader.start()
        let size = reader.size
        let alpha = reader.hasAlpha
        let shrunk = AreaResampler.coverSize(of: size, orientation: orientation, target: target)
        let destination = try RowDestination(sourceSize: size, outputSize: shrunk, hasAlpha: alpha)
        if passes > 1 {
            // Adam7: each pass adds pixels to rows across the whole image, so decode it whole.
            let whole =
                shrunk == nil ? destination.output : try PixelBuffer(width: size.width, height: size.height)
            var rows = (0..<size.height).map {
                Optional((whole.baseAddress + $0 * whole.bytesPerRow).assumingMemoryBound(to: UInt8.self))
            }
            for _ in 0..<passes { try reader.readRows(&rows) }
            for row in rows.compactMap({ $0 }) where alpha {
                PixelConversion.premultiplyBGRA(row, width: size.width)
            }
            if shrunk != nil { destination.consume(whole: whole) }
        } else {
            while !destination.isComplete {
                var rows = destination.nextRows()
                try reader.readRows(&rows)
                if alpha {
                    for row in rows.compactMap({ $0 }) {
                        PixelConversion.premultiplyBGRA(row, width: size.width)
                    }
                }
                destination.commit(count: rows.count)
            }
        }
        destination.finish()
        return (destination.output, size)
    }

    /// Checks that `bytes` decode as a PNG and returns its size.
    ///
    /// Reads the header, checks the limits, decodes every row of every pass into one scratch
    /// row, then reads the chunks up to IEND with their CRCs.
    static func verify(_ bytes: UnsafeRawBufferPointer) throws -> PixelSize {
        let reader = try PNGReader(bytes)
        try reader.readInfo()
        let passes = try reader.start()
        let size = reader.size
        guard let scratch = malloc(size.width * 4) else {
            throw ImageError.outOfMemory(detail: "no memory for one row of \(size.width) pixels")
        }
        defer { free(scratch) }
        var rows: [UnsafeMutablePointer<UInt8>?] = [scratch.assumingMemoryBound(to: UInt8.self)]
        for _ in 0..<passes {
            for _ in 0..<size.height { try reader.readRows(&rows) }
        }
        try reader.finish()
        return size
    }
}
