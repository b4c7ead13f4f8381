import Foundation
import OutdoorStore

/// Reads the `OutsideLog` rows of an opened copy of the app's store, as Core Data laid them out.
///
/// Core Data keeps its entities in `Z_PRIMARYKEY` (`Z_ENT`, `Z_NAME`, `Z_SUPER`, `Z_MAX`) and its
/// store metadata in `Z_METADATA` (`Z_VERSION`, `Z_UUID`, `Z_PLIST`); an entity's rows are in
/// `Z` + its upper-cased name, marked with its `Z_ENT`.
struct AppStoreContentsReader {
    let database: Database
    /// The original store's path, for messages.
    let path: String
    /// `.<name>_SUPPORT` beside the original store, where external photos live (nil: unknown).
    let support: URL?
    /// The store's own folder, which no external photo may lead out of (nil: unknown).
    let storeFolder: StoreFolder?

    func read() throws(AppStoreError) -> AppStoreSnapshot.Contents {
        let tables = try sql {
            try database.query("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name") {
                $0.string(0) ?? ""
            }
        }
        let upper = Set(tables.map { $0.uppercased() })
        guard upper.contains("Z_PRIMARYKEY"), upper.contains("Z_METADATA") else {
            let applicationID = try sql { try database.scalarInteger("PRAGMA application_id") }
            if applicationID == JournalSchema.applicationID { throw .outdoorJournal(path: path) }
            throw .notCoreData(path: path, tables: tables.map { $0.quotedForMessages() })
        }
        let entities = try sql {
            try database.query("SELECT Z_ENT, Z_NAME FROM Z_PRIMARYKEY ORDER BY Z_ENT") {
                ($0.int64(0), $0.string(1) ?? "")
            }
        }
        guard let entity = entities.first(where: { $0.1 == AppStoreModel.entityName })?.0 else {
            throw .otherApp(path: path, entities: entities.map { $0.1.quotedForMessages() })
        }
        guard upper.contains(AppStoreModel.tableName) else { throw .noTable(path: path) }
        let present = try sql {
            try database.query("PRAGMA table_info(\(AppStoreModel.tableName))") {
                ($0.string(1) ?? "").uppercased()
            }
        }
        let columns = Set(present)
        guard let model = AppStoreModel.detect(in: columns) else {
            let missing = AppStoreModel.allCases.map { model in
                model.columns.required.filter { !columns.contains($0) }
            }
            throw .unknownModel(path: path, missing: missing.min { $0.count < $1.count } ?? [])
        }
        let names = model.columns
        let missing = names.required.filter { !columns.contains($0) }
        guard missing.isEmpty else { throw .unknownModel(path: path, missing: missing) }
        let known = Set(names.all)
        // Rows marked with another entity number are no OutsideLog rows of this store's: they
        // are not imported, and said so (never "imported 0 entries" and success).
        let others = try sql {
            try database.query(
                "SELECT \(names.entity), count(*) FROM \(AppStoreModel.tableName) WHERE \(names.entity) IS NOT ? GROUP BY 1",
                [entity]
            ) { ($0.value(0), Int($0.int64(1) ?? 0)) }
        }
        return AppStoreSnapshot.Contents(
            model: model, entity: entity,
            otherEntityRows: others.map { value, count in
                if case .integer(let number) = value { return ("\(number)", count) }
                return (AppStoreRowParser.kind(value), count)
            },
            unreadColumns: present.filter { !known.contains($0) }.sorted().map { $0.quotedForMessages() },
            absentColumns: names.optional.filter { !columns.contains($0) },
            records: try rows(model: model, entity: entity, columns: columns))
    }

    /// Every row of the entity, in primary-key order.
    private func rows(model: AppStoreModel, entity: Int64, columns: Set<String>) throws(AppStoreError)
        -> [Result<AppStoreRow, AppStoreRowError>]
    {
        let c = model.columns
        func optional(_ name: String, _ expression: String? = nil) -> String {
            columns.contains(name) ? (expression ?? name) : "NULL"
        }
        let photo = c.photo
        let select = [
            c.primaryKey, "rowid", c.id, c.timestamp, c.title, c.latitude, c.longitude,
            optional(c.summary), optional(c.temperature), optional(c.symbol), optional(c.note),
            optional(photo, "typeof(\(photo))"), optional(photo, "length(\(photo))"),
            optional(photo, "substr(\(photo), 1, 64)"),
            c.places.first(where: columns.contains) ?? "NULL",
        ]
        let query = """
            SELECT \(select.joined(separator: ", ")) FROM \(AppStoreModel.tableName)
            WHERE \(c.entity) = ? ORDER BY \(c.primaryKey)
            """
        var seen: [UUID: Int64] = [:]
        return try sql {
            try database.query(query, [entity]) { row in
                var record = AppStoreRowParser(
                    row: row, columns: c, placeColumn: c.places.first(where: columns.contains),
                    support: support, storeFolder: storeFolder
                ).parse()
                if case .success(let parsed) = record {
                    if let first = seen[parsed.id] {
                        record = .failure(
                            AppStoreRowError(
                                primaryKey: parsed.primaryKey, id: parsed.id, title: parsed.title,
                                problem: .duplicateID(ofRow: first)))
                    } else {
                        seen[parsed.id] = parsed.primaryKey
                    }
                }
                return record
            }
        }
    }

    /// Runs SQLite calls, turning their failures into store errors naming the store.
    private func sql<T>(_ body: () throws -> T) throws(AppStoreError) -> T {
        do {
            return try body()
        } catch {
            throw AppStoreSnapshot.translate(error, path: path)
        }
    }
}
