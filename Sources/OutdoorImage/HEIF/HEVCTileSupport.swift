internal import CAVCodec
import Foundation
import OutdoorRaster

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

    /// Takes rows `rows` of `band`.
    func push(_ band: PixelBuffer, rows: Range<Int>) {
        for row in rows { push(band.row(row)) }
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
///
/// Worker threads read the planes at once while the frame stays untouched: its decoder decodes
/// nothing more until the run converting it is over.
struct FramePlanes: @unchecked Sendable {  // reason: pointers into a libavcodec frame, read by workers
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
