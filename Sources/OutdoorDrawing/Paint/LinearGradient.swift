import Foundation
import OutdoorRaster

/// A colour ramp along the line from `start` to `end`, in the canvas' user space (points).
public struct LinearGradient: Hashable, Sendable {
    /// One colour at a position along the ramp.
    public struct Stop: Hashable, Sendable {
        /// Position along the ramp, 0 at `start` to 1 at `end`.
        public var offset: Double
        /// Colour at that position.
        public var color: Color

        /// A stop at `offset` (0 to 1) with `color`.
        public init(offset: Double, color: Color) {
            self.offset = offset
            self.color = color
        }
    }

    /// Where offset 0 lies, in points.
    public var start: CGPoint
    /// Where offset 1 lies, in points.
    public var end: CGPoint
    /// The colour stops, in increasing offset order.
    public var stops: [Stop]

    /// A gradient from `start` to `end` through `stops`; beyond the ends the end colours extend.
    public init(start: CGPoint, end: CGPoint, stops: [Stop]) {
        self.start = start
        self.end = end
        self.stops = stops
    }

    /// A two-colour gradient from `from` at `start` to `to` at `end`.
    public init(start: CGPoint, end: CGPoint, from: Color, to: Color) {
        self.init(start: start, end: end, stops: [Stop(offset: 0, color: from), Stop(offset: 1, color: to)])
    }
}
