import Foundation
import OutdoorStore

/// Builds the iPhone app's SwiftData store as Core Data lays it out in SQLite, for import tests.
///
/// The layout: one table per entity, `Z` + the upper-cased entity name (`ZOUTSIDELOG`), with
/// `Z_PK`, `Z_ENT`, `Z_OPT` and `Z` + each upper-cased attribute name, columns grouped by type as
/// Core Data declares them (FLOAT, TIMESTAMP, VARCHAR, BLOB); `Z_PRIMARYKEY` (entity numbers and
/// each entity's highest primary key), `Z_METADATA` (version 1, the store UUID and a binary
/// property list of store metadata), `Z_MODELCACHE`, and the persistent-history tables
/// (`ACHANGE`, `ATRANSACTION`, `ATRANSACTIONSTRING`, entities 16001-16003) SwiftData keeps.
/// Dates are seconds since 2001-01-01 (REAL), UUIDs 16-byte blobs. A photo attribute that allows
/// external storage holds 0x01 + the bytes, or 0x02 + the NUL-terminated UUID name of a file in
/// `.default_SUPPORT/_EXTERNAL_DATA/`; one without holds the bytes alone. The store is in WAL mode.
public final class AppStoreFixture {
    /// The model's spelling (which columns the table has).
    public enum Spelling: Sendable {
        /// `latitude`, `longitude`, `temperature`, `condition` (the app's published source).
        case publishedSource
        /// `lat`, `lng`, `weatherTemp`, `weatherSymbol` (the app's shop manual).
        case shopManual
    }

    /// How one row keeps its photo.
    public enum Photo: Sendable {
        /// In the row, after the 0x01 marker (an attribute allowing external storage).
        case inline(Data)
        /// In the row as bare bytes (an attribute without external storage).
        case bare(Data)
        /// In `.default_SUPPORT/_EXTERNAL_DATA/<name>`, the row holding 0x02 + the name.
        case external(Data, name: UUID)
        /// The row refers to an external file that was never written.
        case externalMissing(name: UUID)
        /// Whatever bytes a test wants in the column.
        case column(Data)
    }

    /// One `OutsideLog` row.
    public struct Log: Sendable {
        public var id: UUID
        /// Seconds since 2001-01-01T00:00:00Z.
        public var timestamp: Double
        public var title: String
        public var latitude: Double
        public var longitude: Double
        public var weatherSummary: String
        public var temperature: Double
        public var symbol: String
        public var photo: Photo?
        public var note: String
        /// Values for extra columns of a later app version, by column name.
        public var extra: [String: SQLiteValue]

        /// Makes a row; the weather defaults are the model's (no weather recorded).
        public init(
            id: UUID = UUID(), timestamp: Double, title: String, latitude: Double, longitude: Double,
            weatherSummary: String = "", temperature: Double = 0, symbol: String = "", photo: Photo? = nil,
            note: String = "", extra: [String: SQLiteValue] = [:]
        ) {
            self.id = id
            self.timestamp = timestamp
            self.title = title
            self.latitude = latitude
            self.longitude = longitude
            self.weatherSummary = weatherSummary
            self.temperature = temperature
            self.symbol = symbol
            self.photo = photo
            self.note = note
            self.extra = extra
        }
    }

    /// The folder that holds the store (Application Support in the app's container).
    public let folder: URL
    /// `default.store` in `folder`.
    public var storeURL: URL { folder.appendingPathComponent("default.store") }
    /// The folder external photos are written to.
    public var externalFolder: URL { folder.appendingPathComponent(".default_SUPPORT/_EXTERNAL_DATA") }

    /// The entity number of OutsideLog.
    public static let entity: Int64 = 1
    private let spelling: Spelling
    private let extraColumns: [(String, String)]
    private var database: Database?
    private var lastPrimaryKey: Int64 = 0

    /// Creates an empty store in `folder` (made when missing), in WAL mode, with the OutsideLog
    /// table in `spelling` and `extraColumns` (name and Core Data type) of a later app version.
    public init(folder: URL, spelling: Spelling, extraColumns: [(String, String)] = []) throws {
        self.folder = folder
        self.spelling = spelling
        self.extraColumns = extraColumns
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let db = try Database(
            path: folder.appendingPathComponent("default.store").path, mode: .readWriteCreate)
        database = db
        try db.execute("PRAGMA journal_mode = WAL")
        // Rows written after `checkpoint()` stay in the -wal until the connection closes.
        try db.execute("PRAGMA wal_autocheckpoint = 0")
        try db.writeTransaction { try createSchema(db) }
    }

