import CAVCodec
import Dispatch
import Foundation
import OutdoorRaster

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
        let coefficients = plan.colour.coefficients
        let columns = lastColumn - firstColumn + 1
        let rowCount = lastRow - firstRow + 1
        // One decoder per worker, each used by one thread at a time: HEVC decoders are large.
        let workers = max(1, min(ProcessInfo.processInfo.activeProcessorCount, columns * rowCount))
        let decoders = try (0..<workers).map { _ in try pool.borrow(plan.tiles[0], threads: 1) }
        let progress = GridProgress(rows: rowCount, tilesPerRow: columns)
        // The file's bytes outlive the workers: this function waits for them before it returns.
        let file = SharedBytes(bytes)

        /// The crop's rows inside tile row `row`.
        @Sendable func rows(of row: Int) -> Range<Int> {
            max(crop.y, row * tile.height)..<min(crop.maxY, (row + 1) * tile.height)
        }
        /// Decodes tile `index` (row-major among the crop's tiles) into its row's band.
        @Sendable func decodeTile(_ index: Int, worker: Int) throws {
            let row = firstRow + index / columns
            let column = firstColumn + index % columns
            let band = bands[row % 2]
            let span = rows(of: row)
            let tileIndex = row * plan.columns + column
            let frame = try decoders[worker].decode(file.bytes, extents: plan.tiles[tileIndex].data)
            let planes = try FramePlanes(frame, covering: tile)
            let left = max(crop.x, column * tile.width)
            let right = min(crop.maxX, (column + 1) * tile.width)
            for y in span {
                planes.convert(
                    row: y - row * tile.height,
                    columns: (left - column * tile.width)..<(right - column * tile.width),
                    coefficients: coefficients, into: band.row(y - span.lowerBound) + (left - crop.x) * 4)
            }
        }

        // Workers take tiles in order as they come free; a tile waits only until its band has been
        // pushed, so decoding runs on while the row before is pushed into the resampler.
        let finished = DispatchGroup()
        DispatchQueue.global(qos: .userInitiated).async(group: finished) {
            DispatchQueue.concurrentPerform(iterations: workers) { worker in
                while let index = progress.nextTile() {
                    do {
                        try decodeTile(index, worker: worker)
                        progress.tileDone(index)
                    } catch {
                        progress.fail(error)
                    }
                }
            }
        }
        defer { finished.wait() }
        for row in 0..<rowCount {
            try progress.waitForRow(row)
            for y in 0..<rows(of: firstRow + row).count { sink.push(bands[(firstRow + row) % 2].row(y)) }
            progress.rowPushed()
        }
    }
}

/// Bytes read by the workers of one decode, which waits for them all before the bytes go.
struct SharedBytes: @unchecked Sendable {
    /// The bytes.
    let bytes: UnsafeRawBufferPointer
    init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }
}

/// Hands out a grid's tiles to workers in order and keeps at most two rows of tiles in flight:
/// a tile of row r is handed out only once row r - 2 has been pushed (its band is free again).
final class GridProgress: @unchecked Sendable {
    private let condition = NSCondition()
    private let tilesPerRow: Int
    private let total: Int
    private var next = 0
    private var done: [Int]
    private var pushed = 0
    private var error: Error?

    init(rows: Int, tilesPerRow: Int) {
        self.tilesPerRow = tilesPerRow
        self.total = rows * tilesPerRow
        self.done = [Int](repeating: 0, count: rows)
    }

    /// The next tile to decode, waiting until its band is free; nil when none are left or a
    /// tile failed.
    func nextTile() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        guard next < total, error == nil else { return nil }
        let index = next
        next += 1
        while index / tilesPerRow >= pushed + 2, error == nil { condition.wait() }
        return error == nil ? index : nil
    }

    /// Records that tile `index` is in its band.
    func tileDone(_ index: Int) {
        condition.lock()
        done[index / tilesPerRow] += 1
        condition.broadcast()
        condition.unlock()
    }

    /// Records a failure: no more tiles are handed out and waiting rows give it up.
    func fail(_ failure: Error) {
        condition.lock()
        if error == nil { error = failure }
        condition.broadcast()
        condition.unlock()
    }

    /// Waits until every tile of `row` is in its band; throws the first failure.
    func waitForRow(_ row: Int) throws {
        condition.lock()
        defer { condition.unlock() }
        while done[row] < tilesPerRow, error == nil { condition.wait() }
        if let error { throw error }
    }

    /// Records that the next row has been pushed, freeing its band.
    func rowPushed() {
        condition.lock()
        pushed += 1
        condition.broadcast()
        condition.unlock()
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
