import Foundation

/// Private folders in the system's temporary folder (`TMPDIR`) named after the process that
/// made them, so the next run can remove what a process killed outright left behind.
///
/// A folder is `PREFIX-PID-UUID`; `removeStale(prefix:)` deletes those whose process is gone.
public enum TemporaryFolder {
    /// Makes a new private folder `PREFIX-PID-UUID` (mode 700); throws `FileError`.
    public static func make(prefix: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "\(prefix)-\(getpid())-\(UUID().uuidString.lowercased())", isDirectory: true)
        guard mkdir(url.path, 0o700) == 0 else {
            throw FileError(.createFolder, path: url.path, errno: errno)
        }
        return url
    }

    /// Deletes the folders `PREFIX-PID-...` whose process is no longer running; returns how many.
    @discardableResult
    public static func removeStale(prefix: String) -> Int {
        let folder = FileManager.default.temporaryDirectory
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        var removed = 0
        for name in names where name.hasPrefix(prefix + "-") {
            let rest = name.dropFirst(prefix.count + 1)
            guard let dash = rest.firstIndex(of: "-"), let pid = Int32(rest[..<dash]), pid > 0,
                pid != getpid()
            else { continue }
            guard kill(pid, 0) != 0, errno == ESRCH else { continue }
            if (try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))) != nil {
                removed += 1
            }
        }
        return removed
    }
}
