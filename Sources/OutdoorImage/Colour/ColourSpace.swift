import Foundation

/// The colour space a card is composed in, and that its outputs are tagged with.
public enum ColourSpace: String, Sendable, CaseIterable, Hashable {
    /// sRGB (IEC 61966-2-1): what every screen and browser assumes for untagged images.
    case sRGB = "srgb"
    /// Display P3: DCI-P3 primaries, D65 white, the sRGB curve; the space of iPhone photos.
    case displayP3 = "p3"

    /// The name people know it by.
    public var displayName: String {
        switch self {
        case .sRGB: return "sRGB"
        case .displayP3: return "Display P3"
        }
    }

    /// The ICC profile embedded in outputs in this space (made by Little CMS, a few hundred
    /// bytes); empty only if Little CMS could not make it.
    public var iccProfile: Data {
        switch self {
        case .sRGB: return Self.sRGBProfile
        case .displayP3: return Self.displayP3Profile
        }
    }

    private static let sRGBProfile = (try? ColourSpace.sRGB.makeICC()) ?? Data()
    private static let displayP3Profile = (try? ColourSpace.displayP3.makeICC()) ?? Data()

    private func makeICC() throws -> Data {
        try profile(LCMSContext()).iccData()
    }

    /// The space's profile in `context`.
    func profile(_ context: LCMSContext) throws -> ColourProfile {
        switch self {
        case .sRGB:
            return try ColourProfile.sRGB(context)
        case .displayP3:
            return try ColourProfile.rgb(
                white: whiteD65, primaries: .p3, curve: .sRGB, name: "Display P3", context)
        }
    }
}

/// What a photo says about its own colours, as read from its file.
public enum PhotoColour: Equatable, Sendable {
    /// Nothing: the photo is taken as sRGB.
    case unspecified
    /// Declared sRGB (PNG sRGB chunk, HEIF nclx with sRGB primaries and curve).
    case sRGB
    /// An embedded ICC profile (JPEG APP2, PNG iCCP, HEIF colr prof/rICC).
    case icc(Data)
    /// PNG gAMA (`fileGamma`, e.g. 0.45455) and optionally cHRM (white, red, green, blue as
    /// eight CIE x, y values).
    case pngGamma(fileGamma: Double, chromaticities: [Double]?)
    /// HEIF nclx: ITU-T H.273 colour primaries and transfer characteristics.
    case nclx(primaries: Int, transfer: Int)
    /// A profile was there but could not be read; `reason` says why. Taken as sRGB.
    case damaged(reason: String)

    /// A short name for messages ("an embedded ICC profile", "sRGB"...).
    public var summary: String {
        switch self {
        case .unspecified: return "no colour profile (taken as sRGB)"
        case .sRGB: return "sRGB"
        case .icc(let data): return "an ICC profile of \(data.count) bytes"
        case .pngGamma(let gamma, let chrm):
            return "PNG gamma \(gamma)" + (chrm == nil ? "" : " with chromaticities")
        case .nclx(let p, let t): return "nclx primaries \(p), transfer \(t)"
        case .damaged(let reason): return "a damaged colour profile (\(reason))"
        }
    }
}
