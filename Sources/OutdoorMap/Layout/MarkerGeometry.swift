import Foundation
import OutdoorGeo
import OutdoorMapModel

/// Sizes of the markers in logical pixels, and the room they take around their position.
enum MarkerGeometry {
    /// Radius of a teardrop pin's round head.
    static let pinHeadRadius = 12.0
    /// Distance from a teardrop pin's tip (the position) up to the centre of its head.
    static let pinHeadHeight = 28.0
    /// Pixels from a teardrop's tip within which a place's dot counts as marked by the pin itself.
    static let tipClearance = 6.0
    /// Width of the white ring around markers.
    static let ringWidth = 2.0
    /// Radius of an overview dot, ring included.
    static let dotRadius = 7.0
    /// Radius of a numbered trip stop, ring included.
    static let numberRadius = 11.0
    /// The largest cluster marker's radius, ring included.
    static let maximumClusterRadius = 22.0

    /// Room on each side of the numbers in a pill of merged stops.
    static let pillPadding = 6.0
    /// Radius of the dot where a fanned stop's leader line starts (its true position).
    static let leaderDotRadius = 3.0

    /// Width of the soft ring around a merged marker.
    static let clusterHaloWidth = 3.5

    /// The radius of a marker standing for `count` pins: a dot for one, growing with the count.
    static func clusterRadius(count: Int) -> Double {
        guard count > 1 else { return dotRadius }
        return min(11 + 2.6 * log2(Double(count)), maximumClusterRadius)
    }

    /// The radius a marker for `count` pins covers, its soft ring included.
    static func clusterReach(count: Int) -> Double {
        count > 1 ? clusterRadius(count: count) + clusterHaloWidth : dotRadius
    }

    /// The box a label should sit beside: a teardrop's head, or a round marker's whole box.
    static func labelAnchor(of marker: PlacedMarker) -> CGRect {
        guard case .single(.pin) = marker.kind else { return marker.frame }
        let side = pinHeadRadius + ringWidth / 2
        return CGRect(
            x: marker.position.x - side, y: marker.position.y - pinHeadHeight - side, width: 2 * side,
            height: 2 * side)
    }

    /// Logical pixels a mark reaches above, left of, below and right of its position.
    static func reach(of mark: MapPin.Mark) -> EdgeInsets {
        switch mark {
        case .pin:
            let side = pinHeadRadius + ringWidth / 2 + 1
            return EdgeInsets(top: pinHeadHeight + side, left: side, bottom: 3, right: side)
        case .dot:
            return EdgeInsets(uniform: dotRadius + 1)
        case .number:
            return EdgeInsets(uniform: numberRadius + 1)
        }
    }

    /// The box a mark covers when drawn at `point`.
    static func footprint(of mark: MapPin.Mark, at point: MapPoint) -> CGRect {
        let r = reach(of: mark)
        return CGRect(
            x: point.x - r.left, y: point.y - r.top, width: r.left + r.right, height: r.top + r.bottom)
    }

    /// The box a round marker of `radius` covers around `point`.
    static func footprint(radius: Double, at point: MapPoint) -> CGRect {
        CGRect(x: point.x - radius, y: point.y - radius, width: 2 * radius, height: 2 * radius)
    }
}

/// Distances from the four edges of a box, in logical pixels.
struct EdgeInsets: Hashable, Sendable {
    var top: Double
    var left: Double
    var bottom: Double
    var right: Double

    init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    init(uniform value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// The larger of the two insets on every edge.
    func union(_ other: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: max(top, other.top), left: max(left, other.left), bottom: max(bottom, other.bottom),
            right: max(right, other.right))
    }

    /// Every inset grown by `amount`.
    func grown(by amount: Double) -> EdgeInsets {
        EdgeInsets(top: top + amount, left: left + amount, bottom: bottom + amount, right: right + amount)
    }
}
