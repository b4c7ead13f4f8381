import Foundation
import OutdoorDrawing
import OutdoorRaster
import XCTest

/// Timings of the drawing layer, printed for people; skipped unless `OUTDOOR_BENCHMARK=1`.
///
/// Run: `OUTDOOR_BENCHMARK=1 swift test -c release --filter DrawingBenchmarkTests`.
/// Nothing here asserts a duration (machines differ); each case checks that what it timed was
/// drawn: the photo covers the panel, the lines and the shadow leave ink, the text lays out and
/// inks its boxes.
final class DrawingBenchmarkTests: XCTestCase {
    override func setUpWithError() throws {
        try XCTSkipUnless(
            ProcessInfo.processInfo.environment["OUTDOOR_BENCHMARK"] == "1", "set OUTDOOR_BENCHMARK=1 to run")
    }

    /// Median milliseconds of `runs` calls of `body`.
    private func measureMedian(_ label: String, runs: Int = 7, _ body: () throws -> Void) rethrows {
        var times: [Double] = []
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
        times.sort()
        print(
            String(
                format: "benchmark %@: median %.2f ms (min %.2f, max %.2f, %d runs)",
                label, times[times.count / 2], times[0], times[times.count - 1], runs))
    }

    func testPhotoIntoCoverPanel() throws {
        for (width, height) in [(1500, 1125), (2000, 1500), (4000, 3000), (8000, 6000)] {
            let photo = try DrawingFixtures.stripedPhoto(width: width, height: height)
            let canvas = try Canvas(pixelWidth: 1080, pixelHeight: 1080)
            try measureMedian("photo \(width)x\(height) cover into 1080x1080", runs: width > 4000 ? 3 : 7) {
                try canvas.drawImage(photo, in: canvas.bounds, fit: .cover, orientation: .right)
            }
            XCTAssertEqual(try canvas.pixelBuffer().rgba(x: 540, y: 540).a, 255)
        }
    }

    /// River-like lines: random walks of short steps (a map's rivers and borders look like this).
    private func riverCoordinates(lines: Int, points: Int) -> [[Double]] {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Double {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(seed >> 11) / Double(1 << 53)
        }
        return (0..<lines).map { _ in
            var x = next() * 1080
            var y = next() * 540
            var xy: [Double] = []
            xy.reserveCapacity(points * 2)
            for _ in 0..<points {
                xy.append(x)
                xy.append(y)
                x += next() * 6 - 3
                y += next() * 6 - 3
            }
            return xy
        }
    }

    func testThousandsOfPolylines() throws {
        let canvas = try Canvas(pixelWidth: 1080, pixelHeight: 540, scale: 1)
        let lines = riverCoordinates(lines: 5_000, points: 40)
        let style = StrokeStyle(color: Color(rgb: 0x8CBDDB), width: 1.2, cap: .round, join: .round)
        measureMedian("5,000 river lines x 40 points: build one path") {
            var path = Path()
            path.reserveCapacity(points: 200_000)
            for line in lines { path.addPolyline(xy: line) }
            XCTAssertEqual(path.pointCount, 200_000)
        }
        var batched = Path()
        for line in lines { batched.addPolyline(xy: line) }
        try measureMedian("5,000 river lines x 40 points: stroke as one path, round joins 1.2 pt") {
            try canvas.stroke(batched, style: style)
        }
        // The batched stroke inks most of the canvas (5,000 random walks across it).
        let pixels = try canvas.pixelBuffer()
        var inked = 0
        for y in stride(from: 0, to: pixels.height, by: 4) {
            for x in stride(from: 0, to: pixels.width, by: 4) where pixels.rgba(x: x, y: y).a > 0 {
                inked += 1
            }
        }
        XCTAssertGreaterThan(inked, pixels.width * pixels.height / 16 / 2)
        try measureMedian("5,000 river lines x 40 points: stroke one path per line", runs: 3) {
            for line in lines {
                var path = Path()
                path.addPolyline(xy: line)
                try canvas.stroke(path, style: style)
            }
        }
        canvas.antialiasing = .fast
        try measureMedian("5,000 river lines x 40 points: stroke as one path, round joins, fast antialiasing")
        {
            try canvas.stroke(batched, style: style)
        }
        canvas.antialiasing = .standard
        let thin = StrokeStyle(color: Color(rgb: 0x8C7399), width: 0.8)
        try measureMedian("5,000 river lines x 40 points: stroke as one path, miter joins 0.8 pt") {
            try canvas.stroke(batched, style: thin)
        }
    }