    deinit { database = nil }

    private var columns: (lat: String, lng: String, temp: String, symbol: String) {
        switch spelling {
        case .publishedSource: return ("ZLATITUDE", "ZLONGITUDE", "ZTEMPERATURE", "ZCONDITION")
        case .shopManual: return ("ZLAT", "ZLNG", "ZWEATHERTEMP", "ZWEATHERSYMBOL")
        }
    }

    private func createSchema(_ db: Database) throws {
        let c = columns
        let floats = [c.lat, c.lng, c.temp].sorted().map { "\($0) FLOAT" }
        let texts = [c.symbol, "ZNOTE", "ZTITLE", "ZWEATHERSUMMARY"].sorted().map { "\($0) VARCHAR" }
        let extra = extraColumns.map { "\($0.0) \($0.1)" }
        let all =
            ["Z_PK INTEGER PRIMARY KEY", "Z_ENT INTEGER", "Z_OPT INTEGER"] + floats + ["ZTIMESTAMP TIMESTAMP"]
            + texts + ["ZID BLOB", "ZPHOTODATA BLOB"] + extra
        try db.execute(
            """
            CREATE TABLE ZOUTSIDELOG ( \(all.joined(separator: ", ")) );
            CREATE TABLE ACHANGE ( Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZCHANGETYPE INTEGER,
                ZENTITY INTEGER, ZENTITYPK INTEGER, ZTRANSACTIONID INTEGER, ZCOLUMNS BLOB );
            CREATE TABLE ATRANSACTION ( Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER,
                ZAUTHORTS INTEGER, ZBUNDLEIDTS INTEGER, ZCONTEXTNAMETS INTEGER, ZPROCESSIDTS INTEGER,
                ZTIMESTAMP FLOAT, ZAUTHOR VARCHAR, ZBUNDLEID VARCHAR, ZCONTEXTNAME VARCHAR, ZPROCESSID VARCHAR,
                ZQUERYGEN BLOB );
            CREATE TABLE ATRANSACTIONSTRING ( Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZNAME VARCHAR );
            CREATE TABLE Z_PRIMARYKEY (Z_ENT INTEGER PRIMARY KEY, Z_NAME VARCHAR, Z_SUPER INTEGER, Z_MAX INTEGER);
            CREATE TABLE Z_METADATA (Z_VERSION INTEGER PRIMARY KEY, Z_UUID VARCHAR(255), Z_PLIST BLOB);
            CREATE TABLE Z_MODELCACHE (Z_CONTENT BLOB);
            INSERT INTO Z_PRIMARYKEY (Z_ENT, Z_NAME, Z_SUPER, Z_MAX) VALUES
                (\(Self.entity), 'OutsideLog', 0, 0), (16001, 'CHANGE', 0, 0), (16002, 'TRANSACTION', 0, 0),
                (16003, 'TRANSACTIONSTRING', 0, 0);
            """)
        let storeUUID = UUID().uuidString
        let metadata: [String: Any] = [
            "NSPersistenceFrameworkVersion": 1338,
            "NSStoreModelVersionHashes": ["OutsideLog": Data(repeating: 0x5A, count: 32)],
            "NSStoreModelVersionHashesVersion": 3,
            "NSStoreModelVersionIdentifiers": [""],
            "NSStoreType": "SQLite",
            "NSStoreUUID": storeUUID,
            "_NSAutoVacuumLevel": "2",
        ]
        let plist = try PropertyListSerialization.data(
            fromPropertyList: metadata, format: .binary, options: 0)
        try db.run("INSERT INTO Z_METADATA (Z_VERSION, Z_UUID, Z_PLIST) VALUES (1, ?, ?)", storeUUID, plist)
        // The real cache holds the compiled model, compressed; the reader never opens it.
        try db.run("INSERT INTO Z_MODELCACHE (Z_CONTENT) VALUES (?)", Data("model cache".utf8))
    }

