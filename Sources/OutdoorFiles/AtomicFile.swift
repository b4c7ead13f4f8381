import Foundation

/// Writes files so that readers see either the old file or the whole new one, never a part.
///
/// The bytes go to a hidden temporary file beside the target (`.NAME.PID.RANDOM.part`), are
/// synced to disk, and the temporary file is renamed over the target. If the process dies in
/// between, only a hidden `.part` file is left, which `removeStaleParts(in:)` clears.
public enum AtomicFile {
    /// The suffix of temporary files.
    public static let partSuffix = ".part"

    /// Writes `data` to `url` atomically; throws `AtomicFileError` naming the path and the reason.
    public static func write(_ data: Data, to url: URL) throws {
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
            ".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max))\(partSuffix)")
        let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw AtomicFileError(path: url.path, reason: String(cString: strerror(errno))) }
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
            throw AtomicFileError(path: url.path, reason: failure)
        }
    }

    /// Deletes temporary files left in `folder` by writers that were killed; returns how many.
    @discardableResult
    public static func removeStaleParts(in folder: URL) -> Int {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var removed = 0
        for name in names where name.hasPrefix(".") && name.hasSuffix(partSuffix) {
            if unlink(folder.appendingPathComponent(name).path) == 0 { removed += 1 }
        }
        return removed
    }
}

/// A file could not be written; nothing was left behind at its path.
public struct AtomicFileError: Error, CustomStringConvertible {
    /// The path that was to be written.
    public var path: String
    /// Why not, in the system's words.
    public var reason: String
    public var description: String { "cannot write \(path): \(reason)" }
}
