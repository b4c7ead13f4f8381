internal import CLCMS
import Foundation
import OutdoorRaster

/// Owns one Little CMS transform between two profiles of the same context.
final class ColourTransform {
    /// The context the transform lives in.
    let context: LCMSContext
    /// The transform handle, deleted in deinit.
    let handle: cmsHTRANSFORM
    /// lcms's perceptual intent: matrix/shaper profiles treat it as relative colorimetric.
    static let perceptual = cmsUInt32Number(INTENT_PERCEPTUAL)
    /// lcms's relative colorimetric intent.
    static let relativeColorimetric = cmsUInt32Number(INTENT_RELATIVE_COLORIMETRIC)

    /// Makes a transform; the formats are lcms TYPE_ values (see the CLCMS shim).
    init(
        from source: ColourProfile, format inputFormat: cmsUInt32Number, to target: ColourProfile,
        format outputFormat: cmsUInt32Number, intent: cmsUInt32Number, flags: cmsUInt32Number = 0
    ) throws {
        context = source.context
        let made = cmsCreateTransformTHR(
            context.handle, source.handle, inputFormat, target.handle, outputFormat, intent, flags)
        handle = try context.check(made, "cmsCreateTransform")
    }

    deinit { cmsDeleteTransform(handle) }

    /// Transforms `count` pixels from `input` to `output` (which must not overlap).
    func apply(_ input: UnsafeRawPointer, _ output: UnsafeMutableRawPointer, count: Int) {
        cmsDoTransform(handle, input, output, cmsUInt32Number(count))
    }

    /// Transforms every row of `pixels` in place (through one scratch row); both formats must
    /// be 4 bytes per pixel.
    func applyInPlace(_ pixels: PixelBuffer) throws {
        let rowBytes = pixels.width * 4
        guard let scratch = malloc(max(rowBytes, 4)) else {
            throw ImageError.outOfMemory(detail: "no memory for one row of \(pixels.width) pixels")
        }
        defer { free(scratch) }
        for y in 0..<pixels.height {
            let row = pixels.baseAddress + y * pixels.bytesPerRow
            scratch.copyMemory(from: row, byteCount: rowBytes)
            cmsDoTransform(handle, scratch, row, cmsUInt32Number(pixels.width))
        }
    }
}
