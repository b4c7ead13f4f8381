import Foundation
import OutdoorModel

extension PlaceFile {
    /// The most populous places in `box` (inside -180...180), most populous first.
    func places(in box: GeoBox, limit: Int, minimumPopulation: Int) throws -> [Place] {
        guard limit > 0 else { return [] }
        let size = Double(cellDegrees)
        func clampColumn(_ v: Double) -> Int { min(max(Int((v / size).rounded(.down)), 0), columns - 1) }
        func clampRow(_ v: Double) -> Int { min(max(Int((v / size).rounded(.down)), 0), rows - 1) }
        let columnSpan = clampColumn(box.west + 180)...clampColumn(box.east + 180)
        let rowSpan = clampRow(box.south + 90)...clampRow(box.north + 90)
        // A min-heap of the best `limit` candidates so far, by (population, index).
        var heap = CandidateHeap(capacity: limit)
        try forEachCell(rows: rowSpan, columns: [columnSpan]) { range, south, west in
            for index in range {
                let population = population(at: index)
                // Places in a cell are sorted by population: nothing later can beat this one.
                if population < minimumPopulation { break }
                if heap.isFull, let worst = heap.minimum, population < worst.population { break }
                let c = coordinate(at: index, south: south, west: west)
                guard box.contains(c) else { continue }
                heap.insert(
                    Candidate(
                        index: index, cellSouth: south, cellWest: west, population: population, distance: 0))
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
        var found: [Candidate] = []
        try forEachCell(rows: rowSpan, columns: columnSpans) { range, south, west in
            for index in range {
                let d = point.distance(to: coordinate(at: index, south: south, west: west))
                guard d <= radius else { continue }
                found.append(
                    Candidate(
                        index: index, cellSouth: south, cellWest: west, population: population(at: index),
                        distance: d))
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
