import Foundation
import OutdoorDrawing
import OutdoorRaster
import XCTest

/// Canvas behaviour checked on exact pixels.
final class CanvasTests: XCTestCase {
    private let red = Color(rgb: 0xFF0000)
    private let blue = Color(rgb: 0x0000FF)

    func testInvalidSizesAndScalesAreTypedErrors() {
        let cases: [(Int, Int, Double)] = [
            (0, 10, 1), (10, 0, 1), (-5, 10, 1), (40_000, 10, 1), (20_000, 20_000, 1), (10, 10, 0),
            (10, 10, -2), (10, 10, .nan), (10, 10, .infinity), (10, 10, 100),
        ]
        for (width, height, scale) in cases {
            XCTAssertThrowsError(try Canvas(pixelWidth: width, pixelHeight: height, scale: scale)) { error in
                guard case .invalidCanvasSize(let w, let h, _, let reason)? = error as? DrawingError else {
                    return XCTFail("unexpected error \(error)")
                }
                XCTAssertEqual(w, width)
                XCTAssertEqual(h, height)
                XCTAssertFalse(reason.isEmpty)
                XCTAssertTrue("\(error)".hasPrefix("cannot make a canvas of"), "\(error)")
            }
        }
    }

    func testCanvasDrawsIntoTheCallersBufferWithoutCopying() throws {
        let buffer = try PixelBuffer(width: 8, height: 4)
        let canvas = try Canvas(drawingInto: buffer)
        try canvas.fill(canvas.bounds, color: red)
        let result = try canvas.pixelBuffer()
        XCTAssertTrue(result === buffer)
        XCTAssertTrue(buffer.rgba(x: 7, y: 3) == (255, 0, 0, 255))
    }

    func testScaleTwoMapsPointsToTwoPixels() throws {
        let canvas = try Canvas(pixelWidth: 40, pixelHeight: 40, scale: 2)
        XCTAssertEqual(canvas.size, CGSize(width: 20, height: 20))
        try canvas.fill(CGRect(x: 5, y: 5, width: 10, height: 10), color: blue)
        let pixels = try canvas.pixelBuffer()
        XCTAssertEqual(pixels.rgba(x: 10, y: 10).a, 255)
        XCTAssertEqual(pixels.rgba(x: 29, y: 29).a, 255)
        XCTAssertEqual(pixels.rgba(x: 9, y: 10).a, 0)
        XCTAssertEqual(pixels.rgba(x: 30, y: 30).a, 0)
    }

    func testOpaqueBackgroundMarksTheBufferOpaque() throws {
        let opaque = try Canvas(pixelWidth: 4, pixelHeight: 4, background: .white)
        XCTAssertFalse(try opaque.pixelBuffer().hasAlpha)
        XCTAssertTrue(try opaque.pixelBuffer().rgba(x: 0, y: 0) == (255, 255, 255, 255))
        let translucent = try Canvas(pixelWidth: 4, pixelHeight: 4, background: Color.white.withAlpha(0.5))
        XCTAssertTrue(try translucent.pixelBuffer().hasAlpha)
    }

    func testEvenOddLeavesHolesAndWindingFillsSameDirectionRings() throws {
        var rings = Path()
        rings.addRect(CGRect(x: 0, y: 0, width: 30, height: 30))
        rings.addRect(CGRect(x: 10, y: 10, width: 10, height: 10))  // same direction as the outer ring
        let evenOdd = try Canvas(pixelWidth: 30, pixelHeight: 30)
        try evenOdd.fill(rings, color: red, rule: .evenOdd)
        XCTAssertEqual(try evenOdd.pixelBuffer().rgba(x: 15, y: 15).a, 0)
        XCTAssertEqual(try evenOdd.pixelBuffer().rgba(x: 5, y: 5).a, 255)
        let winding = try Canvas(pixelWidth: 30, pixelHeight: 30)
        try winding.fill(rings, color: red, rule: .winding)
        XCTAssertEqual(try winding.pixelBuffer().rgba(x: 15, y: 15).a, 255)
    }

