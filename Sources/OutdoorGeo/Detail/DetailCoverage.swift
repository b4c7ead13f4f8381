import Foundation
import OutdoorModel

/// Where an imported region's data really is: a grid of cells (200 m across for a city's
/// extract, coarser for a country's) that hold something the extract kept (a road, a path, an
/// area, a named point), grown by one cell.
///
/// An extract's header box says what its maker cut, not what it holds (a 579-byte file may claim
/// the world; a box across the antimeridian reads as 358 degrees), so maps take their coverage
/// from this outline: inside it the region's detail, beyond it the bundled map with the edge shown.
/// Longitudes of cells may run past 180 for a region across the antimeridian.
public struct DetailCoverage: Codable, Hashable, Sendable {
    /// The side of a cell in degrees.
    public var cellDegrees: Double
    /// The grid's south-west corner (degrees; `west` may be below -180 or above 180 only as the
    /// frame of a region across the antimeridian needs).
    public var west: Double
    public var south: Double
    /// Cells across and down.
    public var columns: Int
    public var rows: Int
    /// Covered cells per row, south first: pairs of first column and count.
    public var runs: [[Int]]

    /// The finest cell, in degrees (about 220 m north to south).
    public static let finestCell = 0.002
    /// The most cells along a side; larger regions get larger cells.
    public static let maximumSide = 1_024

    /// Collects the cells an import's data touches, at `finestCell`, as it arrives: its memory
    /// grows with the ground the data covers, not with its points.
    public struct Builder: Sendable {
        private var cells = Set<Int64>()
        /// The side of the cells collected, in degrees: `finestCell`, coarser by five each time
        /// the cells would pass `maximumCells` (a country's extract).
        private(set) var cellDegrees = DetailCoverage.finestCell
        /// The most cells collected before they are merged into coarser ones.
        public static let maximumCells = 400_000

        /// An empty builder.
        public init() {}

        private func key(_ coordinate: Coordinate, _ cell: Double) -> Int64 {
            let y = Int64(((coordinate.latitude + 90) / cell).rounded(.down))
            let x = Int64(((coordinate.longitude + 180) / cell).rounded(.down))
            return y << 24 | x
        }

        private func centre(_ key: Int64, _ cell: Double) -> Coordinate {
            Coordinate(
                latitude: (Double(key >> 24) + 0.5) * cell - 90,
                longitude: (Double(key & 0xFF_FFFF) + 0.5) * cell - 180)
        }

        /// Notes a point the region keeps.
        public mutating func add(_ coordinate: Coordinate) {
            guard coordinate.isValid else { return }
            cells.insert(key(coordinate, cellDegrees))
            if cells.count > Self.maximumCells {
                let coarser = cellDegrees * 5
                cells = Set(cells.map { key(centre($0, cellDegrees), coarser) })
                cellDegrees = coarser
            }
        }

        /// Notes every point of a line or ring.
        public mutating func add(_ coordinates: [Coordinate]) {
            for coordinate in coordinates { add(coordinate) }
        }

        /// The coverage of the cells noted, or nil when none was.
        public func build() -> DetailCoverage? {
            DetailCoverage(coordinates: cells.map { centre($0, cellDegrees) }, finest: cellDegrees)
        }
    }

    /// The cells holding `coordinates` (degrees), grown by one cell, no finer than `finest`
    /// degrees; nil for none.
    public init?(coordinates: [Coordinate], finest: Double = DetailCoverage.finestCell) {
        guard !coordinates.isEmpty else { return nil }
        // A region whose longitudes sit near both ends of the range lies across the antimeridian:
        // its western part is taken east of 180.
        let longitudes = coordinates.map(\.longitude)
        let across =
            (longitudes.min() ?? 0) < -90 && (longitudes.max() ?? 0) > 90
            && !longitudes.contains { $0 > -90 && $0 < 90 }
        func frame(_ lon: Double) -> Double { across && lon < 0 ? lon + 360 : lon }
        let framed = longitudes.map(frame)
        let latitudes = coordinates.map(\.latitude)
        guard let minLon = framed.min(), let maxLon = framed.max(), let minLat = latitudes.min(),
            let maxLat = latitudes.max()
        else { return nil }
        let span = max(maxLon - minLon, maxLat - minLat)
        let cell = max(finest, span / Double(Self.maximumSide - 2))
        west = (minLon / cell).rounded(.down) * cell - cell
        south = (minLat / cell).rounded(.down) * cell - cell
        columns = Int(((maxLon - west) / cell).rounded(.down)) + 2
        rows = Int(((maxLat - south) / cell).rounded(.down)) + 2
        cellDegrees = cell
        var grid = [Bool](repeating: false, count: columns * rows)
        for (lon, lat) in zip(framed, latitudes) {
            let x = min(columns - 1, max(0, Int((lon - west) / cell)))
            let y = min(rows - 1, max(0, Int((lat - south) / cell)))
            // Grown by one cell: what lies between a road and the next is covered too.
            for dy in -1...1 {
                for dx in -1...1 {
                    let gx = x + dx
                    let gy = y + dy
                    if gx >= 0, gx < columns, gy >= 0, gy < rows { grid[gy * columns + gx] = true }
                }
            }
        }
        let width = columns
        runs = (0..<rows).map { y in
            var row: [Int] = []
            var x = 0
            while x < width {
                guard grid[y * width + x] else {
                    x += 1
                    continue
                }
                let start = x
                while x < width, grid[y * width + x] { x += 1 }
                row += [start, x - start]
            }
            return row
        }
    }

