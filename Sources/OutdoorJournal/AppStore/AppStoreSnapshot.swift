import Foundation
import OutdoorFiles
import OutdoorStore

/// The iPhone app's SwiftData store, read from a private copy so the original is never touched.
///
/// The store (`default.store`) is SQLite in WAL mode: its most recent rows may live only in
/// `default.store-wal`. Opening the original even read-only would let SQLite write its
/// `-shm` index, so the store and its `-wal` (and a rollback `-journal`, if any) are copied to a
/// temporary folder and read there as SQLite reads them; the `-shm` is only an index of the
/// `-wal`, which SQLite rebuilds. External photos are read in place, read-only. The copy is
/// removed when the snapshot is released.
///
/// Every row is read when the snapshot is made (without its photo bytes): whole-store problems
/// throw `AppStoreError`, a bad row becomes an `AppStoreRowError` among the records.
public final class AppStoreSnapshot {
    /// The largest photo accepted, in bytes (200 MB, as for `outdoor add`).
    public static let maxPhotoBytes = 200 * 1024 * 1024

    /// The store as given, for messages.
    public let path: String
    /// Which spelling of the model wrote the store.
    public let model: AppStoreModel
    /// The entity number of `OutsideLog` in this store (`Z_PRIMARYKEY.Z_ENT`).
    public let entity: Int64
    /// Columns of the table this version does not read (a later app version's additions).
    public let unreadColumns: [String]
    /// Optional columns the table lacks (read as the model's defaults).
    public let absentColumns: [String]
    /// Every `OutsideLog` row in primary-key order: read, or why it could not be.
    public let records: [Result<AppStoreRow, AppStoreRowError>]
    /// Rows of the table marked with another entity number than OutsideLog's (not read): the
    /// number, in words, and how many rows.
    public let otherEntityRows: [(entity: String, count: Int)]
    /// What is wrong with the store's `-wal` when SQLite cannot read all of it (the rows that
    /// live only there are then missing), else nil.
    public let walProblem: String?

    private let database: Database
    private let folder: URL

    private init(
        path: String, contents: Contents, database: Database, folder: URL, walProblem: String?
    ) {
        self.walProblem = walProblem
        self.path = path
        self.model = contents.model
        self.entity = contents.entity
        self.unreadColumns = contents.unreadColumns
        self.absentColumns = contents.absentColumns
        self.records = contents.records
        self.otherEntityRows = contents.otherEntityRows
        self.database = database
        self.folder = folder
    }

    deinit { try? FileManager.default.removeItem(at: folder) }

    /// Reads the store at `url` (with its `-wal` beside it, and external photos in
    /// `.<name>_SUPPORT/_EXTERNAL_DATA/`), leaving every original file as it was.
    public static func read(storeAt url: URL) throws(AppStoreError) -> AppStoreSnapshot {
        try checkHead(of: url)
        // The store as it really is (the path given may be a link to it): its folder is the one
        // place its companions are read from, and no link may lead out of it.
        let real = StoreFolder.realPath(url.path) ?? url.path
        let store = StoreFolder(storePath: real)
        let path = url.path
        let name = (real as NSString).lastPathComponent
        let support = URL(fileURLWithPath: store.folder)
            .appendingPathComponent(".\((name as NSString).deletingPathExtension)_SUPPORT")
        return try open(path: path, name: name, support: support, folder: store) {
            folder throws(AppStoreError) in
            for suffix in ["", "-wal", "-journal"] {
                let companion = real + suffix
                var info = stat()
                guard suffix.isEmpty || lstat(companion, &info) == 0 else { continue }
                // A copy of the file a link points to, never of the link: SQLite would follow it;
                // and never of a file outside the store's folder.
                guard let source = store.resolveInside(companion) else {
                    throw .linkLeavesFolder(
                        path: companion, target: StoreFolder.realPath(companion) ?? "nowhere")
                }
                guard isRegularFile(source) else {
                    throw .unreadable(path: path + suffix, reason: "it is not a regular file")
                }
                do {
                    try FileManager.default.copyItem(
                        atPath: source, toPath: folder.appendingPathComponent(name + suffix).path)
                } catch {
                    throw .unreadable(path: source, reason: Self.sentence(error))
                }
            }
        }
    }

    /// Reads a store given as bytes: its main file, and its `-wal` when there is one.
    ///
    /// External photos cannot be found from bytes and are reported missing. For tests and fuzzing.
    public static func read(storeData: Data, walData: Data? = nil) throws(AppStoreError) -> AppStoreSnapshot {
        let name = "default.store"
        guard storeData.count >= 16 else {
            throw storeData.isEmpty ? .empty(path: name) : .notSQLite(path: name)
        }
        guard storeData.prefix(16) == sqliteHeader else { throw .notSQLite(path: name) }
        return try open(path: name, name: name, support: nil, folder: nil) { folder throws(AppStoreError) in
            do {
                try storeData.write(to: folder.appendingPathComponent(name))
                try walData?.write(to: folder.appendingPathComponent(name + "-wal"))
            } catch {
                throw .unreadable(path: folder.path, reason: Self.sentence(error))
            }
        }
    }

