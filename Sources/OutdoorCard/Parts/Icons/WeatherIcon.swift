import Foundation
import OutdoorDrawing
import OutdoorModel

/// The card's weather icons, drawn with paths: one consistent set for every condition, with sun
/// and moon variants for clear, partly cloudy and showers.
///
/// Icons are designed on a 100 x 100 unit grid and scaled to the box they are drawn in; the
/// same shapes (one cloud, one sun, one moon) recur across the set so the icons read as a family.
public enum WeatherIcon {
    /// Draws the icon for `symbol` into `box` (points) on `canvas`.
    ///
    /// The symbol's condition picks the picture and its night flag the moon; `palette.knockout`
    /// must be the colour behind the icon.
    public static func draw(
        _ symbol: WeatherSymbol, in box: CGRect, on canvas: Canvas, palette: WeatherIconPalette
    ) throws {
        guard box.width > 0, box.height > 0 else { return }
        let side = Double(min(box.width, box.height))
        try canvas.withSavedState {
            canvas.translate(
                x: Double(box.midX) - side / 2, y: Double(box.midY) - side / 2)
            canvas.scale(x: side / 100, y: side / 100)
            let pen = IconPen(canvas: canvas, palette: palette)
            try draw(symbol.condition, night: symbol.isNight, pen: pen)
        }
    }

    /// Draws `condition` in the 100-unit box.
    static func draw(_ condition: WeatherCondition, night: Bool, pen: IconPen) throws {
        let palette = pen.palette
        switch condition {
        case .clear:
            if night {
                try pen.moon(center: CGPoint(x: 44, y: 56), radius: 31)
                try pen.sparkle(center: CGPoint(x: 75, y: 22), size: 9)
                try pen.sparkle(center: CGPoint(x: 86, y: 44), size: 5.5)
            } else {
                try pen.sun(center: CGPoint(x: 50, y: 50), radius: 19, rayStart: 29, rayEnd: 41, rayWidth: 6)
            }
        case .partlyCloudy:
            if night {
                try pen.moon(center: CGPoint(x: 40, y: 40), radius: 22)
            } else {
                try pen.sun(center: CGPoint(x: 38, y: 40), radius: 15, rayStart: 22, rayEnd: 31, rayWidth: 5)
            }
            try pen.cloud(at: CGPoint(x: 16, y: 24), scale: 0.84, shade: palette.cloud)
        case .cloudy:
            try pen.cloud(at: CGPoint(x: 30, y: 2), scale: 0.68, shade: palette.cloudBack, cutGap: false)
            try pen.cloud(at: CGPoint(x: 2, y: 20), scale: 0.88, shade: palette.cloud)
        case .fog:
            try pen.cloud(at: CGPoint(x: 3, y: -10), scale: 0.94, shade: palette.cloud, cutGap: false)
            var bands = Path()
            for (y, from, to) in [(70.0, 16.0, 70.0), (81.0, 28.0, 84.0), (92.0, 22.0, 62.0)] {
                bands.move(to: CGPoint(x: from, y: y))
                bands.line(to: CGPoint(x: to, y: y))
            }
            try pen.line(bands, color: palette.fog, width: 6)
        case .drizzle:
            try precipitationCloud(pen)
            try pen.drops(
                [
                    CGPoint(x: 34, y: 74), CGPoint(x: 50, y: 74), CGPoint(x: 66, y: 74),
                    CGPoint(x: 42, y: 88),
                    CGPoint(x: 58, y: 88),
                ], radius: 3.4)
        case .rain:
            try precipitationCloud(pen)
            try pen.rain(xs: [37, 53, 69], top: 72, length: 20, width: 6)
        case .showers:
            if night {
                try pen.moon(center: CGPoint(x: 66, y: 32), radius: 19)
            } else {
                try pen.sun(
                    center: CGPoint(x: 66, y: 30), radius: 13, rayStart: 19, rayEnd: 26.5, rayWidth: 4.5)
            }
            try pen.cloud(at: CGPoint(x: 0, y: 10), scale: 0.82, shade: palette.cloud)
            try pen.rain(xs: [32, 48, 64], top: 76, length: 17, width: 6)
        case .sleet:
            try precipitationCloud(pen)
            try pen.rain(xs: [35, 71], top: 72, length: 20, width: 6)
            try pen.snowflakes([CGPoint(x: 50, y: 82)], size: 8, width: 3.6)
        case .snow:
            try precipitationCloud(pen)
            try pen.snowflakes(
                [CGPoint(x: 33, y: 78), CGPoint(x: 67, y: 78), CGPoint(x: 50, y: 91)], size: 7.5, width: 3.6)
        case .thunder:
            try pen.cloud(at: CGPoint(x: 3, y: -8), scale: 0.94, shade: palette.stormCloud, cutGap: false)
            try pen.rain(xs: [30, 78], top: 72, length: 17, width: 6)
            var bolt = Path()
            bolt.addPolyline(
                xy: [50, 53, 66, 53, 58, 67, 69, 67, 46, 93, 52, 75, 41, 75], closed: true)
            try pen.knockout(bolt, width: 7)
            try pen.fill(bolt, palette.bolt)
        case .wind:
            var streaks = Path()
            streaks.move(to: CGPoint(x: 10, y: 38))
            streaks.line(to: CGPoint(x: 62, y: 38))
            streaks.arc(
                center: CGPoint(x: 62, y: 27), radius: 11, startAngle: Double.pi / 2,
                endAngle: -Double.pi * 0.9,
                clockwise: false)
            streaks.move(to: CGPoint(x: 6, y: 54))
            streaks.line(to: CGPoint(x: 84, y: 54))
            streaks.move(to: CGPoint(x: 14, y: 70))
            streaks.line(to: CGPoint(x: 56, y: 70))
            streaks.arc(
                center: CGPoint(x: 56, y: 80), radius: 10, startAngle: -Double.pi / 2,
                endAngle: Double.pi * 0.9,
                clockwise: true)
            try pen.line(streaks, color: palette.wind, width: 6.5)
        }
    }

    /// The cloud above rain, drizzle, sleet and snow.
    private static func precipitationCloud(_ pen: IconPen) throws {
        try pen.cloud(at: CGPoint(x: 3, y: -8), scale: 0.94, shade: pen.palette.cloud, cutGap: false)
    }
}
