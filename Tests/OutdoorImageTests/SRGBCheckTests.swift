import Foundation
import OutdoorImage
import OutdoorRaster
import TestSupport
import XCTest

/// Which JPEGs are sRGB as they are: untagged ones and those whose profile is sRGB in effect.
final class SRGBCheckTests: XCTestCase {
    private func tagged(_ icc: Data?) throws -> Data {
        try JPEGEncoder(quality: 90, iccProfile: icc).encode(try PixelBuffer(width: 16, height: 16))
    }

    func testUntaggedAndSRGBProfilesAreSRGB() throws {
        XCTAssertTrue(SRGBCheck.jpegIsSRGB(try tagged(nil)))
        XCTAssertTrue(SRGBCheck.jpegIsSRGB(try tagged(ColourSpace.sRGB.iccProfile)))
        XCTAssertTrue(SRGBCheck.jpegIsSRGB(try tagged(try TestProfiles.sRGB())))
    }

    func testOtherSpacesAndBrokenProfilesAreNot() throws {
        XCTAssertFalse(SRGBCheck.jpegIsSRGB(try tagged(ColourSpace.displayP3.iccProfile)))
        XCTAssertFalse(SRGBCheck.jpegIsSRGB(try tagged(try TestProfiles.displayP3())))
        XCTAssertFalse(SRGBCheck.jpegIsSRGB(try tagged(try TestProfiles.adobeRGB())))
        XCTAssertFalse(
            SRGBCheck.jpegIsSRGB(
                try PhotoFixtures.greyPatchJPEG(grey: 128, icc: try TestProfiles.grey(gamma: 1.8))))
        XCTAssertFalse(SRGBCheck.jpegIsSRGB(try tagged(Data(repeating: 7, count: 200))))
    }
}
