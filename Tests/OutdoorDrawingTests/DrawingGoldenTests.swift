import Foundation
import OutdoorDrawing
import OutdoorRaster
import TestSupport
import XCTest

/// Golden images of the drawing primitives (Goldens/drawing-*.png).
final class DrawingGoldenTests: XCTestCase {
    private let ink = Color(rgb: 0x1F2328)
    private let muted = Color(rgb: 0x57606A)

    func testTextSpecimen() throws {
        let fonts = try DrawingFixtures.hermeticLibrary()
        let canvas = try Canvas(pixelWidth: 480, pixelHeight: 400, background: Color(rgb: 0xFAFAF7))
        var y = 16.0
        for (weight, size) in [(FontWeight.regular, 14.0), (.medium, 18), (.semibold, 22), (.bold, 28)] {
            let layout = try TextLayout(
                "Boulder Flatirons 12°C", style: TextStyle(size: size, weight: weight, color: ink),
                library: fonts)
            try canvas.draw(layout, at: CGPoint(x: 16, y: y))
            y += layout.metrics.height + 6
        }
        let box = CGRect(x: 16, y: y + 4, width: 448, height: 0)
        let arabic = try TextLayout(
            "غروب الشمس فوق البحر الأحمر",
            style: TextStyle(size: 22, weight: .bold, color: ink, language: "ar"),
            width: Double(box.width), library: fonts)
        try canvas.fill(
            CGRect(x: 16, y: box.minY, width: 448, height: arabic.metrics.height), color: Color(rgb: 0xEAEEF2)
        )
        try canvas.draw(arabic, at: box.origin)
        y = Double(box.minY) + arabic.metrics.height + 8
        let hebrew = try TextLayout(
            "זריחה מעל ים המלח", style: TextStyle(size: 20, color: ink, language: "he"),
            width: 448, library: fonts)
        try canvas.fill(
            CGRect(x: 16, y: y, width: 448, height: hebrew.metrics.height), color: Color(rgb: 0xEAEEF2))
        try canvas.draw(hebrew, at: CGPoint(x: 16, y: y))
        y += hebrew.metrics.height + 8
        let long = try TextLayout(
            "A very long title about an evening walk along the ridge above the lake, with the last "
                + "light on the peaks and a cold wind from the north that never stopped",
            style: TextStyle(size: 16, weight: .medium, color: muted), width: 300, maxLines: 2, library: fonts
        )
        try canvas.draw(long, at: CGPoint(x: 16, y: y))
        y += long.metrics.height + 10

        try canvas.fill(CGRect(x: 0, y: y, width: 480, height: 400 - y), color: Color(rgb: 0xAAD3DF))
        let halo = TextHalo(color: .white, width: 2.5)
        let label = try TextLayout(
            "Bergen", style: TextStyle(size: 16, weight: .semibold, color: ink), library: fonts)
        try canvas.draw(label, at: CGPoint(x: 24, y: y + 12), halo: halo)
        let small = try TextLayout(
            "Nordhordland · Vestland", style: TextStyle(size: 11, color: muted, letterSpacing: 0.5),
            library: fonts)
        try canvas.draw(small, at: CGPoint(x: 24, y: y + 36), halo: halo)
        let center = try TextLayout(
            "Centred", style: TextStyle(size: 13, weight: .bold, color: .white, alignment: .center),
            width: 200, library: fonts)
        try canvas.draw(center, at: CGPoint(x: 260, y: y + 20), halo: TextHalo(color: ink, width: 1.5))
        // Hermetic mode has no CJK font: the glyphs draw as hex boxes, on every machine alike.
        let missing = try TextLayout(
            "東京 → hex boxes", style: TextStyle(size: 14, color: ink), library: fonts)
        try canvas.draw(missing, at: CGPoint(x: 24, y: y + 64))
        try Golden.verify(try canvas.pixelBuffer(), named: "drawing-text-specimen")
    }

    func testRoundedCardWithShadowAndGradient() throws {
        let canvas = try Canvas(pixelWidth: 320, pixelHeight: 240, scale: 2)
        try canvas.fill(
            Path.rect(canvas.bounds),
            with: .linearGradient(
                LinearGradient(
                    start: .zero, end: CGPoint(x: 0, y: 120), from: Color(rgb: 0xDCE8F0),
                    to: Color(rgb: 0xF6F1E7))))
        let card = CGRect(x: 20, y: 18, width: 120, height: 80)
        let cardPath = Path.roundedRect(card, cornerRadius: 12)
        try canvas.drawShadow(
            of: cardPath,
            Shadow(color: Color.black.withAlpha(0.35), offset: CGSize(width: 0, height: 4), blurRadius: 10))
        try canvas.fill(cardPath, color: .white)
        try canvas.stroke(cardPath, style: StrokeStyle(color: Color(rgb: 0xD0D7DE), width: 0.5))
        let pin = Path.circle(center: CGPoint(x: 44, y: 44), radius: 8)
        try canvas.drawShadow(
            of: pin,
            Shadow(color: Color.black.withAlpha(0.4), offset: CGSize(width: 0, height: 1), blurRadius: 2))
        try canvas.fill(pin, color: Color(rgb: 0xE5484D))
        try canvas.stroke(pin, style: StrokeStyle(color: .white, width: 2))
        try canvas.withOpacity(0.5) {
            try canvas.fill(
                Path.circle(center: CGPoint(x: 100, y: 70), radius: 14), color: Color(rgb: 0x2F81F7))
            try canvas.fill(
                Path.circle(center: CGPoint(x: 114, y: 70), radius: 14), color: Color(rgb: 0x2F81F7))
        }
        try Golden.verify(try canvas.pixelBuffer(), named: "drawing-card-shadow")
    }

