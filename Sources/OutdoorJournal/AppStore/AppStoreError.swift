import Foundation

/// Why the iPhone app's store as a whole could not be read; nothing was imported from it.
public enum AppStoreError: Error, Equatable, CustomStringConvertible {
    /// No file at the path.
    case missing(path: String)
    /// The file is empty.
    case empty(path: String)
    /// The file (or the folder it must be copied to) could not be read or written.
    case unreadable(path: String, reason: String)
    /// The file does not start like a SQLite database.
    case notSQLite(path: String)
    /// A SQLite database, but not one Core Data wrote (no `Z_PRIMARYKEY` and `Z_METADATA`).
    case notCoreData(path: String, tables: [String])
    /// An Outdoor journal was given where the app's store was expected.
    case outdoorJournal(path: String)
    /// A Core Data store of some other app: it has no `OutsideLog` entity.
    case otherApp(path: String, entities: [String])
    /// The `OutsideLog` entity is listed but its table is missing.
    case noTable(path: String)
    /// The table has neither spelling's columns (or lacks a column every row needs).
    case unknownModel(path: String, missing: [String])
    /// SQLite found the file damaged: truncated, or pages that do not fit together.
    case damaged(path: String, message: String)
    /// Any other SQLite failure, with SQLite's message.
    case database(path: String, message: String)
    /// A file of the store (its -wal) is a link to `target`, outside the store's folder.
    case linkLeavesFolder(path: String, target: String)

    public var description: String {
        switch self {
        case .missing(let path): return "\(path): no such file"
        case .empty(let path): return "\(path) is empty: it is not the iPhone app's store"
        case .unreadable(let path, let reason): return "\(path) cannot be read: \(reason)"
        case .notSQLite(let path):
            return "\(path) is not a SQLite database, so it is not the iPhone app's store"
        case .notCoreData(let path, let tables):
            let list = tables.isEmpty ? "no tables" : "tables " + Self.list(tables)
            return "\(path) is a SQLite database of another program, not the iPhone app's store "
                + "(it has \(list), and no Core Data Z_PRIMARYKEY or Z_METADATA)"
        case .outdoorJournal(let path):
            return "\(path) is an Outdoor journal, not the iPhone app's store; "
                + "use --journal to open it, or 'outdoor import' the app's default.store"
        case .otherApp(let path, let entities):
            return "\(path) is a Core Data store of another app: it holds "
                + (entities.isEmpty ? "no entities" : Self.list(entities)) + ", no OutsideLog"
        case .noTable(let path):
            return "\(path) lists the OutsideLog entity but has no ZOUTSIDELOG table: the store is incomplete"
        case .unknownModel(let path, let missing) where missing.isEmpty:
            return "\(path) has an OutsideLog table with the columns of both spellings of the app's model "
                + "(\(AppStoreModel.allCases.map(\.displayName).joined(separator: " and "))): this version cannot "
                + "tell which to read, so nothing was imported"
        case .unknownModel(let path, let missing):
            return "\(path) has an OutsideLog table this version cannot read: it lacks \(Self.list(missing)) "
                + "(expected \(AppStoreModel.allCases.map(\.displayName).joined(separator: " or ")))"
        case .damaged(let path, let message):
            return "\(path) is damaged or truncated (SQLite: \(message)); nothing was imported. "
                + "Copy default.store, default.store-wal and default.store-shm again from the backup"
        case .database(let path, let message): return "\(path) could not be read (SQLite: \(message))"
        case .linkLeavesFolder(let path, let target):
            return
                "\(path) is a link to \(target), outside the store's folder; outdoor reads nothing outside it, "
                + "so nothing was imported. Copy the real file into the folder instead of linking to it"
        }
    }

    private static func list(_ names: [String]) -> String {
        let shown = names.prefix(8).joined(separator: ", ")
        return names.count > 8 ? shown + ", ..." : shown
    }
}

/// Why one row of the store could not be read; the other rows are not affected.
public struct AppStoreRowError: Error, Equatable, CustomStringConvertible {
    /// What is wrong with the row.
    public enum Problem: Equatable, Sendable {
        /// The id column is NULL.
        case noID
        /// The id is not a 16-byte UUID (or UUID text); what was found.
        case malformedID(String)
        /// A column every entry needs is NULL.
        case missingValue(column: String)
        /// A column holds the wrong kind of value (text where a number belongs...).
        case wrongKind(column: String, found: String)
        /// Another row earlier in the store has the same id.
        case duplicateID(ofRow: Int64)
        /// The photo column refers to an external file that is not there.
        case externalPhotoMissing(name: String, expectedAt: String)
        /// The photo column's external reference is not a file name Core Data writes.
        case malformedExternalReference
        /// The photo is larger than the journal accepts.
        case photoTooLarge(byteCount: Int)
        /// The photo's bytes could not be read.
        case photoUnreadable(String)
        /// The external photo file, or a folder on its way, is a link to `target` outside the store's folder.
        case photoOutsideStore(path: String, target: String)
    }

    /// Core Data's primary key of the row.
    public var primaryKey: Int64
    /// The row's id, when it has a readable one.
    public var id: UUID?
    /// The row's title, when it has a readable one (to help find the entry in the app).
    public var title: String?
    /// What is wrong.
    public var problem: Problem

    /// Makes a row error.
    public init(primaryKey: Int64, id: UUID?, title: String? = nil, problem: Problem) {
        self.primaryKey = primaryKey
        self.id = id
        self.title = title
        self.problem = problem
    }

    /// The row's name in messages: its id (or primary key when the id is unreadable) and title.
    public var label: String { AppStoreRow.label(primaryKey: primaryKey, id: id, title: title) }

    /// The problem alone, without the row's name.
    public var reason: String {
        switch problem {
        case .noID: return "it has no id (ZID is NULL)"
        case .malformedID(let found): return "its id is not a UUID (ZID holds \(found))"
        case .missingValue(let column): return "\(column) is empty (NULL)"
        case .wrongKind(let column, let found):
            return "\(column) holds \(found), not what the model stores there"
        case .duplicateID(let row): return "row Z_PK \(row) has the same id; only the first is imported"
        case .externalPhotoMissing(let name, let path):
            let support = URL(fileURLWithPath: path).deletingLastPathComponent().deletingLastPathComponent()
            return "its photo is stored outside the database as \(name), and that file is missing "
                + "(expected at \(path)); copy the hidden folder \(support.lastPathComponent) "
                + "beside the store from the backup too"
        case .malformedExternalReference:
            return "its photo column refers to an external file by a name that is not a UUID"
        case .photoTooLarge(let count):
            return "its photo is \(count / 1_048_576) MB; photos larger than 200 MB are refused"
        case .photoUnreadable(let reason): return "its photo cannot be read: \(reason)"
        case .photoOutsideStore(let path, let target):
            return "its photo file \(path) leads by a link to \(target), outside the store's folder; "
                + "outdoor reads nothing outside it, so the entry was not imported"
        }
    }

    public var description: String { "\(label): \(reason)" }
}
