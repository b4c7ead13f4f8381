import CLCMS
import Foundation

/// ICC profiles made with Little CMS for the colour tests, and lcms's own (floating-point)
/// conversions of single colours to check the pipeline's 8-bit results against.
///
/// Made here rather than shipped: Display P3, Adobe RGB (1998) and a gamma-1.8 grey are
/// matrix/shaper profiles from published primaries and curves; the CMYK profile is an
/// invented press (a 9-point CLUT from CMYK to Lab whose inks are impure), so a conversion
/// that ignored it would land far from its colours.
public enum TestProfiles {
    /// Display P3: DCI-P3 primaries, D65, the sRGB curve.
    public static func displayP3() throws -> Data {
        try rgb(primaries: [0.680, 0.320, 0.265, 0.690, 0.150, 0.060], curve: .sRGB)
    }

    /// lcms's built-in sRGB.
    public static func sRGB() throws -> Data {
        let profile = try made(cmsCreate_sRGBProfile())
        defer { cmsCloseProfile(profile) }
        return try save(profile)
    }

    /// lcms's built-in sRGB with `text` as its copyright tag: a profile that is sRGB in effect
    /// and carries text of its own.
    public static func sRGB(copyright text: String) throws -> Data {
        let profile = try made(cmsCreate_sRGBProfile())
        defer { cmsCloseProfile(profile) }
        let mlu = try made(cmsMLUalloc(nil, 1))
        defer { cmsMLUfree(mlu) }
        guard cmsMLUsetASCII(mlu, "en", "US", text) != 0,
            cmsWriteTag(profile, cmsSigCopyrightTag, UnsafeRawPointer(mlu)) != 0
        else {
            throw TestProfileError.lcms("write a copyright tag")
        }
        return try save(profile)
    }

    /// Adobe RGB (1998): its primaries, D65, gamma 563/256.
    public static func adobeRGB() throws -> Data {
        try rgb(primaries: [0.64, 0.33, 0.21, 0.71, 0.15, 0.06], curve: .gamma(563.0 / 256.0))
    }

    /// A grey profile with a D65 white and a pure power curve of `gamma`.
    public static func grey(gamma: Double) throws -> Data {
        var white = cmsCIExyY(x: 0.3127, y: 0.3290, Y: 1)
        let tone = try made(cmsBuildGamma(nil, gamma))
        defer { cmsFreeToneCurve(tone) }
        let profile = try made(cmsCreateGrayProfile(&white, tone))
        defer { cmsCloseProfile(profile) }
        return try save(profile)
    }

    /// The invented CMYK press (see the type's summary), CMYK -> Lab in its AToB0 tag.
    public static func cmyk() throws -> Data {
        let profile = try made(cmsCreateProfilePlaceholder(nil))
        defer { cmsCloseProfile(profile) }
        cmsSetProfileVersion(profile, 4.3)
        cmsSetDeviceClass(profile, cmsSigOutputClass)
        cmsSetColorSpace(profile, cmsSigCmykData)
        cmsSetPCS(profile, cmsSigLabData)
        let srgb = try made(cmsCreate_sRGBProfile())
        defer { cmsCloseProfile(srgb) }
        let lab = try made(cmsCreateLab4Profile(nil))
        defer { cmsCloseProfile(lab) }
        let toLab = try made(
            cmsCreateTransform(
                srgb, oc_lcms_type_rgb_dbl(), lab, oc_lcms_type_lab_dbl(),
                cmsUInt32Number(INTENT_RELATIVE_COLORIMETRIC),
                0))
        defer { cmsDeleteTransform(toLab) }
        let pipeline = try made(cmsPipelineAlloc(nil, 4, 3))
        defer { cmsPipelineFree(pipeline) }
        let clut = try made(cmsStageAllocCLut16bit(nil, 9, 4, 3, nil))
        // lutAtoBType wants curves on both sides of the table: identity ones.
        let inputCurves = try made(cmsStageAllocToneCurves(nil, 4, nil))
        let outputCurves = try made(cmsStageAllocToneCurves(nil, 3, nil))
        guard cmsStageSampleCLut16bit(clut, cmykSampler, toLab, 0) != 0,
            cmsPipelineInsertStage(pipeline, cmsAT_BEGIN, clut) != 0,
            cmsPipelineInsertStage(pipeline, cmsAT_BEGIN, inputCurves) != 0,
            cmsPipelineInsertStage(pipeline, cmsAT_END, outputCurves) != 0,
            cmsWriteTag(profile, cmsSigAToB0Tag, UnsafeRawPointer(pipeline)) != 0
        else { throw TestProfileError.lcms("could not build the CMYK table") }
        return try save(profile)
    }

    /// The invented press's colour of an ink mix (0-1 each) as sRGB 0-1, before Lab.
    static func pressRGB(_ c: Double, _ m: Double, _ y: Double, _ k: Double) -> [Double] {
        // Impure inks: cyan dulls green a little, magenta takes some red, yellow some green.
        let red = (1 - c) * (1 - 0.12 * m) * (1 - k)
        let green = (1 - m) * (1 - 0.25 * c) * (1 - 0.08 * y) * (1 - k)
        let blue = (1 - y) * (1 - 0.15 * m) * (1 - 0.1 * c) * (1 - k * 0.92)
        return [red, green, blue].map { min(1, max(0, $0)) }
    }

