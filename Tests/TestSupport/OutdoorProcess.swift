import Foundation
import Synchronization

/// Runs the built `outdoor` executable for end-to-end tests.
public struct OutdoorProcess: Sendable {
    /// What a run printed and how it ended.
    public struct Result: Sendable {
        /// Exit status.
        public var status: Int32
        /// Standard output bytes.
        public var stdout: Data
        /// Standard error as text.
        public var stderr: String
        /// Standard output as text.
        public var output: String { String(decoding: stdout, as: UTF8.self) }
    }

    /// The environment every run gets (plus `extra`): an isolated HOME and no colour.
    public var environment: [String: String]
    /// The folder runs start in.
    public var directory: URL

    /// Makes a runner whose journal and home live in `directory`.
    public init(directory: URL, journal: String? = nil) {
        self.directory = directory
        var env = [
            "HOME": directory.path, "PATH": "/usr/bin:/bin", "NO_COLOR": "1", "TZ": "UTC", "LANG": "C.UTF-8",
            "OUTDOOR_RESOURCES": "",
            // No test may reach the network: lookups go to a closed local port unless a test says otherwise.
            "OUTDOOR_OPEN_METEO_FORECAST_URL": "http://127.0.0.1:9/v1/forecast",
            "OUTDOOR_OPEN_METEO_HISTORICAL_URL": "http://127.0.0.1:9/v1/forecast",
            "OUTDOOR_OPEN_METEO_ARCHIVE_URL": "http://127.0.0.1:9/v1/archive",
            "OUTDOOR_RAINVIEWER_URL": "http://127.0.0.1:9/public/weather-maps.json",
        ]
        env["OUTDOOR_JOURNAL"] = journal ?? directory.appendingPathComponent("journal.sqlite").path
        self.environment = env
    }

    /// The built executable, next to the test bundle in the build folder.
    public static var executable: URL {
        let bundle = URL(fileURLWithPath: CommandLine.arguments.first ?? "")
        var folder = bundle.deletingLastPathComponent()
        for _ in 0..<3 {
            let candidate = folder.appendingPathComponent("outdoor")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder = folder.deletingLastPathComponent()
        }
        return RepositoryRoot.url.appendingPathComponent(".build/debug/outdoor")
    }

    /// Runs `outdoor` with `arguments`; kills it after `timeout` seconds.
    @discardableResult
    public func run(
        _ arguments: [String], stdin: Data? = nil, environment extra: [String: String] = [:],
        timeout: TimeInterval = 60, user: (uid: UInt32, gid: UInt32)? = nil
    ) throws -> Result {
        let process = makeProcess(arguments, environment: extra)
        if let user {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            process.arguments =
                ["--reuid=\(user.uid)", "--regid=\(user.gid)", "--clear-groups", Self.executable.path]
                + arguments
        }
        let out = Pipe()
        let err = Pipe()
        let input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { try? input.fileHandleForWriting.write(contentsOf: stdin) }
        try? input.fileHandleForWriting.close()
        // Read both pipes while the process runs so a full pipe never blocks it.
        let group = DispatchGroup()
        let box = OutputBox()
        Self.readToEnd(out, in: group) { data in box.stdout.withLock { $0 = data } }
        Self.readToEnd(err, in: group) { data in box.stderr.withLock { $0 = data } }
        try Self.wait(for: process, arguments: arguments, timeout: timeout)
        group.wait()
        return Result(
            status: process.terminationStatus, stdout: box.stdout.withLock { $0 },
            stderr: String(decoding: box.stderr.withLock { $0 }, as: UTF8.self))
    }

    /// A process that runs `outdoor` with `arguments` in `directory`, with `environment` plus
    /// `extra`; not started yet.
    func makeProcess(_ arguments: [String], environment extra: [String: String]) -> Process {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        process.environment = environment.merging(extra) { $1 }
        process.currentDirectoryURL = directory
        return process
    }

    /// Reads `pipe` to its end on another thread and hands `store` what it read, within `group`.
    static func readToEnd(_ pipe: Pipe, in group: DispatchGroup, store: @escaping @Sendable (Data) -> Void) {
        group.enter()
        DispatchQueue.global().async {
            store(pipe.fileHandleForReading.readDataToEndOfFile())
            group.leave()
        }
    }

    /// Waits for `process` to end; after `timeout` seconds kills it and throws `ProcessTimeout`.
    static func wait(for process: Process, arguments: [String], timeout: TimeInterval) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(5000) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            throw ProcessTimeout(arguments: arguments, seconds: timeout)
        }
        process.waitUntilExit()
    }
}

/// A run of `outdoor` that did not finish in time (a hang).
public struct ProcessTimeout: Error, CustomStringConvertible {
    public var arguments: [String]
    public var seconds: TimeInterval
    public var description: String {
        "outdoor \(arguments.joined(separator: " ")) did not finish within \(seconds) s"
    }
}

/// A run's standard output and error, filled by the reading threads.
private final class OutputBox: Sendable {
    let stdout = Mutex(Data())
    let stderr = Mutex(Data())
}
