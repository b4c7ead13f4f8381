import Foundation

/// An exclusive lock on a folder or a file that a command is writing, so that a second command
/// writing the same place at the same time is refused instead of mixing its files in.
///
/// The lock is the system's (`flock`): it is released when the lock is let go, and by the system
/// when the process dies, so a killed command never leaves a folder locked. A folder is locked
/// through the folder itself; a file through a hidden `.NAME.lock` beside it, removed when the
/// lock is let go.
public final class FileLock: Sendable {
    private let fd: Int32
    private let lockFile: String?

    private init(fd: Int32, lockFile: String?) {
        self.fd = fd
        self.lockFile = lockFile
    }

    deinit {
        if let lockFile { unlink(lockFile) }
        close(fd)
    }

    /// Locks the folder `url` (which must exist); throws `FileLockBusy` when another process
    /// holds it and `FileError` when it cannot be opened.
    public static func folder(_ url: URL, for purpose: String) throws -> FileLock {
        let fd = open(url.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { throw FileError(.write, path: url.path, errno: errno) }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            let code = errno
            close(fd)
            if code == EWOULDBLOCK { throw FileLockBusy(path: url.path, purpose: purpose) }
            throw FileError(.write, path: url.path, errno: code)
        }
        return FileLock(fd: fd, lockFile: nil)
    }

    /// Locks the file `url` will be written to (after following its links) through a hidden
    /// `.NAME.lock` beside it; throws `FileLockBusy` when another process holds it.
    public static func file(_ url: URL, for purpose: String) throws -> FileLock {
        var target = url.path
        if case .replace(let real) = try Destination.resolve(url.path) { target = real }
        let folder = (target as NSString).deletingLastPathComponent
        let path = (folder as NSString).appendingPathComponent(
            ".\((target as NSString).lastPathComponent).lock")
        // A lock file removed by its last holder between our open and our lock is not the lock
        // any more: try again with the new one.
        for _ in 0..<8 {
            let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o644)
            guard fd >= 0 else { throw FileError(.write, path: url.path, errno: errno) }
            guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
                let code = errno
                close(fd)
                if code == EWOULDBLOCK { throw FileLockBusy(path: url.path, purpose: purpose) }
                throw FileError(.write, path: url.path, errno: code)
            }
            var held = stat()
            var named = stat()
            if fstat(fd, &held) == 0, stat(path, &named) == 0, held.st_ino == named.st_ino,
                held.st_dev == named.st_dev
            {
                return FileLock(fd: fd, lockFile: path)
            }
            close(fd)
        }
        throw FileLockBusy(path: url.path, purpose: purpose)
    }
}

/// Another process is writing the same folder or file.
public struct FileLockBusy: Error, Equatable, CustomStringConvertible {
    /// The folder or file.
    public var path: String
    /// What the other process is doing ("an export").
    public var purpose: String

    public var description: String {
        "another outdoor process is writing \(path) (\(purpose)); nothing was written. "
            + "Wait for it to finish, or choose another name"
    }
}