    /// The photo bytes of `row`, exactly as the app stored them (nil when the row has no photo).
    public func photoData(for row: AppStoreRow) throws(AppStoreRowError) -> Data? {
        guard let photo = row.photo else { return nil }
        let fail = { (reason: String) in
            AppStoreRowError(
                primaryKey: row.primaryKey, id: row.id, title: row.title, problem: .photoUnreadable(reason))
        }
        let data: Data
        switch photo {
        case .inline(let rowID, let offset, _):
            do {
                data = try database.readBlob(
                    table: AppStoreModel.tableName, column: model.columns.photo, rowid: rowID, offset: offset)
            } catch let error as SQLiteError {
                throw fail(error.message)
            } catch {
                throw fail(Self.sentence(error))
            }
        case .external(let url, _):
            // Opened without following a link: the path was resolved, and checked to be inside
            // the store's folder, when the row was read.
            let fd = Glibc.open(url.path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
            guard fd >= 0 else { throw fail(String(cString: strerror(errno)).lowercased()) }
            let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
            do {
                data = try handle.read(upToCount: Self.maxPhotoBytes + 1) ?? Data()
            } catch {
                throw fail(Self.sentence(error))
            }
        }
        guard data.count == photo.byteCount else {
            throw fail(
                "it is \(data.count) bytes, not the \(photo.byteCount) read before (did the store change?)")
        }
        return data
    }

    // MARK: - Opening

    /// The start of the names of the temporary folders the store is copied into.
    static let temporaryPrefix = "outdoor-app-store"

    /// The first 16 bytes of every SQLite database file.
    static let sqliteHeader = Data("SQLite format 3\0".utf8)

    /// Checks the file exists, is a regular non-empty file and starts like SQLite.
    private static func checkHead(of url: URL) throws(AppStoreError) {
        let path = url.path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .missing(path: path)
        }
        guard !isDirectory.boolValue else {
            throw .unreadable(path: path, reason: "it is a folder without a default.store in it")
        }
        guard isRegularFile(url.resolvingSymlinksInPath().path) else {
            throw .unreadable(path: path, reason: "it is not a regular file")
        }
        let head: Data
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            head = try handle.read(upToCount: 16) ?? Data()
        } catch {
            throw .unreadable(path: path, reason: sentence(error))
        }
        guard !head.isEmpty else { throw .empty(path: path) }
        guard head == sqliteHeader else { throw .notSQLite(path: path) }
    }

    /// Makes a private folder, lets `fill` put the files in it, and reads them; the folder is
    /// removed again when anything fails.
    private static func open(
        path: String, name: String, support: URL?, folder store: StoreFolder?,
        fill: (URL) throws(AppStoreError) -> Void
    ) throws(AppStoreError) -> AppStoreSnapshot {
        // Copies that an import killed outright (SIGKILL) left behind go first.
        TemporaryFolder.removeStale(prefix: temporaryPrefix)
        let folder: URL
        do {
            folder = try TemporaryFolder.make(prefix: temporaryPrefix)
        } catch {
            throw .unreadable(path: path, reason: "a temporary copy cannot be made: \(sentence(error))")
        }
        do throws(AppStoreError) {
            try fill(folder)
            let copy = folder.appendingPathComponent(name).path
            // Read before SQLite opens the copy (and recovers, or drops, what the -wal holds).
            let walProblem = FileManager.default.contents(atPath: copy + "-wal").flatMap {
                WriteAheadLog($0).problem
            }
            let database: Database
            do {
                database = try Database(path: copy, mode: .readWrite)
            } catch {
                throw translate(error, path: path)
            }
            let contents = try AppStoreContentsReader(
                database: database, path: path, support: support, storeFolder: store
            ).read()
            return AppStoreSnapshot(
                path: path, contents: contents, database: database, folder: folder, walProblem: walProblem)
        } catch {
            try? FileManager.default.removeItem(at: folder)
            throw error
        }
    }

    /// What was read from the store's tables.
    struct Contents {
        var model: AppStoreModel
        var entity: Int64
        /// Rows of the table marked with another entity number: the number (in words) and how many.
        var otherEntityRows: [(entity: String, count: Int)]
        var unreadColumns: [String]
        var absentColumns: [String]
        var records: [Result<AppStoreRow, AppStoreRowError>]
    }

    /// An error from SQLite (or anything else) as a store error naming `path`.
    static func translate(_ error: Error, path: String) -> AppStoreError {
        guard let error = error as? SQLiteError else {
            return .unreadable(path: path, reason: sentence(error))
        }
        return error.isNotADatabase
            ? .damaged(path: path, message: error.message) : .database(path: path, message: error.message)
    }

    /// Whether `path` is a regular file (not a folder, device, FIFO or socket).
    static func isRegularFile(_ path: String) -> Bool {
        let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
        return type == .typeRegular
    }

    /// Foundation's errors by their localized text, others by their description.
    static func sentence(_ error: Error) -> String {
        let ns = error as NSError
        if ns.domain == NSCocoaErrorDomain || ns.domain == NSPOSIXErrorDomain {
            return ns.localizedDescription
        }
        return String(describing: error)
    }
}
