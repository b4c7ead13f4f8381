import OutdoorGeo
import OutdoorModel

/// Receives an extract's candidates, keeps what each tier reads, simplified for it, in the
/// tiers' writers, and the coastline's ways for assembling land once the read is done.
///
/// Lines and areas go into the writers as they arrive (quantised and cut into cells), so the
/// memory the import takes grows with what is kept, not with the extract.
final class DetailCollector: OSMElementHandler {
    /// The writers of one tier.
    struct TierWriters {
        var areas: GeoFeatureWriter
        var ways: GeoFeatureWriter
    }

    private(set) var writers: [DetailTier: TierWriters] = [:]
    private(set) var points = DetailPointWriter()
    /// The coastline's ways, as runs of known points in their direction.
    private(set) var coastline: [[Coordinate]] = []
    /// What was kept, by kind ("path", "wood", "peak").
    private(set) var counts = DetailCounts()
    /// The cells the kept data touches (see `DetailCoverage`).
    private(set) var coverage = DetailCoverage.Builder()
    /// The first error a writer gave; the read stops at it.
    private(set) var failure: Error?

    private let shouldStop: () -> Bool
    private let onProgress: (OSMProgress) -> Void

    /// A collector that stops when `shouldStop` says so and reports progress to `progress`.
    init(shouldStop: @escaping () -> Bool, progress: @escaping (OSMProgress) -> Void) throws {
        self.shouldStop = shouldStop
        onProgress = progress
        for tier in DetailTier.allCases {
            writers[tier] = TierWriters(
                areas: try tier.writer(.detailAreas), ways: try tier.writer(.detailWays))
        }
    }

    func handle(_ node: OSMNode) -> Bool {
        guard !shouldStop() else { return false }
        if let point = OSMClassifier.point(node.tags, at: node.coordinate) {
            coverage.add(node.coordinate)
            return keep(point)
        }
        return true
    }

    func handle(_ way: OSMWay) -> Bool {
        guard !shouldStop() else { return false }
        if OSMClassifier.isCoastline(way.tags) {
            let runs = way.runs
            coastline += runs
            if !runs.isEmpty { counts.add(.coastlineWay) }
            return true
        }
        guard let line = OSMClassifier.line(way.tags) else { return true }
        let runs = way.runs
        guard !runs.isEmpty else { return true }
        for run in runs { coverage.add(run) }
        counts.add(.way(line.kind))
        return attempt {
            for tier in TierRules.tiers(from: line.firstTier) {
                for run in runs {
                    let simplified = Simplifier.line(run, tolerance: tier.simplificationMetres)
                    guard simplified.count >= 2 else { continue }
                    try writers[tier]?.ways.add(
                        GeoFeature(kind: .detailWay(line.kind), points: simplified, isClosed: false))
                }
            }
        }
    }

    func handle(_ area: OSMArea) -> Bool {
        guard !shouldStop() else { return false }
        if let outer = area.rings.first(where: \.isOuter), let centre = RingMeasure.centre(outer.points),
            let point = OSMClassifier.point(area.tags, at: centre)
        {
            guard keep(point) else { return false }
        }
        guard let kind = OSMClassifier.area(area.tags) else { return true }
        let size = RingMeasure.area(of: area.rings)
        guard size > 0 else { return true }
        for ring in area.rings where ring.isOuter { coverage.add(ring.points) }
        counts.add(.area(kind))
        return attempt {
            for tier in DetailTier.allCases where size >= TierRules.minimumArea(tier) {
                for ring in area.rings {
                    // Holes smaller than what the tier fills are left out with the areas that small.
                    if !ring.isOuter, abs(RingMeasure.signedArea(ring.points)) < TierRules.minimumArea(tier) {
                        continue
                    }
                    try add(ring.points, hidden: nil, kind: kind, isLand: ring.isOuter, tier: tier)
                }
            }
        }
    }

    func progress(_ progress: OSMProgress) -> Bool {
        onProgress(progress)
        return !shouldStop()
    }

    /// Adds land assembled from the coastline to every tier.
    func addLand(_ rings: [LandRing]) throws {
        for tier in DetailTier.allCases {
            for ring in rings {
                try add(ring.points, hidden: ring.hidden, kind: .land, isLand: ring.isLand, tier: tier)
            }
        }
        counts.add(.area(.land), rings.filter(\.isLand).count)
    }

    /// Adds one ring to a tier, simplified for it: counter-clockwise for land or an outer ring,
    /// clockwise for a hole, so the areas fill with the nonzero rule.
    private func add(
        _ points: [Coordinate], hidden: [Bool]?, kind: DetailArea, isLand: Bool, tier: DetailTier
    )
        throws
    {
        guard
            let simplified = Simplifier.ring(points, hidden: hidden, tolerance: tier.simplificationMetres)
        else { return }
        var ring = simplified.points
        var flags = simplified.hidden
        let area = RingMeasure.signedArea(ring)
        guard area != 0 else { return }
        if (area > 0) != isLand {
            // Reversed, edge i runs from point n-1-i-1 to n-1-i: the flags move with their edges.
            ring.reverse()
            let n = flags.count
            flags = (0..<n).map { flags[(2 * n - 2 - $0) % n] }
        }
        try writers[tier]?.areas.add(
            GeoFeature(
                kind: .detailArea(kind), points: ring, isClosed: true,
                hiddenEdges: flags.indices.filter { flags[$0] }))
    }

    /// Keeps a named point; false (stop) when the writer refuses it.
    private func keep(_ point: DetailPoint) -> Bool {
        attempt {
            try points.add(point)
            counts.add(.point(point.kind))
        }
    }

    /// Runs `body`, keeping its error and asking to stop when it throws.
    private func attempt(_ body: () throws -> Void) -> Bool {
        do {
            try body()
            return true
        } catch {
            failure = error
            return false
        }
    }
}
