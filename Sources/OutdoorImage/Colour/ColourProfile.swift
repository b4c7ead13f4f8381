internal import CLCMS
import Foundation

/// Owns one Little CMS profile (opened from ICC bytes or built from primaries and a curve).
final class ColourProfile {
    /// The context the profile lives in (kept alive as long as the profile).
    let context: LCMSContext
    /// The profile handle, closed in deinit.
    let handle: cmsHPROFILE

    /// The most bytes an embedded profile may have (4 MB: large CMYK profiles are about 2 MB).
    static let maxBytes = 4 << 20

    private init(context: LCMSContext, handle: cmsHPROFILE) {
        self.context = context
        self.handle = handle
    }

    deinit { cmsCloseProfile(handle) }

    /// Opens ICC bytes; refuses more than `maxBytes` and anything lcms cannot parse.
    convenience init(icc: Data, context: LCMSContext) throws {
        guard icc.count <= Self.maxBytes else {
            throw ColourError.profileTooLarge(bytes: icc.count, limit: Self.maxBytes)
        }
        let opened = icc.withUnsafeBytes { bytes in
            cmsOpenProfileFromMemTHR(context.handle, bytes.baseAddress, cmsUInt32Number(bytes.count))
        }
        self.init(context: context, handle: try context.check(opened, "cmsOpenProfileFromMem"))
    }

    /// lcms's own sRGB profile.
    static func sRGB(_ context: LCMSContext) throws -> ColourProfile {
        ColourProfile(
            context: context,
            handle: try context.check(cmsCreate_sRGBProfileTHR(context.handle), "cmsCreate_sRGBProfile"))
    }

    /// An RGB matrix/shaper profile: `white` and `primaries` as CIE xy, one curve for all three
    /// channels, described as `name`.
    static func rgb(
        white: (x: Double, y: Double), primaries: ColourPrimaries, curve: ToneCurve, name: String,
        _ context: LCMSContext
    ) throws -> ColourProfile {
        var whitePoint = cmsCIExyY(x: white.x, y: white.y, Y: 1)
        var xyY = cmsCIExyYTRIPLE(
            Red: cmsCIExyY(x: primaries.red.x, y: primaries.red.y, Y: 1),
            Green: cmsCIExyY(x: primaries.green.x, y: primaries.green.y, Y: 1),
            Blue: cmsCIExyY(x: primaries.blue.x, y: primaries.blue.y, Y: 1))
        let tone = try curve.make(context)
        defer { cmsFreeToneCurve(tone) }
        var curves: [OpaquePointer?] = [tone, tone, tone]
        let made = curves.withUnsafeMutableBufferPointer {
            cmsCreateRGBProfileTHR(context.handle, &whitePoint, &xyY, $0.baseAddress)
        }
        let profile = ColourProfile(context: context, handle: try context.check(made, "cmsCreateRGBProfile"))
        try profile.describe(name)
        return profile
    }

    /// A grey profile: D65 white and `curve`, described as `name`.
    static func grey(curve: ToneCurve, name: String, _ context: LCMSContext) throws -> ColourProfile {
        var white = cmsCIExyY(x: 0.3127, y: 0.3290, Y: 1)
        let tone = try curve.make(context)
        defer { cmsFreeToneCurve(tone) }
        let made = cmsCreateGrayProfileTHR(context.handle, &white, tone)
        let profile = ColourProfile(context: context, handle: try context.check(made, "cmsCreateGrayProfile"))
        try profile.describe(name)
        return profile
    }

    /// The profile's colour space (what its device values are).
    var space: cmsColorSpaceSignature { cmsGetColorSpace(handle) }

    /// The profile's class (input, display, output, link...).
    var deviceClass: cmsProfileClassSignature { cmsGetDeviceClass(handle) }

