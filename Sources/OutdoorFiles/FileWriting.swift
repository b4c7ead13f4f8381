import Foundation

/// Writes to an open descriptor: a file, a pipe, a terminal.
public enum FileWriting {
    /// Writes every byte of `data` to `fd`, retrying short writes and interruptions; returns 0 or
    /// the error number (EIO when the descriptor takes nothing).
    public static func writeAll(_ data: Data, to fd: Int32) -> Int32 {
        data.withUnsafeBytes { raw -> Int32 in
            guard let base = raw.baseAddress else { return 0 }
            var offset = 0
            while offset < raw.count {
                let written = Glibc.write(fd, base + offset, raw.count - offset)
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
}
