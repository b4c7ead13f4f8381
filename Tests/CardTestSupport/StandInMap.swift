import Foundation
import OutdoorCard
import OutdoorDrawing
import OutdoorMapModel
import OutdoorRaster

/// A TEST DOUBLE for the map panel: a stylised two-tone coast drawn from the request alone.
///
/// It is not a map of anything. It draws water, a piece of land with a lake and a river, and
/// then the marker the first pin's precision asks for (a pin, an area circle, or nothing on a
/// view drawn smaller as if zoomed out), so cards show where the real map goes and how the
/// coordinate modes differ. It records every request so tests can check what the card asked for, and can
/// fail or answer with the wrong size. The tests of the cards alone (OutdoorCardTests) use it;
/// the tests of cards as users get them (OutdoorCardMapTests), the goldens included, draw the
/// real map.
public final class StandInMap: CardMapProvider {
    /// Requests received, in order.
    public private(set) var requests: [MapRequest] = []
    /// When set, drawing the planned map throws this error.
    public var failure: Error?
    /// When set, the panel comes back this many pixels too wide (to test the size check).
    public var widthError = 0

    /// Makes a stand-in that answers every request.
    public init() {}

    public func plan(_ request: MapRequest) throws -> any PlannedCardMap {
        requests.append(request)
        return PicturedCardMap(request) { [self] in try self.picture(request) }
    }

    /// The stand-in's picture of `request` (failing or too wide when asked to).
    func picture(_ request: MapRequest) throws -> PixelBuffer {
        if let failure { throw failure }
        let dark = request.theme == .dark
        let canvas = try Canvas(
            pixelWidth: request.pixelWidth + widthError, pixelHeight: request.pixelHeight,
            scale: request.scale, background: Color(rgb: dark ? 0x1B2A36 : 0xAAD3DF))
        let size = canvas.size
        let w = Double(size.width)
        let h = Double(size.height)
        let precision = request.pins.first?.precision ?? .exact
        let zoom = precision == .hidden ? 0.55 : 1.0
        let cx = w / 2
        let cy = h / 2
        func p(_ x: Double, _ y: Double) -> CGPoint { CGPoint(x: cx + x * zoom * w, y: cy + y * zoom * h) }

        var land = Path()
        land.move(to: p(-1.2, -1.2))
        land.line(to: p(0.18, -1.2))
        land.curve(to: p(0.05, -0.1), control1: p(0.35, -0.8), control2: p(-0.05, -0.45))
        land.curve(to: p(0.32, 0.42), control1: p(0.15, 0.2), control2: p(0.4, 0.15))
        land.curve(to: p(0.1, 1.2), control1: p(0.22, 0.7), control2: p(0.05, 0.9))
        land.line(to: p(-1.2, 1.2))
        land.close()
        land.addEllipse(
            in: CGRect(origin: p(-0.34, 0.12), size: CGSize(width: 0.16 * w * zoom, height: 0.1 * h * zoom)))
        try canvas.fill(land, color: Color(rgb: dark ? 0x262B31 : 0xF2EFE9), rule: .evenOdd)
        var river = Path()
        river.move(to: p(-0.26, 0.17))
        river.curve(to: p(-0.7, -0.6), control1: p(-0.35, -0.1), control2: p(-0.6, -0.2))
        try canvas.stroke(
            river, style: StrokeStyle(color: Color(rgb: dark ? 0x35556E : 0x8CBDDB), width: 2, cap: .round))
        var border = Path()
        border.move(to: p(-1.2, -0.45))
        border.curve(to: p(0.12, -0.55), control1: p(-0.8, -0.3), control2: p(-0.3, -0.7))
        try canvas.stroke(
            border,
            style: StrokeStyle(color: Color(rgb: dark ? 0x6D5A78 : 0x8C7399), width: 1.3, dash: [5, 3]))

        let accent = Color(rgb: dark ? 0xF29A4A : 0xC4511E)
        switch precision {
        case .exact:
            let pin = Path.circle(center: CGPoint(x: cx, y: cy), radius: 9)
            try canvas.drawShadow(
                of: pin,
                Shadow(color: Color.black.withAlpha(0.35), offset: CGSize(width: 0, height: 1), blurRadius: 3)
            )
            try canvas.fill(pin, color: accent)
            try canvas.stroke(pin, style: StrokeStyle(color: .white, width: 3))
        case .approximate:
            let area = Path.circle(center: CGPoint(x: cx, y: cy), radius: min(w, h) * 0.22)
            try canvas.fill(area, color: accent.withAlpha(0.18))
            try canvas.stroke(area, style: StrokeStyle(color: accent.withAlpha(0.7), width: 2, dash: [6, 4]))
        case .hidden:
            break
        }
        return try canvas.pixelBuffer()
    }
}
