import Foundation
import OutdoorGeo
import OutdoorModel

/// Assembles land from OpenStreetMap coastline ways, which have land on their left.
///
/// Ways are joined into chains where one ends and the next begins. A closed chain is an island
/// (counter-clockwise) or a hole of sea (clockwise). Open chains are clipped to the region's
/// bounds and each piece is closed along the bounds' edge, counter-clockwise so the land stays
/// on the left, to the start of the next piece met. A piece that ends inside the region further
/// than `snapMetres` from its edge, or pieces whose ends do not alternate around the edge, make
/// the coastline inconsistent: no land rather than wrong sea.
struct CoastlineAssembler {
    /// The region's bounds.
    let bounds: GeoBox
    /// How far inside the bounds a chain may end and still be taken to reach the edge (an
    /// extract cut to its box keeps only the nodes inside it).
    let snapMetres: Double

    /// An assembler for `bounds`, snapping ends within 1% of the region's smaller side (at
    /// least 100 m, at most 2 km) of its edge.
    init(bounds: GeoBox) {
        self.bounds = bounds
        let projection = LocalProjection(latitude: (bounds.south + bounds.north) / 2)
        let width = bounds.longitudeSpan * projection.metresPerLongitudeDegree
        let height = bounds.latitudeSpan * LocalProjection.metresPerDegree
        snapMetres = min(2_000, max(100, 0.01 * min(width, height)))
    }

    /// An assembler with an explicit snapping distance.
    init(bounds: GeoBox, snapMetres: Double) {
        self.bounds = bounds
        self.snapMetres = snapMetres
    }

    /// The land the coastline `ways` (each a run of known points, in its way's direction) make.
    func assemble(_ ways: [[Coordinate]]) -> CoastlineResult {
        let usable = ways.filter { $0.count >= 2 }
        guard !usable.isEmpty else { return .none }
        guard bounds.isValid, bounds.longitudeSpan > 0, bounds.latitudeSpan > 0 else {
            return .inconsistent("the region has no area to close the coastline in")
        }
        let (closed, open) = CoastChains.join(usable)
        var rings: [LandRing] = []
        var holes: [LandRing] = []
        for ring in closed where ring.count >= 3 {
            let area = RingMeasure.signedArea(ring)
            guard area != 0 else { continue }
            let land = LandRing(points: ring, hidden: [Bool](repeating: false, count: ring.count))
            if area > 0 { rings.append(land) } else { holes.append(land) }
        }
        var pieces: [[Coordinate]] = []
        for chain in open {
            for piece in clip(chain) {
                switch snapped(piece) {
                case .success(let piece): pieces.append(piece)
                case .failure(let failure): return .inconsistent(failure.reason)
                }
            }
        }
        if pieces.isEmpty {
            guard !rings.isEmpty || !holes.isEmpty else {
                return .inconsistent("the coastline does not cross the region")
            }
            // Sea holes no island holds lie in land that covers the region.
            let loose = holes.filter { hole in !rings.contains { Self.contains($0.points, hole.points[0]) } }
            if !loose.isEmpty { rings.append(boxRing()) }
            return .land(rings + holes)
        }
        switch close(pieces) {
        case .success(let closedRings): return .land(closedRings + rings + holes)
        case .failure(let failure): return .inconsistent(failure.reason)
        }
    }

    /// A reason the coastline cannot be closed.
    struct Failure: Error, Equatable {
        let reason: String
    }

    // MARK: Clipping

    /// The pieces of `chain` inside the bounds, in order, each at least two distinct points.
    func clip(_ chain: [Coordinate]) -> [[Coordinate]] {
        var pieces: [[Coordinate]] = []
        var current: [Coordinate] = []
        if bounds.contains(chain[0]) { current = [chain[0]] }
        for i in 1..<chain.count {
            let a = chain[i - 1]
            let b = chain[i]
            guard let (t0, t1) = clipSegment(a, b) else { continue }
            if current.isEmpty { current = [interpolate(a, b, t0)] }
            if t1 < 1 {
                Self.appendDistinct(interpolate(a, b, t1), to: &current)
                if current.count >= 2 { pieces.append(current) }
                current = []
            } else {
                Self.appendDistinct(b, to: &current)
            }
        }
        if current.count >= 2 { pieces.append(current) }
        return pieces
    }

