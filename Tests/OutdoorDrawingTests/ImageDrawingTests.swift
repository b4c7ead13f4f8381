import Foundation
import OutdoorDrawing
import OutdoorRaster
import XCTest

/// Photos painted with orientation, fit and filtering, checked on pixels.
final class ImageDrawingTests: XCTestCase {
    private func assertColor(
        _ pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8), _ expected: (r: UInt8, g: UInt8, b: UInt8),
        _ message: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(Int(pixel.r), Int(expected.r), accuracy: 3, message, file: file, line: line)
        XCTAssertEqual(Int(pixel.g), Int(expected.g), accuracy: 3, message, file: file, line: line)
        XCTAssertEqual(Int(pixel.b), Int(expected.b), accuracy: 3, message, file: file, line: line)
        XCTAssertEqual(pixel.a, 255, message, file: file, line: line)
    }

    func testEveryOrientationPutsEachQuadrantWhereTheTransformSays() throws {
        let photo = try DrawingFixtures.quadrantPhoto(width: 60, height: 40)
        // Stored quadrant centres, in the order of DrawingFixtures.quadrantColors.
        let centres = [
            CGPoint(x: 15, y: 10), CGPoint(x: 45, y: 10), CGPoint(x: 15, y: 30), CGPoint(x: 45, y: 30),
        ]
        for orientation in ExifOrientation.allCases {
            let upright = orientation.upright(PixelSize(width: 60, height: 40))
            // Drawn at exactly its upright size at scale 2, so user space equals upright pixels.
            let canvas = try Canvas(pixelWidth: upright.width * 2, pixelHeight: upright.height * 2, scale: 2)
            try canvas.drawImage(
                photo, in: CGRect(x: 0, y: 0, width: upright.width, height: upright.height), fit: .contain,
                orientation: orientation)
            let pixels = try canvas.pixelBuffer()
            let transform = orientation.uprightTransform(width: 60, height: 40)
            for (index, centre) in centres.enumerated() {
                let p = transform.transform(centre)
                assertColor(
                    pixels.rgba(x: Int(p.x * 2), y: Int(p.y * 2)), DrawingFixtures.quadrantColors[index],
                    "\(orientation) quadrant \(index)")
            }
        }
    }

    func testOrientationSixCoverCropShowsTheUprightPortraitCentre() throws {
        // Stored 60x40 landscape, upright 40x60 portrait; into a 40x40 square, cover crops top and bottom.
        let photo = try DrawingFixtures.quadrantPhoto(width: 60, height: 40)
        let canvas = try Canvas(pixelWidth: 60, pixelHeight: 60, background: .white)
        try canvas.drawImage(
            photo, in: CGRect(x: 10, y: 10, width: 40, height: 40), fit: .cover, orientation: .right)
        let pixels = try canvas.pixelBuffer()
        // Upright: top-left blue (stored bottom-left), top-right red (stored top-left),
        // bottom-left yellow, bottom-right green.
        let colors = DrawingFixtures.quadrantColors
        assertColor(pixels.rgba(x: 15, y: 15), colors[2], "top-left")
        assertColor(pixels.rgba(x: 45, y: 15), colors[0], "top-right")
        assertColor(pixels.rgba(x: 15, y: 45), colors[3], "bottom-left")
        assertColor(pixels.rgba(x: 45, y: 45), colors[1], "bottom-right")
        // Nothing outside the destination rectangle.
        XCTAssertTrue(pixels.rgba(x: 5, y: 30) == (255, 255, 255, 255))
        XCTAssertTrue(pixels.rgba(x: 30, y: 55) == (255, 255, 255, 255))
    }

    func testContainLeavesTheRestOfTheBoxUntouched() throws {
        let photo = try DrawingFixtures.quadrantPhoto(width: 60, height: 40)
        let canvas = try Canvas(pixelWidth: 60, pixelHeight: 60)
        try canvas.drawImage(photo, in: CGRect(x: 0, y: 0, width: 60, height: 60), fit: .contain)
        let pixels = try canvas.pixelBuffer()
        XCTAssertEqual(pixels.rgba(x: 30, y: 5).a, 0)
        XCTAssertEqual(pixels.rgba(x: 30, y: 55).a, 0)
        XCTAssertEqual(pixels.rgba(x: 30, y: 30).a, 255)
    }

    func testLargeDownscaleAveragesInsteadOfAliasing() throws {
        // One-pixel black and white checks shrunk 4x (and 3.3x) must come out an even grey.
        let size = 400
        let checks = try PixelBuffer(width: size, height: size, hasAlpha: false)
        let p = checks.baseAddress.assumingMemoryBound(to: UInt8.self)
        for y in 0..<size {
            for x in 0..<size {
                let v: UInt8 = (x + y) % 2 == 0 ? 255 : 0
                let o = y * checks.bytesPerRow + x * 4
                p[o] = v
                p[o + 1] = v
                p[o + 2] = v
                p[o + 3] = 255
            }
        }
        for target in [100, 120] {
            let canvas = try Canvas(pixelWidth: target, pixelHeight: target)
            try canvas.drawImage(checks, in: canvas.bounds, fit: .cover)
            let pixels = try canvas.pixelBuffer()
            var worst = 0
            for y in 0..<target {
                for x in 0..<target {
                    worst = max(worst, abs(Int(pixels.rgba(x: x, y: y).r) - 128))
                }
            }
            XCTAssertLessThanOrEqual(worst, 6, "shrunk to \(target): a grey, not a moiré")
        }
    }

    func testNonFiniteRectangleIsATypedError() throws {
        let canvas = try Canvas(pixelWidth: 4, pixelHeight: 4)
        let photo = try DrawingFixtures.quadrantPhoto()
        XCTAssertThrowsError(
            try canvas.drawImage(photo, in: CGRect(x: Double.nan, y: 0, width: 4, height: 4))
        ) { error in
            guard case .invalidArgument? = error as? DrawingError else { return XCTFail("\(error)") }
        }
        // An empty rectangle draws nothing and is not an error.
        XCTAssertNoThrow(try canvas.drawImage(photo, in: .zero))
    }
}
