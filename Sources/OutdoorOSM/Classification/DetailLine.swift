import OutdoorGeo

/// A way classified as a line to draw, and the least detailed tier that keeps it.
struct DetailLine: Equatable, Sendable {
    /// What the line is.
    var kind: DetailWay
    /// The least detailed tier it reads in (it is kept in every finer tier too).
    var firstTier: DetailTier
}
