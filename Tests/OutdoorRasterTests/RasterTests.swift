import OutdoorRaster
import XCTest

/// The pixel types every layer shares: buffer limits, sizes, orientation and area averaging.
final class RasterTests: XCTestCase {
    /// Writes straight BGRA `pixel` (premultiplied by the caller) at (x, y).
    private func set(_ buffer: PixelBuffer, _ x: Int, _ y: Int, _ bgra: [UInt8]) {
        let p = (buffer.baseAddress + y * buffer.bytesPerRow + x * 4).assumingMemoryBound(to: UInt8.self)
        for (index, value) in bgra.enumerated() { p[index] = value }
    }

    func testANewBufferIsTransparentBlackAndOwnsWholeRows() throws {
        let buffer = try PixelBuffer(width: 3, height: 2)
        XCTAssertEqual(buffer.bytesPerRow, 12)
        XCTAssertEqual(buffer.byteCount, 24)
        XCTAssertTrue(buffer.hasAlpha)
        for y in 0..<2 {
            for x in 0..<3 { XCTAssertTrue(buffer.rgba(x: x, y: y) == (0, 0, 0, 0)) }
        }
    }

    func testEmptyAndHugeBuffersAreRefusedWithTheirSize() {
        XCTAssertThrowsError(try PixelBuffer(width: 0, height: 5)) { error in
            XCTAssertEqual(error as? PixelBufferError, .emptySize(width: 0, height: 5))
        }
        XCTAssertThrowsError(try PixelBuffer(width: 10_000, height: 10_000)) { error in
            XCTAssertEqual(
                error as? PixelBufferError,
                .tooLarge(width: 10_000, height: 10_000, limit: PixelBuffer.maxPixels))
            XCTAssertEqual(
                "\(error)", "an image of 10000x10000 pixels is larger than the limit of 64 megapixels")
        }
        XCTAssertThrowsError(try PixelBuffer(width: Int.max, height: 2), "no overflow into a small size")
    }

    func testRGBAUndoesThePremultiplication() throws {
        let buffer = try PixelBuffer(width: 1, height: 1)
        set(buffer, 0, 0, [0, 64, 128, 128])  // B, G, R, A: half-transparent (255, 128, 0)
        let pixel = buffer.rgba(x: 0, y: 0)
        XCTAssertEqual(pixel.r, 255)
        XCTAssertEqual(pixel.g, 128)
        XCTAssertEqual(pixel.b, 0)
        XCTAssertEqual(pixel.a, 128)
    }

    func testSizes() {
        let size = PixelSize(width: 4000, height: 3000)
        XCTAssertEqual(size.transposed, PixelSize(width: 3000, height: 4000))
        XCTAssertEqual(size.pixelCount, 12_000_000)
        XCTAssertEqual("\(size)", "4000x3000")
        XCTAssertTrue(size.covers(PixelSize(width: 4000, height: 10)))
        XCTAssertFalse(size.covers(size.transposed))
    }

    func testOrientationsFiveToEightSwapTheSides() {
        let stored = PixelSize(width: 40, height: 30)
        for orientation in ExifOrientation.allCases {
            XCTAssertEqual(
                orientation.upright(stored), orientation.rawValue >= 5 ? stored.transposed : stored,
                "\(orientation)")
        }
        XCTAssertEqual(ExifOrientation(tag: 6), .right)
        XCTAssertEqual(ExifOrientation(tag: 0), .up, "values outside 1-8 read as upright")
        XCTAssertEqual(ExifOrientation(tag: 9), .up)
    }

    func testShrinkingStartsAboveFourThirds() {
        XCTAssertNil(AreaResampler.targetSize(width: 400, height: 300, ratio: 4.0 / 3.0))
        XCTAssertNil(AreaResampler.targetSize(width: 400, height: 300, ratio: .infinity))
        XCTAssertEqual(
            AreaResampler.targetSize(width: 400, height: 300, ratio: 3), PixelSize(width: 134, height: 100))
        // A portrait photo stored sideways: the stored width must cover the upright height.
        XCTAssertEqual(
            AreaResampler.coverSize(
                of: PixelSize(width: 4000, height: 3000), orientation: .right,
                target: PixelSize(width: 300, height: 400)),
            PixelSize(width: 400, height: 300))
        XCTAssertNil(
            AreaResampler.coverSize(
                of: PixelSize(width: 400, height: 300), orientation: .up,
                target: PixelSize(width: 390, height: 290)))
    }

    func testEachOutputPixelIsTheMeanOfTheSourcePixelsUnderIt() throws {
        // 4 x 2: the left two columns white, the right two black; each half shrinks to one pixel.
        let source = try PixelBuffer(width: 4, height: 2, hasAlpha: false)
        for y in 0..<2 {
            for x in 0..<4 { set(source, x, y, x < 2 ? [255, 255, 255, 255] : [0, 0, 0, 255]) }
        }
        let shrunk = try AreaResampler.resample(source, width: 2, height: 1)
        XCTAssertFalse(shrunk.hasAlpha, "opaque stays opaque")
        XCTAssertTrue(shrunk.rgba(x: 0, y: 0) == (255, 255, 255, 255))
        XCTAssertTrue(shrunk.rgba(x: 1, y: 0) == (0, 0, 0, 255))

        // 3 x 1 to 1 x 1: one third white.
        let mixed = try PixelBuffer(width: 3, height: 1)
        set(mixed, 0, 0, [255, 255, 255, 255])
        set(mixed, 1, 0, [0, 0, 0, 255])
        set(mixed, 2, 0, [0, 0, 0, 255])
        let grey = try AreaResampler.resample(mixed, width: 1, height: 1).rgba(x: 0, y: 0)
        XCTAssertEqual(Int(grey.r), 85, accuracy: 1)
        XCTAssertEqual(grey.a, 255)
    }
}
