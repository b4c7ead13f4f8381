import OutdoorRaster
import XCTest

/// The cubic magnifier: sizes, weights, flat areas, premultiplied edges and refusals.
final class CubicMagnifierTests: XCTestCase {
    /// A premultiplied BGRA picture with every pixel from `color(x, y)`.
    private func picture(_ width: Int, _ height: Int, _ color: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8))
        throws
        -> PixelBuffer
    {
        let buffer = try PixelBuffer(width: width, height: height)
        for y in 0..<height {
            let row = (buffer.baseAddress + y * buffer.bytesPerRow).assumingMemoryBound(to: UInt8.self)
            for x in 0..<width {
                let c = color(x, y)
                row[x * 4] = c.0
                row[x * 4 + 1] = c.1
                row[x * 4 + 2] = c.2
                row[x * 4 + 3] = c.3
            }
        }
        return buffer
    }

    private func pixel(_ buffer: PixelBuffer, _ x: Int, _ y: Int) -> [UInt8] {
        let row = (buffer.baseAddress + y * buffer.bytesPerRow).assumingMemoryBound(to: UInt8.self)
        return (0..<4).map { row[x * 4 + $0] }
    }

    func testTheKernelsWeightsSumToOneAndVanishBeyondTwoPixels() {
        for step in 0...20 {
            let f = Float(step) / 20
            let sum = (-1...2).map { CubicMagnifier.kernel(f - Float($0)) }.reduce(0, +)
            XCTAssertEqual(sum, 1, accuracy: 1e-5, "at \(f)")
        }
        XCTAssertEqual(CubicMagnifier.kernel(0), 4.0 / 6, accuracy: 1e-6)
        XCTAssertEqual(CubicMagnifier.kernel(1), 1.0 / 6, accuracy: 1e-6)
        XCTAssertEqual(CubicMagnifier.kernel(2), 0)
        XCTAssertEqual(CubicMagnifier.kernel(-2.5), 0)
    }

    func testAFlatPictureStaysFlatAtTheFactorsSize() throws {
        let flat = try picture(5, 3) { _, _ in (40, 80, 120, 200) }
        let big = try CubicMagnifier.magnify(flat, x: 0, y: 0, width: 5, height: 3, factor: 7)
        XCTAssertEqual(big.width, 35)
        XCTAssertEqual(big.height, 21)
        for (x, y) in [(0, 0), (17, 10), (34, 20)] {
            XCTAssertEqual(pixel(big, x, y), [40, 80, 120, 200], "at \(x),\(y)")
        }
    }

    func testAHardEdgeBecomesASmoothRampWithoutOvershootOrColourAboveAlpha() throws {
        // Left half clear, right half opaque magenta: the edge lies at x = 4 of 8.
        let edge = try picture(8, 1) { x, _ in x < 4 ? (0, 0, 0, 0) : (255, 0, 255, 255) }
        let big = try CubicMagnifier.magnify(edge, x: 0, y: 0, width: 8, height: 1, factor: 10)
        var previous: UInt8 = 0
        var steps = 0
        for x in 0..<big.width {
            let p = pixel(big, x, 0)
            XCTAssertGreaterThanOrEqual(p[3], previous, "alpha never falls across the edge")
            XCTAssertLessThanOrEqual(p[0], p[3])
            XCTAssertLessThanOrEqual(p[2], p[3])
            if p[3] > 0 && p[3] < 255 { steps += 1 }
            previous = p[3]
        }
        XCTAssertGreaterThanOrEqual(steps, 25, "the ramp spans about three source pixels, not one")
        // Symmetric about the edge: halfway up at its position.
        XCTAssertEqual(Double(pixel(big, 39, 0)[3]) + Double(pixel(big, 40, 0)[3]), 255, accuracy: 3)
    }

    func testAPartIsTheSameAsThatPartOfTheWhole() throws {
        let noise = try picture(12, 9) { x, y in
            let a = UInt8((x * 37 + y * 91) % 256)
            return (a / 2, a / 3, a, a)
        }
        let whole = try CubicMagnifier.magnify(noise, x: 0, y: 0, width: 12, height: 9, factor: 3)
        let part = try CubicMagnifier.magnify(noise, x: 4, y: 2, width: 5, height: 4, factor: 3)
        for (x, y) in [(0, 0), (7, 5), (14, 11)] {
            XCTAssertEqual(pixel(part, x, y), pixel(whole, x + 12, y + 6), "at \(x),\(y)")
        }
    }

    func testBadFactorsAndEmptyPartsAreRefused() throws {
        let p = try picture(4, 4) { _, _ in (0, 0, 0, 0) }
        XCTAssertThrowsError(try CubicMagnifier.magnify(p, x: 0, y: 0, width: 4, height: 4, factor: 0))
        XCTAssertThrowsError(try CubicMagnifier.magnify(p, x: 0, y: 0, width: 4, height: 4, factor: 17))
        XCTAssertThrowsError(try CubicMagnifier.magnify(p, x: 5, y: 0, width: 2, height: 2, factor: 2)) {
            XCTAssertEqual($0 as? CubicMagnifierError, .emptyRegion)
        }
    }
}
