import OutdoorModel

/// A ring of land assembled from the coastline, or a hole of sea in it.
struct LandRing: Equatable, Sendable {
    /// The points in degrees, the first not repeated; counter-clockwise for land, clockwise for a hole.
    var points: [Coordinate]
    /// `hidden[i]` when the edge from point i to the next runs along the region's edge, not the coast.
    var hidden: [Bool]

    /// Whether the ring is land (counter-clockwise) rather than a hole.
    var isLand: Bool { RingMeasure.signedArea(points) > 0 }

    /// The indices of the hidden edges.
    var hiddenEdges: [Int] { hidden.indices.filter { hidden[$0] } }
}

/// What the coastline of an extract makes.
enum CoastlineResult: Equatable, Sendable {
    /// The extract has no coastline ways.
    case none
    /// Land rings (and holes of sea in them) covering the region's land.
    case land([LandRing])
    /// The coastline could not be closed into land consistently; the reason.
    case inconsistent(String)
}
