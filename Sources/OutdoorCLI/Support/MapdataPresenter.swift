import Foundation
import OutdoorGeo
import OutdoorModel

/// How `mapdata list` and `mapdata import` show a region.
enum MapdataPresenter {
    /// "path 945, minor road 414, water 13, ...": the kinds kept, most first.
    static func countsLine(_ counts: DetailCounts) -> String {
        let sorted = counts.byKind.map { (name: $0.key.description, count: $0.value) }
            .sorted { ($1.count, $0.name) < ($0.count, $1.name) }
        guard !sorted.isEmpty else { return "nothing a map draws" }
        return sorted.map { "\($0.name) \($0.count)" }.joined(separator: ", ")
    }

    /// The region's lines in the listing.
    static func lines(_ info: DetailRegionInfo, bytes: Int) -> String {
        let b = info.bounds
        let bounds = String(format: "%.4f, %.4f to %.4f, %.4f", b.south, b.west, b.north, b.east)
        var text = "\(TerminalText.safe(info.name))  \(EntryPresenter.byteText(bytes))  "
        text += "from \(TerminalText.safe(info.sourceFile)) (\(EntryPresenter.byteText(info.sourceBytes)))  "
        text += "imported \(EntryDateFormat.iso8601UTC(info.importedAt))\n"
        text += "  bounds \(bounds) (lat, lon)\(info.hasCoastline ? "; land from its coastline" : "")\n"
        text += "  \(countsLine(info.counts))\n"
        return text
    }

    /// The region as JSON.
    static func json(_ info: DetailRegionInfo, bytes: Int) -> JSONValue {
        let b = info.bounds
        return .object([
            ("name", .string(info.name)),
            ("bytes", .integer(bytes)),
            ("sourceFile", .string(info.sourceFile)),
            ("sourceBytes", .integer(info.sourceBytes)),
            ("importedAt", .string(EntryDateFormat.iso8601UTC(info.importedAt))),
            (
                "bounds",
                .object([
                    ("west", .number(b.west)), ("south", .number(b.south)), ("east", .number(b.east)),
                    ("north", .number(b.north)),
                ])
            ),
            ("hasCoastline", .bool(info.hasCoastline)),
            (
                "counts",
                .object(
                    info.counts.byKind.sorted { $0.key < $1.key }.map { ($0.key.key, .integer($0.value)) })
            ),
            ("formatVersion", .integer(info.formatVersion)),
        ])
    }
}