    func testPathsStrokesAndFillRules() throws {
        let canvas = try Canvas(pixelWidth: 300, pixelHeight: 200, background: Color(rgb: 0xF2EFE9))
        // A lake with an island: even-odd leaves the island as land.
        var lake = Path()
        lake.addPolyline(xy: [20, 20, 130, 30, 140, 110, 60, 130, 15, 80], closed: true)
        lake.addPolyline(xy: [60, 60, 95, 55, 100, 90, 65, 95], closed: true)
        try canvas.fill(lake, color: Color(rgb: 0xAAD3DF), rule: .evenOdd)
        // Rivers of several widths with round joins.
        for (index, width) in [0.7, 1.2, 1.6].enumerated() {
            var river = Path()
            let dy = Double(index) * 18
            river.addPolyline(pointCount: 40) { xy in
                for i in 0..<40 {
                    xy[2 * i] = 160 + Double(i) * 3.2
                    xy[2 * i + 1] = 30 + dy + 6 * sin(Double(i) / 3)
                }
            }
            try canvas.stroke(
                river,
                style: StrokeStyle(color: Color(rgb: 0x8CBDDB), width: width, cap: .round, join: .round))
        }
        // A border over a light halo, and a dashed state border.
        var border = Path()
        border.addPolyline([CGPoint(x: 160, y: 110), CGPoint(x: 210, y: 95), CGPoint(x: 285, y: 130)])
        try canvas.stroke(
            border, style: StrokeStyle(color: Color.white.withAlpha(0.8), width: 4, join: .round))
        try canvas.stroke(border, style: StrokeStyle(color: Color(rgb: 0x8C7399), width: 1.3, join: .round))
        var state = Path()
        state.move(to: CGPoint(x: 160, y: 150))
        state.curve(
            to: CGPoint(x: 285, y: 150), control1: CGPoint(x: 200, y: 120), control2: CGPoint(x: 245, y: 185))
        try canvas.stroke(state, style: StrokeStyle(color: Color(rgb: 0x8C7399), width: 1, dash: [4, 3]))
        // Clipping: a gradient seen through an ellipse.
        var ellipse = Path()
        ellipse.addEllipse(in: CGRect(x: 20, y: 145, width: 120, height: 45))
        try canvas.withClip(to: ellipse) {
            try canvas.fill(
                Path.rect(CGRect(x: 0, y: 140, width: 160, height: 60)),
                with: .linearGradient(
                    LinearGradient(
                        start: CGPoint(x: 20, y: 0), end: CGPoint(x: 140, y: 0), from: Color(rgb: 0xE5484D),
                        to: Color(rgb: 0x2F81F7))))
        }
        // Caps side by side.
        for (index, cap) in [LineCap.butt, .round, .square].enumerated() {
            var tick = Path()
            let x = 160 + Double(index) * 16
            tick.move(to: CGPoint(x: x, y: 172))
            tick.line(to: CGPoint(x: x, y: 190))
            try canvas.stroke(tick, style: StrokeStyle(color: Color(rgb: 0x1F2328), width: 6, cap: cap))
        }
        try Golden.verify(try canvas.pixelBuffer(), named: "drawing-paths-strokes")
    }

    func testPhotoWithOrientationSixInCoverRect() throws {
        let photo = try DrawingFixtures.quadrantPhoto(width: 60, height: 40)
        let canvas = try Canvas(pixelWidth: 360, pixelHeight: 200, background: .white)
        // Orientation 6 (turn clockwise) into a square cover panel, the way a card's photo panel works.
        try canvas.withClip(
            to: Path.roundedRect(CGRect(x: 10, y: 10, width: 180, height: 180), cornerRadius: 16)
        ) {
            try canvas.drawImage(
                photo, in: CGRect(x: 10, y: 10, width: 180, height: 180), fit: .cover, orientation: .right)
        }
        // All eight orientations side by side, contained in small boxes.
        for (index, orientation) in ExifOrientation.allCases.enumerated() {
            let box = CGRect(
                x: 200 + Double(index % 4) * 40, y: 20 + Double(index / 4) * 90, width: 36, height: 70)
            try canvas.fill(box, color: Color(rgb: 0xEAEEF2))
            try canvas.drawImage(photo, in: box, fit: .contain, orientation: orientation)
        }
        try Golden.verify(try canvas.pixelBuffer(), named: "drawing-photo-orientation")
    }
}
