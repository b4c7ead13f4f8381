/// Constants of the map data format shared by its writers and readers (see Data/FORMAT.md).
enum GeoFileFormat {
    /// The first four bytes of every file: "OUGD".
    static let magic: [UInt8] = [0x4F, 0x55, 0x47, 0x44]
    /// The format version of line, polygon and raster files this build writes and reads.
    static let version: UInt16 = 1
    /// The format version of the places file (version 2: compact records, coded names).
    static let placeVersion: UInt16 = 2
    /// The format version of area files (countries, regions, lakes, seas).
    static let areaVersion: UInt16 = 1
    /// The format version of the area labels.
    static let labelVersion: UInt16 = 1

    /// Content code of line and polygon files.
    static let featureContent: UInt8 = 1
    /// Content code of the places file.
    static let placeContent: UInt8 = 2
    /// Content code of a tiled raster pyramid (the relief).
    static let rasterContent: UInt8 = 3
    /// Content code of a file of named areas (countries, regions, lakes).
    static let areaContent: UInt8 = 4
    /// Content code of the file of area labels.
    static let labelContent: UInt8 = 5
    /// Content code of the points of an imported OpenStreetMap extract.
    static let detailPointContent: UInt8 = 6
    /// The format version of detail point files.
    static let detailPointVersion: UInt16 = 1
    /// Bytes in a detail point file's header.
    static let detailPointHeaderSize = 48
    /// Bytes per detail point entry.
    static let detailPointEntrySize = 16
    /// The file name of a region's points.
    static let detailPointsFileName = "detail-points.oug"
    /// Bytes in the labels file's header.
    static let labelHeaderSize = 32
    /// Bytes per label entry.
    static let labelEntrySize = 28
    /// The file name of the area labels.
    static let labelsFileName = "labels.oug"
    /// Bytes in an area file's header.
    static let areaHeaderSize = 64
    /// Bytes per entry of an area file's area table.
    static let areaEntrySize = 16
    /// Bytes per entry of an area file's group table.
    static let areaGroupEntrySize = 12
    /// Bytes per seed of an area file's seed table.
    static let areaSeedSize = 10
    /// Bytes in a raster file's header.
    static let rasterHeaderSize = 48
    /// Bytes per level in a raster file's level table.
    static let rasterLevelEntrySize = 16
    /// The file name of the shaded relief.
    static let reliefFileName = "relief.oug"

    /// Bytes in a feature file's header.
    static let featureHeaderSize = 64
    /// Bytes in the places file's header.
    static let placeHeaderSize = 96
    /// Bytes per cell directory entry (cell index, offset), in both kinds of file.
    static let directoryEntrySize = 8
    /// Bytes per place record.
    static let placeRecordSize = 12
    /// Bytes per country table entry (two ASCII letters, two zero bytes, name offset).
    static let countryEntrySize = 8
    /// The "none" value of 16-bit table indices in place records.
    static let noIndex16: UInt16 = 0xFFFF
    /// The "none" value of the 8-bit country index in place records.
    static let noIndex8: UInt8 = 0xFF

    /// The file name of a layer at a level, such as "coast-h.oug".
    static func fileName(layer: GeoLayer, level: GeoLevel) -> String {
        "\(layer.fileStem)-\(level.letter).oug"
    }

    /// The file name of the places file.
    static let placesFileName = "places.oug"

    /// The file name of an area layer ("countries.oug").
    static func fileName(areas layer: AreaLayer) -> String { "\(layer.fileStem).oug" }

    /// Writes the 16 bytes every file starts with; the file length is patched in at offset 12.
    static func appendCommonHeader(
        to buffer: inout ByteBuffer, content: UInt8, layer: UInt8, level: UInt8, version: UInt16 = version
    ) {
        buffer.append(magic)
        buffer.appendUInt16(version)
        buffer.append(content)
        buffer.append(layer)
        buffer.append(level)
        buffer.append([0, 0, 0])
        buffer.appendUInt32(0)
    }

    /// The format version of each content code (a file of another version is refused).
    static func version(ofContent content: UInt8) -> UInt16 {
        switch content {
        case placeContent: return placeVersion
        case areaContent: return areaVersion
        case labelContent: return labelVersion
        case detailPointContent: return detailPointVersion
        default: return version
        }
    }

    /// Checks the 16 common bytes (magic, the version its content has, length) and returns the
    /// content, layer and level codes; the caller checks those against what it expects.
    static func readCommonHeader(
        _ bytes: UnsafeRawBufferPointer, path: String, headerSize: Int
    ) throws -> (content: UInt8, layer: UInt8, level: UInt8) {
        guard bytes.count >= 4, Array(bytes[0..<4]) == magic else {
            throw GeoDataError.notGeoData(path: path)
        }
        guard bytes.count >= 16 else {
            throw GeoDataError.truncated(
                path: path, detail: "the file is \(bytes.count) bytes, too short for a header")
        }
        let found = ByteReader.uint16(bytes, at: 4)
        let supported = version(ofContent: bytes[6])
        guard found == supported else {
            throw GeoDataError.unsupportedVersion(path: path, found: Int(found), supported: Int(supported))
        }
        let length = Int(ByteReader.uint32(bytes, at: 12))
        guard length == bytes.count else {
            if length > bytes.count {
                throw GeoDataError.truncated(
                    path: path, detail: "the header says \(length) bytes but the file has \(bytes.count)")
            }
            throw GeoDataError.corrupt(
                path: path, detail: "the header says \(length) bytes but the file has \(bytes.count)")
        }
        guard bytes.count >= headerSize else {
            throw GeoDataError.truncated(
                path: path, detail: "the file is too short for its \(headerSize)-byte header")
        }
        return (bytes[6], bytes[7], bytes[8])
    }
}
