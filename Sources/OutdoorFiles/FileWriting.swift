import Foundation

/// Writes to an open descriptor: a file, a pipe, a terminal.
public enum FileWriting {
    /// Writes every byte of `data` to `fd`, retrying short writes and interruptions; returns 0 or
    /// the error number (EIO when the descriptor takes nothing).
    public static func writeAll(_ data: Data, to fd: Int32) -> Int32 {
        data.withUnsafeBytes { writeAll($0, to: fd) }
    }

    /// Writes every byte of `bytes` to `fd`, as `writeAll(_:to:)` does for `Data`.
    public static func writeAll(_ bytes: UnsafeRawBufferPointer, to fd: Int32) -> Int32 {
        guard let base = bytes.baseAddress else { return 0 }
        var offset = 0
        while offset < bytes.count {
            let written = Glibc.write(fd, base + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            if written == 0 { return EIO }
            offset += written
        }
        return 0
    }
}
