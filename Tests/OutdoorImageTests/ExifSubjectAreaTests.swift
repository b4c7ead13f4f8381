import Foundation
import OutdoorImage
import OutdoorRaster
import XCTest

/// The camera's own subject area (EXIF SubjectArea), read as a box in the upright photo.
final class ExifSubjectAreaTests: XCTestCase {
    func testTheCamerasSubjectAreaReadsAsABoxInTheUprightPhoto() throws {
        // SubjectArea with 2, 3 and 4 values: a point, a circle, a rectangle.
        XCTAssertEqual(ExifSubjectArea(values: [10, 20]), ExifSubjectArea(centreX: 10, centreY: 20))
        XCTAssertEqual(
            ExifSubjectArea(values: [10, 20, 6]),
            ExifSubjectArea(centreX: 10, centreY: 20, width: 6, height: 6))
        XCTAssertEqual(
            ExifSubjectArea(values: [10, 20, 6, 4]),
            ExifSubjectArea(centreX: 10, centreY: 20, width: 6, height: 4))
        XCTAssertNil(ExifSubjectArea(values: [1]))
        XCTAssertNil(ExifSubjectArea(values: [1, 2, 3, 4, 5]))
        // A phone's portrait stored sideways (orientation 6): the stored top-left quarter is the
        // upright top-right quarter.
        let area = ExifSubjectArea(centreX: 100, centreY: 75, width: 200, height: 150)
        let box = try XCTUnwrap(
            area.uprightBox(storedSize: PixelSize(width: 400, height: 300), orientation: .right))
        XCTAssertEqual(Double(box.minX), 0.5, accuracy: 1e-9)
        XCTAssertEqual(Double(box.minY), 0, accuracy: 1e-9)
        XCTAssertEqual(Double(box.width), 0.5, accuracy: 1e-9)
        XCTAssertEqual(Double(box.height), 0.5, accuracy: 1e-9)
        XCTAssertNil(
            ExifSubjectArea(centreX: 500, centreY: 10).uprightBox(
                storedSize: PixelSize(width: 400, height: 300), orientation: .up),
            "outside the image")
    }
}
