import Foundation
import OutdoorModel

/// Writes the places file (format version 2): places on a 1-degree grid, most important first in
/// each cell, as 12-byte records with Huffman-coded names (see Data/FORMAT.md).
///
/// Country names and time zones go into one deduplicated string table. `GeoDatabase` reads the
/// result. A place's `admin1` and `countryName` are not stored (regions come from the region
/// file; country names from the country table).
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
        guard !place.name.isEmpty, place.name.utf8.count <= 1000, !place.name.utf8.contains(0) else {
            throw GeoWriteError.invalidPlace("a place needs a name of 1 to 1,000 bytes without NUL")
        }
        let c = place.coordinate
        guard c.isValid else { throw GeoWriteError.invalidCoordinate(c) }
        guard place.population >= 0, place.population < 1 << 27 else {
            throw GeoWriteError.invalidPlace("\(place.name) has a population of \(place.population)")
        }
        guard place.countryCode.isEmpty || countryIndex[place.countryCode] != nil else {
            throw GeoWriteError.invalidPlace(
                "\(place.name) is in country \"\(place.countryCode)\", which is not in the country table")
        }
        if let zone = place.timeZoneIdentifier, zone.utf8.count > 1000 {
            throw GeoWriteError.invalidPlace("\(place.name) has a time zone longer than 1,000 bytes")
        }
        places.append(place)
    }

    /// The file's bytes: header, cell directory, place records, names, tables and strings.
    public func encoded() throws -> Data {
        guard places.count < Int(UInt32.max) else { throw GeoWriteError.tooLarge("too many places") }
        var strings = StringTable()
        var zoneIndex: [String: Int] = [:]
        var zoneOffsets: [UInt32] = []
        let countryOffsets = countries.map { strings.offset(of: $0.name) }

        // Sort by cell, then most important first; ties by name and position keep the output stable.
        let keyed = places.map { (cell: GeoPlaceWriter.cell(of: $0.coordinate), place: $0) }
        let sorted = keyed.sorted { a, b in
            if a.cell.index != b.cell.index { return a.cell.index < b.cell.index }
            if a.place.importance != b.place.importance { return a.place.importance > b.place.importance }
            if a.place.name != b.place.name {
                return a.place.name.utf8.lexicographicallyPrecedes(b.place.name.utf8)
            }
            if a.place.coordinate.latitude != b.place.coordinate.latitude {
                return a.place.coordinate.latitude < b.place.coordinate.latitude
            }
            return a.place.coordinate.longitude < b.place.coordinate.longitude
        }

        var frequencies = [Int](repeating: 0, count: 256)
        for p in places {
            for byte in p.name.utf8 { frequencies[Int(byte)] += 1 }
            frequencies[0] += 1
        }
        let lengths = NameCode.lengths(frequencies: frequencies)
        guard let code = NameCode(lengths: lengths) else {
            throw GeoWriteError.invalidSettings("the names' Huffman code could not be built")
        }

        var directory = ByteBuffer()
        var records = ByteBuffer()
        var names = ByteBuffer()
        var nameOffsets: [String: Int] = [:]
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
            let lat = GeoPlaceWriter.offset(p.coordinate.latitude, from: item.cell.south)
            let lon = GeoPlaceWriter.offset(p.coordinate.longitude, from: item.cell.west)
            records.appendUInt24(lat << 12 | lon)
            records.appendUInt24(PlaceFlags.populationCode(p.population))
            let nameOffset: Int
            if let known = nameOffsets[p.name] {
                nameOffset = known
            } else {
                nameOffset = names.count
                guard code.encode(p.name, into: &names) else {
                    throw GeoWriteError.invalidPlace("the name of \(p.name) cannot be coded")
                }
                nameOffsets[p.name] = nameOffset
            }
            guard nameOffset < 1 << 24 else {
                throw GeoWriteError.tooLarge("the coded names take more than 16 MB")
            }
            records.appendUInt24(nameOffset)
            records.append(countryIndex[p.countryCode].map { UInt8($0) } ?? GeoFileFormat.noIndex8)
            var zone = PlaceFlags.noZone
            if let id = p.timeZoneIdentifier, !id.isEmpty {
                if let known = zoneIndex[id] {
                    zone = known
                } else {
                    guard zoneOffsets.count < PlaceFlags.noZone else {
                        throw GeoWriteError.tooLarge("the format holds at most 1,023 time zones")
                    }
                    zone = zoneOffsets.count
                    zoneIndex[id] = zone
                    zoneOffsets.append(strings.offset(of: id))
                }
            }
            records.appendUInt16(
                PlaceFlags(zone: zone, isCapital: p.isCapital, seat: p.seat, isEstablished: p.isEstablished)
                    .raw)
        }

        let directoryOffset = GeoFileFormat.placeHeaderSize
        let recordsOffset = directoryOffset + directory.count
        let namesOffset = recordsOffset + records.count
        let codeOffset = namesOffset + names.count
        let countriesOffset = codeOffset + 256
        let zonesOffset = countriesOffset + countries.count * GeoFileFormat.countryEntrySize
        let stringsOffset = zonesOffset + zoneOffsets.count * 4
        let total = stringsOffset + strings.buffer.count
        guard total <= Int(UInt32.max) else {
            throw GeoWriteError.tooLarge("\(total) bytes is more than 4 GB")
        }

        var file = ByteBuffer()
        file.reserve(total)
        GeoFileFormat.appendCommonHeader(
            to: &file, content: GeoFileFormat.placeContent, layer: 0, level: 0,
            version: GeoFileFormat.placeVersion)
        for value in [
            GeoPlaceWriter.cellSizeDegrees, cellCount, directoryOffset, recordsOffset, sorted.count,
            namesOffset, names.count, codeOffset, countriesOffset, countries.count, zonesOffset,
            zoneOffsets.count, stringsOffset, strings.buffer.count,
        ] {
            file.appendUInt32(UInt32(value))
        }
        file.pad(to: GeoFileFormat.placeHeaderSize)
        file.append(directory.bytes)
        file.append(records.bytes)
        file.append(names.bytes)
        file.append(lengths)
        for (i, country) in countries.enumerated() {
            file.append(Array(country.code.utf8))
            file.append([0, 0])
            file.appendUInt32(countryOffsets[i])
        }
        for offset in zoneOffsets { file.appendUInt32(offset) }
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

    /// A position inside a cell as a 12-bit fraction of the cell's side (about 27 m for 1 degree).
    static func offset(_ value: Double, from origin: Double) -> Int {
        let fraction = (value - origin) / Double(cellSizeDegrees)
        return Int(min(max((fraction * 4095).rounded(), 0), 4095))
    }
}

/// A deduplicated table of length-prefixed UTF-8 strings.
struct StringTable {
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
