import Foundation
import OutdoorJournal

/// Reads a photo file given on the command line, byte for byte.
enum PhotoFile {
    /// The largest photo accepted, in bytes (200 MB; a 48 MP JPEG is around 20 MB).
    static let maxBytes = 200 * 1024 * 1024

    /// Reads `path` (or standard input for "-") without changing a byte.
    static func read(_ path: String, context: CommandContext) throws -> PhotoInput {
        if path == "-" {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            guard data.count <= maxBytes else {
                throw CommandError("the photo on standard input is larger than 200 MB")
            }
            return PhotoInput(data: data, name: "standard input")
        }
        let url = context.resolvePath(path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw CommandError("\(path): no such file")
        }
        guard !isDirectory.boolValue else { throw CommandError("\(path) is a folder, not a photo") }
        guard let handle = FileHandle(forReadingAtPath: url.path) else {
            throw CommandError("\(path): cannot be read (permission denied?)")
        }
        defer { try? handle.close() }
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        guard size <= maxBytes else {
            throw CommandError("\(path) is \(size / 1_048_576) MB; photos larger than 200 MB are refused")
        }
        do {
            let data = try handle.readToEnd() ?? Data()
            return PhotoInput(data: data, name: path)
        } catch {
            throw CommandError("\(path): cannot be read: \(error.localizedDescription)")
        }
    }
}
