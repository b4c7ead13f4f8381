import Foundation
import OutdoorDrawing
import OutdoorFiles
import Synchronization

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
    /// The files no output may write over or remove: the command's journal and its companions.
    let protectedFiles: ProtectedFiles
    /// The characters the command's fonts could not draw (see `MissingGlyphWarning`).
    let missingGlyphs: MissingGlyphs

    init(
        environment: [String: String], currentDirectory: URL, stdout: OutputChannel, stderr: OutputChannel,
        now: @escaping () -> Date = Date.init, protectedFiles: ProtectedFiles = .none,
        missingGlyphs: MissingGlyphs = MissingGlyphs()
    ) {
        self.environment = environment
        self.currentDirectory = currentDirectory
        self.stdout = stdout
        self.stderr = stderr
        self.now = now
        self.protectedFiles = protectedFiles
        self.missingGlyphs = missingGlyphs
    }

    /// This context for a command that works on the journal at `path`: no file it writes or
    /// removes may be that journal or its companions.
    func protecting(journal path: String) -> CommandContext {
        CommandContext(
            environment: environment, currentDirectory: currentDirectory, stdout: stdout, stderr: stderr,
            now: now, protectedFiles: ProtectedFiles(journal: path), missingGlyphs: missingGlyphs)
    }

    /// The machine's time zone: `TZ` from the environment when it names one (":Europe/Paris" too),
    /// else the system's.
    var timeZone: TimeZone {
        if let name = environment[.timeZone].map({ $0.hasPrefix(":") ? String($0.dropFirst()) : $0 }),
            !name.isEmpty, let zone = TimeZone(identifier: name)
        {
            return zone
        }
        return TimeZone.current
    }

    /// Whether colour may be used on standard error (a terminal, and NO_COLOR not set).
    var colorOnStderr: Bool { allowsColor(on: stderr) }

    /// Whether colour may be used on standard output.
    var colorOnStdout: Bool { allowsColor(on: stdout) }

    private func allowsColor(on channel: OutputChannel) -> Bool {
        channel.isTerminal && (environment[.noColor] ?? "").isEmpty && environment[.term] != "dumb"
    }

    /// A path given on the command line, resolved against the current folder (with ~ expanded).
    func resolvePath(_ path: String) -> URL {
        let expanded = (path as NSString).expandingTildeInPath
        if expanded.hasPrefix("/") { return URL(fileURLWithPath: expanded) }
        return currentDirectory.appendingPathComponent(expanded)
    }

    /// Prints a note for the user on standard error ("outdoor: ...").
    ///
    /// Whatever it quotes (a title, a file name, a column of a store) reaches the terminal with
    /// its control characters shown, never acted on.
    func note(_ message: String) {
        stderr.write("outdoor: \(TerminalText.safe(message, keeping: ["\n"]))\n")
    }

    /// Prints a warning on standard error, its control characters shown as `note` shows them.
    func warn(_ message: String) {
        let label = colorOnStderr ? "\u{1B}[33mwarning:\u{1B}[0m" : "warning:"
        stderr.write("outdoor: \(label) \(TerminalText.safe(message, keeping: ["\n"]))\n")
    }
}

/// A byte stream the command writes to.
///
/// A write that fails (a full disk, a closed pipe, `/dev/full`) is remembered: messages go on
/// without throwing, and when the command ends a failed standard output or error makes it fail.
final class OutputChannel: Sendable {
    private let descriptor: Int32
    /// The errno of the first write that failed, 0 for none; held while writing, so writes
    /// from several threads do not interleave.
    private let firstFailure = Mutex<Int32>(0)
    /// What to call the stream in messages ("standard output").
    let name: String
    /// Whether the stream is a terminal.
    let isTerminal: Bool
    /// The stream's file descriptor.
    var fileDescriptor: Int32 { descriptor }

    init(handle: FileHandle, name: String = "the output") {
        self.descriptor = handle.fileDescriptor
        self.name = name
        self.isTerminal = isatty(handle.fileDescriptor) == 1
    }

    /// Writes text as UTF-8.
    func write(_ text: String) { write(Data(text.utf8)) }

    /// Writes bytes; a failure is remembered for the end of the command (see `failure`).
    func write(_ data: Data) { try? writeChecked(data) }

    /// Writes bytes, throwing when the stream cannot take them (a closed pipe, a full disk).
    func writeChecked(_ data: Data) throws {
        try firstFailure.withLock { (firstFailure: inout Int32) throws(OutputFailure) in
            let code = FileWriting.writeAll(data, to: descriptor)
            guard code == 0 else {
                if firstFailure == 0 { firstFailure = code }
                throw OutputFailure(stream: name, errno: code)
            }
        }
    }

    /// The first write that failed, if any.
    var failure: OutputFailure? {
        let code = firstFailure.withLock { $0 }
        return code == 0 ? nil : OutputFailure(stream: name, errno: code)
    }
}

/// Standard output or standard error could not be written.
struct OutputFailure: Error, CustomStringConvertible {
    /// "standard output" or "standard error".
    var stream: String
    /// The system's error number.
    var errno: Int32

    var description: String {
        "cannot write to \(stream): \(String(cString: strerror(errno)).lowercased())"
    }
}
