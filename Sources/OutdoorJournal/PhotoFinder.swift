import Foundation
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
                unreadable.append((path, "no such file or folder"))
                continue
            }
            var files: [URL] = []
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
                files = [path]
            }
            for file in files where seen.insert(file.standardizedFileURL.path).inserted {
                if isPhoto(file) {
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
