import Foundation
import OutdoorModel

extension PlaceFile {
    /// The most important places in `box` (inside -180...180), most important first.
    ///
    /// A cell's places are stored most important first, so each cell stops at the first place
    /// that cannot make the list.
    func places(in box: GeoBox, limit: Int, minimumPopulation: Int) throws -> [Place] {
        guard limit > 0 else { return [] }
        let size = Double(cellDegrees)
        func clampColumn(_ v: Double) -> Int { min(max(Int((v / size).rounded(.down)), 0), columns - 1) }
        func clampRow(_ v: Double) -> Int { min(max(Int((v / size).rounded(.down)), 0), rows - 1) }
        let columnSpan = clampColumn(box.west + 180)...clampColumn(box.east + 180)
        let rowSpan = clampRow(box.south + 90)...clampRow(box.north + 90)
        // A min-heap of the best `limit` candidates so far, by (importance, index).
        var heap = CandidateHeap(capacity: limit)
        try forEachCell(rows: rowSpan, columns: [columnSpan]) { range, south, west in
            for index in range {
                let candidate = candidate(at: index, south: south, west: west, distance: 0)
                if heap.isFull, let worst = heap.minimum, candidate.importance < worst.importance { break }
                guard candidate.population >= minimumPopulation else { continue }
                guard box.contains(coordinate(at: index, south: south, west: west)) else { continue }
                heap.insert(candidate)
            }
            return true
        }
        return try heap.sortedDescending().map {
            try place(at: $0.index, south: $0.cellSouth, west: $0.cellWest)
        }
    }

    /// Every place within `radius` metres of `point`, in no particular order.
    func candidates(near point: Coordinate, radius: Double) throws -> [Candidate] {
        let size = Double(cellDegrees)
        let radiusDegrees = radius / 111_195
        let south = max(-90, point.latitude - radiusDegrees)
        let north = min(90, point.latitude + radiusDegrees)
        let rowSpan =
            min(
                max(Int(((south + 90) / size).rounded(.down)), 0), rows - 1)...min(
                max(Int(((north + 90) / size).rounded(.down)), 0), rows - 1)
        var columnSpans: [ClosedRange<Int>] = [0...(columns - 1)]
        let widest = max(abs(south), abs(north))
        if widest < 89 {
            let lonDegrees = radiusDegrees / cos(widest * .pi / 180)
            if lonDegrees < 179 {
                let lo = Int(((point.longitude - lonDegrees + 180) / size).rounded(.down))
                let hi = Int(((point.longitude + lonDegrees + 180) / size).rounded(.down))
                columnSpans = PlaceFile.wrap(lo...hi, columns: columns)
            }
        }
        // A cheap box test in degrees first; the great-circle distance only for places inside it.
        let cosine = max(cos(min(widest, 90) * .pi / 180), 1e-6)
        var found: [Candidate] = []
        try forEachCell(rows: rowSpan, columns: columnSpans) { range, south, west in
            for index in range {
                let c = coordinate(at: index, south: south, west: west)
                guard abs(c.latitude - point.latitude) <= radiusDegrees else { continue }
                var dLon = abs(c.longitude - point.longitude)
                if dLon > 180 { dLon = 360 - dLon }
                if widest < 89, dLon * cosine > radiusDegrees * 1.01 + 0.001 { continue }
                let d = point.distance(to: c)
                guard d <= radius else { continue }
                found.append(candidate(at: index, south: south, west: west, distance: d))
            }
            return true
        }
        return found
    }

    /// A column range that may run past either end of the grid, as ranges inside it.
    static func wrap(_ span: ClosedRange<Int>, columns: Int) -> [ClosedRange<Int>] {
        if span.count >= columns { return [0...(columns - 1)] }
        let lo = ((span.lowerBound % columns) + columns) % columns
        let hi = ((span.upperBound % columns) + columns) % columns
        if lo <= hi { return [lo...hi] }
        return [lo...(columns - 1), 0...hi]
    }
}
