internal import CLCMS
import Foundation
import OutdoorRaster

extension ColourSpace {
    /// Converts sRGB colours (red, green, blue from 0 to 1, three values per colour) into this
    /// space with the relative colorimetric intent; sRGB returns them unchanged.
    public func fromSRGB(_ rgb: [Double]) throws -> [Double] {
        guard self != .sRGB, !rgb.isEmpty else { return rgb }
        let context = try LCMSContext()
        let transform = try ColourTransform(
            from: try ColourProfile.sRGB(context), format: oc_lcms_type_rgb_dbl(), to: try profile(context),
            format: oc_lcms_type_rgb_dbl(), intent: ColourTransform.relativeColorimetric)
        var input = rgb
        var output = [Double](repeating: 0, count: rgb.count)
        input.withUnsafeMutableBytes { i in
            output.withUnsafeMutableBytes { o in
                if let ib = i.baseAddress, let ob = o.baseAddress {
                    transform.apply(ib, ob, count: rgb.count / 3)
                }
            }
        }
        return output.map { min(1, max(0, $0)) }
    }

    /// Converts sRGB pixels (premultiplied BGRA) in place into this space; sRGB leaves them.
    public func convertFromSRGB(_ pixels: PixelBuffer) throws {
        guard self != .sRGB else { return }
        try PhotoColourConversion.convertOrThrow(pixels, from: .sRGB, to: self)
    }
}
