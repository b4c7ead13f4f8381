import Foundation
import OutdoorModel

/// Writes a file of named areas (countries, regions or lakes) for point-in-area lookups.
///
/// Each area's polygons (outer rings and holes together, filled even-odd) are clipped to a grid
/// of square cells and quantised; a cell wholly inside one area stores only that area's number,
/// so most lookups on land decode a few bytes. A "group" stands for a polygon whose area is
/// decided by the nearest of a set of seed points (a source polygon that today holds several
/// regions). See Data/FORMAT.md; `GeoDatabase` reads the result.
public struct GeoAreaWriter {
    /// What a polygon belongs to: an area, or a group of areas decided by seeds.
    public enum Owner: Hashable, Sendable {
        /// The area at this index of the area table.
        case area(Int)
        /// The group at this index of the group table.
        case group(Int)

        var code: UInt64 {
            switch self {
            case .area(let i): return UInt64(i) << 1
            case .group(let g): return UInt64(g) << 1 | 1
            }
        }
    }

    /// The layer being written.
    public let layer: AreaLayer
    let grid: CellGrid

    private var areas: [GeoArea] = []
    private var groups: [[(coordinate: Coordinate, area: Int)]] = []
    /// Bounding box of every owner's rings, for the size that ranks overlapping areas.
    private var bounds: [Owner: GeoBox] = [:]
    /// Quantised pieces per cell, with their owner.
    private var cells: [Int: [(owner: Owner, xs: [Int64], ys: [Int64])]] = [:]

    /// Makes a writer; the cell size must divide 180 degrees and `unitsPerDegree` be 1...1,000,000.
    public init(layer: AreaLayer, unitsPerDegree: Int, cellSizeDegrees: Int) throws {
        guard (1...1_000_000).contains(unitsPerDegree) else {
            throw GeoWriteError.invalidSettings(
                "units per degree must be 1 to 1,000,000, not \(unitsPerDegree)")
        }
        guard cellSizeDegrees > 0, 180 % cellSizeDegrees == 0,
            let grid = CellGrid(unitsPerDegree: unitsPerDegree, cellUnits: cellSizeDegrees * unitsPerDegree)
        else {
            throw GeoWriteError.invalidSettings(
                "a cell size of \(cellSizeDegrees) degrees does not divide 180 degrees")
        }
        self.layer = layer
        self.grid = grid
    }

    /// The number of areas added so far.
    public var areaCount: Int { areas.count }

    /// Adds an area to the table and returns its index.
    public mutating func addArea(_ area: GeoArea) throws -> Int {
        guard !area.name.isEmpty, area.name.utf8.count <= 1000, area.code.utf8.count <= 100 else {
            throw GeoWriteError.invalidPlace("an area needs a name of 1 to 1,000 bytes and a short code")
        }
        guard area.countryCode.isEmpty || GeoPlaceWriter.isCountryCode(area.countryCode) else {
            throw GeoWriteError.invalidPlace(
                "the country code \"\(area.countryCode)\" is not two capital letters")
        }
        areas.append(area)
        return areas.count - 1
    }

    /// Adds a group whose polygons belong to the area of the nearest seed, and returns its index.
    public mutating func addGroup(seeds: [(coordinate: Coordinate, area: Int)]) throws -> Int {
        guard !seeds.isEmpty, seeds.count < 1 << 24 else {
            throw GeoWriteError.invalidPlace("a group needs 1 to 16 million seeds")
        }
        for seed in seeds {
            guard seed.coordinate.isValid else { throw GeoWriteError.invalidCoordinate(seed.coordinate) }
            guard areas.indices.contains(seed.area), seed.area < 0xFFFF else {
                throw GeoWriteError.invalidPlace("a seed names area \(seed.area), which is not in the table")
            }
        }
        groups.append(seeds)
        return groups.count - 1
    }