    func testFontLibraryAndText() throws {
        try measureMedian("hermetic FontLibrary creation", runs: 5) {
            _ = try DrawingFixtures.hermeticLibrary()
        }
        try measureMedian("fallback FontLibrary creation", runs: 3) {
            _ = try FontLibrary(fontsDirectory: DrawingFixtures.fontsDirectory, mode: .withSystemFallback)
        }
        let fonts = try DrawingFixtures.hermeticLibrary()
        let canvas = try Canvas(pixelWidth: 1080, pixelHeight: 400, background: .white)
        // Three lines' worth at 960 pixels: cut to two with an ellipsis.
        let titleText =
            "An evening walk along the ridge above the lake with the last light on the peaks, "
            + "then the long way home through the birch woods by the old mill"
        try measureMedian("title layout (2 lines, ellipsized) + draw") {
            let layout = try TextLayout(
                titleText,
                style: TextStyle(size: 44, weight: .bold), width: 960, maxLines: 2, library: fonts)
            try canvas.draw(layout, at: CGPoint(x: 60, y: 40))
        }
        let title = try TextLayout(
            titleText,
            style: TextStyle(size: 44, weight: .bold), width: 960, maxLines: 2, library: fonts)
        XCTAssertEqual(title.metrics.lineCount, 2)
        XCTAssertTrue(title.metrics.isEllipsized)
        XCTAssertGreaterThan(try inkPixels(canvas, in: CGRect(x: 60, y: 40, width: 960, height: 110)), 5_000)
        try measureMedian("40 map labels with halos") {
            for i in 0..<40 {
                let label = try TextLayout(
                    "Place \(i)", style: TextStyle(size: 12, weight: .medium), library: fonts)
                try canvas.draw(
                    label, at: CGPoint(x: Double(i % 8) * 130, y: 200 + Double(i / 8) * 30),
                    halo: TextHalo(color: .white, width: 3))
            }
        }
        XCTAssertGreaterThan(try inkPixels(canvas, in: CGRect(x: 0, y: 200, width: 1080, height: 150)), 2_000)
    }

    /// The dark pixels of `canvas` (white underneath) within `box`, in device pixels.
    private func inkPixels(_ canvas: Canvas, in box: CGRect) throws -> Int {
        let pixels = try canvas.pixelBuffer()
        var count = 0
        for y in Int(box.minY)..<min(pixels.height, Int(box.maxY)) {
            for x in Int(box.minX)..<min(pixels.width, Int(box.maxX)) {
                let (r, g, b, _) = pixels.rgba(x: x, y: y)
                if Int(r) + Int(g) + Int(b) < 3 * 128 { count += 1 }
            }
        }
        return count
    }

    func testCardShadow() throws {
        let canvas = try Canvas(pixelWidth: 1080, pixelHeight: 1920, scale: 2)
        let card = Path.roundedRect(CGRect(x: 24, y: 500, width: 492, height: 300), cornerRadius: 24)
        try measureMedian("card shadow 492x300 pt at 2x, blur 24 pt") {
            try canvas.drawShadow(
                of: card,
                Shadow(color: Color.black.withAlpha(0.3), offset: CGSize(width: 0, height: 8), blurRadius: 24)
            )
        }
        XCTAssertGreaterThan(try canvas.pixelBuffer().rgba(x: 540, y: 1610).a, 0)
    }
}
