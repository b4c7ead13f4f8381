import OutdoorImage
import OutdoorRaster
import TestSupport
import XCTest

/// Asserts that the pixel at (x, y) of `buffer` is within `tolerance` of `expected` per channel.
func assertColor(
    _ buffer: PixelBuffer, x: Int, y: Int, _ expected: PhotoFixtures.RGB, tolerance: Int = 14,
    file: StaticString = #filePath, line: UInt = #line
) {
    let p = buffer.rgba(x: x, y: y)
    let near =
        abs(Int(p.r) - Int(expected.r)) <= tolerance && abs(Int(p.g) - Int(expected.g)) <= tolerance
        && abs(Int(p.b) - Int(expected.b)) <= tolerance
    XCTAssertTrue(near, "pixel (\(x), \(y)) is \(p), expected about \(expected)", file: file, line: line)
}

/// Asserts the four quadrant centres of `buffer` have the given colours.
func assertQuadrants(
    _ buffer: PixelBuffer, topLeft: PhotoFixtures.RGB, topRight: PhotoFixtures.RGB,
    bottomLeft: PhotoFixtures.RGB,
    bottomRight: PhotoFixtures.RGB, file: StaticString = #filePath, line: UInt = #line
) {
    let w = buffer.width
    let h = buffer.height
    assertColor(buffer, x: w / 4, y: h / 4, topLeft, file: file, line: line)
    assertColor(buffer, x: 3 * w / 4, y: h / 4, topRight, file: file, line: line)
    assertColor(buffer, x: w / 4, y: 3 * h / 4, bottomLeft, file: file, line: line)
    assertColor(buffer, x: 3 * w / 4, y: 3 * h / 4, bottomRight, file: file, line: line)
}

/// The error `body` throws, as an ImageError (fails the test when it throws something else or nothing).
func imageError(
    _ body: () throws -> Void, file: StaticString = #filePath, line: UInt = #line
) -> ImageError? {
    do {
        try body()
        XCTFail("expected an ImageError, nothing was thrown", file: file, line: line)
    } catch let error as ImageError {
        return error
    } catch {
        XCTFail("expected an ImageError, got \(error)", file: file, line: line)
    }
    return nil
}