    /// Adds one polygon (its rings, holes included; the area is what an odd number of rings
    /// cover) to `owner`.
    public mutating func addPolygon(_ rings: [[Coordinate]], owner: Owner) throws {
        switch owner {
        case .area(let i): guard areas.indices.contains(i) else { throw missing(owner) }
        case .group(let g): guard groups.indices.contains(g) else { throw missing(owner) }
        }
        for ring in rings {
            guard ring.count >= 3 else { throw GeoWriteError.tooFewPoints(count: ring.count, isClosed: true) }
            for c in ring where !c.isValid { throw GeoWriteError.invalidCoordinate(c) }
            if let box = GeoBox.enclosing(ring) {
                if let known = bounds[owner] {
                    bounds[owner] = GeoBox(
                        west: min(known.west, box.west), south: min(known.south, box.south),
                        east: max(known.east, box.east), north: max(known.north, box.north))
                } else {
                    bounds[owner] = box
                }
            }
            let points = ring.map { CellSplitter.Point(x: $0.longitude, y: $0.latitude) }
            let hidden = [Bool](repeating: false, count: points.count)
            for piece in CellSplitter.splitRing(points, hidden: hidden, grid: grid) {
                guard let q = quantise(piece) else { continue }
                cells[piece.row * grid.columns + piece.column, default: []].append((owner, q.xs, q.ys))
            }
        }
    }

    private func missing(_ owner: Owner) -> GeoWriteError {
        .invalidPlace("polygons were added to \(owner), which is not in the table")
    }

    /// A piece in units from its cell's south-west corner, repeated points merged; nil when it has no area.
    private func quantise(_ piece: CellSplitter.Piece) -> (xs: [Int64], ys: [Int64])? {
        let upd = Double(grid.unitsPerDegree)
        let cell = Int64(grid.cellUnits)
        let x0 = Int64(piece.column) * cell
        let y0 = Int64(piece.row) * cell
        var xs: [Int64] = []
        var ys: [Int64] = []
        for p in piece.points {
            let x = min(max(Int64(((p.x + 180) * upd).rounded()) - x0, 0), cell)
            let y = min(max(Int64(((p.y + 90) * upd).rounded()) - y0, 0), cell)
            if let lx = xs.last, let ly = ys.last, lx == x, ly == y { continue }
            xs.append(x)
            ys.append(y)
        }
        while xs.count > 1, xs.last == xs.first, ys.last == ys.first {
            xs.removeLast()
            ys.removeLast()
        }
        guard xs.count >= 3, GeoAreaWriter.doubledArea(xs, ys) != 0 else { return nil }
        return (xs, ys)
    }

    private static func doubledArea(_ xs: [Int64], _ ys: [Int64]) -> Int64 {
        var sum: Int64 = 0
        for i in xs.indices {
            let j = i + 1 == xs.count ? 0 : i + 1
            sum += xs[i] * ys[j] - xs[j] * ys[i]
        }
        return sum
    }

    /// Whether a piece is the whole cell: every point on the cell's edge, enclosing all of it.
    private func isWholeCell(_ xs: [Int64], _ ys: [Int64]) -> Bool {
        let side = Int64(grid.cellUnits)
        for (x, y) in zip(xs, ys) where x != 0 && x != side && y != 0 && y != side { return false }
        return abs(GeoAreaWriter.doubledArea(xs, ys)) == 2 * side * side
    }

    /// The size that ranks overlapping areas (the smaller is the more specific): the owner's
    /// bounding box in square degrees.
    private func size(of owner: Owner) -> Float {
        guard let box = bounds[owner] else { return 0 }
        return Float(box.longitudeSpan * (box.north - box.south))
    }

    /// The step of a piece's box, in units: 1/127 of the cell's side (rounded up), so that each of
    /// the box's numbers takes one byte.
    static func boxStep(cellUnits: Int) -> Int { max(1, (cellUnits + 126) / 127) }

