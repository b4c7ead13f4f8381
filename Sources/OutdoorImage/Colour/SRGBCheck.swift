internal import CLCMS
import Foundation

/// Whether a photo's colours are already sRGB, so its pixels (or its compressed data) can go
/// where sRGB is assumed without a conversion.
public enum SRGBCheck {
    /// True when the JPEG `data` declares no colour space, or an RGB profile that takes every
    /// test colour onto itself in sRGB within `tolerance` levels (a camera's sRGB profile);
    /// false for another space (Display P3, Adobe RGB), a grey or damaged profile.
    public static func jpegIsSRGB(_ data: Data, tolerance: Int = 2) -> Bool {
        let colour = data.withUnsafeBytes { ColourLocator.jpeg($0) }
        return isSRGB(colour, tolerance: tolerance)
    }

    /// `jpegIsSRGB` for a colour description already read.
    static func isSRGB(_ colour: PhotoColour, tolerance: Int) -> Bool {
        if colour.isSRGB { return true }
        guard case .icc(let icc) = colour,
            let context = try? LCMSContext(),
            let source = try? ColourProfile(icc: icc, context: context),
            source.space == cmsSigRgbData, source.deviceClass != cmsSigLinkClass,
            let target = try? ColourProfile.sRGB(context),
            let transform = try? ColourTransform(
                from: source, format: oc_lcms_type_bgra_8(), to: target, format: oc_lcms_type_bgra_8(),
                intent: ColourTransform.perceptual)
        else { return false }
        let levels: [UInt8] = [0, 32, 64, 96, 128, 160, 192, 224, 255]
        var input: [UInt8] = []
        for r in levels {
            for g in levels {
                for b in levels { input += [b, g, r, 255] }
            }
        }
        var output = [UInt8](repeating: 0, count: input.count)
        input.withUnsafeBytes { i in
            output.withUnsafeMutableBytes { o in
                if let ib = i.baseAddress, let ob = o.baseAddress {
                    transform.apply(ib, ob, count: input.count / 4)
                }
            }
        }
        for index in stride(from: 0, to: input.count, by: 4) {
            for channel in 0..<3
            where abs(Int(input[index + channel]) - Int(output[index + channel])) > tolerance {
                return false
            }
        }
        return true
    }
}
