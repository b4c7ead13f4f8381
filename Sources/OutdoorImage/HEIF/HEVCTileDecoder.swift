internal import CAVCodec
import Foundation
import OutdoorRaster
import OutdoorWorkers

/// Decodes a HEIF image planned by `HEVCImagePlan` with libavcodec: only the tiles that meet the
/// crop, on all cores, each converted to BGRA and streamed into the area resampler one row of
/// tiles at a time, so the full-size image is never held (at most two bands of tile rows).
enum HEVCTileDecoder {
    /// Decodes the part of the image inside `crop` (stored pixels) at the size that covers
    /// `target` (upright pixels) once `plan.orientation` is applied (the whole crop when nil).
    ///
    /// `bytes` are `data`'s: the workers decoding tiles read `data`.
    static func decode(
        _ data: Data, _ bytes: UnsafeRawBufferPointer, plan: HEVCImagePlan, crop: PixelRect,
        target: PixelSize?, library: AVCodecLibrary
    ) throws -> PixelBuffer {
        let shrunk = AreaResampler.coverSize(of: crop.size, orientation: plan.orientation, target: target)
        let sink = try RowSink(width: crop.width, height: crop.height, outputSize: shrunk)
        let configuration = Array(bytes[plan.tiles[0].configuration])
        if plan.tiles.count == 1 {
            try decodeSingle(
                bytes, plan: plan, configuration: configuration, crop: crop, sink: sink, library: library)
        } else {
            try decodeGrid(
                data, plan: plan, configuration: configuration, crop: crop, sink: sink, library: library)
        }
        return sink.finish()
    }

    /// One image: decoded with slice threads, converted in bands of rows on up to four workers
    /// while the bands before are pushed into the resampler.
    private static func decodeSingle(
        _ bytes: UnsafeRawBufferPointer, plan: HEVCImagePlan, configuration: [UInt8], crop: PixelRect,
        sink: RowSink, library: AVCodecLibrary
    ) throws {
        let decoder = try HEVCFrameDecoder(
            library: library, configuration: configuration, threads: WorkerPool.cores.workers)
        let frame = try decoder.decode(bytes, extents: plan.tiles[0].data)
        let planes = try FramePlanes(frame, covering: PixelSize(width: crop.maxX, height: crop.maxY))
        let (bandRows, slots) = (32, 4)
        let bands = try PixelBuffer(width: crop.width, height: bandRows * slots, hasAlpha: false)
        let coefficients = plan.colour.coefficients
        let count = (crop.height + bandRows - 1) / bandRows
        // A band's slot is written again only once the band `slots` before it has been pushed.
        try WorkerPool(workers: min(4, WorkerPool.cores.workers)).run(count, window: slots) { band in
            let top = crop.y + band * bandRows
            let slot = (band % slots) * bandRows
            let rows = min(bandRows, crop.maxY - top)
            for row in 0..<rows {
                planes.convert(
                    row: top + row, columns: crop.x..<crop.maxX, coefficients: coefficients,
                    into: bands.row(slot + row))
            }
            return slot..<(slot + rows)
        } deliver: { _, rows in
            sink.push(bands, rows: rows)
        }
    }

