import Foundation
import OutdoorImage
import OutdoorRaster
import TestSupport
import XCTest

/// Photos tagged with ICC profiles are converted as Little CMS converts them: uniform patches
/// in Display P3, Adobe RGB, a gamma-1.8 grey and a CMYK press, each within a JPEG's error
/// (3 levels) of lcms's own floating-point conversion.
final class ColourManagementTests: XCTestCase {
    private typealias F = PhotoFixtures
    /// A q95 4:4:4 uniform patch, 8-bit conversion tables: a few levels at most.
    private let tolerance = 3.0

    /// A uniform 32x32 RGB JPEG of `rgb`, tagged with `icc`.
    private func patch(_ rgb: [UInt8], icc: Data?) throws -> Data {
        let pixels = try PixelBuffer(width: 32, height: 32)
        for y in 0..<32 {
            for x in 0..<32 {
                let p = (pixels.baseAddress + y * pixels.bytesPerRow + x * 4).assumingMemoryBound(
                    to: UInt8.self)
                (p[0], p[1], p[2], p[3]) = (rgb[2], rgb[1], rgb[0], 255)
            }
        }
        return try JPEGEncoder(quality: 95, chroma: .yuv444, iccProfile: icc).encode(pixels)
    }

    /// The centre of `data` decoded (at half size, so through the resampler) into `space`.
    private func centre(_ data: Data, into space: ColourSpace? = .sRGB) throws -> (
        rgb: [Double], warning: String?
    ) {
        let decoded = try ImageDecoder.decode(data, covering: PixelSize(width: 16, height: 16), into: space)
        let p = decoded.pixels.rgba(x: decoded.pixels.width / 2, y: decoded.pixels.height / 2)
        return ([Double(p.r), Double(p.g), Double(p.b)], decoded.colourWarning)
    }

    private func assertNear(
        _ actual: [Double], _ expected: [Double], _ tolerance: Double, _ what: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let worst = zip(actual, expected).map { abs($0 - $1) }.max() ?? 0
        XCTAssertLessThanOrEqual(
            worst, tolerance, "\(what): \(actual) against \(expected)", file: file, line: line)
    }

    func testDisplayP3PatchesMatchLittleCMS() throws {
        let p3 = try TestProfiles.displayP3()
        for rgb: [UInt8] in [
            [220, 60, 40], [40, 190, 80], [30, 90, 220], [250, 210, 40], [128, 128, 128],
        ] {
            let expected = try TestProfiles.reference(rgb.map { Double($0) / 255 }, from: p3)
            let (actual, warning) = try centre(try patch(rgb, icc: p3))
            XCTAssertNil(warning)
            assertNear(actual, expected, tolerance, "P3 \(rgb)")
        }
        // The issue's own example: P3 (220, 60, 40) is sRGB (239, 35, 17), not (220, 60, 40).
        let red = try centre(try patch([220, 60, 40], icc: p3)).rgb
        assertNear(red, [239, 35, 17], tolerance + 1, "the issue's red")
    }

    func testAdobeRGBPatchesMatchLittleCMS() throws {
        let adobe = try TestProfiles.adobeRGB()
        for rgb: [UInt8] in [[60, 170, 90], [200, 40, 40], [20, 120, 200], [90, 90, 90]] {
            let expected = try TestProfiles.reference(rgb.map { Double($0) / 255 }, from: adobe)
            let (actual, warning) = try centre(try patch(rgb, icc: adobe))
            XCTAssertNil(warning)
            assertNear(actual, expected, tolerance, "Adobe RGB \(rgb)")
        }
        // Adobe RGB's green is far outside sRGB's: unmanaged, it would stay at 170.
        let green = try centre(try patch([60, 170, 90], icc: adobe)).rgb
        XCTAssertLessThan(green[0], 30, "Adobe green's red channel goes to about 0 in sRGB")
    }

    func testGreyGammaPatchMatchesLittleCMS() throws {
        let grey = try TestProfiles.grey(gamma: 1.8)
        for value: UInt8 in [40, 100, 180] {
            let expected = try TestProfiles.reference([Double(value) / 255], from: grey)
            let (actual, warning) = try centre(try F.greyPatchJPEG(grey: value, icc: grey))
            XCTAssertNil(warning)
            assertNear(actual, expected, tolerance, "grey \(value) at gamma 1.8")
            XCTAssertGreaterThan(abs(actual[1] - Double(value)), 8, "gamma 1.8 is not sRGB's curve")
        }
    }

