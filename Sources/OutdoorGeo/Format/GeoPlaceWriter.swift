import Foundation
import OutdoorModel

/// Writes the places file: places on a 1-degree grid, most populous first in each cell.
///
/// Names, admin-1 names, time zones and country names go into one deduplicated string table;
/// each place is an 18-byte record (see Data/FORMAT.md). `GeoDatabase` reads the result.
public struct GeoPlaceWriter {
    /// The grid's cell side in whole degrees.
    public static let cellSizeDegrees = 1

    private var countries: [(code: String, name: String)] = []
    private var countryIndex: [String: Int] = [:]
    private var places: [Place] = []

    /// Makes an empty writer.
    public init() {}

    /// The number of places added so far.
    public var placeCount: Int { places.count }

    /// Adds a country to the country table; throws for a code that is not two capital ASCII letters or repeats.
    public mutating func addCountry(code: String, name: String) throws {
        guard GeoPlaceWriter.isCountryCode(code) else {
            throw GeoWriteError.invalidPlace("the country code \"\(code)\" is not two capital letters")
        }
        guard countryIndex[code] == nil else {
            throw GeoWriteError.invalidPlace("the country \(code) was added twice")
        }
        guard !name.isEmpty, name.utf8.count <= 1000 else {
            throw GeoWriteError.invalidPlace("the country \(code) needs a name of 1 to 1,000 bytes")
        }
        guard countries.count < Int(GeoFileFormat.noIndex8) else {
            throw GeoWriteError.tooLarge("the format holds at most 255 countries")
        }
        countryIndex[code] = countries.count
        countries.append((code, name))
    }

    /// Adds a place; its country code must be empty or in the country table (its `countryName` is ignored).
    public mutating func add(_ place: Place) throws {
        guard !place.name.isEmpty, place.name.utf8.count <= 1000 else {
            throw GeoWriteError.invalidPlace("a place needs a name of 1 to 1,000 bytes")
        }
        let c = place.coordinate
        guard c.isValid else { throw GeoWriteError.invalidCoordinate(c) }
        guard place.population >= 0, place.population <= Int(UInt32.max) else {
            throw GeoWriteError.invalidPlace("\(place.name) has a population of \(place.population)")
        }
        guard place.countryCode.isEmpty || countryIndex[place.countryCode] != nil else {
            throw GeoWriteError.invalidPlace(
                "\(place.name) is in country \"\(place.countryCode)\", which is not in the country table")
        }
        for text in [place.admin1, place.timeZoneIdentifier].compactMap({ $0 }) {
            guard text.utf8.count <= 1000 else {
                throw GeoWriteError.invalidPlace("\(place.name) has a name longer than 1,000 bytes")
            }
        }
        places.append(place)
    }

