import Foundation

/// Files a command must never write over or remove: the journal it works on and the files
/// SQLite keeps beside it (`-wal`, `-shm`, `-journal`).
///
/// A path is the journal when it names the same file (same device and inode, through any
/// number of links, or as a hard link) or, for a file that does not exist yet, the same name in
/// the same folder (a new `-wal` next to the journal). Every writer checks the path it is about
/// to write (after following links) and every clean-up the path it is about to remove.
public struct ProtectedFiles: Sendable, Equatable {
    /// One protected file: its path and what to call it in messages.
    struct Item: Sendable, Equatable {
        var path: String
        var name: String
    }

    private let items: [Item]
    /// The journal's path as given, for messages.
    public let journalPath: String?

    /// Nothing is protected (a command that has no journal, or a test).
    public static let none = ProtectedFiles(items: [], journalPath: nil)

    private init(items: [Item], journalPath: String?) {
        self.items = items
        self.journalPath = journalPath
    }

    /// The journal at `path` (which may not exist yet) and its SQLite companions.
    public init(journal path: String) {
        var items: [Item] = []
        var bases = [path]
        if let real = realpath(path, nil) {
            bases.append(String(cString: real))
            free(real)
        }
        for base in bases {
            items.append(Item(path: base, name: "the journal \(path)"))
            items.append(Item(path: base + "-wal", name: "the journal's write-ahead log (\(path)-wal)"))
            items.append(Item(path: base + "-shm", name: "the journal's shared-memory index (\(path)-shm)"))
            items.append(Item(path: base + "-journal", name: "the journal's rollback file (\(path)-journal)"))
        }
        self.init(items: items, journalPath: path)
    }

    /// What `path` is when it is a protected file ("the journal /x/journal.sqlite"), else nil.
    ///
    /// Links are followed; a path that does not exist is compared by its folder and name.
    public func protectedName(of path: String) -> String? {
        guard !items.isEmpty else { return nil }
        let identity = Self.identity(of: path)
        let canonical = Self.canonical(path)
        for item in items {
            if let identity, let other = Self.identity(of: item.path), identity == other { return item.name }
            if canonical == Self.canonical(item.path) { return item.name }
        }
        return nil
    }

    /// What the open descriptor `fd` (standard output, say) is when it is a protected file, else nil.
    public func protectedName(ofDescriptor fd: Int32) -> String? {
        var info = stat()
        guard !items.isEmpty, fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        let identity = Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        return items.first { Self.identity(of: $0.path) == identity }?.name
    }

    /// Throws `FileError` when `path` is a protected file; `shown` is the path as the person gave it.
    public func check(_ path: String, shown: String, action: FileError.Action = .write) throws {
        guard let name = protectedName(of: path) else { return }
        throw FileError(action, path: shown, reason: Self.reason(name, action: action))
    }

    /// Throws `FileError` when the descriptor `fd` is a protected file; `shown` names the stream.
    public func check(descriptor fd: Int32, shown: String) throws {
        guard let name = protectedName(ofDescriptor: fd) else { return }
        throw FileError(.write, path: shown, reason: Self.reason(name, action: .write))
    }

    static func reason(_ name: String, action: FileError.Action) -> String {
        "it is \(name), and \(action == .remove ? "removing" : "writing over") it would lose the journal's "
            + "entries; nothing was written: choose another name"
    }

    /// A file's device and inode.
    struct Identity: Equatable {
        var device: UInt64
        var inode: UInt64
    }

    /// The device and inode of the file `path` names, following links; nil when there is none.
    static func identity(of path: String) -> Identity? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }

    /// `path` with its folder's links and `.`/`..` resolved (the file itself need not exist).
    static func canonical(_ path: String) -> String {
        if let real = realpath(path, nil) {
            defer { free(real) }
            return String(cString: real)
        }
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        guard let real = realpath(folder.isEmpty ? "." : folder, nil) else { return path }
        defer { free(real) }
        return (String(cString: real) as NSString).appendingPathComponent(name)
    }
}
