import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

extension OutdoorProcess {
    /// What a run on a pseudo-terminal printed: the terminal's text (standard output, and the
    /// echo of what was typed) with "\r\n" made "\n", and standard error from a pipe.
    public struct TerminalResult {
        /// Exit status.
        public var status: Int32
        /// What the terminal showed.
        public var screen: String
        /// Standard error as text.
        public var stderr: String
    }

    /// Runs `outdoor` with standard input and output on a new pseudo-terminal, as a person at a
    /// terminal would; `typed` is written to the terminal as keystrokes.
    public func runOnTerminal(
        _ arguments: [String], typed: String = "", environment extra: [String: String] = [:],
        timeout: TimeInterval = 60
    ) throws -> TerminalResult {
        // posix_openpt and friends are not visible from Swift's Glibc: open /dev/ptmx, unlock the
        // far end and ask its number with the ioctls they use (TIOCSPTLCK, TIOCGPTN; the same
        // values on x86-64 and arm64 Linux).
        let master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard master >= 0, ioctl(master, 0x4004_5431, &unlock) == 0, ioctl(master, 0x8004_5430, &number) == 0
        else {
            if master >= 0 { close(master) }
            throw TerminalError(message: "no pseudo-terminal: \(String(cString: strerror(errno)))")
        }
        let slave = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        guard slave >= 0 else {
            close(master)
            throw TerminalError(message: "cannot open /dev/pts/\(number)")
        }
        let masterHandle = FileHandle(fileDescriptor: master, closeOnDealloc: true)
        let slaveHandle = FileHandle(fileDescriptor: slave, closeOnDealloc: true)
        let process = makeProcess(arguments, environment: extra)
        let err = Pipe()
        process.standardInput = slaveHandle
        process.standardOutput = slaveHandle
        process.standardError = err
        try process.run()
        if !typed.isEmpty { masterHandle.write(Data(typed.utf8)) }
        let box = TerminalBox()
        let group = DispatchGroup()
        Self.readToEnd(err, in: group) { data in box.stderr.withLock { $0 = data } }
        group.enter()
        DispatchQueue.global().async {
            // Read until the child has gone and the terminal is drained (read fails with EIO).
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(master, &buffer, buffer.count)
                if count <= 0 { break }
                box.screen.withLock { $0.append(contentsOf: buffer[0..<count]) }
            }
            group.leave()
        }
        try Self.wait(for: process, arguments: arguments, timeout: timeout)
        // Our copy of the terminal's far end goes, so the reader sees the end.
        try? slaveHandle.close()
        group.wait()
        return TerminalResult(
            status: process.terminationStatus,
            screen: String(decoding: box.screen.withLock { $0 }, as: UTF8.self)
                .replacingOccurrences(of: "\r\n", with: "\n"),
            stderr: String(decoding: box.stderr.withLock { $0 }, as: UTF8.self))
    }
}

/// A pseudo-terminal could not be made.
public struct TerminalError: Error, CustomStringConvertible {
    /// What failed.
    public var message: String
    public var description: String { message }
}

/// What the terminal showed and what went to standard error, filled by the reading threads.
private final class TerminalBox: Sendable {
    let screen = Mutex(Data())
    let stderr = Mutex(Data())
}
