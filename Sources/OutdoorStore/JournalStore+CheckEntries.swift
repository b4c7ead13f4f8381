import Foundation
import OutdoorModel

/// `outdoor check`'s look at entry rows, radar frames and trips.
extension JournalStore {
    /// Every entry row: readable (each column holding its kind of value, an id as outdoor
    /// writes them), within the rules (`JournalEntry.problems`), its weather whole, ids unique.
    func checkEntries(_ report: inout JournalCheckReport) throws {
        var problems: [JournalProblem] = []
        let (columns, from) = try entryColumnsAsTheyAre()
        let count = try db.query("SELECT \(columns) \(from) ORDER BY e.timestamp_ms, e.id") { row -> Int in
            let shownID = EntryRowReader(row: row).id
            func problem(_ message: String, _ remedy: JournalProblem.Remedy) {
                problems.append(JournalProblem(entryID: shownID, message: message, remedy: remedy))
            }
            let entry: JournalEntry
            do {
                entry = try Self.entry(from: row)
            } catch JournalStoreError.unreadableEntry(_, let reason) {
                problem("\(reason): every command skips it", .unreadable)
                return 1
            } catch {
                problem("its row cannot be read: \(error)", .unreadable)
                return 1
            }
            if let text = row.string(0), text != text.lowercased() {
                problem(
                    "its id is written in capitals, which outdoor never writes: no id prefix finds it",
                    .unreadable)
            }
            for message in entry.problems {
                let isText = message.hasPrefix("its title") || message.hasPrefix("its note")
                problem(message, isText ? .editText : .frozen)
            }
            if let message = Self.weatherProblem(row) { problem(message, .frozen) }
            if let message = Self.captureProblem(row) { problem(message, .frozen) }
            return 1
        }.count
        report.entryCount = count
        let duplicates = try db.query(
            "SELECT lower(id), count(*) FROM entry GROUP BY lower(id) HAVING count(*) > 1 ORDER BY 1"
        ) { row in (EntryRowReader.shown(row.string(0) ?? "?"), row.int64(1) ?? 0) }
        for (id, copies) in duplicates {
            problems.append(
                JournalProblem(
                    entryID: id,
                    message: "\(copies) rows share this id (in capitals and small letters): "
                        + "only the one in small letters is found by its id",
                    remedy: .unreadable))
        }
        report.problems += problems
    }

    /// `entryColumns` and `entryFrom` for the journal as it is: a column its schema version has
    /// not added yet reads as NULL (a check never migrates), so an older journal is checked too.
    func entryColumnsAsTheyAre() throws -> (columns: String, from: String) {
        func names(_ table: String) throws -> Set<String> {
            Set(try db.query("SELECT name FROM pragma_table_info('\(table)')") { $0.string(0) ?? "" })
        }
        let tables = ["e": try names("entry"), "p": try names("photo"), "r": try names("entry_radar")]
        let columns = Self.entryColumns.split(separator: ",").map { column -> String in
            let name = column.trimmingCharacters(in: .whitespacesAndNewlines)
            let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
            guard parts.count == 2, let table = tables[parts[0]] else { return name }
            return table.contains(parts[1]) ? name : "NULL"
        }
        let hasRadar = tables["r"].map { !$0.isEmpty } ?? false
        return (
            columns.joined(separator: ", "),
            hasRadar ? Self.entryFrom : "FROM entry e LEFT JOIN photo p ON p.entry_id = e.id"
        )
    }

    /// Whether the journal as it is has the table `name`.
    func hasTable(_ name: String) throws -> Bool {
        try db.scalarInteger("SELECT count(*) FROM sqlite_schema WHERE type = 'table' AND name = ?", [name])
            == 1
    }

    /// What is wrong with the weather columns of an entry row (all of summary, temperature,
    /// icon and source, or none), or nil.
    static func weatherProblem(_ row: Row) -> String? {
        let present = [7, 8, 9, 11].map { !row.isNull(Int32($0)) }
        let given = present.filter { $0 }.count
        if given == 0 {
            let stray = [10, 12].contains { !row.isNull(Int32($0)) }
            return stray ? "it has a weather code or time but no weather reading" : nil
        }
        let names = ["summary", "temperature", "icon", "source"]
        if given < 4 {
            let missing = zip(names, present).filter { !$0.1 }.map(\.0)
            return
                "its weather is incomplete (it has no \(missing.joined(separator: ", "))): no weather is shown"
        }
        let kinds: [(Int32, String, Bool)] = [
            (7, "summary", row.value(7).isText), (8, "temperature", row.value(8).isNumber),
            (9, "icon", row.value(9).isText), (11, "source", row.value(11).isText),
            (10, "code", row.isNull(10) || row.value(10).isInteger),
            (12, "time", row.isNull(12) || row.value(12).isInteger),
        ]
        if let wrong = kinds.first(where: { !$0.2 }) {
            return
                "its weather \(wrong.1) holds \(EntryRowReader.kind(row.value(wrong.0))): no weather is shown"
        }
        return nil
    }

    /// What is wrong with the capture columns (heading and its reference, time source), or nil.
    static func captureProblem(_ row: Row) -> String? {
        if row.isNull(22) != row.isNull(23) { return "its camera heading is incomplete" }
        if let degrees = row.double(22), !(0..<360).contains(degrees) {
            return "its camera heading \(degrees)° is not between 0 and 360°"
        }
        if let reference = row.string(23), CameraDirection.Reference(rawValue: reference) == nil {
            return "its camera heading's reference '\(EntryRowReader.shown(reference))' is not T or M"
        }
        if let source = row.string(24), TimeSource(rawValue: source) == nil {
            return "its time source '\(EntryRowReader.shown(source))' is not one outdoor records"
        }
        return nil
    }