    /// The file's bytes: header, cell directory, place records, tables and strings.
    public func encoded() throws -> Data {
        guard places.count < Int(UInt32.max) else { throw GeoWriteError.tooLarge("too many places") }
        var strings = StringTable()
        var admin1Index: [String: Int] = [:]
        var admin1Offsets: [UInt32] = []
        var zoneIndex: [String: Int] = [:]
        var zoneOffsets: [UInt32] = []
        func index(of text: String?, in table: inout [String: Int], offsets: inout [UInt32]) -> UInt16 {
            guard let text, !text.isEmpty else { return GeoFileFormat.noIndex16 }
            if let i = table[text] { return UInt16(i) }
            table[text] = offsets.count
            offsets.append(strings.offset(of: text))
            return UInt16(offsets.count - 1)
        }
        let countryOffsets = countries.map { strings.offset(of: $0.name) }

        // Sort by cell, then most populous first; ties by name and position keep the output stable.
        let keyed = places.map { (cell: GeoPlaceWriter.cell(of: $0.coordinate), place: $0) }
        let sorted = keyed.sorted { a, b in
            if a.cell.index != b.cell.index { return a.cell.index < b.cell.index }
            if a.place.population != b.place.population { return a.place.population > b.place.population }
            if a.place.name != b.place.name {
                return a.place.name.utf8.lexicographicallyPrecedes(b.place.name.utf8)
            }
            if a.place.coordinate.latitude != b.place.coordinate.latitude {
                return a.place.coordinate.latitude < b.place.coordinate.latitude
            }
            return a.place.coordinate.longitude < b.place.coordinate.longitude
        }

        var directory = ByteBuffer()
        var records = ByteBuffer()
        records.reserve(sorted.count * GeoFileFormat.placeRecordSize)
        var previousCell = -1
        var cellCount = 0
        for (i, item) in sorted.enumerated() {
            if item.cell.index != previousCell {
                directory.appendUInt32(UInt32(item.cell.index))
                directory.appendUInt32(UInt32(i))
                previousCell = item.cell.index
                cellCount += 1
            }
            let p = item.place
            records.appendUInt16(GeoPlaceWriter.offset(p.coordinate.latitude, from: item.cell.south))
            records.appendUInt16(GeoPlaceWriter.offset(p.coordinate.longitude, from: item.cell.west))
            records.appendUInt32(UInt32(p.population))
            records.appendUInt32(strings.offset(of: p.name))
            let admin1 = index(of: p.admin1, in: &admin1Index, offsets: &admin1Offsets)
            let zone = index(of: p.timeZoneIdentifier, in: &zoneIndex, offsets: &zoneOffsets)
            guard admin1Offsets.count < Int(GeoFileFormat.noIndex16),
                zoneOffsets.count < Int(GeoFileFormat.noIndex16)
            else {
                throw GeoWriteError.tooLarge("the format holds at most 65,535 admin-1 names and time zones")
            }
            records.appendUInt16(admin1)
            records.appendUInt16(zone)
            records.append(countryIndex[p.countryCode].map { UInt8($0) } ?? GeoFileFormat.noIndex8)
            records.append(p.isCapital ? 1 : 0)
        }

        let directoryOffset = GeoFileFormat.placeHeaderSize
        let recordsOffset = directoryOffset + directory.count
        let countriesOffset = recordsOffset + records.count
        let admin1Offset = countriesOffset + countries.count * GeoFileFormat.countryEntrySize
        let zonesOffset = admin1Offset + admin1Offsets.count * 4
        let stringsOffset = zonesOffset + zoneOffsets.count * 4
        let total = stringsOffset + strings.buffer.count
        guard total <= Int(UInt32.max) else {
            throw GeoWriteError.tooLarge("\(total) bytes is more than 4 GB")
        }

        var file = ByteBuffer()
        file.reserve(total)
        GeoFileFormat.appendCommonHeader(to: &file, content: GeoFileFormat.placeContent, layer: 0, level: 0)
        for value in [
            GeoPlaceWriter.cellSizeDegrees, cellCount, directoryOffset, recordsOffset, sorted.count,
            stringsOffset,
            strings.buffer.count, countriesOffset, countries.count, admin1Offset, admin1Offsets.count,
            zonesOffset,
            zoneOffsets.count,
        ] {
            file.appendUInt32(UInt32(value))
        }
        file.pad(to: GeoFileFormat.placeHeaderSize)
        file.append(directory.bytes)
        file.append(records.bytes)
        for (i, country) in countries.enumerated() {
            file.append(Array(country.code.utf8))
            file.append([0, 0])
            file.appendUInt32(countryOffsets[i])
        }
        for offset in admin1Offsets + zoneOffsets { file.appendUInt32(offset) }
        file.append(strings.buffer.bytes)
        file.setUInt32(UInt32(file.count), at: 12)
        return Data(file.bytes)
    }

    static func isCountryCode(_ code: String) -> Bool {
        code.utf8.count == 2 && code.utf8.allSatisfy { $0 >= 65 && $0 <= 90 }
    }

    /// The 1-degree cell of a coordinate: its index and south-west corner in degrees.
    static func cell(of c: Coordinate) -> (index: Int, south: Double, west: Double) {
        let size = Double(cellSizeDegrees)
        let columns = 360 / cellSizeDegrees
        let rows = 180 / cellSizeDegrees
        let column = min(max(Int(((c.longitude + 180) / size).rounded(.down)), 0), columns - 1)
        let row = min(max(Int(((c.latitude + 90) / size).rounded(.down)), 0), rows - 1)
        return (row * columns + column, Double(row) * size - 90, Double(column) * size - 180)
    }

    /// A position inside a cell as a 16-bit fraction of the cell's side.
    static func offset(_ value: Double, from origin: Double) -> UInt16 {
        let fraction = (value - origin) / Double(cellSizeDegrees)
        return UInt16(min(max((fraction * 65535).rounded(), 0), 65535))
    }
}

/// A deduplicated table of length-prefixed UTF-8 strings.
private struct StringTable {
    var buffer = ByteBuffer()
    private var offsets: [String: UInt32] = [:]

    mutating func offset(of text: String) -> UInt32 {
        if let known = offsets[text] { return known }
        let offset = UInt32(buffer.count)
        let bytes = Array(text.utf8)
        buffer.appendVarint(UInt64(bytes.count))
        buffer.append(bytes)
        offsets[text] = offset
        return offset
    }
}
