import Foundation
import Synchronization

/// A long-running `outdoor` (`outdoor serve`) started by a test: its first line of output,
/// its standard error as it comes, signals, and its end.
public final class RunningOutdoor: Sendable {
    private let process: Process
    private let stderrText = Mutex("")
    private let firstLine = Mutex<String?>(nil)
    private let ended = DispatchGroup()

    init(process: Process) throws {
        self.process = process
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        ended.enter()
        ended.enter()
        let reading = out.fileHandleForReading
        Thread { [self] in
            var line = Data()
            while true {
                let chunk = reading.availableData
                if chunk.isEmpty { break }
                line.append(chunk)
                if let end = line.firstIndex(of: 0x0A), firstLine.withLock({ $0 == nil }) {
                    firstLine.withLock { $0 = String(decoding: line[..<end], as: UTF8.self) }
                }
            }
            ended.leave()
        }.start()
        let errors = err.fileHandleForReading
        Thread { [self] in
            while true {
                let chunk = errors.availableData
                if chunk.isEmpty { break }
                stderrText.withLock { $0 += String(decoding: chunk, as: UTF8.self) }
            }
            ended.leave()
        }.start()
    }

    /// The first line the process printed on standard output, waiting up to `timeout` seconds;
    /// nil when it ended or stayed silent.
    public func firstOutputLine(timeout: Double = 30) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let line = firstLine.withLock({ $0 }) { return line }
            if !process.isRunning { return firstLine.withLock { $0 } }
            usleep(10_000)
        }
        return nil
    }

    /// What the process wrote on standard error so far.
    public var stderr: String { stderrText.withLock { $0 } }

    /// The lines of standard error so far.
    public var stderrLines: [String] { stderr.split(separator: "\n").map(String.init) }

    /// Waits up to `timeout` seconds for a line of standard error that `matches`; nil if none came.
    public func waitForStderrLine(timeout: Double = 10, _ matches: (String) -> Bool) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if let line = stderrLines.first(where: matches) { return line }
            usleep(20_000)
        } while Date() < deadline
        return nil
    }

    /// The process id.
    public var pid: Int32 { process.processIdentifier }

    /// Whether it still runs.
    public var isRunning: Bool { process.isRunning }

    /// Sends `signal` to the process.
    public func send(_ signal: Int32) { Glibc.kill(process.processIdentifier, signal) }

    /// Waits up to `timeout` seconds for the process to end and returns its status; kills it and
    /// returns nil when it does not end in time.
    public func waitForExit(timeout: Double = 30) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(10_000) }
        if process.isRunning {
            Glibc.kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return nil
        }
        process.waitUntilExit()
        _ = ended.wait(timeout: .now() + 5)
        return process.terminationStatus
    }

    /// Ends the process if it still runs (SIGKILL), for test teardown.
    public func kill() {
        if process.isRunning {
            Glibc.kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }
}

extension OutdoorProcess {
    /// Starts `outdoor` with `arguments` and does not wait for it: for commands that run until
    /// stopped (`serve`).
    public func start(_ arguments: [String], environment extra: [String: String] = [:]) throws
        -> RunningOutdoor
    {
        try RunningOutdoor(process: makeProcess(arguments, environment: extra))
    }
}
