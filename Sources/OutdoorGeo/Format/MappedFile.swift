#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A read-only memory mapping of a whole file; it owns the mapping and unmaps it in deinit.
///
/// Pages are read from disk only when touched, so opening a large data file costs one
/// `open`, `fstat` and `mmap`. The mapping is read-only, so any thread may read it.
final class MappedFile: @unchecked Sendable {  // reason: an mmap region, read-only, unmapped in deinit
    /// The mapped bytes; valid for the object's lifetime.
    let bytes: UnsafeRawBufferPointer
    let path: String
    private let base: UnsafeMutableRawPointer

    init(path: String) throws {
        self.path = path
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            let code = errno
            if code == ENOENT { throw GeoDataError.missingFile(path: path) }
            throw GeoDataError.unreadable(path: path, reason: MappedFile.message(code, call: "open"))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            throw GeoDataError.unreadable(path: path, reason: MappedFile.message(errno, call: "fstat"))
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw GeoDataError.unreadable(path: path, reason: "it is not a regular file")
        }
        let size = Int(info.st_size)
        guard size > 0 else {
            throw GeoDataError.truncated(path: path, detail: "the file is empty")
        }
        guard size <= Int(UInt32.max) else {
            throw GeoDataError.corrupt(path: path, detail: "the file is larger than the format's 4 GB limit")
        }
        let pointer = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0)
        guard let pointer, pointer != UnsafeMutableRawPointer(bitPattern: -1) else {
            throw GeoDataError.unreadable(path: path, reason: MappedFile.message(errno, call: "mmap"))
        }
        self.base = pointer
        self.bytes = UnsafeRawBufferPointer(start: pointer, count: size)
    }

    deinit {
        munmap(base, bytes.count)
    }

    private static func message(_ code: Int32, call: String) -> String {
        let text = strerror(code).map { String(cString: $0) } ?? "error \(code)"
        return "\(call) failed: \(text)"
    }
}