    func testCMYKPatchesUseTheirProfile() throws {
        let press = try TestProfiles.cmyk()
        let inks: [(UInt8, UInt8, UInt8, UInt8)] = [
            (255, 0, 0, 0), (0, 200, 200, 0), (40, 40, 200, 30), (0, 0, 0, 0),
        ]
        for ink in inks {
            let fractions = [ink.0, ink.1, ink.2, ink.3].map { Double($0) / 255 }
            let expected = try TestProfiles.reference(fractions, from: press)
            let (actual, warning) = try centre(try F.cmykJPEG(ink: ink, icc: press))
            XCTAssertNil(warning)
            assertNear(actual, expected, tolerance + 1, "CMYK \(ink)")
        }
        // Without the profile the same cyan is the plain formula's (0, 255, 255).
        let plain = try centre(try F.cmykJPEG(ink: (255, 0, 0, 0))).rgb
        let profiled = try centre(try F.cmykJPEG(ink: (255, 0, 0, 0), icc: press)).rgb
        XCTAssertGreaterThan(abs(plain[1] - profiled[1]), 20, "the press's cyan is duller than the formula's")
    }

    func testAnIPhoneHEICMatchesLittleCMSWithinAFewLevels() throws {
        // A real iPhone photo with its Display P3 profile, decoded as a card decodes it.
        let data = try Corpus.data("exiv2/2021-02-13-1929.heic")
        let target = PixelSize(width: 189, height: 252)
        let managed = try ImageDecoder.decode(data, covering: target, cropping: true)
        let own = try ImageDecoder.decode(data, covering: target, cropping: true, into: nil)
        let icc = try XCTUnwrap(managed.iccProfile, "the iPhone's Display P3 profile")
        XCTAssertNil(managed.colourWarning)
        var rgb: [UInt8] = []
        for y in 0..<own.pixels.height {
            for x in 0..<own.pixels.width {
                let p = own.pixels.rgba(x: x, y: y)
                rgb += [p.r, p.g, p.b]
            }
        }
        let expected = try TestProfiles.referenceRGB(rgb, from: icc)
        var largest = 0.0
        var off = 0
        var moved = 0
        for i in 0..<rgb.count / 3 {
            let p = managed.pixels.rgba(x: i % own.pixels.width, y: i / own.pixels.width)
            let actual = [Double(p.r), Double(p.g), Double(p.b)]
            let worst = (0..<3).map { abs(actual[$0] - expected[i * 3 + $0]) }.max() ?? 0
            largest = max(largest, worst)
            if worst > 2 { off += 1 }
            if (0..<3).contains(where: { abs(actual[$0] - Double(rgb[i * 3 + $0])) > 10 }) { moved += 1 }
        }
        XCTAssertLessThanOrEqual(largest, 3, "every pixel within 3 levels of lcms's float conversion")
        XCTAssertLessThan(Double(off) / Double(rgb.count / 3), 0.01)
        print("iPhone HEIC: \(moved) of \(rgb.count / 3) pixels moved more than 10 levels by the conversion")
    }

    func testOutputsCarryTheirSpacesTag() throws {
        let pixels = try F.quadrants(width: 16, height: 16)
        for space in ColourSpace.allCases {
            XCTAssertGreaterThan(space.iccProfile.count, 200, "\(space) profile made")
            let jpeg = try JPEGEncoder(quality: 95).encode(pixels, in: space)
            XCTAssertEqual(try ImageDecoder.decode(jpeg).iccProfile, space.iccProfile, "\(space) JPEG")
            let png = try PNGEncoder(colourSpace: space).encode(pixels)
            let read = try ImageDecoder.decode(png).colour
            XCTAssertEqual(read, space == .sRGB ? .sRGB : .icc(space.iccProfile), "\(space) PNG")
        }
        // A P3-tagged PNG of P3 red decodes into the sRGB the issue names.
        let red = try PixelBuffer(width: 4, height: 4)
        for i in 0..<16 {
            let p = (red.baseAddress + i * 4).assumingMemoryBound(to: UInt8.self)
            (p[0], p[1], p[2], p[3]) = (40, 60, 220, 255)
        }
        let decoded = try ImageDecoder.decode(try PNGEncoder(colourSpace: .displayP3).encode(red))
        let p = decoded.pixels.rgba(x: 1, y: 1)
        assertNear([Double(p.r), Double(p.g), Double(p.b)], [239, 35, 17], 2, "P3 PNG red")
    }

