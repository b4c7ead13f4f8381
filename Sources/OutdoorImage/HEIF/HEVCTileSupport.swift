import CAVCodec
import Foundation
import OutdoorRaster

/// Rows of BGRA pixels a decoder writes before they are pushed on (owned memory, freed in deinit).
final class Band: @unchecked Sendable {
    private let memory: UnsafeMutablePointer<UInt8>
    private let stride: Int

    /// A band of `rows` rows of `width` pixels.
    init(width: Int, rows: Int) throws {
        stride = width * 4
        guard let memory = malloc(max(1, stride * rows)) else {
            throw ImageError.outOfMemory(detail: "no memory for \(rows) rows of \(width) pixels")
        }
        self.memory = memory.assumingMemoryBound(to: UInt8.self)
    }

    deinit { free(memory) }

    /// The start of row `index`.
    func row(_ index: Int) -> UnsafeMutablePointer<UInt8> { memory + index * stride }
}

/// Where decoded rows go, top to bottom: into the area resampler, or copied whole when the
/// image is not enough larger than the target to shrink.
final class RowSink {
    private let output: PixelBuffer
    private let resampler: AreaResampler?
    private var row = 0

    /// Takes `width` x `height` rows into an output of `outputSize` (the same size when nil).
    init(width: Int, height: Int, outputSize: PixelSize?) throws {
        let size = outputSize ?? PixelSize(width: width, height: height)
        output = try PixelBuffer(width: size.width, height: size.height, hasAlpha: false)
        resampler =
            size == PixelSize(width: width, height: height)
            ? nil : AreaResampler(sourceWidth: width, sourceHeight: height, output: output)
    }

    /// Takes the next row.
    func push(_ line: UnsafeMutablePointer<UInt8>) {
        if let resampler {
            resampler.push(UnsafePointer(line))
        } else if row < output.height {
            (output.baseAddress + row * output.bytesPerRow).copyMemory(
                from: line, byteCount: output.width * 4)
        }
        row += 1
    }

    /// The finished output.
    func finish() -> PixelBuffer {
        resampler?.finish()
        return output
    }
}

/// The planes of one decoded 8-bit frame, checked to be a layout this converter reads.
struct FramePlanes: @unchecked Sendable {
    let luma: UnsafePointer<UInt8>
    let lumaStride: Int
    let chroma: (cb: UnsafePointer<UInt8>, cr: UnsafePointer<UInt8>, stride: Int)?
    let shiftX: Int
    let shiftY: Int

    /// The planes of `frame`; throws unless it is 8-bit planar YCbCr or grey covering `size`.
    init(_ frame: UnsafeMutablePointer<AVFrame>, covering size: PixelSize) throws {
        let format = AVPixelFormat(frame.pointee.format)
        let shifts: [Int32: (Int, Int)] = [
            AV_PIX_FMT_YUV420P.rawValue: (1, 1), AV_PIX_FMT_YUVJ420P.rawValue: (1, 1),
            AV_PIX_FMT_YUV422P.rawValue: (1, 0), AV_PIX_FMT_YUVJ422P.rawValue: (1, 0),
            AV_PIX_FMT_YUV444P.rawValue: (0, 0), AV_PIX_FMT_YUVJ444P.rawValue: (0, 0),
        ]
        guard Int(frame.pointee.width) >= size.width, Int(frame.pointee.height) >= size.height,
            let y = frame.pointee.data.0
        else {
            throw ImageError.corrupt(
                .heif,
                detail:
                    "a decoded image of \(frame.pointee.width)x\(frame.pointee.height) is smaller than its \(size)"
            )
        }
        luma = UnsafePointer(y)
        lumaStride = Int(frame.pointee.linesize.0)
        if let (x, yShift) = shifts[format.rawValue], let cb = frame.pointee.data.1,
            let cr = frame.pointee.data.2
        {
            chroma = (UnsafePointer(cb), UnsafePointer(cr), Int(frame.pointee.linesize.1))
            (shiftX, shiftY) = (x, yShift)
        } else if format == AV_PIX_FMT_GRAY8 {
            chroma = nil
            (shiftX, shiftY) = (0, 0)
        } else {
            throw ImageError.unsupported(.heif, detail: "decoded pixel format \(format.rawValue)")
        }
    }

    /// Converts `columns` of plane row `row` to opaque BGRA at `target`.
    func convert(
        row: Int, columns: Range<Int>, coefficients: YCbCrCoefficients,
        into target: UnsafeMutablePointer<UInt8>
    ) {
        let y = luma + row * lumaStride + columns.lowerBound
        let chromaRow = (row >> shiftY) * (chroma?.stride ?? 0)
        coefficients.convertRow(
            y: y, cb: chroma.map { $0.cb + chromaRow }, cr: chroma.map { $0.cr + chromaRow },
            firstX: columns.lowerBound, shiftX: shiftX, count: columns.count, into: target)
    }
}

/// HEVC decoders lent to worker threads and taken back, one per configuration in use at once.
final class DecoderPool: @unchecked Sendable {
    private let library: AVCodecLibrary
    private let bytes: UnsafeRawBufferPointer
    private let lock = NSLock()
    private var idle: [HEVCFrameDecoder] = []

    init(library: AVCodecLibrary, bytes: UnsafeRawBufferPointer) {
        self.library = library
        self.bytes = bytes
    }

    /// A decoder set up for `tile`'s configuration: an idle one, or a new one.
    func borrow(_ tile: HEVCImagePlan.Tile, threads: Int) throws -> HEVCFrameDecoder {
        let configuration = Array(bytes[tile.configuration])
        lock.lock()
        if let index = idle.firstIndex(where: { $0.configuration == configuration }) {
            defer { lock.unlock() }
            return idle.remove(at: index)
        }
        lock.unlock()
        return try HEVCFrameDecoder(library: library, configuration: configuration, threads: threads)
    }

    /// Returns a decoder for another tile to use.
    func giveBack(_ decoder: HEVCFrameDecoder) {
        lock.lock()
        idle.append(decoder)
        lock.unlock()
    }
}
