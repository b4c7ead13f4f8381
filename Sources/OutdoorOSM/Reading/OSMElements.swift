import OutdoorModel

/// An OpenStreetMap object's tags, key to value.
public typealias OSMTags = [String: String]

/// A node whose tags passed the reader's key filter.
public struct OSMNode: Sendable {
    /// The node's id.
    public var id: Int64
    /// Its tags.
    public var tags: OSMTags
    /// Where it is, in degrees.
    public var coordinate: Coordinate

    /// Makes a node.
    public init(id: Int64, tags: OSMTags, coordinate: Coordinate) {
        self.id = id
        self.tags = tags
        self.coordinate = coordinate
    }
}

/// A way whose tags passed the reader's key filter, with the locations of its nodes.
public struct OSMWay: Sendable {
    /// The way's id.
    public var id: Int64
    /// Its tags.
    public var tags: OSMTags
    /// Its nodes' positions in order; nil where the extract lacks the node (cut at its edge).
    public var points: [Coordinate?]

    /// Makes a way.
    public init(id: Int64, tags: OSMTags, points: [Coordinate?]) {
        self.id = id
        self.tags = tags
        self.points = points
    }

    /// The stretches of at least two known points between missing nodes.
    public var runs: [[Coordinate]] {
        var runs: [[Coordinate]] = []
        var current: [Coordinate] = []
        for point in points {
            if let point {
                current.append(point)
            } else {
                if current.count >= 2 { runs.append(current) }
                current = []
            }
        }
        if current.count >= 2 { runs.append(current) }
        return runs
    }

    /// Whether the way is closed: its first and last node are known and at the same place.
    public var isClosed: Bool {
        guard points.count >= 4, let first = points.first ?? nil, let last = points.last ?? nil else {
            return false
        }
        return first == last
    }
}

/// One ring of an assembled area.
public struct OSMRing: Sendable {
    /// The ring's points in degrees, the first not repeated at the end.
    public var points: [Coordinate]
    /// Whether it is an outer ring (else a hole in the outer ring before it).
    public var isOuter: Bool

    /// Makes a ring.
    public init(points: [Coordinate], isOuter: Bool) {
        self.points = points
        self.isOuter = isOuter
    }
}

/// An area libosmium assembled from a closed way or a multipolygon relation.
public struct OSMArea: Sendable {
    /// The id of the way or relation it was made from.
    public var id: Int64
    /// Its tags.
    public var tags: OSMTags
    /// Its rings: each outer ring followed by its holes.
    public var rings: [OSMRing]

    /// Makes an area.
    public init(id: Int64, tags: OSMTags, rings: [OSMRing]) {
        self.id = id
        self.tags = tags
        self.rings = rings
    }
}