    /// Inserts rows as the app saves them: one transaction, `Z_MAX` advanced, external files written.
    public func insert(_ logs: [Log]) throws {
        guard let db = database else { return }
        let c = columns
        try db.writeTransaction {
            for log in logs {
                lastPrimaryKey += 1
                let names =
                    [
                        "Z_PK", "Z_ENT", "Z_OPT", "ZID", "ZTIMESTAMP", "ZTITLE", c.lat, c.lng,
                        "ZWEATHERSUMMARY",
                        c.temp, c.symbol, "ZPHOTODATA", "ZNOTE",
                    ] + log.extra.keys.sorted()
                var values: [SQLiteBindable] = [
                    lastPrimaryKey, Self.entity, 1, Self.bytes(of: log.id), log.timestamp, log.title,
                    log.latitude,
                    log.longitude, log.weatherSummary, log.temperature, log.symbol,
                    try column(for: log.photo),
                    log.note,
                ]
                values += log.extra.keys.sorted().map { log.extra[$0] ?? .null }
                let marks = Array(repeating: "?", count: names.count).joined(separator: ", ")
                let statement = try db.prepare(
                    "INSERT INTO ZOUTSIDELOG (\(names.joined(separator: ", "))) VALUES (\(marks))")
                try statement.bind(values)
                while try statement.step() {}
            }
            try db.run("UPDATE Z_PRIMARYKEY SET Z_MAX = ? WHERE Z_ENT = ?", lastPrimaryKey, Self.entity)
        }
    }

    /// Runs SQL against the store (for rows no app would write).
    public func execute(_ sql: String) throws { try database?.execute(sql) }

    /// Moves everything written so far from the -wal into the main file.
    public func checkpoint() throws { try database?.execute("PRAGMA wal_checkpoint(TRUNCATE)") }

    /// Copies `default.store`, `-wal` and `-shm` (and `.default_SUPPORT`) into `destination` while
    /// the store is open, as a device backup catches them: rows written since the last
    /// checkpoint are only in the copied -wal.
    public func copy(to destination: URL) throws {
        try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
        for name in ["default.store", "default.store-wal", "default.store-shm", ".default_SUPPORT"] {
            let source = folder.appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: source.path) {
                try FileManager.default.copyItem(at: source, to: destination.appendingPathComponent(name))
            }
        }
    }

    /// Makes a store in `folder` in `spelling`, with `checkpointed` rows in the main file and
    /// `walOnly` rows only in the -wal, and copies it into `backup` as a device backup catches it;
    /// returns the copy's default.store.
    public static func backup(
        _ spelling: Spelling, extraColumns: [(String, String)] = [], checkpointed: [Log],
        walOnly: [Log] = [], in folder: URL, copiedTo backup: URL
    ) throws -> URL {
        let fixture = try AppStoreFixture(folder: folder, spelling: spelling, extraColumns: extraColumns)
        try fixture.insert(checkpointed)
        try fixture.checkpoint()
        try fixture.insert(walOnly)
        try fixture.copy(to: backup)
        return backup.appendingPathComponent("default.store")
    }

    /// Closes the store as SQLite does: the last connection checkpoints and removes the -wal.
    public func close() { database = nil }

    private func column(for photo: Photo?) throws -> Data? {
        switch photo {
        case nil: return nil
        case .inline(let data): return Data([0x01]) + data
        case .bare(let data), .column(let data): return data
        case .external(let data, let name):
            try FileManager.default.createDirectory(at: externalFolder, withIntermediateDirectories: true)
            try data.write(to: externalFolder.appendingPathComponent(name.uuidString))
            return Self.reference(name)
        case .externalMissing(let name): return Self.reference(name)
        }
    }

    /// The column value of an external reference: 0x02, the UUID's upper-case text, a NUL.
    public static func reference(_ name: UUID) -> Data {
        Data([0x02]) + Data(name.uuidString.utf8) + Data([0])
    }

    /// A UUID as Core Data stores it: its 16 bytes.
    public static func bytes(of id: UUID) -> Data {
        withUnsafeBytes(of: id.uuid) { Data($0) }
    }

    /// A moment as the app stores it: seconds since 2001-01-01T00:00:00Z.
    public static func seconds(_ iso8601: String) -> Double {
        (ISO8601DateFormatter().date(from: iso8601) ?? Date(timeIntervalSinceReferenceDate: 0))
            .timeIntervalSinceReferenceDate
    }
}
