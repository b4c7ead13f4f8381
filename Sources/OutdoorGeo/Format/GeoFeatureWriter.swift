import Foundation
import OutdoorModel

/// Writes one layer at one level of detail in the project's map data format (see Data/FORMAT.md).
///
/// Features are cut along a grid of square cells (rings are clipped, with the cut edges
/// marked hidden; lines are split), quantised to `unitsPerDegree`, and stored one record per
/// cell behind a sorted cell directory, so a reader decodes only the cells a view touches.
/// The converter in Scripts/geodata and the tests use this writer; `GeoDatabase` reads its output.
public struct GeoFeatureWriter {
    /// The layer being written.
    public let layer: GeoLayer
    /// The level of detail being written.
    public let level: GeoLevel
    /// Quantisation: stored coordinates are whole multiples of 1/`unitsPerDegree` degrees.
    public let unitsPerDegree: Int
    /// The grid's cell side in whole degrees.
    public let cellSizeDegrees: Int

    let grid: CellGrid
    private var cells: [Int: [StoredPart]] = [:]
    private var sequence = 0

    /// Makes a writer; the cell size must divide 180 degrees and `unitsPerDegree` be 1...1,000,000.
    public init(layer: GeoLayer, level: GeoLevel, unitsPerDegree: Int, cellSizeDegrees: Int) throws {
        guard (1...1_000_000).contains(unitsPerDegree) else {
            throw GeoWriteError.invalidSettings(
                "units per degree must be 1 to 1,000,000, not \(unitsPerDegree)")
        }
        guard cellSizeDegrees > 0, 180 % cellSizeDegrees == 0 else {
            throw GeoWriteError.invalidSettings(
                "a cell size of \(cellSizeDegrees) degrees does not divide 180 degrees")
        }
        try self.init(
            layer: layer, level: level, unitsPerDegree: unitsPerDegree,
            cellUnits: cellSizeDegrees * unitsPerDegree)
    }

    /// Makes a writer whose cells are `cellUnits` units on a side (fractions of a degree allowed).
    ///
    /// The cells must divide the world evenly and be at least 0.01 degrees (what readers accept).
    public init(layer: GeoLayer, level: GeoLevel, unitsPerDegree: Int, cellUnits: Int) throws {
        guard (1...1_000_000).contains(unitsPerDegree) else {
            throw GeoWriteError.invalidSettings(
                "units per degree must be 1 to 1,000,000, not \(unitsPerDegree)")
        }
        guard cellUnits * 100 >= unitsPerDegree,
            let grid = CellGrid(unitsPerDegree: unitsPerDegree, cellUnits: cellUnits)
        else {
            throw GeoWriteError.invalidSettings(
                "cells of \(cellUnits) units at \(unitsPerDegree) per degree do not divide the world")
        }
        self.layer = layer
        self.level = level
        self.unitsPerDegree = unitsPerDegree
        self.cellSizeDegrees = max(1, cellUnits / unitsPerDegree)
        self.grid = grid
    }

    /// A writer with the project's settings for the level (see `standardSettings(for:)`).
    public static func standard(layer: GeoLayer, level: GeoLevel) throws -> GeoFeatureWriter {
        let settings = standardSettings(for: level)
        return try GeoFeatureWriter(
            layer: layer, level: level, unitsPerDegree: settings.unitsPerDegree,
            cellSizeDegrees: settings.cellSizeDegrees)
    }

    /// The project's precision and cell size for a level.
    ///
    /// Precision is a fraction of the level's simplification (0.01° = 1.1 km for coarse,
    /// 0.0005° = 55 m for high); cells are sized so that a view at the level touches a handful.
    public static func standardSettings(for level: GeoLevel) -> (unitsPerDegree: Int, cellSizeDegrees: Int) {
        switch level {
        case .coarse: return (100, 30)
        case .low: return (500, 10)
        case .intermediate: return (1000, 5)
        case .high: return (2000, 1)
        }
    }

    /// The number of pieces stored so far (after cutting along the grid).
    public var pieceCount: Int { cells.values.reduce(0) { $0 + $1.count } }

    /// The number of points stored so far.
    public var pointCount: Int { cells.values.reduce(0) { $0 + $1.reduce(0) { $0 + $1.xs.count } } }

