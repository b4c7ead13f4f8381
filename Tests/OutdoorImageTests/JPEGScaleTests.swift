import OutdoorImage
import OutdoorRaster
import XCTest

final class JPEGScaleTests: XCTestCase {
    func testOutputSizeRoundsUpLikeLibjpeg() {
        let stored = PixelSize(width: 4000, height: 3001)
        XCTAssertEqual(JPEGScale(numerator: 1).outputSize(of: stored), PixelSize(width: 500, height: 376))
        XCTAssertEqual(JPEGScale(numerator: 3).outputSize(of: stored), PixelSize(width: 1500, height: 1126))
        XCTAssertEqual(JPEGScale.full.outputSize(of: stored), stored)
    }

    func testPicksSmallestScaleThatCoversTheTarget() {
        let stored = PixelSize(width: 4000, height: 3000)
        let panel = PixelSize(width: 1080, height: 1080)
        // 3000 * 2/8 = 750 < 1080; 3000 * 3/8 = 1125 >= 1080.
        XCTAssertEqual(JPEGScale.covering(stored: stored, orientation: .up, target: panel).numerator, 3)
        let thumb = PixelSize(width: 200, height: 200)
        XCTAssertEqual(JPEGScale.covering(stored: stored, orientation: .up, target: thumb).numerator, 1)
        XCTAssertEqual(
            JPEGScale.covering(stored: PixelSize(width: 8000, height: 6000), orientation: .up, target: panel)
                .numerator,
            2)
    }

    func testSwapsTheTargetForQuarterTurns() {
        // A landscape-stored phone photo shown portrait (orientation 6) filling a 1080x1920 story.
        let stored = PixelSize(width: 4000, height: 3000)
        let story = PixelSize(width: 1080, height: 1920)
        // Upright the photo is 3000x4000: 1920/4000 -> 4/8 covers (1500x2000 upright).
        XCTAssertEqual(JPEGScale.covering(stored: stored, orientation: .right, target: story).numerator, 4)
        // Without the swap the width (1080 of 4000) and height (1920 of 3000) would need 6/8.
        XCTAssertEqual(JPEGScale.covering(stored: stored, orientation: .up, target: story).numerator, 6)
        for orientation in ExifOrientation.allCases {
            let scale = JPEGScale.covering(stored: stored, orientation: orientation, target: story)
            let out = scale.outputSize(of: stored)
            let upright = orientation.swapsDimensions ? out.transposed : out
            XCTAssertTrue(upright.covers(story), "\(orientation) at \(scale) gives \(upright)")
        }
    }

    func testFullScaleWhenThePhotoIsSmallerThanTheTarget() {
        let stored = PixelSize(width: 640, height: 480)
        XCTAssertEqual(
            JPEGScale.covering(
                stored: stored, orientation: .up, target: PixelSize(width: 1080, height: 1080)), .full)
    }

    func testNumeratorIsClamped() {
        XCTAssertEqual(JPEGScale(numerator: 0).numerator, 1)
        XCTAssertEqual(JPEGScale(numerator: 12).numerator, 8)
    }
}
