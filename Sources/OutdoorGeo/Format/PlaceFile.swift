import Foundation
import OutdoorModel

/// The mapped places file: validated header and tables, records decoded on demand.
final class PlaceFile: Sendable {
    /// A place found near a point, before its strings are decoded.
    struct Candidate {
        var index: Int
        var cellSouth: Double
        var cellWest: Double
        var population: Int
        /// Great-circle distance from the query point in metres.
        var distance: Double
    }

    let path: String
    let placeCount: Int
    let cellDegrees: Int
    let columns: Int
    let rows: Int
    private let file: MappedFile
    private let cellCount: Int
    private let directoryOffset: Int
    private let recordsOffset: Int
    private let stringsRange: Range<Int>
    private let countriesOffset: Int
    private let countryCount: Int
    private let admin1Offset: Int
    private let admin1Count: Int
    private let zonesOffset: Int
    private let zoneCount: Int

    init(path: String) throws {
        let file = try MappedFile(path: path)
        let bytes = file.bytes
        let common = try GeoFileFormat.readCommonHeader(
            bytes, path: path, headerSize: GeoFileFormat.placeHeaderSize)
        guard common.content == GeoFileFormat.placeContent else {
            throw GeoDataError.wrongContent(path: path, detail: "it is not a places file")
        }
        var reader = try ByteReader(bytes: bytes, range: 16..<GeoFileFormat.placeHeaderSize, path: path)
        var fields: [Int] = []
        for _ in 0..<13 { fields.append(Int(try reader.readUInt32())) }
        let cellDegrees = fields[0]
        let cellCount = fields[1]
        let directoryOffset = fields[2]
        let recordsOffset = fields[3]
        let placeCount = fields[4]
        let stringsOffset = fields[5]
        let stringsLength = fields[6]
        let countriesOffset = fields[7]
        let countryCount = fields[8]
        let admin1Offset = fields[9]
        let admin1Count = fields[10]
        let zonesOffset = fields[11]
        let zoneCount = fields[12]
        guard cellDegrees > 0, 180 % cellDegrees == 0 else {
            throw GeoDataError.corrupt(
                path: path, detail: "its grid of \(cellDegrees)-degree cells is not valid")
        }
        let columns = 360 / cellDegrees
        let rows = 180 / cellDegrees
        let sections: [(String, Int, Int)] = [
            ("cell directory", directoryOffset, cellCount * GeoFileFormat.directoryEntrySize),
            ("place records", recordsOffset, placeCount * GeoFileFormat.placeRecordSize),
            ("country table", countriesOffset, countryCount * GeoFileFormat.countryEntrySize),
            ("admin-1 table", admin1Offset, admin1Count * 4),
            ("time-zone table", zonesOffset, zoneCount * 4),
            ("string table", stringsOffset, stringsLength),
        ]
        for (name, offset, length) in sections {
            guard offset >= GeoFileFormat.placeHeaderSize, offset + length <= bytes.count else {
                throw GeoDataError.truncated(
                    path: path, detail: "its \(name) runs past the end of the file (\(bytes.count) bytes)")
            }
        }
        guard cellCount <= columns * rows, countryCount <= 255 else {
            throw GeoDataError.corrupt(path: path, detail: "its cell or country counts are out of range")
        }
        self.path = path
        self.file = file
        self.placeCount = placeCount
        self.cellDegrees = cellDegrees
        self.columns = columns
        self.rows = rows
        self.cellCount = cellCount
        self.directoryOffset = directoryOffset
        self.recordsOffset = recordsOffset
        self.stringsRange = stringsOffset..<(stringsOffset + stringsLength)
        self.countriesOffset = countriesOffset
        self.countryCount = countryCount
        self.admin1Offset = admin1Offset
        self.admin1Count = admin1Count
        self.zonesOffset = zonesOffset
        self.zoneCount = zoneCount
    }

    // MARK: Directory

    /// The cell directory, over place indices.
    private var directory: CellDirectory {
        CellDirectory(file: file, offset: directoryOffset, count: cellCount, end: placeCount, path: path)
    }

    /// Calls `body` with each non-empty cell among `columns` (which may wrap past the last column) in `rows`.
    ///
    /// `body` gets the cell's place indices and south-west corner; it returns false to stop.
    func forEachCell(
        rows: ClosedRange<Int>, columns: [ClosedRange<Int>],
        _ body: (Range<Int>, Double, Double) throws -> Bool
    ) throws {
        let size = Double(cellDegrees)
        let directory = self.directory
        for row in rows {
            for span in columns {
                let cells = (row * self.columns + span.lowerBound)...(row * self.columns + span.upperBound)
                for (entry, cell) in directory.entries(in: cells) {
                    guard cell < self.columns * self.rows else {
                        throw GeoDataError.corrupt(
                            path: path, detail: "directory entry \(entry) is outside the grid")
                    }
                    let south = Double(cell / self.columns) * size - 90
                    let west = Double(cell % self.columns) * size - 180
                    guard try body(try directory.range(at: entry), south, west) else { return }
                }
            }
        }
    }

