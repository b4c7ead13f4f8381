import Foundation
import OutdoorFiles
import OutdoorJournal

/// Reads a photo file given on the command line, byte for byte.
enum PhotoFile {
    /// The largest photo accepted, in bytes (200 MB; a 48 MP JPEG is around 20 MB).
    static let maxBytes = 200 * 1024 * 1024

    /// Reads `path` (or standard input for "-") without changing a byte.
    ///
    /// The limit is checked while reading, so an endless stream (`< /dev/zero`) or a device
    /// stops at 200 MB; a FIFO nobody writes to reads as empty instead of waiting forever.
    static func read(_ path: String, context: CommandContext) throws -> PhotoInput {
        let name = path == "-" ? "the photo on standard input" : path
        do {
            if path == "-" {
                let data = try FileReading.contents(
                    ofDescriptor: FileHandle.standardInput.fileDescriptor, name: name, limit: maxBytes)
                return PhotoInput(data: data, name: "standard input")
            }
            return PhotoInput(
                data: try FileReading.contents(of: context.resolvePath(path), limit: maxBytes), name: path)
        } catch is FileReadLimit {
            throw CommandError("\(name) is larger than 200 MB; photos larger than that are refused")
        } catch let error as FileError {
            switch error.errno {
            case ENOENT: throw CommandError("\(path): no such file")
            case EISDIR: throw CommandError("\(path) is a folder, not a photo")
            default: throw CommandError("\(path) cannot be read: \(error.reason)")
            }
        }
    }
}