    func testClipLimitsDrawingUntilTheBlockEnds() throws {
        let canvas = try Canvas(pixelWidth: 20, pixelHeight: 10)
        try canvas.withClip(to: Path.rect(CGRect(x: 0, y: 0, width: 10, height: 10))) {
            try canvas.fill(canvas.bounds, color: red)
        }
        XCTAssertEqual(try canvas.pixelBuffer().rgba(x: 15, y: 5).a, 0)
        try canvas.fill(CGRect(x: 10, y: 0, width: 10, height: 10), color: blue)
        XCTAssertTrue(try canvas.pixelBuffer().rgba(x: 15, y: 5) == (0, 0, 255, 255))
        XCTAssertTrue(try canvas.pixelBuffer().rgba(x: 5, y: 5) == (255, 0, 0, 255))
    }

    func testSavedStateRestoresTransformsAndAntialiasing() throws {
        let canvas = try Canvas(pixelWidth: 10, pixelHeight: 10)
        try canvas.withSavedState {
            canvas.translate(x: 5, y: 5)
            canvas.antialiasing = .none
            XCTAssertEqual(canvas.transform.tX, 5)
        }
        XCTAssertEqual(canvas.transform.tX, 0)
        XCTAssertEqual(canvas.antialiasing, .standard)
    }

    func testOpacityLayerCompositesOverlapsOnce() throws {
        let canvas = try Canvas(pixelWidth: 30, pixelHeight: 10)
        try canvas.withOpacity(0.5) {
            try canvas.fill(CGRect(x: 0, y: 0, width: 20, height: 10), color: red)
            try canvas.fill(CGRect(x: 10, y: 0, width: 20, height: 10), color: red)
        }
        let pixels = try canvas.pixelBuffer()
        let single = pixels.rgba(x: 5, y: 5).a
        let overlap = pixels.rgba(x: 15, y: 5).a
        XCTAssertEqual(Int(single), 128, accuracy: 1)
        XCTAssertEqual(overlap, single)
    }

    func testLinearGradientRunsFromStartToEndColour() throws {
        let canvas = try Canvas(pixelWidth: 100, pixelHeight: 4)
        try canvas.fill(
            Path.rect(canvas.bounds),
            with: .linearGradient(
                LinearGradient(start: .zero, end: CGPoint(x: 100, y: 0), from: red, to: blue)))
        let pixels = try canvas.pixelBuffer()
        XCTAssertGreaterThan(pixels.rgba(x: 0, y: 2).r, 250)
        XCTAssertGreaterThan(pixels.rgba(x: 99, y: 2).b, 250)
        let middle = pixels.rgba(x: 50, y: 2)
        XCTAssertEqual(Int(middle.r), 127, accuracy: 4)
        XCTAssertEqual(Int(middle.b), 127, accuracy: 4)
    }

    func testDashesLeaveGaps() throws {
        let canvas = try Canvas(pixelWidth: 40, pixelHeight: 4)
        var line = Path()
        line.move(to: CGPoint(x: 0, y: 2))
        line.line(to: CGPoint(x: 40, y: 2))
        try canvas.stroke(line, style: StrokeStyle(color: red, width: 2, dash: [5, 5]))
        let pixels = try canvas.pixelBuffer()
        XCTAssertEqual(pixels.rgba(x: 2, y: 2).a, 255)
        XCTAssertEqual(pixels.rgba(x: 7, y: 2).a, 0)
        XCTAssertEqual(pixels.rgba(x: 12, y: 2).a, 255)
    }

    func testBadStrokeArgumentsAreTypedErrors() throws {
        let canvas = try Canvas(pixelWidth: 4, pixelHeight: 4)
        let path = Path.rect(canvas.bounds)
        XCTAssertThrowsError(try canvas.stroke(path, style: StrokeStyle(color: red, width: .nan)))
        XCTAssertThrowsError(
            try canvas.stroke(path, style: StrokeStyle(color: red, width: 1, dash: [-1, 2])))
        XCTAssertThrowsError(try canvas.withOpacity(.nan) {})
        XCTAssertThrowsError(
            try canvas.drawShadow(of: path, Shadow(color: .black, offset: .zero, blurRadius: .infinity)))
    }

