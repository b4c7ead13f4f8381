import Foundation

/// Reads files and streams whole, up to a limit checked while reading.
///
/// The size a file reports is never trusted: a device such as `/dev/zero` reports none and
/// never ends, standard input may be endless, and a file may grow while it is read. Reading
/// stops one byte past the limit and throws, so memory never holds more than the limit.
public enum FileReading {
    /// Reads the file at `url` (following links) up to `limit` bytes; throws `FileError`.
    ///
    /// A FIFO with nobody writing to it reads as empty rather than waiting for a writer; a
    /// folder or a socket is refused.
    public static func contents(of url: URL, limit: Int) throws -> Data {
        let path = url.path
        // Opened without waiting, so a FIFO with no writer cannot hang us; then read blocking.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else { throw FileError(.read, path: path, errno: errno) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw FileError(.read, path: path, errno: errno) }
        if info.st_mode & S_IFMT == S_IFDIR {
            throw FileError(.read, path: path, reason: "it is a folder", errno: EISDIR)
        }
        if info.st_mode & S_IFMT == S_IFSOCK { throw FileError(.read, path: path, reason: "it is a socket") }
        let flags = fcntl(fd, F_GETFL)
        if flags >= 0 { _ = fcntl(fd, F_SETFL, flags & ~O_NONBLOCK) }
        return try read(fd, name: path, limit: limit)
    }

    /// Reads an open descriptor (standard input) to its end, up to `limit` bytes; `name` is for messages.
    public static func contents(ofDescriptor fd: Int32, name: String, limit: Int) throws -> Data {
        try read(fd, name: name, limit: limit)
    }

    private static func read(_ fd: Int32, name: String, limit: Int) throws -> Data {
        var data = Data()
        let chunk = 1 << 20
        var buffer = [UInt8](repeating: 0, count: chunk)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, chunk) }
            if count < 0 {
                if errno == EINTR { continue }
                throw FileError(.read, path: name, errno: errno)
            }
            if count == 0 { return data }
            guard data.count + count <= limit else { throw FileReadLimit(name: name, limit: limit) }
            data.append(contentsOf: buffer[0..<count])
        }
    }
}

/// A file or stream held more bytes than the reader allows; reading stopped at the limit.
public struct FileReadLimit: Error, Equatable, CustomStringConvertible {
    /// The file's path or the stream's name.
    public var name: String
    /// The limit, in bytes.
    public var limit: Int

    public var description: String {
        "\(name) is larger than \(limit / 1_048_576) MB, more than is accepted; reading stopped there"
    }
}
