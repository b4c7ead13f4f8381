import Foundation
import OutdoorRaster
import OutdoorSubject
import XCTest

/// The crop window's geometry: plain asserts, no pixels.
final class PhotoCropTests: XCTestCase {
    func testAPhotoOfThePanelsShapeIsNotCropped() {
        XCTAssertFalse(PhotoCrop.needsCrop(photoAspect: 1.5, panelAspect: 1.505))
        XCTAssertTrue(PhotoCrop.needsCrop(photoAspect: 1.5, panelAspect: 1.25))
        XCTAssertEqual(
            PhotoCrop.window(photoAspect: 4.0 / 3, panelAspect: 4.0 / 3),
            CGRect(x: 0, y: 0, width: 1, height: 1))
    }

    func testTheWindowHasThePanelsShapeAndSlidesAlongTheLongerWay() {
        // A 3:2 photo in a square panel: two thirds of its width, all of its height.
        let square = PhotoCrop.window(photoAspect: 1.5, panelAspect: 1)
        XCTAssertEqual(Double(square.width), 2.0 / 3, accuracy: 1e-9)
        XCTAssertEqual(Double(square.height), 1)
        XCTAssertEqual(Double(square.minX), 1.0 / 6, accuracy: 1e-9, "centred without a subject")
        // A 3:4 photo in a 2:1 band: three eighths of its height.
        let band = PhotoCrop.window(photoAspect: 0.75, panelAspect: 2)
        XCTAssertEqual(Double(band.width), 1)
        XCTAssertEqual(Double(band.height), 0.375, accuracy: 1e-9)
    }

    func testAFocusPointCentresTheWindowWithinThePhoto() {
        let left = PhotoCrop.window(photoAspect: 2, panelAspect: 1, focus: CGPoint(x: 0.1, y: 0.9))
        XCTAssertEqual(Double(left.minX), 0, "clamped at the left edge")
        let middle = PhotoCrop.window(photoAspect: 2, panelAspect: 1, focus: CGPoint(x: 0.6, y: 0))
        XCTAssertEqual(Double(middle.midX), 0.6, accuracy: 1e-9)
        let right = PhotoCrop.window(photoAspect: 2, panelAspect: 1, focus: CGPoint(x: 1, y: 0.5))
        XCTAssertEqual(Double(right.maxX), 1, accuracy: 1e-9)
        // A tall photo: the point's height decides.
        let low = PhotoCrop.window(photoAspect: 0.5, panelAspect: 1, focus: CGPoint(x: 0, y: 0.8))
        XCTAssertEqual(Double(low.midY), 0.75, accuracy: 1e-9, "as low as the photo allows")
    }

    func testBoxesToKeepStayWholeTheFirstOneFirst() {
        // A 3:1 panorama in a square panel (a third of its width): a face at the far right.
        let face = CGRect(x: 0.9, y: 0.2, width: 0.08, height: 0.3)
        let subject = PhotoSubject(keep: [face], source: .faces)
        let window = PhotoCrop.window(photoAspect: 3, panelAspect: 1, subject: subject)
        XCTAssertLessThanOrEqual(Double(window.minX), 0.9)
        XCTAssertGreaterThanOrEqual(Double(window.maxX), 0.98 - 1e-9)
        // Two faces too far apart for one window: the first (most important) stays whole.
        let other = CGRect(x: 0.02, y: 0.2, width: 0.08, height: 0.3)
        let both = PhotoSubject(keep: [other, face], source: .faces)
        let chosen = PhotoCrop.window(photoAspect: 3, panelAspect: 1, subject: both)
        XCTAssertLessThanOrEqual(Double(chosen.minX), 0.02 + 1e-9)
        XCTAssertGreaterThanOrEqual(Double(chosen.maxX), 0.1)
    }

    func testSaliencyPullsTheWindowTowardsWhatDrawsTheEye() {
        // A 2:1 photo whose right quarter holds everything.
        let columns = 8
        let rows = 4
        var grid = [Double](repeating: 0.01, count: columns * rows)
        for row in 0..<rows { for column in 6..<8 { grid[row * columns + column] = 5 } }
        let subject = PhotoSubject(keep: [], saliency: grid, columns: columns, rows: rows, source: .saliency)
        let window = PhotoCrop.window(photoAspect: 2, panelAspect: 1, subject: subject)
        XCTAssertEqual(Double(window.maxX), 1, accuracy: 0.011)
        // A featureless photo stays centred.
        let flat = PhotoSubject(
            keep: [], saliency: [Double](repeating: 1, count: columns * rows), columns: columns, rows: rows,
            source: .saliency)
        XCTAssertEqual(
            Double(PhotoCrop.window(photoAspect: 2, panelAspect: 1, subject: flat).midX), 0.5, accuracy: 0.011
        )
    }

    func testEveryOrientationTakesTheStoredCornersToTheUprightCorners() {
        for orientation in ExifOrientation.allCases {
            var corners: Set<String> = []
            for (u, v) in [(0.0, 0.0), (1.0, 0.0), (0.0, 1.0), (1.0, 1.0)] {
                let p = orientation.uprightPoint(u, v)
                corners.insert("\(p.x),\(p.y)")
            }
            XCTAssertEqual(corners, ["0.0,0.0", "1.0,0.0", "0.0,1.0", "1.0,1.0"], "\(orientation)")
        }
        // Orientation 6 (turn clockwise): the stored top-left goes to the upright top-right.
        XCTAssertEqual(ExifOrientation.right.uprightPoint(0, 0).x, 1)
        XCTAssertEqual(ExifOrientation.left.uprightPoint(0, 0).y, 1)
    }

    func testTheSearchFindsNoFaceInAPhotoWithoutOne() throws {
        // Sky over warm sand (skin tones, but no face): saliency only.
        let pixels = try PixelBuffer(width: 400, height: 300)
        for y in 0..<300 {
            let row = pixels.baseAddress.advanced(by: y * pixels.bytesPerRow).assumingMemoryBound(
                to: UInt8.self)
            for x in 0..<400 {
                let sand = y > 150
                row[4 * x] = sand ? 140 : 230
                row[4 * x + 1] = sand ? 180 : 190
                row[4 * x + 2] = sand ? 215 : 120
                row[4 * x + 3] = 255
            }
        }
        let subject = try SubjectSearch.find(in: pixels, orientation: .up)
        XCTAssertEqual(subject.source, .saliency)
        XCTAssertTrue(subject.keep.isEmpty)
        XCTAssertEqual(subject.saliency.count, subject.columns * subject.rows)
        XCTAssertGreaterThan(subject.saliency.reduce(0, +), 0)
    }
}
