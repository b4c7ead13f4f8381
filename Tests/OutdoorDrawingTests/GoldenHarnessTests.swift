import Foundation
import OutdoorRaster
import TestSupport
import XCTest

/// The shared golden-image harness in TestSupport: comparison, PNG round trips, failures.
final class GoldenHarnessTests: XCTestCase {
    private func solid(_ width: Int, _ height: Int, bgra: [UInt8], hasAlpha: Bool = true) throws
        -> PixelBuffer
    {
        let buffer = try PixelBuffer(width: width, height: height, hasAlpha: hasAlpha)
        let p = buffer.baseAddress.assumingMemoryBound(to: UInt8.self)
        for i in 0..<(width * height) {
            for c in 0..<4 { p[i * 4 + c] = bgra[c] }
        }
        return buffer
    }

    private func setPixel(_ buffer: PixelBuffer, x: Int, y: Int, bgra: [UInt8]) {
        let p = buffer.baseAddress.assumingMemoryBound(to: UInt8.self) + y * buffer.bytesPerRow + x * 4
        for c in 0..<4 { p[c] = bgra[c] }
    }

    func testComparisonCountsPixelsBeyondTheTolerance() throws {
        let expected = try solid(10, 10, bgra: [100, 100, 100, 255])
        let actual = try solid(10, 10, bgra: [100, 100, 100, 255])
        setPixel(actual, x: 1, y: 1, bgra: [102, 100, 100, 255])  // within 3
        setPixel(actual, x: 5, y: 5, bgra: [100, 140, 100, 255])  // beyond
        let difference = try XCTUnwrap(
            GoldenComparison.compare(expected: expected, actual: actual, tolerance: .standard))
        XCTAssertEqual(difference.differingPixels, 1)
        XCTAssertEqual(difference.maxChannelDelta, 40)
        XCTAssertEqual(difference.totalPixels, 100)
        XCTAssertEqual(difference.mask[1 * 10 + 1], 1)
        XCTAssertEqual(difference.mask[5 * 10 + 5], 2)
        XCTAssertEqual(difference.mask[0], 0)
        XCTAssertFalse(difference.isWithin(.standard), "1% is over the 0.1% cap")
        XCTAssertTrue(difference.isWithin(GoldenTolerance(perChannel: 3, maxDifferingFraction: 0.01)))
        let exact = try XCTUnwrap(
            GoldenComparison.compare(expected: expected, actual: actual, tolerance: .exact))
        XCTAssertEqual(exact.differingPixels, 2)
    }

    func testDifferentSizesDoNotCompare() throws {
        XCTAssertNil(
            GoldenComparison.compare(
                expected: try solid(4, 4, bgra: [0, 0, 0, 255]),
                actual: try solid(4, 5, bgra: [0, 0, 0, 255]),
                tolerance: .standard))
    }

    func testBuffersWithoutAlphaCompareAsOpaque() throws {
        let opaque = try solid(2, 2, bgra: [9, 9, 9, 0], hasAlpha: false)
        let explicit = try solid(2, 2, bgra: [9, 9, 9, 255])
        let difference = try XCTUnwrap(
            GoldenComparison.compare(expected: opaque, actual: explicit, tolerance: .exact))
        XCTAssertEqual(difference.differingPixels, 0)
    }

    func testDiffImageShowsExpectedMaskAndActualSideBySide() throws {
        let expected = try solid(4, 2, bgra: [255, 255, 255, 255])
        let actual = try solid(4, 2, bgra: [255, 255, 255, 255])
        setPixel(actual, x: 2, y: 1, bgra: [0, 0, 0, 255])
        let difference = try XCTUnwrap(
            GoldenComparison.compare(expected: expected, actual: actual, tolerance: .standard))
        let diff = try GoldenComparison.diffImage(expected: expected, actual: actual, difference: difference)
        XCTAssertEqual(diff.width, 12)
        XCTAssertEqual(diff.height, 2)
        XCTAssertTrue(diff.rgba(x: 4 + 2, y: 1) == (255, 0, 0, 255), "red in the mask panel")
        XCTAssertTrue(diff.rgba(x: 8 + 2, y: 1) == (0, 0, 0, 255), "the actual pixel")
        XCTAssertTrue(diff.rgba(x: 2, y: 1) == (255, 255, 255, 255), "the expected pixel")
    }

    func testPNGRoundTripKeepsPixels() throws {
        let folder = try TemporaryDirectory(prefix: "outdoor-golden")
        let opaque = try DrawingFixtures.quadrantPhoto(width: 12, height: 8)
        try GoldenPNG.write(opaque, to: folder.path("opaque.png"))
        let readOpaque = try GoldenPNG.read(folder.path("opaque.png"))
        XCTAssertFalse(readOpaque.hasAlpha)
        XCTAssertEqual(
            try XCTUnwrap(GoldenComparison.compare(expected: opaque, actual: readOpaque, tolerance: .exact))
                .differingPixels, 0)
        // Premultiplied translucent pixels survive within one level.
        let translucent = try solid(3, 3, bgra: [20, 40, 60, 128])
        try GoldenPNG.write(translucent, to: folder.path("alpha.png"))
        let readTranslucent = try GoldenPNG.read(folder.path("alpha.png"))
        XCTAssertTrue(readTranslucent.hasAlpha)
        XCTAssertLessThanOrEqual(
            try XCTUnwrap(
                GoldenComparison.compare(expected: translucent, actual: readTranslucent, tolerance: .exact)
            ).maxChannelDelta, 1)
        XCTAssertThrowsError(try GoldenPNG.read(folder.path("missing.png"))) { error in
            XCTAssertTrue("\(error)".contains("missing.png"), "\(error)")
        }
    }

    func testMissingReferenceFailsWithInstructions() throws {
        try XCTSkipIf(Golden.isRecording, "this test checks comparing, not recording")
        let image = try solid(4, 4, bgra: [0, 0, 255, 255])
        XCTAssertThrowsError(try Golden.verify(image, named: "drawing-harness-never-recorded")) { error in
            let message = "\(error)"
            XCTAssertTrue(message.contains("no reference image"), message)
            XCTAssertTrue(message.contains("GOLDEN_RECORD=1"), message)
        }
        let written = Golden.failureDirectory.appendingPathComponent(
            "drawing-harness-never-recorded.actual.png")
        XCTAssertTrue(FileManager.default.fileExists(atPath: written.path))
    }

    func testBadGoldenNamesAreRejected() throws {
        let image = try solid(1, 1, bgra: [0, 0, 0, 255])
        for name in ["", "Drawing", "../escape", "with space", "drawing_underscore"] {
            XCTAssertThrowsError(try Golden.verify(image, named: name), name)
        }
    }
}
