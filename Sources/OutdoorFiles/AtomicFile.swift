import Foundation

/// Writes files so that readers see either the old file or the whole new one, never a part.
///
/// Where the path names a regular file, or nothing yet, the bytes go to a hidden temporary file
/// beside it (`.NAME.PID.RANDOM.part`), are synced to disk, and the temporary file is renamed
/// over it; if the process dies in between, only a hidden `.part` file is left, which
/// `removeStaleParts(in:)` clears. A symbolic link is followed to its target, which gets the
/// same treatment (the link stays a link). A character device or a FIFO (`/dev/null`, a named
/// pipe) is written directly, as `cat > PATH` would, and is never replaced; a folder, a block
/// device or a socket is refused.
public enum AtomicFile {
    /// The suffix of temporary files.
    public static let partSuffix = ".part"

    /// Writes `data` to `url` as described above, refusing a path that is one of the
    /// `protecting` files; throws `FileError` naming the path and the reason.
    public static func write(_ data: Data, to url: URL, protecting protected: ProtectedFiles) throws {
        let writer = try AtomicFileWriter(url: url, protecting: protected)
        try data.withUnsafeBytes { try writer.write($0) }
        try writer.commit()
    }

    /// Makes the file at `url` whole or not at all with `make`.
    ///
    /// `make` creates it at the temporary path it is given (beside the target, after following
    /// links); the file is then synced and renamed over `url`. Refuses a regular-file target that is one of the
    /// `protecting` files, and a device, FIFO or folder. `make` may leave other files named
    /// after the temporary path (`-journal`): they are removed.
    public static func replace(
        _ url: URL, protecting protected: ProtectedFiles, make: (String) throws -> Void
    )
        throws
    {
        guard case .replace(let target) = try Destination.resolve(url.path) else {
            throw FileError(.write, path: url.path, reason: "it is a device or a pipe, not a file")
        }
        try protected.check(target, shown: url.path)
        let temporary =
            ((target as NSString).deletingLastPathComponent as NSString)
            .appendingPathComponent(partName(for: (target as NSString).lastPathComponent))
        defer {
            for suffix in ["", "-journal", "-wal", "-shm"] { unlink(temporary + suffix) }
        }
        try make(temporary)
        let fd = open(temporary, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw FileError(.write, path: url.path, errno: errno) }
        let synced = fsync(fd) == 0 ? 0 : errno
        close(fd)
        if synced != 0 { throw FileError(.write, path: url.path, errno: synced) }
        guard rename(temporary, target) == 0 else { throw FileError(.write, path: url.path, errno: errno) }
    }

    /// Deletes the temporary files left in `folder` by writers that died; returns how many.
    ///
    /// A writer killed outright (or by a signal it could not catch) leaves its part behind; one
    /// whose writer is still running (its process id is in its name) is left alone.
    @discardableResult
    public static func removeStaleParts(in folder: URL) -> Int {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var removed = 0
        for name in names where isStalePart(name) {
            if unlink(folder.appendingPathComponent(name).path) == 0 { removed += 1 }
        }
        return removed
    }

    /// Deletes the temporary files that writers which died left for `url` (after following its
    /// links, as a writer does); returns how many.
    @discardableResult
    public static func removeStaleParts(of url: URL) -> Int {
        let real = (try? Destination.resolve(url.path)).flatMap { destination -> String? in
            if case .replace(let path) = destination { return path }
            return nil
        }
        guard let real else { return 0 }
        let folder = (real as NSString).deletingLastPathComponent
        let prefix = "." + (real as NSString).lastPathComponent + "."
        let names =
            (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
        var removed = 0
        for name in names where name.hasPrefix(prefix) && isStalePart(name) {
            if unlink((folder as NSString).appendingPathComponent(name)) == 0 { removed += 1 }
        }
        return removed
    }

    /// The name of the temporary file for `name` written by this process.
    static func partName(for name: String) -> String {
        ".\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max))\(partSuffix)"
    }

    /// Whether `name` is a temporary file of ours (`.NAME.PID.RANDOM.part`) whose process is gone.
    static func isStalePart(_ name: String) -> Bool {
        guard name.hasPrefix("."), name.hasSuffix(partSuffix) else { return false }
        let parts = name.dropLast(partSuffix.count).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 4, !parts[parts.count - 1].isEmpty,
            let pid = Int32(parts[parts.count - 2]), pid > 0
        else { return false }
        return pid != getpid() && kill(pid, 0) != 0 && errno == ESRCH
    }
}

/// What a path given for writing turns out to be, once links are followed.
enum Destination: Equatable {
    /// A regular file or a new path: written beside it and renamed over it (the real path).
    case replace(String)
    /// A character device or a FIFO: written into directly.
    case stream(String)

    /// How many links are followed before giving up, as the kernel does.
    static let maxLinks = 40

    /// Follows `path` through symbolic links and decides how to write it.
    static func resolve(_ path: String) throws -> Destination {
        var current = path
        for _ in 0...maxLinks {
            var info = stat()
            if lstat(current, &info) != 0 {
                let code = errno
                guard code == ENOENT else { throw FileError(.write, path: path, errno: code) }
                try checkFolder(of: current, for: path)
                return .replace(current)
            }
            switch info.st_mode & S_IFMT {
            case S_IFLNK:
                var followed = stat()
                if stat(current, &followed) == 0 {
                    let kind = followed.st_mode & S_IFMT
                    // Opened through the link: /dev/stdout and /proc/self/fd links name pipes too.
                    if kind == S_IFCHR || kind == S_IFIFO { return .stream(current) }
                    if kind == S_IFREG, let real = realpath(current, nil) {
                        defer { free(real) }
                        return .replace(String(cString: real))
                    }
                } else if errno != ENOENT {
                    throw FileError(.write, path: path, errno: errno)
                }
                current = try target(of: current, for: path)
            case S_IFREG:
                return .replace(current)
            case S_IFCHR, S_IFIFO:
                return .stream(current)
            case S_IFDIR:
                throw FileError(.write, path: path, reason: "it is a folder")
            case S_IFBLK:
                throw FileError(
                    .write, path: path, reason: "it is a disk device; outdoor does not write onto disks")
            default:
                throw FileError(.write, path: path, reason: "it is a socket or another special file")
            }
        }
        throw FileError(.write, path: path, errno: ELOOP)
    }

    /// Where the link at `link` points, as a path (relative targets resolved from the link's folder).
    private static func target(of link: String, for shown: String) throws -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(link, &buffer, buffer.count - 1)
        guard count >= 0 else { throw FileError(.write, path: shown, errno: errno) }
        let target = String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if target.hasPrefix("/") { return target }
        return (link as NSString).deletingLastPathComponent + "/" + target
    }

    /// Checks that a new file at `path` has a folder to go in.
    private static func checkFolder(of path: String, for shown: String) throws {
        let folder = (path as NSString).deletingLastPathComponent
        var info = stat()
        if stat(folder.isEmpty ? "." : folder, &info) != 0 {
            let code = errno
            if code == ENOENT {
                throw FileError(
                    .write, path: shown, reason: "the folder \(folder) does not exist", errno: code)
            }
            if code == ENOTDIR {
                throw FileError(.write, path: shown, reason: Folder.notAFolderReason(on: folder), errno: code)
            }
            throw FileError(.write, path: shown, errno: code)
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw FileError(.write, path: shown, reason: "\(folder) is a file, not a folder", errno: ENOTDIR)
        }
    }
}
