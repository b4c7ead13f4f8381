import Foundation
import OutdoorFiles
import OutdoorImage

/// Finds the photos among files and folders given on the command line.
enum PhotoFinder {
    /// Every JPEG, PNG or HEIC file under `paths` (folders recursively, hidden files skipped),
    /// in a stable order; JSON files (exports of the iPhone app) go to `exports`, other files to
    /// `skipped`, unusable paths to `unreadable`.
    static func find(
        _ paths: [URL], skipped: inout [URL], unreadable: inout [(URL, String)], exports: inout [URL]
    ) -> [URL] {
        var found: [URL] = []
        var seen = Set<String>()
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path.path, isDirectory: &isDirectory) else {
                var info = stat()
                let reason =
                    stat(path.path, &info) != 0 && errno != ENOENT
                    ? FileError.words(for: errno) : "no such file or folder"
                unreadable.append((path, reason))
                continue
            }
            var files: [URL] = []
            var given = false
            if isDirectory.boolValue {
                guard
                    let walker = FileManager.default.enumerator(
                        at: path, includingPropertiesForKeys: [.isRegularFileKey],
                        options: [.skipsHiddenFiles])
                else {
                    unreadable.append((path, "the folder cannot be listed"))
                    continue
                }
                for case let url as URL in walker {
                    if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                        files.append(url)
                    }
                }
                files.sort { $0.path < $1.path }
            } else {
                var info = stat()
                guard stat(path.path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
                    unreadable.append((path, "not a regular file (a device, pipe or socket)"))
                    continue
                }
                files = [path]
                given = true
            }
            for file in files where seen.insert(file.standardizedFileURL.path).inserted {
                if given && file.pathExtension.lowercased() == "json" {
                    // Named on the command line as a JSON file: read as one, so a file that is not
                    // JSON is an error rather than skipped in silence.
                    exports.append(file)
                } else if isPhoto(file) {
                    found.append(file)
                } else if AppJSONImport.looksLikeJSON(file) {
                    exports.append(file)
                } else {
                    skipped.append(file)
                }
            }
        }
        return found
    }

    /// Whether the file starts like a JPEG, PNG or HEIC (its name does not matter).
    static func isPhoto(_ file: URL) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: file.path) else { return true }  // reported when read
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 64)) ?? Data()
        return ImageSniffer.format(of: head) != nil
    }
}