    func testShadowIsSoftOffsetAndBelowTheShape() throws {
        let canvas = try Canvas(pixelWidth: 120, pixelHeight: 120)
        let card = Path.rect(CGRect(x: 30, y: 30, width: 60, height: 60))
        try canvas.drawShadow(
            of: card, Shadow(color: .black, offset: CGSize(width: 0, height: 6), blurRadius: 8))
        let pixels = try canvas.pixelBuffer()
        XCTAssertGreaterThan(pixels.rgba(x: 60, y: 60).a, 240, "solid under the middle of the shape")
        let edge = pixels.rgba(x: 60, y: 96).a  // the shadow's own bottom edge (90 + 6)
        XCTAssertGreaterThan(edge, 60)
        XCTAssertLessThan(edge, 200, "the edge is soft, not a hard line")
        XCTAssertGreaterThan(pixels.rgba(x: 60, y: 101).a, 0, "it spreads beyond the edge")
        XCTAssertEqual(pixels.rgba(x: 60, y: 115).a, 0, "and fades out")
        XCTAssertGreaterThan(pixels.rgba(x: 60, y: 96).a, pixels.rgba(x: 60, y: 24).a, "offset downwards")
    }

    func testZeroBlurShadowIsTheOffsetSilhouette() throws {
        let canvas = try Canvas(pixelWidth: 20, pixelHeight: 20)
        try canvas.drawShadow(
            of: Path.rect(CGRect(x: 0, y: 0, width: 10, height: 10)),
            Shadow(color: red, offset: CGSize(width: 5, height: 5), blurRadius: 0))
        let pixels = try canvas.pixelBuffer()
        XCTAssertEqual(pixels.rgba(x: 2, y: 2).a, 0)
        XCTAssertTrue(pixels.rgba(x: 12, y: 12) == (255, 0, 0, 255))
    }

    func testLargeOpaqueStrokesInkTheSamePixelsAsStrokingLineByLine() throws {
        // 400 lines of 20 points: the canvas strokes such an opaque path in batches of about
        // 2,048 points. Without antialiasing, that must ink the pixels that stroking each line on
        // its own inks (a batching mistake would move or join lines and differ widely).
        func line(_ index: Int) -> Path {
            var path = Path()
            path.addPolyline(pointCount: 20) { xy in
                for i in 0..<20 {
                    xy[2 * i] = Double((index * 13) % 190) + Double(i) * 0.9
                    xy[2 * i + 1] = Double((index * 7) % 90) + 4 * sin(Double(i + index))
                }
            }
            return path
        }
        var all = Path()
        for index in 0..<400 { all.append(line(index)) }
        XCTAssertGreaterThan(all.pointCount, 2 * 2_048)
        let style = StrokeStyle(color: Color(rgb: 0x2F81F7), width: 1.5, join: .round)
        func inkMask(_ draw: (Canvas) throws -> Void) throws -> [Bool] {
            let canvas = try Canvas(pixelWidth: 200, pixelHeight: 100, background: .white)
            canvas.antialiasing = .none
            try draw(canvas)
            let pixels = try canvas.pixelBuffer()
            return (0..<(200 * 100)).map { pixels.rgba(x: $0 % 200, y: $0 / 200).r < 128 }
        }
        let batched = try inkMask { try $0.stroke(all, style: style) }
        let lineByLine = try inkMask { canvas in
            for index in 0..<400 { try canvas.stroke(line(index), style: style) }
        }
        let inked = batched.filter { $0 }.count
        let differing = zip(batched, lineByLine).filter { $0 != $1 }.count
        XCTAssertGreaterThan(inked, 2_000)
        XCTAssertLessThan(Double(differing), 0.01 * Double(inked), "\(differing) of \(inked) pixels differ")
    }
}
