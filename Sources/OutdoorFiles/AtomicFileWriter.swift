import Foundation

/// Writes a file in pieces so that readers see either the old file or the whole new one.
///
/// The pieces go to a hidden temporary file beside the target (`.NAME.PID.RANDOM.part`, as
/// `AtomicFile` names them); `commit()` syncs it to disk and renames it over the target;
/// `abandon()`, or letting the writer go without committing, deletes it. For outputs too large
/// to hold in memory (a book of photos). A writer is used from one thread at a time.
public final class AtomicFileWriter {
    /// The file that will be written.
    public let url: URL
    /// The temporary file the pieces go to until `commit()`.
    public let temporaryURL: URL
    /// Bytes written so far.
    public private(set) var byteCount = 0
    private var fd: Int32
    private var done = false

    /// Opens a temporary file beside `url`; throws `AtomicFileError` when the folder is missing,
    /// `url` is a folder, or the file cannot be created.
    public init(url: URL) throws {
        let folder = url.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue
        {
            throw AtomicFileError(path: url.path, reason: "it is a folder")
        }
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory),
            isDirectory.boolValue
        else {
            throw AtomicFileError(path: url.path, reason: "the folder \(folder.path) does not exist")
        }
        let temporary = folder.appendingPathComponent(
            ".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max))\(AtomicFile.partSuffix)"
        )
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw AtomicFileError(path: url.path, reason: String(cString: strerror(errno))) }
        self.url = url
        self.temporaryURL = temporary
        self.fd = fd
    }

    deinit { abandon() }

    /// Appends `bytes`; throws `AtomicFileError` (a full disk, say) and leaves the rest to `abandon()`.
    public func write(_ bytes: UnsafeRawBufferPointer) throws {
        guard !done else { throw AtomicFileError(path: url.path, reason: "the file is already closed") }
        var offset = 0
        while offset < bytes.count, let base = bytes.baseAddress {
            let written = Glibc.write(fd, base + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw AtomicFileError(path: url.path, reason: String(cString: strerror(errno)))
            }
            offset += written
        }
        byteCount += bytes.count
    }

    /// Syncs the temporary file and renames it over the target: the new file is complete.
    public func commit() throws {
        guard !done else { throw AtomicFileError(path: url.path, reason: "the file is already closed") }
        done = true
        var failure: String?
        if fsync(fd) != 0 { failure = String(cString: strerror(errno)) }
        if close(fd) != 0 && failure == nil { failure = String(cString: strerror(errno)) }
        if failure == nil && rename(temporaryURL.path, url.path) != 0 {
            failure = String(cString: strerror(errno))
        }
        if let failure {
            unlink(temporaryURL.path)
            throw AtomicFileError(path: url.path, reason: failure)
        }
    }

    /// Deletes the temporary file, leaving the target as it was; does nothing after `commit()`.
    public func abandon() {
        guard !done else { return }
        done = true
        close(fd)
        unlink(temporaryURL.path)
    }
}