    /// lcms's floating-point conversion of one colour from `icc` into sRGB (or `target`).
    ///
    /// Perceptual intent; 0-255 values (unrounded). `values` are 0-1 for RGB and grey, ink
    /// fractions 0-1 for CMYK.
    public static func reference(_ values: [Double], from icc: Data, to target: Data? = nil) throws
        -> [Double]
    {
        let source = try open(icc)
        defer { cmsCloseProfile(source) }
        let destination = try target.map(open) ?? made(cmsCreate_sRGBProfile())
        defer { cmsCloseProfile(destination) }
        let space = cmsGetColorSpace(source)
        let format: cmsUInt32Number
        var input = values
        switch space {
        case cmsSigGrayData: format = oc_lcms_type_gray_dbl()
        case cmsSigCmykData:
            format = oc_lcms_type_cmyk_dbl()
            input = values.map { $0 * 100 }
        default: format = oc_lcms_type_rgb_dbl()
        }
        let transform = try made(
            cmsCreateTransform(
                source, format, destination, oc_lcms_type_rgb_dbl(), cmsUInt32Number(INTENT_PERCEPTUAL), 0))
        defer { cmsDeleteTransform(transform) }
        var output = [Double](repeating: 0, count: 3)
        cmsDoTransform(transform, &input, &output, 1)
        return output.map { min(255, max(0, $0 * 255)) }
    }

    /// lcms's floating-point conversion of 8-bit RGB triples from `icc` into sRGB (or
    /// `target`), perceptual intent, as unrounded 0-255 values (three per pixel).
    public static func referenceRGB(_ rgb: [UInt8], from icc: Data, to target: Data? = nil) throws -> [Double]
    {
        let source = try open(icc)
        defer { cmsCloseProfile(source) }
        let destination = try target.map(open) ?? made(cmsCreate_sRGBProfile())
        defer { cmsCloseProfile(destination) }
        let transform = try made(
            cmsCreateTransform(
                source, oc_lcms_type_rgb_dbl(), destination, oc_lcms_type_rgb_dbl(),
                cmsUInt32Number(INTENT_PERCEPTUAL), 0))
        defer { cmsDeleteTransform(transform) }
        var input = rgb.map { Double($0) / 255 }
        var output = [Double](repeating: 0, count: input.count)
        cmsDoTransform(transform, &input, &output, cmsUInt32Number(rgb.count / 3))
        return output.map { min(255, max(0, $0 * 255)) }
    }

    /// An RGB profile with a D65 white, `primaries` as six CIE x, y values (red, green, blue).
    private static func rgb(primaries p: [Double], curve: Curve) throws -> Data {
        var white = cmsCIExyY(x: 0.3127, y: 0.3290, Y: 1)
        var triple = cmsCIExyYTRIPLE(
            Red: cmsCIExyY(x: p[0], y: p[1], Y: 1), Green: cmsCIExyY(x: p[2], y: p[3], Y: 1),
            Blue: cmsCIExyY(x: p[4], y: p[5], Y: 1))
        let tone: OpaquePointer
        switch curve {
        case .gamma(let g): tone = try made(cmsBuildGamma(nil, g))
        case .sRGB:
            tone = try made(
                cmsBuildParametricToneCurve(nil, 4, [2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045]))
        }
        defer { cmsFreeToneCurve(tone) }
        var curves: [OpaquePointer?] = [tone, tone, tone]
        let profile = try made(
            curves.withUnsafeMutableBufferPointer { cmsCreateRGBProfile(&white, &triple, $0.baseAddress) })
        defer { cmsCloseProfile(profile) }
        return try save(profile)
    }

    private enum Curve {
        case gamma(Double)
        case sRGB
    }

    private static func open(_ icc: Data) throws -> cmsHPROFILE {
        try made(icc.withUnsafeBytes { cmsOpenProfileFromMem($0.baseAddress, cmsUInt32Number($0.count)) })
    }

    private static func save(_ profile: cmsHPROFILE) throws -> Data {
        var size: cmsUInt32Number = 0
        guard cmsSaveProfileToMem(profile, nil, &size) != 0 else { throw TestProfileError.lcms("save") }
        var data = Data(count: Int(size))
        guard data.withUnsafeMutableBytes({ cmsSaveProfileToMem(profile, $0.baseAddress, &size) }) != 0 else {
            throw TestProfileError.lcms("save")
        }
        return data
    }

    private static func made<T>(_ value: T?) throws -> T {
        guard let value else { throw TestProfileError.lcms("a call returned nothing") }
        return value
    }
}

/// The CLUT sampler of `TestProfiles.cmyk`: CMYK (16-bit) in, encoded Lab out.
private func cmykSampler(
    _ input: UnsafePointer<cmsUInt16Number>?, _ output: UnsafeMutablePointer<cmsUInt16Number>?,
    _ cargo: UnsafeMutableRawPointer?
) -> cmsInt32Number {
    guard let input, let output, let cargo else { return 0 }
    let ink = (0..<4).map { Double(input[$0]) / 65535 }
    var rgb = TestProfiles.pressRGB(ink[0], ink[1], ink[2], ink[3])
    var lab = cmsCIELab(L: 0, a: 0, b: 0)
    cmsDoTransform(cargo, &rgb, &lab, 1)
    var encoded = [cmsUInt16Number](repeating: 0, count: 3)
    cmsFloat2LabEncoded(&encoded, &lab)
    for i in 0..<3 { output[i] = encoded[i] }
    return 1
}

/// Little CMS failed while a test profile was made.
public enum TestProfileError: Error {
    case lcms(String)
}