    func testPNGGammaAndSRGBChunks() throws {
        let png = try PNGEncoder().encode(try F.quadrants(width: 8, height: 8))
        let gamma = F.insertingChunk("gAMA", data: [0, 0, 0x8C, 0xA0], into: png)  // 0.36 = 1/2.78
        XCTAssertEqual(try ImageDecoder.decode(gamma).colour, .pngGamma(fileGamma: 0.36, chromaticities: nil))
        let plain = try ImageDecoder.decode(png).pixels.rgba(x: 6, y: 6)
        let darker = try ImageDecoder.decode(gamma).pixels.rgba(x: 6, y: 6)
        XCTAssertLessThan(
            Int(darker.b) + Int(darker.g) + Int(darker.r), Int(plain.b) + Int(plain.g) + Int(plain.r))
        let tagged = F.insertingChunk("sRGB", data: [0], into: gamma)
        XCTAssertEqual(try ImageDecoder.decode(tagged).colour, .sRGB, "sRGB outranks gAMA")
    }

    func testUntaggedPhotosAreSRGB() throws {
        let data = try patch([220, 60, 40], icc: nil)
        let managed = try centre(data)
        let unmanaged = try centre(data, into: nil)
        XCTAssertEqual(managed.rgb, unmanaged.rgb)
        XCTAssertNil(managed.warning)
    }

    func testWideColourKeptInDisplayP3() throws {
        let p3 = try TestProfiles.displayP3()
        // A P3 photo into P3 keeps its numbers; an sRGB one is converted into P3.
        let kept = try centre(try patch([220, 60, 40], icc: p3), into: .displayP3).rgb
        assertNear(kept, [220, 60, 40], tolerance, "P3 into P3")
        let srgb = try TestProfiles.sRGB()
        let expected = try TestProfiles.reference([239, 35, 17].map { Double($0) / 255 }, from: srgb, to: p3)
        let converted = try centre(try patch([239, 35, 17], icc: nil), into: .displayP3).rgb
        assertNear(converted, expected, tolerance, "sRGB into P3")
    }

    func testBrokenProfilesWarnAndFallBackToSRGB() throws {
        let p3 = try TestProfiles.displayP3()
        let untagged = try patch([220, 60, 40], icc: nil)
        let plain = try centre(untagged).rgb
        // A cut-off profile, a profile full of noise, and a CMYK profile on an RGB photo.
        var noise = p3
        for i in stride(from: 128, to: noise.count, by: 3) { noise[i] ^= 0xA5 }
        for (icc, what) in [(p3.prefix(200), "cut off"), (noise, "noisy"), (try TestProfiles.cmyk(), "CMYK")]
        {
            let (actual, warning) = try centre(try patch([220, 60, 40], icc: Data(icc)))
            XCTAssertNotNil(warning, what)
            assertNear(actual, plain, 1, what)
        }
        // Two APP2 segments claimed, one present.
        var data = [UInt8](try patch([220, 60, 40], icc: p3))
        let header = Array("ICC_PROFILE".utf8) + [0]
        if let at = (0..<data.count - header.count).first(where: {
            Array(data[$0..<$0 + header.count]) == header
        }) {
            data[at + header.count + 1] = 2
        }
        let (actual, warning) = try centre(Data(data))
        XCTAssertEqual(warning?.contains("1 of its 2 APP2 segments"), true, warning ?? "no warning")
        assertNear(actual, plain, 1, "missing segment")
    }

    func testHugeProfilesAreRefusedUnread() throws {
        // A PNG whose iCCP inflates past the 4 MB cap: a warning, never 4 MB of profile.
        let png = try PNGEncoder().encode(try F.quadrants(width: 8, height: 8))
        let zeros = [UInt8](repeating: 0, count: 5 << 20)
        let compressed = F.zlib(zeros)
        let tagged = F.insertingChunk("iCCP", data: Array("big".utf8) + [0, 0] + compressed, into: png)
        let decoded = try ImageDecoder.decode(tagged)
        XCTAssertNotNil(decoded.colourWarning)
    }
}
