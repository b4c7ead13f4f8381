import Foundation

extension Path {
    /// A path holding one rectangle.
    public static func rect(_ rect: CGRect) -> Path {
        var path = Path()
        path.addRect(rect)
        return path
    }

    /// A path holding one rectangle with rounded corners of `cornerRadius` points.
    public static func roundedRect(_ rect: CGRect, cornerRadius: Double) -> Path {
        var path = Path()
        path.addRoundedRect(rect, cornerRadius: cornerRadius)
        return path
    }

    /// A path holding one circle around `center` of `radius` points.
    public static func circle(center: CGPoint, radius: Double) -> Path {
        var path = Path()
        path.addCircle(center: center, radius: radius)
        return path
    }

    /// Adds a closed rectangle as its own subpath (drawn clockwise on screen).
    public mutating func addRect(_ rect: CGRect) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY))
        line(to: CGPoint(x: r.maxX, y: r.minY))
        line(to: CGPoint(x: r.maxX, y: r.maxY))
        line(to: CGPoint(x: r.minX, y: r.maxY))
        close()
    }

    /// Adds a closed rectangle with corners rounded by `cornerRadius` points.
    ///
    /// The radius is clamped to half the shorter side, so a large radius gives a pill shape.
    public mutating func addRoundedRect(_ rect: CGRect, cornerRadius: Double) {
        let r = rect.standardized
        let radius = min(max(0, cornerRadius), Double(min(r.width, r.height)) / 2)
        guard radius > 0 else {
            addRect(r)
            return
        }
        let half = Double.pi / 2
        move(to: CGPoint(x: Double(r.minX) + radius, y: r.minY))
        arc(
            center: CGPoint(x: Double(r.maxX) - radius, y: Double(r.minY) + radius), radius: radius,
            startAngle: -half, endAngle: 0)
        arc(
            center: CGPoint(x: Double(r.maxX) - radius, y: Double(r.maxY) - radius), radius: radius,
            startAngle: 0, endAngle: half)
        arc(
            center: CGPoint(x: Double(r.minX) + radius, y: Double(r.maxY) - radius), radius: radius,
            startAngle: half, endAngle: 2 * half)
        arc(
            center: CGPoint(x: Double(r.minX) + radius, y: Double(r.minY) + radius), radius: radius,
            startAngle: 2 * half, endAngle: 3 * half)
        close()
    }

    /// Adds a closed circle around `center` of `radius` points as its own subpath.
    public mutating func addCircle(center: CGPoint, radius: Double) {
        move(to: CGPoint(x: Double(center.x) + radius, y: center.y))
        arc(center: center, radius: radius, startAngle: 0, endAngle: 2 * Double.pi)
        close()
    }

    /// Adds a closed ellipse inscribed in `rect`, made of four cubic curves.
    public mutating func addEllipse(in rect: CGRect) {
        let r = rect.standardized
        let rx = Double(r.width) / 2
        let ry = Double(r.height) / 2
        let cx = Double(r.midX)
        let cy = Double(r.midY)
        // The usual constant for approximating a quarter circle with one cubic curve.
        let k = 0.552_284_749_830_793_4
        move(to: CGPoint(x: cx + rx, y: cy))
        curve(
            to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry),
            control2: CGPoint(x: cx + k * rx, y: cy + ry))
        curve(
            to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry),
            control2: CGPoint(x: cx - rx, y: cy + k * ry))
        curve(
            to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry),
            control2: CGPoint(x: cx - k * rx, y: cy - ry))
        curve(
            to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry),
            control2: CGPoint(x: cx + rx, y: cy - k * ry))
        close()
    }
}
