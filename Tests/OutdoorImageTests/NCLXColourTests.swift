import Foundation
import OutdoorRaster
import XCTest

@testable import OutdoorImage

/// HEIF colour descriptions (nclx) that cameras and converters write: the video primaries of
/// BT.601 are converted, and one outdoor cannot convert is a warning a person can act on.
final class NCLXColourTests: XCTestCase {
    private func greyPixels() throws -> PixelBuffer {
        let pixels = try PixelBuffer(width: 4, height: 4)
        for y in 0..<4 {
            for x in 0..<4 {
                let p = (pixels.baseAddress + y * pixels.bytesPerRow + x * 4).assumingMemoryBound(
                    to: UInt8.self)
                (p[0], p[1], p[2], p[3]) = (40, 160, 200, 255)
            }
        }
        return pixels
    }

    func testBT601PrimariesAreConverted() throws {
        for primaries in [5, 6, 7] {
            let warning = PhotoColourConversion.convert(
                try greyPixels(), from: .nclx(primaries: primaries, transfer: 6), to: .sRGB)
            XCTAssertNil(warning, "nclx primaries \(primaries)")
        }
    }

    func testUnknownPrimariesSayWhatTheyMeanForThePhoto() throws {
        let warning = try XCTUnwrap(
            PhotoColourConversion.convert(
                try greyPixels(), from: .nclx(primaries: 22, transfer: 6), to: .sRGB))
        XCTAssertFalse(warning.contains("not handled"), warning)
        XCTAssertTrue(warning.contains("colour primaries 22, which outdoor cannot convert"), warning)
        XCTAssertTrue(warning.contains("shown as if they were sRGB and may look a little off"), warning)
    }
}
