import Foundation
import OutdoorImage
import OutdoorRaster
import TestSupport
import XCTest

/// Conversions between matrix/shaper RGB profiles (sRGB, Display P3) take the fast path; it
/// must give what Little CMS's floating-point conversion gives, rounded: within one level for
/// every colour of a grid, opaque or not, in buffers small and large (converted in bands).
final class MatrixShaperConversionTests: XCTestCase {
    /// Every colour of a grid with `levels` steps a channel, in one row, repeated over `rows`.
    private func grid(levels: Int, rows: Int = 1, alpha: UInt8 = 255) throws -> (PixelBuffer, [UInt8]) {
        let values = (0..<levels).map { UInt8($0 * 255 / (levels - 1)) }
        var rgb: [UInt8] = []
        for r in values {
            for g in values {
                for b in values { rgb += [r, g, b] }
            }
        }
        let count = rgb.count / 3
        let pixels = try PixelBuffer(width: count, height: rows)
        for y in 0..<rows {
            let row = (pixels.baseAddress + y * pixels.bytesPerRow).assumingMemoryBound(to: UInt8.self)
            for x in 0..<count {
                let a = Int(alpha)
                let (r, g, b) = (Int(rgb[x * 3]), Int(rgb[x * 3 + 1]), Int(rgb[x * 3 + 2]))
                row[x * 4] = UInt8((b * a + 127) / 255)
                row[x * 4 + 1] = UInt8((g * a + 127) / 255)
                row[x * 4 + 2] = UInt8((r * a + 127) / 255)
                row[x * 4 + 3] = alpha
            }
        }
        return (pixels, rgb)
    }

    /// The largest difference between `pixels` (unpremultiplied) and `reference`, in levels.
    private func worst(_ pixels: PixelBuffer, _ reference: [Double], alpha: UInt8 = 255) -> Double {
        var worst = 0.0
        let a = Double(alpha)
        for y in 0..<pixels.height {
            let row = (pixels.baseAddress + y * pixels.bytesPerRow).assumingMemoryBound(to: UInt8.self)
            for x in 0..<reference.count / 3 {
                for (channel, offset) in [(0, 2), (1, 1), (2, 0)] {
                    let expected = reference[x * 3 + channel] * a / 255
                    worst = max(worst, abs(Double(row[x * 4 + offset]) - expected))
                }
            }
        }
        return worst
    }

    func testSRGBIntoP3IsLittleCMSsConversionRounded() throws {
        let sRGB = try TestProfiles.sRGB()
        let p3 = ColourSpace.displayP3.iccProfile
        // 4,913 colours; 14 rows make it big enough to be converted in bands.
        for rows in [1, 14] {
            let (pixels, rgb) = try grid(levels: 17, rows: rows)
            try ColourSpace.displayP3.convertFromSRGB(pixels)
            let reference = try TestProfiles.referenceRGB(rgb, from: sRGB, to: p3)
            XCTAssertLessThanOrEqual(worst(pixels, reference), 1.0, "\(rows) rows")
        }
    }

    func testPartlyTransparentPixelsAreConvertedUnpremultiplied() throws {
        let (pixels, rgb) = try grid(levels: 9, alpha: 200)
        try ColourSpace.displayP3.convertFromSRGB(pixels)
        let reference = try TestProfiles.referenceRGB(
            rgb, from: try TestProfiles.sRGB(), to: ColourSpace.displayP3.iccProfile)
        // Premultiplying by 200/255 before and after costs a level more.
        XCTAssertLessThanOrEqual(worst(pixels, reference, alpha: 200), 2.0)
        let (clear, _) = try grid(levels: 3, alpha: 0)
        try ColourSpace.displayP3.convertFromSRGB(clear)
        XCTAssertEqual(clear.baseAddress.load(as: UInt32.self), 0, "a transparent pixel was touched")
    }

    func testAP3PNGDecodesIntoSRGBAsLittleCMSConvertsIt() throws {
        // PNG is lossless: the decoded pixels are exactly the converted grid.
        let (pixels, rgb) = try grid(levels: 17)
        let png = try PNGEncoder(colourSpace: .displayP3).encode(pixels)
        let decoded = try ImageDecoder.decode(png, into: .sRGB)
        XCTAssertEqual(decoded.colour, .icc(ColourSpace.displayP3.iccProfile))
        let reference = try TestProfiles.referenceRGB(rgb, from: ColourSpace.displayP3.iccProfile)
        XCTAssertLessThanOrEqual(worst(decoded.pixels, reference), 1.0)
    }
}
