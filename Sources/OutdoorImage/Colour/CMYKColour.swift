internal import CLCMS
import Foundation

/// A CMYK JPEG's embedded profile and the space to convert it into; the JPEG decoder asks it
/// for a transform once it knows the file is CMYK, and it records what happened.
final class CMYKColour {
    /// The embedded profile.
    let icc: Data
    /// The card's space.
    let space: ColourSpace
    /// Whether the rows went through the profile (and so are already in `space`).
    private(set) var converted = false
    /// Why the profile could not be used, or nil.
    private(set) var warning: String?

    /// Makes the request.
    init(icc: Data, space: ColourSpace) {
        self.icc = icc
        self.space = space
    }

    /// A transform from the file's CMYK (inverted when Adobe wrote it) into opaque BGRA in
    /// `space`, or nil (with `warning` set) when the profile cannot be used.
    func transform(adobeInverted: Bool) -> ColourTransform? {
        do {
            let context = try LCMSContext()
            let source = try ColourProfile(icc: icc, context: context)
            guard source.space == cmsSigCmykData else {
                throw ColourError.unsupportedSpace("is not for CMYK, but the photo is CMYK")
            }
            let transform = try ColourTransform(
                from: source, format: adobeInverted ? oc_lcms_type_cmyk_8_rev() : oc_lcms_type_cmyk_8(),
                to: try space.profile(context), format: oc_lcms_type_bgra_8(),
                intent: ColourTransform.perceptual)
            converted = true
            return transform
        } catch {
            warning = "\(error); its colours are taken as plain CMYK"
            return nil
        }
    }
}
