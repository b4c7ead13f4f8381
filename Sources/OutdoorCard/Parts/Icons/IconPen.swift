import Foundation
import OutdoorDrawing
import OutdoorRaster

/// Draws the icon shapes in a 100 x 100 unit box already mapped onto the canvas.
///
/// Every shape is geometric: circles, pills, arcs, round-capped strokes. Shapes in front of
/// others are outlined first in the `knockout` colour (the surface behind the icon), which
/// cuts a thin gap around them, as modern weather icon sets do.
struct IconPen {
    let canvas: Canvas
    let palette: WeatherIconPalette

    /// Width of the gap cut around shapes in front, in icon units.
    static let knockoutWidth = 6.0

    /// Fills `path` with `shade`, top to bottom over the path's bounds.
    func fill(_ path: Path, _ shade: Shade) throws {
        let bounds = path.bounds
        guard !bounds.isNull, bounds.height > 0 else { return }
        let gradient = LinearGradient(
            start: CGPoint(x: bounds.midX, y: bounds.minY), end: CGPoint(x: bounds.midX, y: bounds.maxY),
            from: shade.top, to: shade.bottom)
        try canvas.fill(path, with: .linearGradient(gradient))
    }

    /// Cuts a gap of `width` units around `path` in the knockout colour.
    func knockout(_ path: Path, width: Double = IconPen.knockoutWidth) throws {
        try canvas.stroke(
            path, style: StrokeStyle(color: palette.knockout, width: width, cap: .round, join: .round))
    }

    /// Strokes `path` with round caps and joins.
    func line(_ path: Path, color: Color, width: Double) throws {
        try canvas.stroke(path, style: StrokeStyle(color: color, width: width, cap: .round, join: .round))
    }

    // MARK: Shapes

    /// A cloud: a pill-shaped base with three puffs, drawn in its own 100-unit frame (x 14-86,
    /// y 23-76) moved to `origin` and scaled by `scale`.
    static func cloud(at origin: CGPoint, scale s: Double) -> Path {
        func p(_ x: Double, _ y: Double) -> CGPoint {
            CGPoint(x: Double(origin.x) + s * x, y: Double(origin.y) + s * y)
        }
        var path = Path()
        path.addRoundedRect(
            CGRect(origin: p(14, 50), size: CGSize(width: 72 * s, height: 26 * s)), cornerRadius: 13 * s)
        path.addCircle(center: p(33, 55), radius: 15 * s)
        path.addCircle(center: p(54, 44), radius: 21 * s)
        path.addCircle(center: p(72, 57), radius: 13 * s)
        return path
    }

    /// Draws a cloud in front of whatever is already drawn.
    func cloud(at origin: CGPoint, scale: Double, shade: Shade, cutGap: Bool = true) throws {
        let path = IconPen.cloud(at: origin, scale: scale)
        if cutGap { try knockout(path) }
        try fill(path, shade)
    }

    /// A sun: a disc of `radius` and eight rays from `rayStart` to `rayEnd` units from its centre.
    func sun(center: CGPoint, radius: Double, rayStart: Double, rayEnd: Double, rayWidth: Double) throws {
        var rays = Path()
        for index in 0..<8 {
            let angle = Double(index) * Double.pi / 4
            let (dx, dy) = (cos(angle), sin(angle))
            rays.move(to: CGPoint(x: Double(center.x) + dx * rayStart, y: Double(center.y) + dy * rayStart))
            rays.line(to: CGPoint(x: Double(center.x) + dx * rayEnd, y: Double(center.y) + dy * rayEnd))
        }
        try line(rays, color: palette.sun.bottom.mixed(with: palette.sun.top, 0.5), width: rayWidth)
        try fill(Path.circle(center: center, radius: radius), palette.sun)
    }

    /// A crescent moon of `radius` around `center`, lit on the lower left.
    func moon(center: CGPoint, radius: Double) throws {
        var cut = Path.rect(CGRect(x: -50, y: -50, width: 200, height: 200))
        cut.addCircle(
            center: CGPoint(x: Double(center.x) + 0.58 * radius, y: Double(center.y) - 0.42 * radius),
            radius: 0.8 * radius)
        try canvas.withClip(to: cut, rule: .evenOdd) {
            try fill(Path.circle(center: center, radius: radius), palette.moon)
        }
    }

    /// A four-pointed sparkle (a star beside the moon) reaching `size` units from its centre.
    func sparkle(center: CGPoint, size: Double) throws {
        let (x, y) = (Double(center.x), Double(center.y))
        let pinch = size * 0.18
        var path = Path()
        path.move(to: CGPoint(x: x, y: y - size))
        path.curve(
            to: CGPoint(x: x + size, y: y), control1: CGPoint(x: x + pinch, y: y - pinch),
            control2: CGPoint(x: x + pinch, y: y - pinch))
        path.curve(
            to: CGPoint(x: x, y: y + size), control1: CGPoint(x: x + pinch, y: y + pinch),
            control2: CGPoint(x: x + pinch, y: y + pinch))
        path.curve(
            to: CGPoint(x: x - size, y: y), control1: CGPoint(x: x - pinch, y: y + pinch),
            control2: CGPoint(x: x - pinch, y: y + pinch))
        path.curve(
            to: CGPoint(x: x, y: y - size), control1: CGPoint(x: x - pinch, y: y - pinch),
            control2: CGPoint(x: x - pinch, y: y - pinch))
        path.close()
        try fill(path, palette.moon)
    }

    /// Slanted raindrop streaks starting at each x of `xs`, from `top` down `length` units.
    func rain(xs: [Double], top: Double, length: Double, width: Double) throws {
        var path = Path()
        for x in xs {
            path.move(to: CGPoint(x: x, y: top))
            path.line(to: CGPoint(x: x - length * 0.36, y: top + length))
        }
        try line(path, color: palette.rain, width: width)
    }

    /// Round drizzle drops of `radius` at `centers`.
    func drops(_ centers: [CGPoint], radius: Double) throws {
        var path = Path()
        for center in centers { path.addCircle(center: center, radius: radius) }
        try canvas.fill(path, color: palette.rain)
    }

    /// Six-armed snowflakes reaching `size` units from each of `centers`.
    func snowflakes(_ centers: [CGPoint], size: Double, width: Double) throws {
        var path = Path()
        for center in centers {
            for index in 0..<3 {
                let angle = Double.pi / 2 + Double(index) * Double.pi / 3
                let (dx, dy) = (cos(angle) * size, sin(angle) * size)
                path.move(to: CGPoint(x: Double(center.x) - dx, y: Double(center.y) - dy))
                path.line(to: CGPoint(x: Double(center.x) + dx, y: Double(center.y) + dy))
            }
        }
        try line(path, color: palette.snow, width: width)
    }
}

extension Color {
    /// This colour moved `amount` (0 to 1) of the way towards `other`.
    func mixed(with other: Color, _ amount: Double) -> Color {
        Color(
            red: red + (other.red - red) * amount, green: green + (other.green - green) * amount,
            blue: blue + (other.blue - blue) * amount, alpha: alpha + (other.alpha - alpha) * amount)
    }
}