    /// The grid's box (east may run past 180).
    public var box: GeoBox {
        GeoBox(
            west: west, south: south, east: west + Double(columns) * cellDegrees,
            north: south + Double(rows) * cellDegrees)
    }

    /// Whether a coordinate lies in a covered cell.
    public func contains(_ coordinate: Coordinate) -> Bool {
        let y = Int(((coordinate.latitude - south) / cellDegrees).rounded(.down))
        guard y >= 0, y < rows, runs.indices.contains(y) else { return false }
        for shift in [0.0, 360, -360] {
            let x = Int(((coordinate.longitude + shift - west) / cellDegrees).rounded(.down))
            guard x >= 0, x < columns else { continue }
            let row = runs[y]
            var i = 0
            while i + 1 < row.count {
                if x >= row[i] && x < row[i] + row[i + 1] { return true }
                i += 2
            }
        }
        return false
    }

    /// The covered cells meeting `box` as boxes, one per run of a row (east may run past 180).
    public func boxes(meeting box: GeoBox) -> [GeoBox] {
        var result: [GeoBox] = []
        let (x0, x1, y0, y1) = cellRange(box)
        guard x0 < x1, y0 < y1 else { return [] }
        for y in y0..<y1 {
            let row = runs[y]
            var i = 0
            while i + 1 < row.count {
                let first = max(row[i], x0)
                let end = min(row[i] + row[i + 1], x1)
                if first < end {
                    let w = west + Double(first) * cellDegrees
                    let s = south + Double(y) * cellDegrees
                    result.append(
                        GeoBox(
                            west: w, south: s, east: w + Double(end - first) * cellDegrees,
                            north: s + cellDegrees))
                }
                i += 2
            }
        }
        return result
    }

    /// The columns and rows of the grid a box meets (half-open ranges; `box` in the grid's frame).
    private func cellRange(_ box: GeoBox) -> (Int, Int, Int, Int) {
        var w = box.west
        var e = box.east
        // A view in the other frame of the antimeridian.
        if e < west {
            w += 360
            e += 360
        }
        if w > west + Double(columns) * cellDegrees {
            w -= 360
            e -= 360
        }
        let x0 = max(0, Int(((w - west) / cellDegrees).rounded(.down)))
        let x1 = min(columns, Int(((e - west) / cellDegrees).rounded(.up)))
        let y0 = max(0, Int(((box.south - south) / cellDegrees).rounded(.down)))
        let y1 = min(rows, Int(((box.north - south) / cellDegrees).rounded(.up)))
        return (x0, x1, y0, y1)
    }

    /// The coverage's edge within `box`: the sides of covered cells that border uncovered ones,
    /// as line segments (longitudes in the grid's frame).
    public func edges(meeting box: GeoBox) -> [(Coordinate, Coordinate)] {
        let (x0, x1, y0, y1) = cellRange(box)
        guard x0 < x1, y0 < y1 else { return [] }
        func covered(_ x: Int, _ y: Int) -> Bool {
            guard y >= 0, y < rows, x >= 0, x < columns else { return false }
            let row = runs[y]
            var i = 0
            while i + 1 < row.count {
                if x >= row[i] && x < row[i] + row[i + 1] { return true }
                i += 2
            }
            return false
        }
        func point(_ x: Int, _ y: Int) -> Coordinate {
            Coordinate(latitude: south + Double(y) * cellDegrees, longitude: west + Double(x) * cellDegrees)
        }
        var segments: [(Coordinate, Coordinate)] = []
        for y in y0...y1 {
            var x = x0
            while x < x1 {
                // A horizontal edge between row y - 1 and row y where one side is covered.
                guard covered(x, y - 1) != covered(x, y) else {
                    x += 1
                    continue
                }
                let start = x
                let below = covered(x, y - 1)
                while x < x1, covered(x, y - 1) != covered(x, y), covered(x, y - 1) == below { x += 1 }
                segments.append((point(start, y), point(x, y)))
            }
        }
        for x in x0...x1 {
            var y = y0
            while y < y1 {
                guard covered(x - 1, y) != covered(x, y) else {
                    y += 1
                    continue
                }
                let start = y
                let left = covered(x - 1, y)
                while y < y1, covered(x - 1, y) != covered(x, y), covered(x - 1, y) == left { y += 1 }
                segments.append((point(x, start), point(x, y)))
            }
        }
        return segments
    }
}
