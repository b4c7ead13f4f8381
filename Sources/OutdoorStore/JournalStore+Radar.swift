import Foundation
import OutdoorModel

/// The radar frozen with an entry (schema 4): its status on the entry, its picture beside it.
extension JournalStore {
    /// The radar columns read with every entry, from `entryColumns` position 25 on.
    static let radarColumns = """
        e.radar_status, e.radar_detail, r.frame_ms, r.source, r.west, r.east, r.north, r.south, r.zoom,
        r.width, r.height, r.byte_count
        """
    /// The join that brings the radar picture's description (never its bytes) to an entry.
    static let radarJoin = "LEFT JOIN entry_radar r ON r.entry_id = e.id"

    /// The radar frame frozen with an entry, picture included, or nil when it has none.
    ///
    /// The picture is read with incremental blob I/O, like a photo.
    public func radarFrame(for id: UUID) throws -> RadarFrame? {
        guard let info = try entry(id: id)?.radar?.frame else { return nil }
        return try wrap {
            guard
                let row = try db.scalarInteger(
                    "SELECT rowid FROM entry_radar WHERE entry_id = ?", [id.uuidString.lowercased()])
            else { return nil }
            let image = try db.readBlob(table: "entry_radar", column: "image", rowid: row)
            guard image.count == info.byteCount else {
                throw JournalStoreError.damaged("the radar picture of entry \(id.uuidString.lowercased())")
            }
            return RadarFrame(info: info, image: image)
        }
    }

    /// Saves the radar picture of an entry being inserted, when its status says it was captured.
    func insertRadar(_ entry: JournalEntry, image: Data?) throws {
        guard let radar = entry.radar, radar.status == .captured else { return }
        guard let frame = radar.frame, let image, !image.isEmpty else {
            throw JournalStoreError.damaged("an entry said to have radar came without its picture")
        }
        let b = frame.bounds
        try db.run(
            """
            INSERT INTO entry_radar (entry_id, image, format, width, height, byte_count, west, east, north,
                south, zoom, frame_ms, source)
            VALUES (?, ?, 'png', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """,
            entry.idString, image, frame.pixelWidth, frame.pixelHeight, image.count, b.west, b.east, b.north,
            b.south, frame.zoom, Self.milliseconds(frame.time), frame.source.rawValue)
    }

    /// The radar value of an entry row whose radar columns start at `first`; an unknown status
    /// or a frame whose description is damaged reads as none (`outdoor check` reports them).
    static func radar(from row: Row, at first: Int32) -> EntryRadar? {
        guard let statusText = row.string(first), let status = RadarStatus(rawValue: statusText) else {
            return nil
        }
        var radar = EntryRadar(status: status, detail: row.string(first + 1))
        if let time = row.int64(first + 2), let source = row.string(first + 3),
            let west = row.double(first + 4),
            let east = row.double(first + 5), let north = row.double(first + 6),
            let south = row.double(first + 7),
            let zoom = row.int(first + 8), let width = row.int(first + 9), let height = row.int(first + 10),
            let bytes = row.int(first + 11),
            let bounds = try? RadarBounds(west: west, east: east, north: north, south: south)
        {
            radar.frame = RadarFrameInfo(
                time: date(time), source: RadarSource(rawValue: source), bounds: bounds, zoom: zoom,
                pixelWidth: width, pixelHeight: height, byteCount: bytes)
        }
        return radar
    }
}
