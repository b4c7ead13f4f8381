import Foundation

/// One object of a journal's schema: a table, an index, a trigger or a view.
public struct SchemaObject: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// "table", "index", "trigger" or "view".
    public var type: String
    /// The object's name.
    public var name: String
    /// The table it belongs to (a table's own name for a table).
    public var table: String
    /// Its SQL with runs of white space made one space (nil for SQLite's automatic indexes).
    public var sql: String?

    /// Makes a value.
    public init(type: String, name: String, table: String, sql: String?) {
        self.type = type
        self.name = name
        self.table = table
        self.sql = sql.map(Self.normalized)
    }

    /// "trigger wipe (on entry)", "table notes".
    public var description: String {
        type == "table" || table.isEmpty || table == name
            ? "\(type) \(name)" : "\(type) \(name) (on \(table))"
    }

    /// The first 160 characters of its SQL, for messages.
    public var sqlExcerpt: String {
        guard let sql else { return "" }
        let shown = String(
            sql.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : Character($0) })
        return shown.count > 160 ? String(shown.prefix(159)) + "…" : shown
    }

    static func normalized(_ sql: String) -> String {
        // Byte by byte: schema SQL is compared on every first write of a process.
        var out: [UInt8] = []
        out.reserveCapacity(sql.utf8.count)
        var pendingSpace = false
        for byte in sql.utf8 {
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C {
                pendingSpace = !out.isEmpty
                continue
            }
            if pendingSpace { out.append(0x20) }
            pendingSpace = false
            out.append(byte)
        }
        return String(decoding: out, as: UTF8.self)
    }
}

/// How a journal's schema differs from the one its migrations make.
public struct SchemaReport: Equatable, Sendable {
    /// Objects that no migration makes (a trigger, a view, a table or an index added by hand).
    public var unexpected: [SchemaObject] = []
    /// Objects the migrations make that are not there (a freeze trigger dropped).
    public var missing: [SchemaObject] = []
    /// Objects that are there under their name but with other SQL (the expected ones).
    public var changed: [SchemaObject] = []
    /// When the schema is that of another version than the journal says, that version.
    public var matchingVersion: Int?
    /// The version the journal says it has (`PRAGMA user_version`).
    public var declaredVersion: Int?

    /// Whether the schema is exactly the expected one.
    public var isClean: Bool { unexpected.isEmpty && missing.isEmpty && changed.isEmpty }

    /// Whether a writer can put the schema right itself, inside its write: only triggers and
    /// indexes are missing or changed, nothing unexpected, no table changed.
    public var isRestorable: Bool {
        unexpected.isEmpty && (missing + changed).allSatisfy { $0.type == "trigger" || $0.type == "index" }
    }

    /// One line for a warning: what is unexpected, missing or changed.
    public var summary: String {
        var parts: [String] = []
        if !unexpected.isEmpty {
            parts.append("it holds \(Self.list(unexpected)) that outdoor did not make")
        }
        if !missing.isEmpty {
            parts.append("\(Self.list(missing)) \(missing.count == 1 ? "is" : "are") missing")
        }
        if !changed.isEmpty {
            parts.append("\(Self.list(changed)) \(changed.count == 1 ? "was" : "were") changed")
        }
        return parts.joined(separator: "; ")
    }

    static func list(_ objects: [SchemaObject]) -> String {
        let names = objects.prefix(6).map(\.description)
        return names.joined(separator: ", ") + (objects.count > 6 ? " and \(objects.count - 6) more" : "")
    }
}

extension JournalSchema {
    /// The schema each version's migrations make on an empty database, by version (index 0:
    /// nothing); SQLite's own objects (`sqlite_...`) are left out.
    static let expectedObjects: [[SchemaObject]] = {
        var versions: [[SchemaObject]] = [[]]
        guard let db = try? Database(path: ":memory:", mode: .readWriteCreate) else { return versions }
        for migration in migrations {
            guard (try? db.execute(migration)) != nil, let objects = try? objects(in: db) else { break }
            versions.append(objects)
        }
        return versions
    }()

    /// The schema objects of `db`, SQLite's own left out, in name order.
    static func objects(in db: Database) throws -> [SchemaObject] {
        try db.query(
            "SELECT type, name, tbl_name, sql FROM sqlite_schema WHERE name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY type, name"
        ) {
            SchemaObject(
                type: $0.string(0) ?? "", name: $0.string(1) ?? "", table: $0.string(2) ?? "",
                sql: $0.string(3))
        }
    }

    /// How `found` differs from what version `version`'s migrations make.
    static func compare(_ found: [SchemaObject], version: Int) -> SchemaReport {
        var report = SchemaReport()
        if version >= 0, version < expectedObjects.count {
            report = difference(found, expectedObjects[version])
        } else {
            report.unexpected = found
        }
        report.declaredVersion = version
        if !report.isClean,
            let other = expectedObjects.indices.first(where: {
                difference(found, expectedObjects[$0]).isClean
            })
        {
            report.matchingVersion = other
        }
        return report
    }

    private static func difference(_ found: [SchemaObject], _ expected: [SchemaObject]) -> SchemaReport {
        var report = SchemaReport()
        let expectedByName = Dictionary(
            expected.map { ($0.name.lowercased(), $0) }, uniquingKeysWith: { a, _ in a })
        let foundByName = Dictionary(
            found.map { ($0.name.lowercased(), $0) }, uniquingKeysWith: { a, _ in a })
        for object in found {
            guard let wanted = expectedByName[object.name.lowercased()] else {
                report.unexpected.append(object)
                continue
            }
            if wanted.type != object.type || wanted.sql != object.sql { report.changed.append(wanted) }
        }
        report.missing = expected.filter { foundByName[$0.name.lowercased()] == nil }
        return report
    }
}

extension JournalStore {
    /// How the journal's schema differs from the one its version's migrations make.
    public func schemaReport() throws -> SchemaReport {
        try wrap {
            JournalSchema.compare(
                try JournalSchema.objects(in: db),
                version: Int(try db.scalarInteger("PRAGMA user_version") ?? 0))
        }
    }

    /// Runs `body` in a write transaction after making sure the schema is the expected one: a
    /// journal holding objects outdoor did not make (a trigger that deletes photos) is refused,
    /// naming them, and missing or changed triggers and indexes (a freeze trigger dropped) are
    /// made again first, in the same transaction.
    func guardedWrite<T>(_ body: () throws -> T) throws -> T {
        try db.writeTransaction {
            try enforceSchema()
            return try body()
        }
    }

    /// Refuses unexpected objects and restores missing triggers and indexes (see `guardedWrite`).
    ///
    /// SQLite counts every change of the schema (`PRAGMA schema_version`): once a schema was
    /// found as expected, a write whose count is the same needs no second look.
    func enforceSchema() throws {
        let cookie = try db.scalarInteger("PRAGMA schema_version")
        if let cookie, cookie == verifiedSchemaVersion { return }
        let version = Int(try db.scalarInteger("PRAGMA user_version") ?? 0)
        let report = JournalSchema.compare(try JournalSchema.objects(in: db), version: version)
        if report.isClean {
            verifiedSchemaVersion = cookie
            return
        }
        guard report.isRestorable else {
            throw JournalStoreError.unexpectedSchema(path: path, report: report)
        }
        for object in report.changed {
            try db.execute("DROP \(object.type.uppercased()) IF EXISTS \"\(object.name)\"")
        }
        for object in report.missing + report.changed {
            if let sql = object.sql { try db.execute(sql) }
        }
    }
}
