import Foundation

/// What a command may use from the outside world: streams, environment, clock, paths.
final class CommandContext {
    /// The process environment.
    let environment: [String: String]
    /// The folder relative paths are resolved against.
    let currentDirectory: URL
    /// Standard output.
    let stdout: OutputChannel
    /// Standard error.
    let stderr: OutputChannel
    /// The clock.
    let now: () -> Date

    init(
        environment: [String: String], currentDirectory: URL, stdout: OutputChannel, stderr: OutputChannel,
        now: @escaping () -> Date = Date.init
    ) {
        self.environment = environment
        self.currentDirectory = currentDirectory
        self.stdout = stdout
        self.stderr = stderr
        self.now = now
    }

    /// Whether colour may be used on standard error (a terminal, and NO_COLOR not set).
    var colorOnStderr: Bool { allowsColor(on: stderr) }

    /// Whether colour may be used on standard output.
    var colorOnStdout: Bool { allowsColor(on: stdout) }

    private func allowsColor(on channel: OutputChannel) -> Bool {
        channel.isTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }

    /// A path given on the command line, resolved against the current folder (with ~ expanded).
    func resolvePath(_ path: String) -> URL {
        let expanded = (path as NSString).expandingTildeInPath
        if expanded.hasPrefix("/") { return URL(fileURLWithPath: expanded) }
        return currentDirectory.appendingPathComponent(expanded)
    }

    /// Prints a note for the user on standard error ("outdoor: ...").
    func note(_ message: String) {
        stderr.write("outdoor: \(message)\n")
    }

    /// Prints a warning on standard error.
    func warn(_ message: String) {
        let label = colorOnStderr ? "\u{1B}[33mwarning:\u{1B}[0m" : "warning:"
        stderr.write("outdoor: \(label) \(message)\n")
    }
}

/// A byte stream the command writes to.
final class OutputChannel: @unchecked Sendable {
    private let handle: FileHandle
    private let lock = NSLock()
    /// Whether the stream is a terminal.
    let isTerminal: Bool
    /// The stream's file descriptor.
    var fileDescriptor: Int32 { handle.fileDescriptor }

    init(handle: FileHandle) {
        self.handle = handle
        self.isTerminal = isatty(handle.fileDescriptor) == 1
    }

    /// Writes text as UTF-8.
    func write(_ text: String) { write(Data(text.utf8)) }

    /// Writes bytes, ignoring failures (for messages).
    func write(_ data: Data) { try? writeChecked(data) }

    /// Writes bytes, throwing when the stream cannot take them (a closed pipe, a full disk).
    func writeChecked(_ data: Data) throws {
        lock.lock()
        defer { lock.unlock() }
        try handle.write(contentsOf: data)
    }
}
