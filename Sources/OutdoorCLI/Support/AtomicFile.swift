import Foundation

/// Writes files so that readers see either the old file or the whole new one, never a part.
enum AtomicFile {
    /// Writes `data` to a temporary file beside `url`, syncs it, then renames it over `url`.
    static func write(_ data: Data, to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue
        {
            throw CommandError("cannot write \(url.path): it is a folder")
        }
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory),
            isDirectory.boolValue
        else {
            throw CommandError("cannot write \(url.path): the folder \(folder.path) does not exist")
        }
        let temporary = folder.appendingPathComponent(
            ".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).part")
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw CommandError("cannot write \(url.path): \(String(cString: strerror(errno)))")
        }
        var failure: String?
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count, let base = raw.baseAddress {
                let written = Glibc.write(fd, base + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                offset += written
            }
        }
        if failure == nil && fsync(fd) != 0 { failure = String(cString: strerror(errno)) }
        if close(fd) != 0 && failure == nil { failure = String(cString: strerror(errno)) }
        if failure == nil && rename(temporary.path, url.path) != 0 {
            failure = String(cString: strerror(errno))
        }
        if let failure {
            unlink(temporary.path)
            throw CommandError("cannot write \(url.path): \(failure)")
        }
    }
}
