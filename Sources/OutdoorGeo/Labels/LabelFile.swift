import Foundation
import OutdoorModel

/// The mapped file of area labels: header checked, every entry decoded once (there are about
/// 1,500 of them).
final class LabelFile {
    let path: String
    /// The labels, most important first.
    let labels: [AreaLabel]

    /// Maps the file, checks its header and decodes its entries.
    init(path: String) throws {
        let file = try MappedFile(path: path)
        let bytes = file.bytes
        let common = try GeoFileFormat.readCommonHeader(
            bytes, path: path, headerSize: GeoFileFormat.labelHeaderSize)
        guard common.content == GeoFileFormat.labelContent else {
            throw GeoDataError.wrongContent(path: path, detail: "it is not a file of area labels")
        }
        let count = Int(ByteReader.uint32(bytes, at: 16))
        let entriesOffset = Int(ByteReader.uint32(bytes, at: 20))
        let stringsOffset = Int(ByteReader.uint32(bytes, at: 24))
        guard count < 1 << 20, entriesOffset >= GeoFileFormat.labelHeaderSize,
            entriesOffset + count * GeoFileFormat.labelEntrySize == stringsOffset,
            stringsOffset <= bytes.count
        else {
            throw GeoDataError.corrupt(
                path: path, detail: "its sections do not fit the file's \(bytes.count) bytes")
        }
        let strings = stringsOffset..<bytes.count
        func string(at offset: Int) throws -> String {
            let start = strings.lowerBound + offset
            guard offset >= 0, start < strings.upperBound else {
                throw GeoDataError.corrupt(
                    path: path, detail: "a name offset \(offset) is outside the strings")
            }
            var reader = try ByteReader(bytes: bytes, range: start..<strings.upperBound, path: path)
            let length = try reader.readCount(limit: reader.remaining, what: "a name length")
            guard let text = String(validating: try reader.readBytes(length), as: UTF8.self), !text.isEmpty
            else {
                throw GeoDataError.corrupt(path: path, detail: "a name is empty or not valid UTF-8")
            }
            return text
        }
        var labels: [AreaLabel] = []
        labels.reserveCapacity(count)
        for i in 0..<count {
            let base = entriesOffset + i * GeoFileFormat.labelEntrySize
            func int16(_ at: Int) -> Double {
                Double(Int16(bitPattern: ByteReader.uint16(bytes, at: base + at)))
            }
            let name = try string(at: Int(ByteReader.uint32(bytes, at: base)))
            let longitude = Double(Int32(bitPattern: ByteReader.uint32(bytes, at: base + 4))) / 1e6
            let latitude = Double(Int32(bitPattern: ByteReader.uint32(bytes, at: base + 8))) / 1e6
            let west = int16(12) / 100
            let south = int16(14) / 100
            let span = Double(ByteReader.uint16(bytes, at: base + 16)) / 100
            let north = int16(18) / 100
            let point = Coordinate(latitude: latitude, longitude: longitude)
            guard let kind = AreaLabel.Kind(rawValue: bytes[base + 20]), point.isValid,
                (-180...180).contains(west), span <= 360, -90 <= south, south <= north, north <= 90
            else {
                throw GeoDataError.corrupt(path: path, detail: "label \(i) (\(name)) is not valid")
            }
            let layerCode = bytes[base + 23]
            let index = Int(ByteReader.uint16(bytes, at: base + 24))
            var outline: (layer: AreaLayer, index: Int)?
            if layerCode != 0 {
                guard let layer = AreaLayer(rawValue: layerCode), index != 0xFFFF else {
                    throw GeoDataError.corrupt(path: path, detail: "label \(i) (\(name)) names no area file")
                }
                outline = (layer, index)
            }
            labels.append(
                AreaLabel(
                    kind: kind, name: name, labelPoint: point,
                    bounds: GeoBox(west: west, south: south, east: west + span, north: north),
                    rank: Int(bytes[base + 21]), minimumZoom: Double(bytes[base + 22]) / 10, outline: outline)
            )
        }
        self.path = path
        self.labels = labels
    }
}
