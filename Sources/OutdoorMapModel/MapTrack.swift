import OutdoorModel

/// A recorded track: the lines a GPS device drew, each stretch recorded without a break
/// (a segment) drawn on its own, so the gap between two segments is never joined.
///
/// The renderer simplifies the lines for the view it draws (points closer to the line than half
/// a device pixel are left out, and so is what lies off the map), so a 100,000-point track draws
/// in milliseconds; names keep clear of the line. A fitted view shows the whole track unless
/// `fitsView` is off (a card that frames its entry and lets the track run off the map).
public struct MapTrack: MapOverlay {
    /// The segments, each its positions in recording order (degrees).
    public let segments: [[Coordinate]]
    /// The corners of the box around every position (the narrower way round the world): what a
    /// fitted view shows of the track.
    public let extremes: [Coordinate]
    /// Whether a fitted view shows the whole track.
    public var fitsView: Bool
    /// Whether the track's first and last positions are marked (a start ring, an end dot).
    public var marksEnds: Bool

    /// A track through `segments`; a view fits it when `fitsView`, its ends marked when `marksEnds`.
    public init(segments: [[Coordinate]], fitsView: Bool = true, marksEnds: Bool = false) {
        self.segments = segments.filter { !$0.isEmpty }
        self.fitsView = fitsView
        self.marksEnds = marksEnds
        extremes = Self.boxCorners(of: self.segments)
    }

    /// How many positions the segments hold.
    public var pointCount: Int { segments.reduce(0) { $0 + $1.count } }

    /// The first position recorded, if any.
    public var start: Coordinate? { segments.first?.first }

    /// The last position recorded, if any.
    public var end: Coordinate? { segments.last?.last }

    /// The track as a map withholding `areas` (around hidden places) may draw it: cut where it
    /// enters an area (the pieces outside are kept, never joined), its ends no longer marked when
    /// a cut moved them; nil when nothing is left.
    public func withholding(_ areas: MapWithheldAreas) -> (any MapOverlay)? {
        var pieces: [[Coordinate]] = []
        for segment in segments {
            var current: [Coordinate] = []
            for c in segment {
                if areas.contains(c) {
                    if current.count >= 2 { pieces.append(current) }
                    current = []
                } else {
                    current.append(c)
                }
            }
            if current.count >= 2 { pieces.append(current) }
        }
        guard !pieces.isEmpty else { return nil }
        let kept = MapTrack(segments: pieces, fitsView: fitsView)
        return MapTrack(
            segments: pieces, fitsView: fitsView,
            marksEnds: marksEnds && kept.start == start && kept.end == end)
    }

    /// Checks every position.
    public func validate() throws {
        for segment in segments {
            for c in segment where !c.isValid { throw MapError.invalidCoordinate(c) }
        }
    }

    /// The south-west and north-east corners of the box around `segments`, the narrower way
    /// round the world (a track across the 180th meridian has a western edge east of its eastern).
    static func boxCorners(of segments: [[Coordinate]]) -> [Coordinate] {
        var south = Double.infinity
        var north = -Double.infinity
        var west = Double.infinity
        var east = -Double.infinity
        var westShifted = Double.infinity
        var eastShifted = -Double.infinity
        for segment in segments {
            for c in segment where c.isValid {
                south = min(south, c.latitude)
                north = max(north, c.latitude)
                west = min(west, c.longitude)
                east = max(east, c.longitude)
                let shifted = c.longitude < 0 ? c.longitude + 360 : c.longitude
                westShifted = min(westShifted, shifted)
                eastShifted = max(eastShifted, shifted)
            }
        }
        guard south <= north else { return [] }
        if eastShifted - westShifted < east - west {
            west = westShifted > 180 ? westShifted - 360 : westShifted
            east = eastShifted > 180 ? eastShifted - 360 : eastShifted
        }
        return [Coordinate(latitude: south, longitude: west), Coordinate(latitude: north, longitude: east)]
    }
}
