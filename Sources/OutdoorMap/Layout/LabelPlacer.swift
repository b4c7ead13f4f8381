import Foundation
import OutdoorGeo

/// Greedy label placement: each label takes the first of its candidate boxes that is free.
///
/// Boxes are in logical pixels. Callers place labels most important first; a box is free when
/// it lies inside `bounds` and meets no box taken before (labels, place dots, pins, the scale
/// bar and attribution, all registered with `block`). Boxes sharing only an edge do not meet.
/// Taken boxes are bucketed in a grid of `cellSize` pixels, so a check looks only at boxes
/// nearby: thousands of markers or a long route cost no more per label than a few.
struct LabelPlacer {
    /// Where labels may go (the map minus a margin).
    let bounds: CGRect
    private(set) var occupied: [CGRect] = []
    /// Who each taken box belongs to (a marker's number, say), or -1; see `isUnobstructed(_:ignoring:)`.
    private var owners: [Int] = []
    private var buckets: [Int: [Int]] = [:]
    private let columns: Int
    private let rows: Int
    private static let cellSize = 48.0

    init(bounds: CGRect) {
        self.bounds = bounds
        columns = max(1, Int((Double(bounds.width) / Self.cellSize).rounded(.up)))
        rows = max(1, Int((Double(bounds.height) / Self.cellSize).rounded(.up)))
    }

    /// Marks `rect` as taken, by `owner` when it belongs to something a label may sit beside.
    mutating func block(_ rect: CGRect, owner: Int = -1) {
        guard !rect.isNull, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite
        else { return }
        let index = occupied.count
        occupied.append(rect)
        owners.append(owner)
        let (xs, ys) = cells(rect)
        for y in ys {
            for x in xs { buckets[y * columns + x, default: []].append(index) }
        }
    }

    /// Whether `rect` lies inside the bounds and meets nothing taken (but boxes of `owner`).
    func isFree(_ rect: CGRect, ignoring owner: Int? = nil) -> Bool {
        bounds.contains(rect) && isUnobstructed(rect, ignoring: owner)
    }

    /// Whether `rect` meets nothing taken but boxes of `owner` (the bounds are not checked).
    func isUnobstructed(_ rect: CGRect, ignoring owner: Int? = nil) -> Bool {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else {
            return false
        }
        let (xs, ys) = cells(rect)
        for y in ys {
            for x in xs {
                guard let items = buckets[y * columns + x] else { continue }
                for i in items where Self.overlaps(occupied[i], rect) {
                    if let owner, owners[i] == owner { continue }
                    return false
                }
            }
        }
        return true
    }

    /// The grid cells a box touches; boxes reaching past the bounds use the edge cells, which
    /// keeps any two overlapping boxes in at least one shared cell.
    private func cells(_ rect: CGRect) -> (ClosedRange<Int>, ClosedRange<Int>) {
        func index(_ v: Double, _ origin: Double, _ count: Int) -> Int {
            let i = ((v - origin) / Self.cellSize).rounded(.down)
            return Int(min(max(i, 0), Double(count - 1)))
        }
        let x0 = index(Double(rect.minX), Double(bounds.minX), columns)
        let x1 = index(Double(rect.maxX), Double(bounds.minX), columns)
        let y0 = index(Double(rect.minY), Double(bounds.minY), rows)
        let y1 = index(Double(rect.maxY), Double(bounds.minY), rows)
        return (x0...x1, y0...y1)
    }

    /// What covering a box as important as the label itself costs, in candidate positions.
    static let coverCost = 12.0

    /// Takes the best free candidate and returns its index, or nil when all are blocked.
    ///
    /// A candidate costs its position in the list (earlier is better) plus, when it covers
    /// boxes of `avoiding` (the dots of places still to be named, weighted by importance),
    /// `coverCost` times the heaviest covered weight over `weight`, the label's own: a city's
    /// name moves to its left rather than hide a nearly as large neighbour, but does not give
    /// up its best spot for a village. Among equal costs the earlier candidate wins. Without
    /// `avoiding` this is the first free candidate.
    mutating func placeBestFree(
        _ candidates: [CGRect], weight: Double = .infinity, avoiding: [(box: CGRect, weight: Double)] = [],
        ignoring owner: Int? = nil
    ) -> Int? {
        var best: (index: Int, cost: Double)?
        for (i, rect) in candidates.enumerated() where isFree(rect, ignoring: owner) {
            if let best, Double(i) >= best.cost { break }
            var covered = 0.0
            for soft in avoiding where soft.weight > covered && Self.overlaps(soft.box, rect) {
                covered = soft.weight
            }
            let ratio = weight > 0 ? min(covered / weight, 1) : 1
            let cost = Double(i) + Self.coverCost * ratio
            if best.map({ cost < $0.cost }) ?? true { best = (i, cost) }
        }
        if let best { block(candidates[best.index]) }
        return best?.index
    }

    /// Whether two boxes share inner area (touching edges do not count).
    static func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }
}
