import Foundation
import OutdoorDrawing
import OutdoorRaster
import XCTest

/// Pure geometry and value types: plain asserts, no pixels.
final class GeometryTests: XCTestCase {
    func testCoverFillsTheBoxAndCentresTheCrop() {
        let placed = ImageFit.cover.placement(
            of: CGSize(width: 4000, height: 3000), in: CGRect(x: 10, y: 20, width: 100, height: 100))
        XCTAssertEqual(placed.height, 100, accuracy: 1e-9)
        XCTAssertEqual(placed.width, 133.333_333, accuracy: 1e-5)
        XCTAssertEqual(placed.midX, 60, accuracy: 1e-9)
        XCTAssertEqual(placed.midY, 70, accuracy: 1e-9)
        XCTAssertEqual(placed.minY, 20, accuracy: 1e-9)
    }

    func testContainFitsInsideTheBox() {
        let placed = ImageFit.contain.placement(
            of: CGSize(width: 3000, height: 4000), in: CGRect(x: 0, y: 0, width: 300, height: 200))
        XCTAssertEqual(placed.height, 200, accuracy: 1e-9)
        XCTAssertEqual(placed.width, 150, accuracy: 1e-9)
        XCTAssertEqual(placed.minX, 75, accuracy: 1e-9)
        XCTAssertEqual(placed.minY, 0, accuracy: 1e-9)
    }

    func testSameAspectGivesTheBoxItselfForBothFits() {
        let box = CGRect(x: 5, y: 5, width: 160, height: 90)
        for fit in [ImageFit.cover, .contain] {
            let placed = fit.placement(of: CGSize(width: 1920, height: 1080), in: box)
            XCTAssertEqual(placed.minX, box.minX, accuracy: 1e-9)
            XCTAssertEqual(placed.width, box.width, accuracy: 1e-9)
            XCTAssertEqual(placed.height, box.height, accuracy: 1e-9)
        }
    }

    func testEmptyImageOrBoxGivesAnEmptyPlacement() {
        let box = CGRect(x: 0, y: 0, width: 100, height: 50)
        XCTAssertTrue(ImageFit.cover.placement(of: .zero, in: box).isEmpty)
        XCTAssertTrue(ImageFit.contain.placement(of: CGSize(width: 10, height: 10), in: .zero).isEmpty)
        XCTAssertEqual(ImageFit.cover.scale(of: .zero, in: box.size), 0)
    }

    /// Where the stored top-left corner of the picture must appear, per the EXIF definitions.
    private let storedOriginCorner: [ExifOrientation: (x: Bool, y: Bool)] = [
        .up: (false, false), .upMirrored: (true, false), .down: (true, true), .downMirrored: (false, true),
        .leftMirrored: (false, false), .right: (true, false), .rightMirrored: (true, true),
        .left: (false, true),
    ]

    func testOrientationTransformsPutTheStoredOriginWhereExifSays() throws {
        let width = 60.0
        let height = 40.0
        for orientation in ExifOrientation.allCases {
            let upright = orientation.upright(PixelSize(width: 60, height: 40))
            let transform = orientation.uprightTransform(width: width, height: height)
            let origin = transform.transform(CGPoint(x: 0, y: 0))
            let corner = try XCTUnwrap(storedOriginCorner[orientation])
            XCTAssertEqual(origin.x, corner.x ? Double(upright.width) : 0, accuracy: 1e-9, "\(orientation)")
            XCTAssertEqual(origin.y, corner.y ? Double(upright.height) : 0, accuracy: 1e-9, "\(orientation)")
        }
    }

    func testOrientationTransformsMapCornersOntoCornersForAllEight() {
        let width = 60.0
        let height = 40.0
        for orientation in ExifOrientation.allCases {
            let upright = orientation.upright(PixelSize(width: 60, height: 40))
            let transform = orientation.uprightTransform(width: width, height: height)
            let stored = [
                CGPoint(x: 0, y: 0), CGPoint(x: width, y: 0), CGPoint(x: 0, y: height),
                CGPoint(x: width, y: height),
            ]
            let expected: Set<[Double]> = [
                [0, 0], [Double(upright.width), 0], [0, Double(upright.height)],
                [Double(upright.width), Double(upright.height)],
            ]
            let mapped = Set(
                stored.map { p -> [Double] in
                    let q = transform.transform(p)
                    return [Double(q.x).rounded(), Double(q.y).rounded()]
                })
            XCTAssertEqual(mapped, expected, "\(orientation)")
            // Rotations and mirrors keep areas: the determinant is +1 or -1.
            let determinant = transform.m11 * transform.m22 - transform.m12 * transform.m21
            XCTAssertEqual(abs(determinant), 1, accuracy: 1e-12, "\(orientation)")
            XCTAssertEqual(
                determinant < 0, [2, 4, 5, 7].contains(orientation.rawValue), "mirrored \(orientation)")
        }
    }

    func testOrientationSixTurnsTheStoredTopRowIntoTheRightColumn() {
        let transform = ExifOrientation.right.uprightTransform(width: 60, height: 40)
        // A point on the stored top row, a third of the way along, lands on the right edge a third down.
        let p = transform.transform(CGPoint(x: 20, y: 0))
        XCTAssertEqual(p.x, 40, accuracy: 1e-9)
        XCTAssertEqual(p.y, 20, accuracy: 1e-9)
    }

    func testPathBoundsAndPointCount() {
        var path = Path.roundedRect(CGRect(x: 10, y: 20, width: 100, height: 50), cornerRadius: 8)
        XCTAssertEqual(path.bounds.minX, 10, accuracy: 1e-9)
        XCTAssertEqual(path.bounds.maxY, 70, accuracy: 1e-9)
        path.addPolyline(xy: [200, 5, 210, 300, 220])  // the odd trailing value is ignored
        XCTAssertEqual(path.bounds.maxX, 210, accuracy: 1e-9)
        XCTAssertEqual(path.bounds.minY, 5, accuracy: 1e-9)
        XCTAssertEqual(path.bounds.maxY, 300, accuracy: 1e-9)
        let circle = Path.circle(center: CGPoint(x: 50, y: 50), radius: 10)
        XCTAssertEqual(circle.bounds, CGRect(x: 40, y: 40, width: 20, height: 20))
        XCTAssertEqual(Path().bounds, .null)
        XCTAssertTrue(Path().isEmpty)
    }

    func testPolylinesWithFewerThanTwoPointsAddNothing() {
        var path = Path()
        path.addPolyline([CGPoint(x: 1, y: 1)])
        path.addPolyline(xy: [1, 2])
        path.addPolyline(pointCount: 1) { _ in XCTFail("must not be called") }
        XCTAssertTrue(path.isEmpty)
        path.addPolyline([CGPoint(x: 0, y: 0), CGPoint(x: 3, y: 4)], closed: true)
        XCTAssertEqual(path.pointCount, 2)
    }

    func testPolylineWriterFillsInPlaceAndAThrowLeavesThePathUnchanged() {
        struct Stop: Error {}
        var path = Path()
        path.addPolyline(pointCount: 3) { xy in
            XCTAssertEqual(xy.count, 6)
            for i in 0..<6 { xy[i] = Double(i) }
        }
        let before = path
        XCTAssertThrowsError(try path.addPolyline(pointCount: 5) { _ in throw Stop() })
        XCTAssertEqual(path, before)
        XCTAssertEqual(path.pointCount, 3)
        XCTAssertEqual(path.bounds, CGRect(x: 0, y: 1, width: 4, height: 4))
    }
}