    /// The file's bytes: header, cell directory, cell records, area, group and seed tables, strings.
    public func encoded() throws -> Data {
        var records = ByteBuffer()
        var directory = ByteBuffer()
        var cellCount = 0
        for cell in cells.keys.sorted() {
            guard let pieces = cells[cell], !pieces.isEmpty else { continue }
            var fill: Owner?
            if pieces.allSatisfy({ isWholeCell($0.xs, $0.ys) }) {
                var parity: [Owner: Int] = [:]
                for piece in pieces { parity[piece.owner, default: 0] += 1 }
                let odd = parity.filter { $0.value % 2 == 1 }.map(\.key)
                if odd.isEmpty { continue }
                if odd.count == 1 { fill = odd[0] }
            }
            directory.appendUInt32(UInt32(cell))
            directory.appendUInt32(UInt32(records.count))
            cellCount += 1
            if let fill {
                records.appendVarint(fill.code + 1)
                records.appendVarint(0)
                continue
            }
            records.appendVarint(0)
            // Pieces ordered by owner, so a reader's per-owner parity runs over neighbours.
            let sorted = pieces.enumerated().sorted {
                ($0.element.owner.code, $0.offset) < ($1.element.owner.code, $1.offset)
            }
            records.appendVarint(UInt64(sorted.count))
            for (_, piece) in sorted {
                // Each piece says where it lies and how long it is, so a reader decodes only the
                // pieces whose box is near its point.
                let step = Int64(GeoAreaWriter.boxStep(cellUnits: grid.cellUnits))
                let west = (piece.xs.min() ?? 0) / step
                let south = (piece.ys.min() ?? 0) / step
                let east = ((piece.xs.max() ?? 0) + step - 1) / step
                let north = ((piece.ys.max() ?? 0) + step - 1) / step
                let minX = west * step
                let minY = south * step
                var points = ByteBuffer()
                var cursor = (x: minX, y: minY)
                for i in piece.xs.indices {
                    points.appendSignedVarint(piece.xs[i] - cursor.x)
                    points.appendSignedVarint(piece.ys[i] - cursor.y)
                    cursor = (piece.xs[i], piece.ys[i])
                }
                records.appendVarint(piece.owner.code)
                records.appendVarint(UInt64(piece.xs.count))
                records.appendVarint(UInt64(west))
                records.appendVarint(UInt64(south))
                records.appendVarint(UInt64(east - west))
                records.appendVarint(UInt64(north - south))
                records.appendVarint(UInt64(points.count))
                records.append(points.bytes)
            }
        }

        var strings = StringTable()
        var areaTable = ByteBuffer()
        for (i, area) in areas.enumerated() {
            areaTable.appendUInt32(strings.offset(of: area.name))
            areaTable.appendUInt32(strings.offset(of: area.code))
            areaTable.appendUInt32(size(of: .area(i)).bitPattern)
            areaTable.append(area.countryCode.isEmpty ? [0, 0] : Array(area.countryCode.utf8))
            areaTable.append(area.kind.rawValue)
            var flags: UInt8 = 0
            if area.sharesNameWithTown { flags |= 1 }
            if area.isReservoir { flags |= 2 }
            areaTable.append(flags)
        }
        var groupTable = ByteBuffer()
        var seedTable = ByteBuffer()
        var seedCount = 0
        for (g, seeds) in groups.enumerated() {
            groupTable.appendUInt32(UInt32(seedCount))
            groupTable.appendUInt32(UInt32(seeds.count))
            groupTable.appendUInt32(size(of: .group(g)).bitPattern)
            for seed in seeds {
                let upd = Double(grid.unitsPerDegree)
                seedTable.appendUInt32(UInt32(((seed.coordinate.longitude + 180) * upd).rounded()))
                seedTable.appendUInt32(UInt32(((seed.coordinate.latitude + 90) * upd).rounded()))
                seedTable.appendUInt16(UInt16(seed.area))
            }
            seedCount += seeds.count
        }

        let directoryOffset = GeoFileFormat.areaHeaderSize
        let recordsOffset = directoryOffset + directory.count
        let areaOffset = recordsOffset + records.count
        let groupOffset = areaOffset + areaTable.count
        let seedOffset = groupOffset + groupTable.count
        let stringsOffset = seedOffset + seedTable.count
        let total = stringsOffset + strings.buffer.count
        guard total <= Int(UInt32.max) else {
            throw GeoWriteError.tooLarge("\(total) bytes is more than 4 GB")
        }

        var file = ByteBuffer()
        file.reserve(total)
        GeoFileFormat.appendCommonHeader(
            to: &file, content: GeoFileFormat.areaContent, layer: layer.rawValue, level: 0,
            version: GeoFileFormat.areaVersion)
        for value in [
            grid.unitsPerDegree, grid.cellUnits, cellCount, directoryOffset, recordsOffset, records.count,
            areas.count, areaOffset, groups.count, groupOffset, seedOffset, stringsOffset,
        ] {
            file.appendUInt32(UInt32(value))
        }
        file.pad(to: GeoFileFormat.areaHeaderSize)
        file.append(directory.bytes)
        file.append(records.bytes)
        file.append(areaTable.bytes)
        file.append(groupTable.bytes)
        file.append(seedTable.bytes)
        file.append(strings.buffer.bytes)
        file.setUInt32(UInt32(file.count), at: 12)
        return Data(file.bytes)
    }
}