    /// The part of segment a-b inside the bounds as parameters 0...1 (Liang-Barsky), or nil.
    private func clipSegment(_ a: Coordinate, _ b: Coordinate) -> (Double, Double)? {
        let dx = b.longitude - a.longitude
        let dy = b.latitude - a.latitude
        var t0 = 0.0
        var t1 = 1.0
        let checks: [(Double, Double)] = [
            (-dx, a.longitude - bounds.west), (dx, bounds.east - a.longitude),
            (-dy, a.latitude - bounds.south), (dy, bounds.north - a.latitude),
        ]
        for (p, q) in checks {
            if p == 0 {
                if q < 0 { return nil }
            } else {
                let r = q / p
                if p < 0 {
                    if r > t1 { return nil }
                    t0 = max(t0, r)
                } else {
                    if r < t0 { return nil }
                    t1 = min(t1, r)
                }
            }
        }
        return (t0, t1)
    }

    private func interpolate(_ a: Coordinate, _ b: Coordinate, _ t: Double) -> Coordinate {
        if t <= 0 { return a }
        if t >= 1 { return b }
        return Coordinate(
            latitude: a.latitude + (b.latitude - a.latitude) * t,
            longitude: a.longitude + (b.longitude - a.longitude) * t)
    }

    private static func appendDistinct(_ c: Coordinate, to points: inout [Coordinate]) {
        if points.last != c { points.append(c) }
    }

    // MARK: Snapping ends to the edge

    /// The piece with each end that lies inside the bounds moved out to the nearest edge (an
    /// added point), or a failure when an end is farther than `snapMetres` from every edge.
    func snapped(_ piece: [Coordinate]) -> Result<[Coordinate], Failure> {
        var points = piece
        for atStart in [true, false] {
            guard let end = atStart ? points.first : points.last else { continue }
            guard perimeterPosition(end) == nil else { continue }
            guard let edgePoint = nearestEdgePoint(end) else {
                return .failure(
                    Failure(
                        reason: String(
                            format: "the coastline ends inside the region at %.5f, %.5f, away from its edge",
                            end.latitude, end.longitude)))
            }
            if atStart { points.insert(edgePoint, at: 0) } else { points.append(edgePoint) }
        }
        return .success(points)
    }

    /// The point on the nearest edge of the bounds, when it is within `snapMetres` of `c`.
    private func nearestEdgePoint(_ c: Coordinate) -> Coordinate? {
        let projection = LocalProjection(latitude: c.latitude)
        let options: [(Double, Coordinate)] = [
            (
                (c.longitude - bounds.west) * projection.metresPerLongitudeDegree,
                Coordinate(latitude: c.latitude, longitude: bounds.west)
            ),
            (
                (bounds.east - c.longitude) * projection.metresPerLongitudeDegree,
                Coordinate(latitude: c.latitude, longitude: bounds.east)
            ),
            (
                (c.latitude - bounds.south) * LocalProjection.metresPerDegree,
                Coordinate(latitude: bounds.south, longitude: c.longitude)
            ),
            (
                (bounds.north - c.latitude) * LocalProjection.metresPerDegree,
                Coordinate(latitude: bounds.north, longitude: c.longitude)
            ),
        ]
        guard let best = options.min(by: { $0.0 < $1.0 }), best.0 <= snapMetres else { return nil }
        return best.1
    }

    // MARK: Closing along the edge

    /// Where `c` lies on the bounds' edge, counter-clockwise from the south-west corner: 0...1
    /// along the south edge, 1...2 up the east edge, 2...3 along the north edge westwards and
    /// 3...4 down the west edge; nil when it is not on the edge.
    func perimeterPosition(_ c: Coordinate) -> Double? {
        let epsilon = 1e-9
        let width = bounds.longitudeSpan
        let height = bounds.latitudeSpan
        if abs(c.latitude - bounds.south) <= epsilon {
            return min(1, max(0, (c.longitude - bounds.west) / width))
        }
        if abs(c.longitude - bounds.east) <= epsilon {
            return 1 + min(1, max(0, (c.latitude - bounds.south) / height))
        }
        if abs(c.latitude - bounds.north) <= epsilon {
            return 2 + min(1, max(0, (bounds.east - c.longitude) / width))
        }
        if abs(c.longitude - bounds.west) <= epsilon {
            let s = 3 + min(1, max(0, (bounds.north - c.latitude) / height))
            return s >= 4 ? 0 : s
        }
        return nil
    }