    /// Every entry's radar: a known status, a frame exactly when it was captured, a frame whose
    /// description and picture (a PNG of the recorded size) agree.
    func checkRadar(_ report: inout JournalCheckReport) throws {
        // A journal from before radar (checked as it is, never migrated) has none to check.
        let statusColumn = try db.query("SELECT name FROM pragma_table_info('entry')") { $0.string(0) }
            .contains("radar_status")
        guard try hasTable("entry_radar"), statusColumn else { return }
        let rows = try db.query(
            """
            SELECT coalesce(e.id, r.entry_id), e.radar_status, r.rowid, r.width, r.height, r.byte_count,
                r.west, r.east, r.north, r.south
            FROM entry e LEFT JOIN entry_radar r ON r.entry_id = e.id
            WHERE e.radar_status IS NOT NULL OR r.rowid IS NOT NULL ORDER BY e.timestamp_ms, e.id
            """
        ) { row in
            (
                EntryRowReader.shown(row.string(0) ?? "?"), row.string(1), row.int64(2), row.int64(3) ?? 0,
                row.int64(4) ?? 0, row.int64(5) ?? 0, [6, 7, 8, 9].map { row.double(Int32($0)) }
            )
        }
        for (id, status, rowid, width, height, byteCount, bounds) in rows {
            func problem(_ message: String) {
                report.problems.append(JournalProblem(entryID: id, message: message, remedy: .frozen))
            }
            if let status, RadarStatus(rawValue: status) == nil {
                problem("its radar status '\(EntryRowReader.shown(status))' is not one outdoor records")
            }
            let captured = status == RadarStatus.captured.rawValue
            guard let rowid else {
                if captured { problem("its radar is said to be captured but its frame is missing") }
                continue
            }
            if !captured { problem("it has a radar frame but its radar status says none was captured") }
            let values = bounds.compactMap { $0 }
            if values.count != 4
                || (try? RadarBounds(west: values[0], east: values[1], north: values[2], south: values[3]))
                    == nil
            {
                problem("its radar frame's bounds are not a place on the map")
            }
            do {
                let image = try db.readBlob(table: "entry_radar", column: "image", rowid: rowid)
                if let damage = Self.radarPictureProblem(
                    image, width: width, height: height, byteCount: byteCount)
                {
                    problem("its radar picture is damaged: \(damage)")
                }
            } catch let error as SQLiteError {
                problem("its radar picture cannot be read: \(error.message)")
            }
        }
    }

    /// Why `image` is not the PNG of `width` x `height` pixels and `byteCount` bytes recorded, or nil.
    static func radarPictureProblem(_ image: Data, width: Int64, height: Int64, byteCount: Int64) -> String? {
        if Int64(image.count) != byteCount {
            return "it holds \(image.count) bytes where \(byteCount) were saved"
        }
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        let bytes = [UInt8](image.prefix(24))
        guard bytes.count == 24, Array(bytes[0..<8]) == signature, Array(bytes[12..<16]) == Array("IHDR".utf8)
        else {
            return "it is not a PNG"
        }
        let w = bytes[16..<20].reduce(Int64(0)) { $0 << 8 | Int64($1) }
        let h = bytes[20..<24].reduce(Int64(0)) { $0 << 8 | Int64($1) }
        return (w, h) == (width, height)
            ? nil : "it is \(w)x\(h) pixels where \(width)x\(height) were recorded"
    }

    /// Every trip: a name the rules accept, a date range that runs forwards.
    func checkTrips(_ report: inout JournalCheckReport) throws {
        guard try hasTable("trip") else { return }  // a journal from before trips
        let trips = try db.query("SELECT id, name, since_ms, until_ms FROM trip ORDER BY id") { row in
            (row.int64(0) ?? 0, row.value(1), row.value(2), row.value(3))
        }
        for (id, name, since, until) in trips {
            var shown = "#\(id)"
            var messages: [String] = []
            if case .text(let text) = name {
                shown = "'\(EntryRowReader.shown(text))'"
                if (try? Self.validatedTripName(text)) != text {
                    messages.append("its name breaks the rules of trip names")
                }
            } else {
                messages.append("its name holds \(EntryRowReader.kind(name))")
            }
            for (value, word) in [(since, "start"), (until, "end")] where !(value == .null || value.isInteger)
            {
                messages.append("its \(word) holds \(EntryRowReader.kind(value)), not a time")
            }
            if case .integer(let from) = since, case .integer(let to) = until, from >= to {
                messages.append("its dates end before they start")
            }
            for message in messages {
                report.problems.append(
                    JournalProblem(entryID: nil, message: "trip \(shown): \(message)", remedy: .trip))
            }
        }
    }
}

extension SQLiteValue {
    /// Whether the value is stored as text.
    var isText: Bool {
        if case .text = self { return true }
        return false
    }

    /// Whether the value is stored as a whole number.
    var isInteger: Bool {
        if case .integer = self { return true }
        return false
    }

    /// Whether the value is stored as a number (whole or not).
    var isNumber: Bool {
        switch self {
        case .integer, .real: return true
        default: return false
        }
    }
}
