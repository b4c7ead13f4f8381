import Foundation

/// Writes a file in pieces so that readers see either the old file or the whole new one.
///
/// Paths are resolved as `AtomicFile.write` resolves them. For a regular file (or a new path)
/// the pieces go to a hidden temporary file beside it (`.NAME.PID.RANDOM.part`); `commit()`
/// syncs it to disk and renames it over the target; `abandon()`, or letting the writer go without
/// committing, deletes it. A character device or FIFO is written directly. For outputs too large
/// to hold in memory (a book of photos). A writer is used from one thread at a time.
///
/// A path that is one of the `protecting` files (the journal, through a link or a hard link
/// too) is refused before anything is written.
public final class AtomicFileWriter {
    /// The file that will be written, as given.
    public let url: URL
    /// The temporary file the pieces go to until `commit()`; nil when writing into a device or FIFO.
    public let temporaryURL: URL?
    /// Bytes written so far.
    public private(set) var byteCount = 0
    private let target: String
    private let fd: Int32
    private var done = false

    /// Opens a temporary file beside `url` (or the device it names); throws `FileError` when the
    /// folder is missing, `url` is a folder or one of the `protecting` files, or the file cannot
    /// be created.
    public init(url: URL, protecting protected: ProtectedFiles) throws {
        self.url = url
        switch try Destination.resolve(url.path) {
        case .replace(let path):
            try protected.check(path, shown: url.path)
            let real = URL(fileURLWithPath: path)
            let temporary = real.deletingLastPathComponent().appendingPathComponent(
                AtomicFile.partName(for: real.lastPathComponent))
            let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            guard fd >= 0 else { throw FileError(.write, path: url.path, errno: errno) }
            self.target = path
            self.temporaryURL = temporary
            self.fd = fd
        case .stream(let path):
            let fd = open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY)
            guard fd >= 0 else { throw FileError(.write, path: url.path, errno: errno) }
            self.target = path
            self.temporaryURL = nil
            self.fd = fd
        }
    }

    deinit { abandon() }

    /// Appends `bytes`; throws `FileError` (a full disk, say) and leaves the rest to `abandon()`.
    public func write(_ bytes: UnsafeRawBufferPointer) throws {
        guard !done else { throw FileError(.write, path: url.path, reason: "the file is already closed") }
        let failure = FileWriting.writeAll(bytes, to: fd)
        if failure != 0 { throw FileError(.write, path: url.path, errno: failure) }
        byteCount += bytes.count
    }

    /// Syncs the temporary file and renames it over the target: the new file is complete.
    public func commit() throws {
        guard !done else { throw FileError(.write, path: url.path, reason: "the file is already closed") }
        done = true
        guard let temporaryURL else {
            if close(fd) != 0 && errno != EINVAL { throw FileError(.write, path: url.path, errno: errno) }
            return
        }
        var failure: Int32 = 0
        if fsync(fd) != 0 { failure = errno }
        if close(fd) != 0 && failure == 0 { failure = errno }
        if failure == 0 && rename(temporaryURL.path, target) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporaryURL.path)
            throw FileError(.write, path: url.path, errno: failure)
        }
    }

    /// Deletes the temporary file, leaving the target as it was; does nothing after `commit()`.
    public func abandon() {
        guard !done else { return }
        done = true
        close(fd)
        if let temporaryURL { unlink(temporaryURL.path) }
    }
}
