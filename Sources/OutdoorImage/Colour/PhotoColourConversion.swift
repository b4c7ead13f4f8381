internal import CLCMS
import Foundation
import OutdoorRaster

/// Converts a decoded (already resampled) photo from its own colours into a card's space.
enum PhotoColourConversion {
    /// Converts `pixels` (premultiplied BGRA) in place from `colour` into `space`.
    ///
    /// Uses the perceptual intent; returns a warning when the photo's profile could not be used
    /// (the photo is then taken as sRGB). Photos without a profile are sRGB: into sRGB, a no-op.
    static func convert(_ pixels: PixelBuffer, from colour: PhotoColour, to space: ColourSpace) -> String? {
        do {
            try convertOrThrow(pixels, from: colour, to: space)
            return nil
        } catch {
            // Taken as sRGB: into sRGB, the pixels stay as decoded; into P3, convert from sRGB.
            if space != .sRGB { try? convertOrThrow(pixels, from: .sRGB, to: space) }
            return "\(error); its colours are shown as if they were sRGB and may look a little off"
        }
    }

    /// Converts, throwing `ColourError` when the photo's description cannot be used.
    static func convertOrThrow(_ pixels: PixelBuffer, from colour: PhotoColour, to space: ColourSpace) throws
    {
        if colour.isSRGB && space == .sRGB { return }
        let context = try LCMSContext()
        let source = try sourceProfile(colour, context)
        let target = try space.profile(context)
        guard source.deviceClass != cmsSigLinkClass, source.deviceClass != cmsSigAbstractClass,
            source.deviceClass != cmsSigNamedColorClass
        else { throw ColourError.unsupportedSpace("is a link, abstract or named-colour profile") }
        switch source.space {
        case cmsSigRgbData:
            if let fast = MatrixShaperTransform(from: source, to: target, intent: ColourTransform.perceptual)
            {
                fast.apply(pixels)
                return
            }
            let format = pixels.hasAlpha ? oc_lcms_type_bgra_8_premul() : oc_lcms_type_bgra_8()
            let transform = try ColourTransform(
                from: source, format: format, to: target, format: format, intent: ColourTransform.perceptual,
                flags: cmsUInt32Number(cmsFLAGS_COPY_ALPHA))
            try transform.applyInPlace(pixels)
        case cmsSigGrayData:
            try convertGrey(pixels, from: source, to: space, context)
        case cmsSigCmykData:
            throw ColourError.unsupportedSpace("is for CMYK, but the photo is RGB")
        default:
            throw ColourError.unsupportedSpace("is for neither RGB, grey nor CMYK")
        }
    }

    /// A grey profile's curve applied to each channel through a 256-entry table: a grey photo's
    /// channels are equal, so this is its conversion onto the target's neutral axis.
    private static func convertGrey(
        _ pixels: PixelBuffer, from source: ColourProfile, to space: ColourSpace, _ context: LCMSContext
    ) throws {
        let target = try space.profile(context)
        let transform = try ColourTransform(
            from: source, format: oc_lcms_type_gray_8(), to: target, format: oc_lcms_type_bgra_8(),
            intent: ColourTransform.perceptual)
        var input = [UInt8](0...255)
        var output = [UInt8](repeating: 0, count: 256 * 4)
        input.withUnsafeMutableBytes { i in
            output.withUnsafeMutableBytes { o in
                if let ib = i.baseAddress, let ob = o.baseAddress { transform.apply(ib, ob, count: 256) }
            }
        }
        let table = (0..<256).map { output[$0 * 4 + 1] }  // green of each neutral
        for y in 0..<pixels.height {
            let row = (pixels.baseAddress + y * pixels.bytesPerRow).assumingMemoryBound(to: UInt8.self)
            for x in 0..<pixels.width {
                let p = row + x * 4
                let alpha = p[3]
                if alpha == 255 {
                    p[0] = table[Int(p[0])]
                    p[1] = table[Int(p[1])]
                    p[2] = table[Int(p[2])]
                } else if alpha > 0 {
                    for c in 0..<3 {
                        let straight = min(255, (Int(p[c]) * 255 + Int(alpha) / 2) / Int(alpha))
                        p[c] = UInt8((Int(table[straight]) * Int(alpha) + 127) / 255)
                    }
                }
            }
        }
    }

    /// The profile `colour` describes, in `context`.
    static func sourceProfile(_ colour: PhotoColour, _ context: LCMSContext) throws -> ColourProfile {
        switch colour {
        case .unspecified, .sRGB:
            return try ColourProfile.sRGB(context)
        case .damaged(let reason):
            throw ColourError.malformed(reason)
        case .icc(let data):
            return try ColourProfile(icc: data, context: context)
        case .pngGamma(let fileGamma, let chromaticities):
            guard fileGamma.isFinite, fileGamma > 0.1, fileGamma < 10 else {
                throw ColourError.malformed("PNG gamma \(fileGamma) is out of range")
            }
            var white = whiteD65
            var primaries = ColourPrimaries.bt709
            if let c = chromaticities {
                guard c.count == 8, c.allSatisfy({ $0 > 0 && $0 < 1 }) else {
                    throw ColourError.malformed("PNG chromaticities out of range")
                }
                white = (c[0], c[1])
                primaries = ColourPrimaries(red: (c[2], c[3]), green: (c[4], c[5]), blue: (c[6], c[7]))
            }
            return try ColourProfile.rgb(
                white: white, primaries: primaries, curve: .gamma(1 / fileGamma), name: "PNG gAMA/cHRM",
                context)
        case .nclx(let primaryCode, let transferCode):
            let primaries: ColourPrimaries
            switch primaryCode {
            case 1, 2: primaries = .bt709
            case 12: primaries = .p3
            case 9: primaries = .bt2020
            case 5: primaries = .bt601PAL
            case 6, 7: primaries = .bt601NTSC
            default:
                throw ColourError.unsupportedSpace(
                    "(HEIF nclx) names colour primaries \(primaryCode), which outdoor cannot convert")
            }
            let curve: ToneCurve
            switch transferCode {
            case 2, 13: curve = .sRGB
            case 1, 6, 14, 15: curve = .bt709
            case 4: curve = .gamma(2.2)
            case 5: curve = .gamma(2.8)
            case 8: curve = .gamma(1)
            default:
                throw ColourError.unsupportedSpace(
                    "(HEIF nclx) names tone curve \(transferCode), which outdoor cannot convert")
            }
            return try ColourProfile.rgb(
                white: whiteD65, primaries: primaries, curve: curve, name: "nclx", context)
        }
    }
}

extension PhotoColour {
    /// Whether the photo's colours are sRGB as they stand (nothing to convert into sRGB).
    var isSRGB: Bool {
        switch self {
        case .unspecified, .sRGB: return true
        case .pngGamma(let gamma, nil): return abs(gamma - 0.45455) < 0.0005
        case .nclx(let p, let t): return (p == 1 || p == 2) && (t == 2 || t == 13)
        default: return false
        }
    }
}
