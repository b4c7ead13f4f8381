import Foundation

/// A geometric path in user space (points): subpaths of lines, curves and arcs, as a value.
///
/// Storage is compact (one command per segment and a flat array of coordinates), so a path
/// holding thousands of polylines is cheap to build and to hand to the canvas, which replays
/// it into Cairo in one tight loop. Polylines appended with `addPolyline` keep a single command
/// for all their points.
public struct Path: Hashable, Sendable {
    /// One drawing command; `count` is the number of points of a polyline, else unused.
    struct Command: Hashable, Sendable {
        enum Kind: UInt8, Sendable {
            case move, line, curve, arc, arcNegative, close, polyline
        }
        var kind: Kind
        var count: Int32
    }

    var commands: [Command] = []
    /// Flat coordinates: 2 per move/line, 6 per curve, 5 per arc (cx, cy, r, a0, a1), 2 per polyline point.
    var coordinates: [Double] = []

    /// An empty path.
    public init() {}

    /// Whether the path has no commands.
    public var isEmpty: Bool { commands.isEmpty }

    /// Reserves room for about `points` more points, to avoid regrowing while building large paths.
    public mutating func reserveCapacity(points: Int) {
        coordinates.reserveCapacity(coordinates.count + 2 * max(0, points))
    }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) {
        commands.append(Command(kind: .move, count: 1))
        coordinates.append(Double(point.x))
        coordinates.append(Double(point.y))
    }

    /// Adds a straight segment to `point`.
    public mutating func line(to point: CGPoint) {
        commands.append(Command(kind: .line, count: 1))
        coordinates.append(Double(point.x))
        coordinates.append(Double(point.y))
    }

    /// Adds a cubic Bézier curve to `point` with two control points.
    public mutating func curve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        commands.append(Command(kind: .curve, count: 3))
        coordinates.append(contentsOf: [
            Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y),
            Double(point.x), Double(point.y),
        ])
    }

    /// Adds a circular arc around `center` of `radius` points between two angles in radians.
    ///
    /// Angles are measured from the positive x axis towards the positive y axis, which is
    /// clockwise on screen (y grows downwards). With `clockwise` the angle increases from
    /// `startAngle` to `endAngle`; otherwise it decreases. When the path already has a current
    /// point, a straight segment joins it to the start of the arc.
    public mutating func arc(
        center: CGPoint, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool = true
    ) {
        commands.append(Command(kind: clockwise ? .arc : .arcNegative, count: 0))
        coordinates.append(contentsOf: [Double(center.x), Double(center.y), radius, startAngle, endAngle])
    }

    /// Closes the current subpath with a straight segment back to its start.
    public mutating func close() {
        commands.append(Command(kind: .close, count: 0))
    }

    /// Appends every subpath of `other`.
    public mutating func append(_ other: Path) {
        commands.append(contentsOf: other.commands)
        coordinates.append(contentsOf: other.coordinates)
    }
}
