import Foundation
import OutdoorModel

/// Writes a region's named points ("detail-points.oug", see Data/FORMAT.md).
///
/// Points are sorted into cells of 0.1 degrees behind a cell directory, so a reader finds a
/// view's points without decoding the rest; names are stored once each in a string table.
public struct DetailPointWriter {
    private var points: [DetailPoint] = []

    /// An empty writer.
    public init() {}

    /// The number of points added so far.
    public var count: Int { points.count }

    /// Keeps a point; throws `GeoWriteError.invalidCoordinate` for a position off the globe.
    public mutating func add(_ point: DetailPoint) throws {
        guard point.coordinate.isValid else { throw GeoWriteError.invalidCoordinate(point.coordinate) }
        points.append(point)
    }

    /// The file's bytes: header, cell directory, fixed-size entries and the name table.
    public func encoded() throws -> Data {
        guard let grid = DetailPointGrid.grid else { throw GeoWriteError.invalidSettings("the point grid") }
        let keyed = points.map { point -> (cell: Int, point: DetailPoint) in
            let cell =
                grid.row(of: point.coordinate.latitude) * grid.columns
                + grid.column(of: point.coordinate.longitude)
            return (cell, point)
        }
        let sorted = keyed.sorted {
            ($0.cell, $0.point.kind.rawValue, -($0.point.elevation ?? Int.min / 2), $0.point.name)
                < ($1.cell, $1.point.kind.rawValue, -($1.point.elevation ?? Int.min / 2), $1.point.name)
        }
        var directory = ByteBuffer()
        var entries = ByteBuffer()
        var strings = ByteBuffer()
        var nameOffsets: [String: UInt32] = [:]
        var cellCount = 0
        var previousCell = -1
        for (index, item) in sorted.enumerated() {
            if item.cell != previousCell {
                directory.appendUInt32(UInt32(item.cell))
                directory.appendUInt32(UInt32(index))
                cellCount += 1
                previousCell = item.cell
            }
            let offset: UInt32
            if let known = nameOffsets[item.point.name] {
                offset = known
            } else {
                offset = UInt32(strings.count)
                let utf8 = Array(item.point.name.utf8)
                strings.appendVarint(UInt64(utf8.count))
                strings.append(utf8)
                nameOffsets[item.point.name] = offset
            }
            let c = item.point.coordinate
            entries.appendUInt32(UInt32(bitPattern: Int32((c.longitude * 1e6).rounded())))
            entries.appendUInt32(UInt32(bitPattern: Int32((c.latitude * 1e6).rounded())))
            entries.appendUInt32(offset)
            entries.append(item.point.kind.rawValue)
            if let elevation = item.point.elevation {
                entries.append(1)
                let clamped = Int16(clamping: elevation)
                entries.appendUInt16(UInt16(bitPattern: clamped))
            } else {
                entries.append(0)
                entries.appendUInt16(0)
            }
        }
        let directoryOffset = GeoFileFormat.detailPointHeaderSize
        let entriesOffset = directoryOffset + directory.count
        let stringsOffset = entriesOffset + entries.count
        let total = stringsOffset + strings.count
        guard total <= Int(UInt32.max) else {
            throw GeoWriteError.tooLarge("\(total) bytes is more than 4 GB")
        }
        var file = ByteBuffer()
        file.reserve(total)
        GeoFileFormat.appendCommonHeader(
            to: &file, content: GeoFileFormat.detailPointContent, layer: 0, level: 0,
            version: GeoFileFormat.detailPointVersion)
        file.appendUInt32(UInt32(sorted.count))
        file.appendUInt32(UInt32(cellCount))
        file.appendUInt32(UInt32(directoryOffset))
        file.appendUInt32(UInt32(entriesOffset))
        file.appendUInt32(UInt32(stringsOffset))
        file.pad(to: GeoFileFormat.detailPointHeaderSize)
        file.append(directory.bytes)
        file.append(entries.bytes)
        file.append(strings.bytes)
        file.setUInt32(UInt32(file.count), at: 12)
        return Data(file.bytes)
    }
}

/// The grid detail point files are sorted by: cells of 0.1 degrees, positions in millionths.
enum DetailPointGrid {
    /// The grid (these values divide the world evenly, so it is never nil).
    static let grid = CellGrid(unitsPerDegree: 1_000_000, cellUnits: 100_000)
}