    /// A grid: the tiles that meet the crop are decoded in order on all cores, each worker with
    /// its own decoder, into one of two bands of tile rows, while the row before is pushed into
    /// the resampler.
    private static func decodeGrid(
        _ data: Data, plan: HEVCImagePlan, configuration: [UInt8], crop: PixelRect, sink: RowSink,
        library: AVCodecLibrary
    ) throws {
        let tile = plan.tileSize
        let firstRow = crop.y / tile.height
        let lastRow = (crop.maxY - 1) / tile.height
        let firstColumn = crop.x / tile.width
        let lastColumn = (crop.maxX - 1) / tile.width
        let bands = try PixelBuffer(width: crop.width, height: tile.height * 2, hasAlpha: false)
        let coefficients = plan.colour.coefficients
        let columns = lastColumn - firstColumn + 1
        let count = columns * (lastRow - firstRow + 1)

        /// The crop's rows inside tile row `row`.
        @Sendable func rows(of row: Int) -> Range<Int> {
            max(crop.y, row * tile.height)..<min(crop.maxY, (row + 1) * tile.height)
        }
        /// Decodes tile `index` (row-major among the crop's tiles) into its row's band.
        @Sendable func decodeTile(_ index: Int, with decoder: HEVCFrameDecoder) throws {
            let row = firstRow + index / columns
            let column = firstColumn + index % columns
            let band = (row % 2) * tile.height
            let span = rows(of: row)
            let left = max(crop.x, column * tile.width)
            let right = min(crop.maxX, (column + 1) * tile.width)
            try data.withUnsafeBytes { bytes in
                let frame = try decoder.decode(bytes, extents: plan.tiles[row * plan.columns + column].data)
                let planes = try FramePlanes(frame, covering: tile)
                for y in span {
                    planes.convert(
                        row: y - row * tile.height,
                        columns: (left - column * tile.width)..<(right - column * tile.width),
                        coefficients: coefficients,
                        into: bands.row(band + y - span.lowerBound) + (left - crop.x) * 4)
                }
            }
        }
        /// Pushes the band of the row tile `index` ends, once its last tile is in.
        func pushRow(endingWith index: Int) {
            guard index % columns == columns - 1 else { return }
            let row = firstRow + index / columns
            let band = (row % 2) * tile.height
            sink.push(bands, rows: band..<band + rows(of: row).count)
        }
        // A tile of row r starts only once row r - 2, whose band it fills, has been pushed: the
        // window reaches one tile past the row after the one being pushed. Each worker has its
        // own decoder (HEVC decoders are large, and each is used by one thread).
        try WorkerPool(workers: min(WorkerPool.cores.workers, count)).run(
            count, window: columns + 1,
            worker: { try HEVCFrameDecoder(library: library, configuration: configuration, threads: 1) },
            job: { decoder, index in try decodeTile(index, with: decoder) },
            deliver: { index, _ in pushRow(endingWith: index) })
    }
}

/// A rectangle of pixels: origin and size, in stored pixels.
struct PixelRect: Equatable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    var maxX: Int { x + width }
    var maxY: Int { y + height }
    var size: PixelSize { PixelSize(width: width, height: height) }

    /// The part of an image of `size` (stored pixels) a decoder keeps for `target` (upright
    /// pixels, turned by `orientation`): with `cropping` and a target, the centred part of the
    /// target's shape, which is all a cover fit shows; otherwise the whole image.
    static func kept(in size: PixelSize, orientation: ExifOrientation, target: PixelSize?, cropping: Bool)
        -> PixelRect
    {
        guard cropping, let target else {
            return PixelRect(x: 0, y: 0, width: size.width, height: size.height)
        }
        return centred(in: size, aspect: orientation.upright(target))
    }

    /// The largest rectangle centred in `size` with the shape of `aspect` (stored pixels).
    ///
    /// It is the part a cover fit shows. Centred rectangles stay centred under every turn and mirror, so
    /// the same rectangle serves before and after the orientation is applied.
    static func centred(in size: PixelSize, aspect: PixelSize) -> PixelRect {
        guard aspect.width > 0, aspect.height > 0 else {
            return PixelRect(x: 0, y: 0, width: size.width, height: size.height)
        }
        let wide = size.width * aspect.height > size.height * aspect.width
        let width =
            wide
            ? max(1, min(size.width, (size.height * aspect.width + aspect.height / 2) / aspect.height))
            : size.width
        let height =
            wide
            ? size.height
            : max(1, min(size.height, (size.width * aspect.height + aspect.width / 2) / aspect.width))
        return PixelRect(
            x: (size.width - width) / 2, y: (size.height - height) / 2, width: width, height: height)
    }
}