    /// Checks a feature, cuts it along the grid, quantises it and keeps the pieces.
    ///
    /// Pieces that collapse at the writer's precision (a ring with no area, a line of one point)
    /// are dropped. Throws `GeoWriteError` for a feature of another layer, too few points,
    /// coordinates out of range, or hidden edges that do not exist.
    public mutating func add(_ feature: GeoFeature) throws {
        guard feature.kind.layer == layer else {
            throw GeoWriteError.wrongLayer(kind: feature.kind, layer: layer)
        }
        let n = feature.points.count
        guard n >= (feature.isClosed ? 3 : 2) else {
            throw GeoWriteError.tooFewPoints(count: n, isClosed: feature.isClosed)
        }
        for c in feature.points where !c.isValid { throw GeoWriteError.invalidCoordinate(c) }
        let edges = feature.edgeCount
        var hidden = [Bool](repeating: false, count: n)
        for e in feature.hiddenEdges {
            guard e >= 0, e < edges else { throw GeoWriteError.invalidHiddenEdge(index: e, edgeCount: edges) }
            hidden[e] = true
        }
        let points = feature.points.map { CellSplitter.Point(x: $0.longitude, y: $0.latitude) }
        let code = feature.kind.code
        if feature.isClosed {
            for piece in CellSplitter.splitRing(points, hidden: hidden, grid: grid) {
                store(piece, code: code, isClosed: true)
            }
        } else {
            // A line's hidden edges are gaps: write the visible runs as separate lines.
            var run: [CellSplitter.Point] = [points[0]]
            for i in 1..<n {
                if hidden[i - 1] {
                    storeLine(run, code: code)
                    run = [points[i]]
                } else {
                    run.append(points[i])
                }
            }
            storeLine(run, code: code)
        }
    }

    private mutating func storeLine(_ points: [CellSplitter.Point], code: UInt8) {
        guard points.count >= 2 else { return }
        for piece in CellSplitter.splitLine(points, grid: grid) {
            store(piece, code: code, isClosed: false)
        }
    }

    private mutating func store(_ piece: CellSplitter.Piece, code: UInt8, isClosed: Bool) {
        guard
            let part = StoredPart.quantise(
                piece, code: code, isClosed: isClosed, grid: grid, sequence: sequence)
        else { return }
        sequence += 1
        cells[piece.row * grid.columns + piece.column, default: []].append(part)
    }

    /// The file's bytes: header, cell directory and one record per non-empty cell.
    public func encoded() throws -> Data {
        let order = cells.keys.sorted()
        var records = ByteBuffer()
        var directory = ByteBuffer()
        var partTotal = 0
        var pointTotal = 0
        for cell in order {
            guard let parts = cells[cell] else { continue }
            directory.appendUInt32(UInt32(cell))
            directory.appendUInt32(UInt32(records.count))
            // Kinds in drawing order; within a kind, along a Z-order curve so that neighbouring
            // pieces follow each other and their first points encode as small deltas.
            let sorted = parts.sorted {
                ($0.code, $0.zOrder, $0.sequence) < ($1.code, $1.zOrder, $1.sequence)
            }
            records.appendVarint(UInt64(sorted.count))
            var cursor = (x: Int64(0), y: Int64(0))
            for part in sorted {
                part.encode(into: &records, from: &cursor)
                partTotal += 1
                pointTotal += part.xs.count
            }
        }
        let directoryOffset = GeoFileFormat.featureHeaderSize
        let dataOffset = directoryOffset + directory.count
        let total = dataOffset + records.count
        guard total <= Int(UInt32.max), pointTotal <= Int(UInt32.max) else {
            throw GeoWriteError.tooLarge("\(total) bytes is more than 4 GB")
        }
        var file = ByteBuffer()
        file.reserve(total)
        GeoFileFormat.appendCommonHeader(
            to: &file, content: GeoFileFormat.featureContent, layer: layer.rawValue, level: level.rawValue)
        file.appendUInt32(UInt32(grid.unitsPerDegree))
        file.appendUInt32(UInt32(grid.cellUnits))
        file.appendUInt32(UInt32(order.count))
        file.appendUInt32(UInt32(directoryOffset))
        file.appendUInt32(UInt32(dataOffset))
        file.appendUInt32(UInt32(records.count))
        file.appendUInt32(UInt32(partTotal))
        file.appendUInt32(UInt32(pointTotal))
        file.pad(to: GeoFileFormat.featureHeaderSize)
        file.append(directory.bytes)
        file.append(records.bytes)
        file.setUInt32(UInt32(file.count), at: 12)
        return Data(file.bytes)
    }
}

