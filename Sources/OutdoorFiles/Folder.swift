import Foundation

/// Folders made as `mkdir -p` makes them, with errors that say which part of the path is wrong.
public enum Folder {
    /// Creates `url` and any missing folders above it; throws `FileError` naming the part that is
    /// a file, missing permission, or a full disk.
    public static func create(_ url: URL) throws {
        let path = url.standardizedFileURL.path
        var info = stat()
        if stat(path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else {
                throw FileError(
                    .createFolder, path: path, reason: "\(path) is a file, not a folder", errno: EEXIST)
            }
            return
        }
        if errno == ENOTDIR {
            throw FileError(.createFolder, path: path, reason: notAFolderReason(on: path), errno: ENOTDIR)
        }
        let parent = (path as NSString).deletingLastPathComponent
        if parent != path && !parent.isEmpty {
            do {
                try create(URL(fileURLWithPath: parent))
            } catch let error as FileError {
                throw FileError(.createFolder, path: path, reason: error.reason, errno: error.errno)
            }
        }
        if mkdir(path, 0o755) != 0 && errno != EEXIST {
            throw FileError(.createFolder, path: path, errno: errno)
        }
    }

    /// "X is a file, not a folder" for the first part of `path` that exists and is not a folder.
    static func notAFolderReason(on path: String) -> String {
        var prefix = ""
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            prefix += (prefix.isEmpty && !path.hasPrefix("/") ? "" : "/") + part
            var info = stat()
            guard stat(prefix, &info) == 0 else { break }
            if info.st_mode & S_IFMT != S_IFDIR { return "\(prefix) is a file, not a folder" }
        }
        return "a part of the path is a file, not a folder"
    }
}
