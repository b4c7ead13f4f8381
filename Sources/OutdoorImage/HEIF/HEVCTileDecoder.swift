import CAVCodec
import Dispatch
import Foundation

/// Decodes a HEIF image planned by `HEVCImagePlan` with libavcodec: only the tiles that meet the
/// crop, on all cores, each converted to BGRA and streamed into the area resampler one row of
/// tiles at a time, so the full-size image is never held (at most two bands of tile rows).
enum HEVCTileDecoder {
    /// Decodes the part of the image inside `crop` (stored pixels) at the size that covers
    /// `target` (upright pixels) once `plan.orientation` is applied; the whole crop when nil.
    static func decode(
        _ bytes: UnsafeRawBufferPointer, plan: HEVCImagePlan, crop: PixelRect, target: PixelSize?,
        library: AVCodecLibrary
    ) throws -> PixelBuffer {
        let shrunk = AreaResampler.coverSize(of: crop.size, orientation: plan.orientation, target: target)
        let sink = try RowSink(width: crop.width, height: crop.height, outputSize: shrunk)
        let pool = DecoderPool(library: library, bytes: bytes)
        if plan.tiles.count == 1 {
            try decodeSingle(bytes, plan: plan, crop: crop, sink: sink, pool: pool)
        } else {
            try decodeGrid(bytes, plan: plan, crop: crop, sink: sink, pool: pool)
        }
        return sink.finish()
    }

    /// One image: decoded with slice threads, converted in bands of rows split across cores.
    private static func decodeSingle(
        _ bytes: UnsafeRawBufferPointer, plan: HEVCImagePlan, crop: PixelRect, sink: RowSink,
        pool: DecoderPool
    ) throws {
        let decoder = try pool.borrow(plan.tiles[0], threads: ProcessInfo.processInfo.activeProcessorCount)
        let frame = try decoder.decode(bytes, extents: plan.tiles[0].data)
        let planes = try FramePlanes(frame, covering: PixelSize(width: crop.maxX, height: crop.maxY))
        let bandRows = 32
        let band = try Band(width: crop.width, rows: bandRows)
        let lanes = max(1, min(4, ProcessInfo.processInfo.activeProcessorCount))
        var top = crop.y
        while top < crop.maxY {
            let count = min(bandRows, crop.maxY - top)
            DispatchQueue.concurrentPerform(iterations: lanes) { lane in
                for row in stride(from: lane, to: count, by: lanes) {
                    planes.convert(
                        row: top + row, columns: crop.x..<crop.maxX, coefficients: plan.colour.coefficients,
                        into: band.row(row))
                }
            }
            for row in 0..<count { sink.push(band.row(row)) }
            top += count
        }
    }

    /// A grid: each row of tiles that meets the crop is decoded tile by tile on all cores into
    /// one of two bands, while the band of the row before is pushed into the resampler.
    private static func decodeGrid(
        _ bytes: UnsafeRawBufferPointer, plan: HEVCImagePlan, crop: PixelRect, sink: RowSink,
        pool: DecoderPool
    ) throws {
        let tile = plan.tileSize
        let firstRow = crop.y / tile.height
        let lastRow = (crop.maxY - 1) / tile.height
        let firstColumn = crop.x / tile.width
        let lastColumn = (crop.maxX - 1) / tile.width
        let bands = [
            try Band(width: crop.width, rows: tile.height), try Band(width: crop.width, rows: tile.height),
        ]
        let failures = FailureBox()
        let queue = DispatchQueue.global(qos: .userInitiated)
        let coefficients = plan.colour.coefficients
        // One decoder per worker, each used by one thread at a time: HEVC decoders are large.
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, lastColumn - firstColumn + 1))
        let decoders = try (0..<workers).map { _ in try pool.borrow(plan.tiles[0], threads: 1) }

        /// The crop's rows inside tile row `row`.
        func rows(of row: Int) -> Range<Int> {
            max(crop.y, row * tile.height)..<min(crop.maxY, (row + 1) * tile.height)
        }
        /// Decodes the tiles of `row` that meet the crop into its band, on `workers` threads.
        func decodeRow(_ row: Int) {
            let band = bands[row % 2]
            let span = rows(of: row)
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                for column in stride(from: firstColumn + worker, through: lastColumn, by: workers) {
                    guard !failures.hasFailed else { return }
                    do {
                        let index = row * plan.columns + column
                        let frame = try decoders[worker].decode(bytes, extents: plan.tiles[index].data)
                        let planes = try FramePlanes(frame, covering: tile)
                        let left = max(crop.x, column * tile.width)
                        let right = min(crop.maxX, (column + 1) * tile.width)
                        for y in span {
                            planes.convert(
                                row: y - row * tile.height,
                                columns: (left - column * tile.width)..<(right - column * tile.width),
                                coefficients: coefficients,
                                into: band.row(y - span.lowerBound) + (left - crop.x) * 4)
                        }
                    } catch {
                        failures.record(error)
                    }
                }
            }
        }

        // While one band is pushed into the resampler, the next row of tiles decodes into the other.
        for row in firstRow...lastRow {
            if row == firstRow { decodeRow(row) }
            let next = DispatchGroup()
            if row < lastRow { queue.async(group: next) { decodeRow(row + 1) } }
            if let error = failures.first {
                next.wait()
                throw error
            }
            for y in 0..<rows(of: row).count { sink.push(bands[row % 2].row(y)) }
            next.wait()
        }
        if let error = failures.first { throw error }
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