/// One quantised piece inside a cell, in units relative to the cell's south-west corner.
private struct StoredPart {
    var code: UInt8
    var isClosed: Bool
    var xs: [Int64]
    var ys: [Int64]
    var hiddenEdges: [Int]
    var sequence: Int

    /// Quantises a piece, merging points that coincide at the grid's precision; nil when it collapses.
    static func quantise(
        _ piece: CellSplitter.Piece, code: UInt8, isClosed: Bool, grid: CellGrid, sequence: Int
    ) -> StoredPart? {
        let upd = Double(grid.unitsPerDegree)
        let cell = Int64(grid.cellUnits)
        let x0 = Int64(piece.column) * cell
        let y0 = Int64(piece.row) * cell
        var xs: [Int64] = []
        var ys: [Int64] = []
        var flags: [Bool] = []
        xs.reserveCapacity(piece.points.count)
        ys.reserveCapacity(piece.points.count)
        for (i, p) in piece.points.enumerated() {
            let x = min(max(Int64(((p.x + 180) * upd).rounded()) - x0, 0), cell)
            let y = min(max(Int64(((p.y + 90) * upd).rounded()) - y0, 0), cell)
            let flag = isClosed ? piece.hidden[i] : false
            if let lx = xs.last, let ly = ys.last, lx == x, ly == y {
                // The zero-length edge disappears; the kept point takes over this point's edge.
                flags[flags.count - 1] = flag
                continue
            }
            xs.append(x)
            ys.append(y)
            flags.append(flag)
        }
        if isClosed {
            while xs.count > 1, let fx = xs.first, let fy = ys.first, xs.last == fx, ys.last == fy {
                xs.removeLast()
                ys.removeLast()
                flags.removeLast()
            }
            guard xs.count >= 3, doubledArea(xs, ys) != 0 else { return nil }
        } else {
            guard xs.count >= 2 else { return nil }
        }
        let hidden = flags.indices.filter { flags[$0] }
        return StoredPart(
            code: code, isClosed: isClosed, xs: xs, ys: ys, hiddenEdges: hidden, sequence: sequence)
    }

    private static func doubledArea(_ xs: [Int64], _ ys: [Int64]) -> Int64 {
        var sum: Int64 = 0
        for i in xs.indices {
            let j = i + 1 == xs.count ? 0 : i + 1
            sum += xs[i] * ys[j] - xs[j] * ys[i]
        }
        return sum
    }

    /// The Z-order (Morton) key of the first point, for ordering pieces within a cell.
    var zOrder: UInt64 {
        var key: UInt64 = 0
        let x = UInt64(xs[0])
        let y = UInt64(ys[0])
        for bit in 0..<32 {
            key |= ((x >> UInt64(bit)) & 1) << UInt64(2 * bit)
            key |= ((y >> UInt64(bit)) & 1) << UInt64(2 * bit + 1)
        }
        return key
    }

    /// Appends the part; every point is a zigzag delta from the one before, carried across parts by `cursor`.
    func encode(into buffer: inout ByteBuffer, from cursor: inout (x: Int64, y: Int64)) {
        var header = UInt64(code) << 2
        if isClosed { header |= 1 }
        if !hiddenEdges.isEmpty { header |= 2 }
        buffer.appendVarint(header)
        buffer.appendVarint(UInt64(xs.count))
        if !hiddenEdges.isEmpty {
            buffer.appendVarint(UInt64(hiddenEdges.count))
            var previous = 0
            for (i, e) in hiddenEdges.enumerated() {
                buffer.appendVarint(UInt64(i == 0 ? e : e - previous))
                previous = e
            }
        }
        for i in xs.indices {
            buffer.appendSignedVarint(xs[i] - cursor.x)
            buffer.appendSignedVarint(ys[i] - cursor.y)
            cursor = (xs[i], ys[i])
        }
    }
}