    // MARK: Records

    private func recordBase(_ index: Int) -> Int { recordsOffset + index * GeoFileFormat.placeRecordSize }

    func population(at index: Int) -> Int {
        Int(ByteReader.uint32(file.bytes, at: recordBase(index) + 4))
    }

    func coordinate(at index: Int, south: Double, west: Double) -> Coordinate {
        let base = recordBase(index)
        let size = Double(cellDegrees)
        let lat = south + Double(ByteReader.uint16(file.bytes, at: base)) / 65535 * size
        let lon = west + Double(ByteReader.uint16(file.bytes, at: base + 2)) / 65535 * size
        return Coordinate(latitude: lat, longitude: lon)
    }

    /// The full place at `index` in the cell with the given south-west corner.
    func place(at index: Int, south: Double, west: Double) throws -> Place {
        guard index >= 0, index < placeCount else {
            throw GeoDataError.corrupt(path: path, detail: "place \(index) does not exist")
        }
        let base = recordBase(index)
        let bytes = file.bytes
        let name = try string(at: Int(ByteReader.uint32(bytes, at: base + 8)))
        let admin1 = try tableString(
            ByteReader.uint16(bytes, at: base + 12), offset: admin1Offset, count: admin1Count,
            what: "admin-1 name")
        let zone = try tableString(
            ByteReader.uint16(bytes, at: base + 14), offset: zonesOffset, count: zoneCount, what: "time zone")
        let countryIndex = bytes[base + 16]
        var code = ""
        var countryName: String?
        if countryIndex != GeoFileFormat.noIndex8 {
            let country = try self.country(at: Int(countryIndex))
            code = country.code
            countryName = country.name
        }
        return Place(
            name: name, coordinate: coordinate(at: index, south: south, west: west),
            population: population(at: index), countryCode: code, countryName: countryName, admin1: admin1,
            timeZoneIdentifier: zone, isCapital: bytes[base + 17] & 1 == 1)
    }

    /// The country code and name of country table entry `index`.
    func country(at index: Int) throws -> (code: String, name: String) {
        guard index < countryCount else {
            throw GeoDataError.corrupt(path: path, detail: "country \(index) is not in the country table")
        }
        let base = countriesOffset + index * GeoFileFormat.countryEntrySize
        let code = String(decoding: file.bytes[base..<(base + 2)], as: UTF8.self)
        return (code, try string(at: Int(ByteReader.uint32(file.bytes, at: base + 4))))
    }

    /// The name of the country with an ISO code, if the table has it.
    func countryName(code: String) throws -> String? {
        for i in 0..<countryCount {
            let entry = try country(at: i)
            if entry.code == code { return entry.name }
        }
        return nil
    }

    /// Every country in the table, in file order.
    func allCountries() throws -> [(code: String, name: String)] {
        try (0..<countryCount).map { try country(at: $0) }
    }

    private func tableString(_ index: UInt16, offset: Int, count: Int, what: String) throws -> String? {
        guard index != GeoFileFormat.noIndex16 else { return nil }
        guard Int(index) < count else {
            throw GeoDataError.corrupt(path: path, detail: "\(what) \(index) is not in its table")
        }
        return try string(at: Int(ByteReader.uint32(file.bytes, at: offset + Int(index) * 4)))
    }

    private func string(at offset: Int) throws -> String {
        let start = stringsRange.lowerBound + offset
        guard offset >= 0, start < stringsRange.upperBound else {
            throw GeoDataError.corrupt(
                path: path, detail: "a string offset \(offset) is outside the string table")
        }
        var reader = try ByteReader(bytes: file.bytes, range: start..<stringsRange.upperBound, path: path)
        let length = try reader.readCount(limit: reader.remaining, what: "a string length")
        let raw = try reader.readBytes(length)
        guard let text = String(validating: raw, as: UTF8.self) else {
            throw GeoDataError.corrupt(path: path, detail: "a string is not valid UTF-8")
        }
        return text
    }

    /// Checks every directory entry, record and string; returns the number of places.
    func validateAll() throws -> Int {
        var previous = -1
        var seen = 0
        let directory = self.directory
        for entry in 0..<cellCount {
            let cell = directory.cellIndex(at: entry)
            guard cell > previous, cell < columns * rows else {
                throw GeoDataError.corrupt(
                    path: path, detail: "the cell directory is out of order or off the grid")
            }
            previous = cell
            let range = try directory.range(at: entry)
            guard range.lowerBound == seen else {
                throw GeoDataError.corrupt(path: path, detail: "the cell directory skips or repeats places")
            }
            let south = Double(cell / columns * cellDegrees) - 90
            let west = Double(cell % columns * cellDegrees) - 180
            for index in range { _ = try place(at: index, south: south, west: west) }
            seen = range.upperBound
        }
        guard seen == placeCount else {
            throw GeoDataError.corrupt(
                path: path, detail: "the cell directory covers \(seen) of \(placeCount) places")
        }
        return placeCount
    }
}
