import Foundation
import OutdoorModel

/// Writes the file of area labels (`labels.oug`): names of countries, seas and lakes with their
/// label points, bounds, ranks and the area file that holds each one's outline.
///
/// See Data/FORMAT.md; `GeoDatabase.areaLabels(in:)` reads the result.
public struct GeoLabelWriter {
    private var labels: [AreaLabel] = []

    /// Makes an empty writer.
    public init() {}

    /// The number of labels added so far.
    public var count: Int { labels.count }

    /// Adds a label; throws for an empty or overlong name, an invalid point or box, or a rank
    /// or zoom out of range.
    public mutating func add(_ label: AreaLabel) throws {
        guard !label.name.isEmpty, label.name.utf8.count <= 200 else {
            throw GeoWriteError.invalidPlace("a label needs a name of 1 to 200 bytes")
        }
        guard label.labelPoint.isValid else { throw GeoWriteError.invalidCoordinate(label.labelPoint) }
        let b = label.bounds
        guard b.isValid, b.west >= -180, b.west <= 180, b.south >= -90, b.north <= 90, b.longitudeSpan <= 360
        else {
            throw GeoWriteError.invalidPlace("the bounds of \(label.name) are not inside the world")
        }
        guard (0...15).contains(label.rank), (0...25).contains(label.minimumZoom) else {
            throw GeoWriteError.invalidPlace("the rank or zoom of \(label.name) is out of range")
        }
        if let outline = label.outline, !(0..<0xFFFF).contains(outline.index) {
            throw GeoWriteError.invalidPlace("the outline index of \(label.name) is out of range")
        }
        labels.append(label)
    }

    /// The file's bytes: header, entries (most important first), strings.
    public func encoded() throws -> Data {
        var strings = StringTable()
        var entries = ByteBuffer()
        let ordered = labels.enumerated().sorted {
            ($0.element.rank, $0.element.kind.rawValue, $0.offset)
                < ($1.element.rank, $1.element.kind.rawValue, $1.offset)
        }
        for (_, label) in ordered {
            entries.appendUInt32(strings.offset(of: label.name))
            entries.appendUInt32(UInt32(bitPattern: Int32((label.labelPoint.longitude * 1e6).rounded())))
            entries.appendUInt32(UInt32(bitPattern: Int32((label.labelPoint.latitude * 1e6).rounded())))
            let b = label.bounds
            entries.appendUInt16(UInt16(bitPattern: Int16((b.west * 100).rounded(.down))))
            entries.appendUInt16(UInt16(bitPattern: Int16((b.south * 100).rounded(.down))))
            entries.appendUInt16(UInt16(min((b.longitudeSpan * 100).rounded(.up), 36_000)))
            entries.appendUInt16(UInt16(bitPattern: Int16((b.north * 100).rounded(.up))))
            entries.append(label.kind.rawValue)
            entries.append(UInt8(label.rank))
            entries.append(UInt8((label.minimumZoom * 10).rounded()))
            entries.append(label.outline?.layer.rawValue ?? 0)
            entries.appendUInt16(UInt16(label.outline?.index ?? 0xFFFF))
            entries.appendUInt16(0)
        }
        let entriesOffset = GeoFileFormat.labelHeaderSize
        let stringsOffset = entriesOffset + entries.count
        var file = ByteBuffer()
        GeoFileFormat.appendCommonHeader(
            to: &file, content: GeoFileFormat.labelContent, layer: 0, level: 0,
            version: GeoFileFormat.labelVersion)
        for value in [labels.count, entriesOffset, stringsOffset] { file.appendUInt32(UInt32(value)) }
        file.pad(to: GeoFileFormat.labelHeaderSize)
        file.append(entries.bytes)
        file.append(strings.buffer.bytes)
        file.setUInt32(UInt32(file.count), at: 12)
        return Data(file.bytes)
    }
}