    /// The corner at perimeter position 0, 1, 2 or 3.
    private func corner(_ index: Int) -> Coordinate {
        switch index % 4 {
        case 0: return Coordinate(latitude: bounds.south, longitude: bounds.west)
        case 1: return Coordinate(latitude: bounds.south, longitude: bounds.east)
        case 2: return Coordinate(latitude: bounds.north, longitude: bounds.east)
        default: return Coordinate(latitude: bounds.north, longitude: bounds.west)
        }
    }

    /// The whole bounds as one land ring, every edge hidden.
    private func boxRing() -> LandRing {
        LandRing(points: (0..<4).map(corner), hidden: [true, true, true, true])
    }

    /// Land rings made by closing the pieces (each starting and ending on the edge) along the edge.
    func close(_ pieces: [[Coordinate]]) -> Result<[LandRing], Failure> {
        struct Event {
            var position: Double
            var isExit: Bool
            var piece: Int
        }
        var events: [Event] = []
        for (i, piece) in pieces.enumerated() {
            guard let first = piece.first, let last = piece.last, let start = perimeterPosition(first),
                let end = perimeterPosition(last)
            else {
                return .failure(Failure(reason: "a piece of the coastline does not reach the region's edge"))
            }
            events.append(Event(position: start, isExit: false, piece: i))
            events.append(Event(position: end, isExit: true, piece: i))
        }
        // Along the edge; where an exit and an entry meet, the exit first, so it closes to that entry.
        events.sort { ($0.position, $0.isExit ? 0 : 1) < ($1.position, $1.isExit ? 0 : 1) }
        var nextEntry = [Int](repeating: -1, count: pieces.count)
        for (k, event) in events.enumerated() where event.isExit {
            let following = events[(k + 1) % events.count]
            guard !following.isExit else {
                return .failure(
                    Failure(
                        reason: "the coastline's pieces do not alternate along the region's edge "
                            + "(two reach it with land on the same side)"))
            }
            nextEntry[event.piece] = following.piece
        }
        var rings: [LandRing] = []
        var used = [Bool](repeating: false, count: pieces.count)
        for startPiece in pieces.indices where !used[startPiece] {
            var points: [Coordinate] = []
            var hidden: [Bool] = []
            var piece = startPiece
            while !used[piece] {
                used[piece] = true
                let coast = pieces[piece]
                for (i, p) in coast.enumerated() {
                    points.append(p)
                    hidden.append(i == coast.count - 1)
                }
                let next = nextEntry[piece]
                guard next >= 0, let from = coast.last, let to = pieces[next].first,
                    let a = perimeterPosition(from), let b = perimeterPosition(to)
                else {
                    return .failure(Failure(reason: "a piece of the coastline has no piece to close to"))
                }
                // Corners passed going counter-clockwise from a to b.
                let target = b >= a ? b : b + 4
                var c = Int(a.rounded(.down)) + 1
                while Double(c) < target {
                    points.append(corner(c))
                    hidden.append(true)
                    c += 1
                }
                piece = next
            }
            guard piece == startPiece else {
                return .failure(Failure(reason: "the coastline's pieces do not close into rings"))
            }
            let ring = Self.withoutRepeats(LandRing(points: points, hidden: hidden))
            guard ring.points.count >= 3, RingMeasure.signedArea(ring.points) > 0 else {
                return .failure(Failure(reason: "closing the coastline along the region's edge made no land"))
            }
            rings.append(ring)
        }
        return .success(rings)
    }

    /// The ring without points that repeat the one before (an entry on a corner).
    private static func withoutRepeats(_ ring: LandRing) -> LandRing {
        var points: [Coordinate] = []
        var hidden: [Bool] = []
        for (i, p) in ring.points.enumerated() {
            if let last = points.last, last == p {
                hidden[hidden.count - 1] = ring.hidden[i]
                continue
            }
            points.append(p)
            hidden.append(ring.hidden[i])
        }
        while points.count > 1, points.first == points.last {
            points.removeLast()
            hidden.removeLast()
        }
        return LandRing(points: points, hidden: hidden)
    }

    /// Whether `point` lies inside `ring` (even-odd rule, in degrees).
    static func contains(_ ring: [Coordinate], _ point: Coordinate) -> Bool {
        var inside = false
        var j = ring.count - 1
        for i in ring.indices {
            let a = ring[i]
            let b = ring[j]
            if (a.latitude > point.latitude) != (b.latitude > point.latitude) {
                let x =
                    a.longitude + (point.latitude - a.latitude) / (b.latitude - a.latitude)
                    * (b.longitude - a.longitude)
                if point.longitude < x { inside.toggle() }
            }
            j = i
        }
        return inside
    }
}
