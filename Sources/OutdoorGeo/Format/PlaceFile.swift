import Foundation
import OutdoorModel

/// The mapped places file (format version 2): validated header and tables, records decoded on demand.
final class PlaceFile: Sendable {
    /// A place found near a point or in a box, before its name is decoded.
    struct Candidate {
        var index: Int
        var cellSouth: Double
        var cellWest: Double
        var population: Int
        var flags: PlaceFlags
        var countryIndex: Int
        /// Great-circle distance from the query point in metres (0 for box queries).
        var distance: Double

        /// `Place.effectivePopulation` of the candidate.
        var effectivePopulation: Int {
            Place.effectivePopulation(population: population, isCapital: flags.isCapital, seat: flags.seat)
        }

        /// `Place.importance` of the candidate.
        var importance: Int {
            Place.importance(population: population, isCapital: flags.isCapital, seat: flags.seat)
        }
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
    private let namesRange: Range<Int>
    private let nameCode: NameCode
    private let stringsRange: Range<Int>
    private let countriesOffset: Int
    private let countryCount: Int
    private let zonesOffset: Int
    private let zoneCount: Int
    /// Country codes by table index, read once (at most 255).
    private let countryCodes: [String]

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
        for _ in 0..<14 { fields.append(Int(try reader.readUInt32())) }
        let cellDegrees = fields[0]
        let cellCount = fields[1]
        let directoryOffset = fields[2]
        let recordsOffset = fields[3]
        let placeCount = fields[4]
        let namesOffset = fields[5]
        let namesLength = fields[6]
        let codeOffset = fields[7]
        let countriesOffset = fields[8]
        let countryCount = fields[9]
        let zonesOffset = fields[10]
        let zoneCount = fields[11]
        let stringsOffset = fields[12]
        let stringsLength = fields[13]
        guard cellDegrees > 0, 180 % cellDegrees == 0 else {
            throw GeoDataError.corrupt(
                path: path, detail: "its grid of \(cellDegrees)-degree cells is not valid")
        }
        let columns = 360 / cellDegrees
        let rows = 180 / cellDegrees
        let sections: [(String, Int, Int)] = [
            ("cell directory", directoryOffset, cellCount * GeoFileFormat.directoryEntrySize),
            ("place records", recordsOffset, placeCount * GeoFileFormat.placeRecordSize),
            ("names", namesOffset, namesLength),
            ("name code", codeOffset, 256),
            ("country table", countriesOffset, countryCount * GeoFileFormat.countryEntrySize),
            ("time-zone table", zonesOffset, zoneCount * 4),
            ("string table", stringsOffset, stringsLength),
        ]
        for (name, offset, length) in sections {
            guard offset >= GeoFileFormat.placeHeaderSize, length >= 0, offset + length <= bytes.count else {
                throw GeoDataError.truncated(
                    path: path, detail: "its \(name) runs past the end of the file (\(bytes.count) bytes)")
            }
        }
        guard cellCount <= columns * rows, countryCount <= 255, zoneCount <= PlaceFlags.noZone,
            namesLength <= 1 << 24
        else {
            throw GeoDataError.corrupt(
                path: path, detail: "its cell, country or time-zone counts are out of range")
        }
        guard let code = NameCode(lengths: Array(bytes[codeOffset..<(codeOffset + 256)])) else {
            throw GeoDataError.corrupt(path: path, detail: "its name code is not a prefix code")
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
        self.namesRange = namesOffset..<(namesOffset + namesLength)
        self.nameCode = code
        self.stringsRange = stringsOffset..<(stringsOffset + stringsLength)
        self.countriesOffset = countriesOffset
        self.countryCount = countryCount
        self.zonesOffset = zonesOffset
        self.zoneCount = zoneCount
        self.countryCodes = (0..<countryCount).map { i in
            let base = countriesOffset + i * GeoFileFormat.countryEntrySize
            return String(decoding: bytes[base..<(base + 2)], as: UTF8.self)
        }
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

    private func uint24(_ offset: Int) -> Int {
        let bytes = file.bytes
        return Int(bytes[offset]) | Int(bytes[offset + 1]) << 8 | Int(bytes[offset + 2]) << 16
    }

    func population(at index: Int) -> Int {
        PlaceFlags.population(fromCode: uint24(recordBase(index) + 3))
    }

    func flags(at index: Int) -> PlaceFlags {
        PlaceFlags(raw: ByteReader.uint16(file.bytes, at: recordBase(index) + 10))
    }

    func countryIndex(at index: Int) -> Int { Int(file.bytes[recordBase(index) + 9]) }

    /// The ISO code of country table entry `index`, or "" for none or an index out of range.
    func countryCode(ofIndex index: Int) -> String {
        index < countryCodes.count ? countryCodes[index] : ""
    }

    /// The table index of an ISO country code, or nil.
    func countryIndex(ofCode code: String) -> Int? { countryCodes.firstIndex(of: code) }

    func coordinate(at index: Int, south: Double, west: Double) -> Coordinate {
        let packed = uint24(recordBase(index))
        let size = Double(cellDegrees)
        let lat = south + Double(packed >> 12) / 4095 * size
        let lon = west + Double(packed & 0xFFF) / 4095 * size
        return Coordinate(latitude: lat, longitude: lon)
    }

    /// A candidate for place `index` of a cell, `distance` metres from the query.
    func candidate(at index: Int, south: Double, west: Double, distance: Double) -> Candidate {
        Candidate(
            index: index, cellSouth: south, cellWest: west, population: population(at: index),
            flags: flags(at: index), countryIndex: countryIndex(at: index), distance: distance)
    }

    /// The UTF-8 bytes of place `index`'s name alone (cheaper than the whole place), nil when
    /// they cannot be decoded.
    func nameBytes(at index: Int, prefix: Int = .max) -> [UInt8]? {
        guard index >= 0, index < placeCount else { return nil }
        let nameOffset = uint24(recordBase(index) + 6)
        guard nameOffset < namesRange.count else { return nil }
        return nameCode.decodeBytes(
            file.bytes, at: namesRange.lowerBound + nameOffset, within: namesRange, prefix: prefix)
    }

    /// The full place at `index` in the cell with the given south-west corner.
    func place(at index: Int, south: Double, west: Double) throws -> Place {
        guard index >= 0, index < placeCount else {
            throw GeoDataError.corrupt(path: path, detail: "place \(index) does not exist")
        }
        let base = recordBase(index)
        let nameOffset = uint24(base + 6)
        guard nameOffset < namesRange.count,
            let name = nameCode.decode(
                file.bytes, at: namesRange.lowerBound + nameOffset, within: namesRange),
            !name.isEmpty
        else {
            throw GeoDataError.corrupt(path: path, detail: "the name of place \(index) cannot be decoded")
        }
        let flags = self.flags(at: index)
        var zone: String?
        if flags.zone != PlaceFlags.noZone {
            guard flags.zone < zoneCount else {
                throw GeoDataError.corrupt(path: path, detail: "time zone \(flags.zone) is not in its table")
            }
            zone = try string(at: Int(ByteReader.uint32(file.bytes, at: zonesOffset + flags.zone * 4)))
        }
        let countryIndex = self.countryIndex(at: index)
        var code = ""
        var countryName: String?
        if countryIndex != Int(GeoFileFormat.noIndex8) {
            let country = try self.country(at: countryIndex)
            code = country.code
            countryName = country.name
        }
        return Place(
            name: name, coordinate: coordinate(at: index, south: south, west: west),
            population: population(at: index), countryCode: code, countryName: countryName,
            timeZoneIdentifier: zone, isCapital: flags.isCapital, seat: flags.seat,
            isEstablished: flags.isEstablished)
    }

    /// The country code and name of country table entry `index`.
    func country(at index: Int) throws -> (code: String, name: String) {
        guard index < countryCount else {
            throw GeoDataError.corrupt(path: path, detail: "country \(index) is not in the country table")
        }
        let base = countriesOffset + index * GeoFileFormat.countryEntrySize
        return (countryCodes[index], try string(at: Int(ByteReader.uint32(file.bytes, at: base + 4))))
    }

    /// The name of the country with an ISO code, if the table has it.
    func countryName(code: String) throws -> String? {
        guard let i = countryIndex(ofCode: code) else { return nil }
        return try country(at: i).name
    }

    /// Every country in the table, in file order.
    func allCountries() throws -> [(code: String, name: String)] {
        try (0..<countryCount).map { try country(at: $0) }
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
            var last = Int.max
            for index in range {
                _ = try place(at: index, south: south, west: west)
                let importance = candidate(at: index, south: south, west: west, distance: 0).importance
                guard importance <= last else {
                    throw GeoDataError.corrupt(
                        path: path, detail: "cell \(cell) is not ordered by importance")
                }
                last = importance
            }
            seen = range.upperBound
        }
        guard seen == placeCount else {
            throw GeoDataError.corrupt(
                path: path, detail: "the cell directory covers \(seen) of \(placeCount) places")
        }
        return placeCount
    }
}

/// The last two bytes of a place record: time-zone index and flags (see Data/FORMAT.md).
struct PlaceFlags: Hashable {
    /// The time-zone index that means "none" (10 bits, all set).
    static let noZone = 0x3FF

    var raw: UInt16

    init(raw: UInt16) { self.raw = raw }

    init(zone: Int, isCapital: Bool, seat: Place.Seat, isEstablished: Bool) {
        var bits = UInt16(zone & 0x3FF)
        if isCapital { bits |= 1 << 10 }
        bits |= UInt16(seat.rawValue & 3) << 11
        if isEstablished { bits |= 1 << 13 }
        raw = bits
    }

    var zone: Int { Int(raw & 0x3FF) }
    var isCapital: Bool { raw & (1 << 10) != 0 }
    var seat: Place.Seat { Place.Seat(rawValue: UInt8((raw >> 11) & 3)) ?? .none }
    var isEstablished: Bool { raw & (1 << 13) != 0 }

    /// Populations below 2^23 are stored exactly; larger ones in steps of 16 with the top bit set.
    static func populationCode(_ population: Int) -> Int {
        let p = max(population, 0)
        if p < 1 << 23 { return p }
        return 1 << 23 | min(p >> 4, (1 << 23) - 1)
    }

    /// The population a 24-bit code stands for.
    static func population(fromCode code: Int) -> Int {
        code & (1 << 23) == 0 ? code : (code & ((1 << 23) - 1)) << 4
    }
}