    /// The profile as ICC bytes.
    func iccData() throws -> Data {
        var size: cmsUInt32Number = 0
        try context.check(cmsSaveProfileToMem(handle, nil, &size), "cmsSaveProfileToMem")
        var data = Data(count: Int(size))
        let saved = data.withUnsafeMutableBytes { cmsSaveProfileToMem(handle, $0.baseAddress, &size) }
        try context.check(saved, "cmsSaveProfileToMem")
        // Little CMS stamps the header with the time the profile was made (bytes 24-35); a fixed
        // date keeps every output that embeds the profile the same from run to run.
        if data.count >= 128 {
            let fixed: [UInt16] = [2026, 1, 1, 0, 0, 0]
            let bytes = fixed.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
            data.replaceSubrange(24..<36, with: bytes)
        }
        return data
    }

    /// Sets the profile's description tag (and a copyright line).
    private func describe(_ name: String) throws {
        for (signature, text) in [
            (cmsSigProfileDescriptionTag, name), (cmsSigCopyrightTag, "No copyright, use freely"),
        ] {
            let mlu = try context.check(cmsMLUalloc(context.handle, 1), "cmsMLUalloc")
            defer { cmsMLUfree(mlu) }
            try context.check(cmsMLUsetASCII(mlu, "en", "US", text), "cmsMLUsetASCII")
            try context.check(cmsWriteTag(handle, signature, UnsafeRawPointer(mlu)), "cmsWriteTag")
        }
    }
}

/// Red, green and blue primaries as CIE xy.
struct ColourPrimaries: Equatable {
    var red: (x: Double, y: Double)
    var green: (x: Double, y: Double)
    var blue: (x: Double, y: Double)

    static func == (a: ColourPrimaries, b: ColourPrimaries) -> Bool {
        a.red == b.red && a.green == b.green && a.blue == b.blue
    }

    /// ITU-R BT.709, the primaries of sRGB.
    static let bt709 = ColourPrimaries(red: (0.64, 0.33), green: (0.30, 0.60), blue: (0.15, 0.06))
    /// DCI-P3's primaries, those of Display P3 (with a D65 white).
    static let p3 = ColourPrimaries(red: (0.680, 0.320), green: (0.265, 0.690), blue: (0.150, 0.060))
    /// ITU-R BT.2020.
    static let bt2020 = ColourPrimaries(red: (0.708, 0.292), green: (0.170, 0.797), blue: (0.131, 0.046))
    /// ITU-R BT.601 for 625-line video (BT.470 B/G, PAL): nclx primaries 5.
    static let bt601PAL = ColourPrimaries(red: (0.64, 0.33), green: (0.29, 0.60), blue: (0.15, 0.06))
    /// ITU-R BT.601 for 525-line video (SMPTE 170M and 240M, NTSC): nclx primaries 6 and 7.
    static let bt601NTSC = ColourPrimaries(red: (0.630, 0.340), green: (0.310, 0.595), blue: (0.155, 0.070))
    /// Adobe RGB (1998).
    static let adobeRGB = ColourPrimaries(red: (0.64, 0.33), green: (0.21, 0.71), blue: (0.15, 0.06))
}

/// The D65 white point as CIE xy.
let whiteD65 = (x: 0.3127, y: 0.3290)

/// A transfer curve from encoded values to linear light.
enum ToneCurve: Equatable {
    /// A pure power law.
    case gamma(Double)
    /// The sRGB curve (IEC 61966-2-1), also Display P3's.
    case sRGB
    /// The BT.709 / BT.2020 camera curve.
    case bt709

    /// An lcms tone curve the caller frees with cmsFreeToneCurve.
    func make(_ context: LCMSContext) throws -> OpaquePointer {
        switch self {
        case .gamma(let value):
            return try context.check(cmsBuildGamma(context.handle, value), "cmsBuildGamma")
        case .sRGB:
            let parameters: [Double] = [2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045]
            return try context.check(
                cmsBuildParametricToneCurve(context.handle, 4, parameters), "cmsBuildParametricToneCurve")
        case .bt709:
            let parameters: [Double] = [1 / 0.45, 1 / 1.099, 0.099 / 1.099, 1 / 4.5, 0.081]
            return try context.check(
                cmsBuildParametricToneCurve(context.handle, 4, parameters), "cmsBuildParametricToneCurve")
        }
    }
}
