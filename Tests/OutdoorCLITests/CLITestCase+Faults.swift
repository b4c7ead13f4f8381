import Foundation
import Synchronization
import TestSupport
import XCTest

/// Helpers for the fault campaign's tests: direct SQL on the journal, processes that are
/// interrupted or killed part-way, and `outdoor check`.
extension CLITestCase {
    /// Whether the tests run as root (device nodes and tmpfs mounts need it).
    var isRoot: Bool { getuid() == 0 }

    /// Runs SQL on the journal with the sqlite3 shell, as a hostile or broken world would;
    /// skips the test when sqlite3 is not installed.
    @discardableResult
    func sql(_ statements: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        try XCTSkipUnless(
            FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3"), "sqlite3 not installed")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        process.arguments = [journal, statements]
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let text = out.fileHandleForReading.readDataToEndOfFile()
        let problem = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(
            process.terminationStatus, 0, String(decoding: problem, as: UTF8.self), file: file, line: line)
        return String(decoding: text, as: UTF8.self)
    }

    /// Asserts that `outdoor check` finds nothing wrong with the journal.
    func assertJournalChecksClean(file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try cli.run(["check"])
        XCTAssertEqual(
            result.status, 0, "outdoor check: \(result.stderr)\(result.output)", file: file, line: line)
    }

    /// Starts `outdoor` without waiting for it; its standard error is collected in `log`.
    func start(_ arguments: [String], env: [String: String] = [:], log: RunningLog) throws -> Process {
        let process = Process()
        process.executableURL = OutdoorProcess.executable
        process.arguments = arguments
        process.environment = cli.environment.merging(env) { $1 }
        process.currentDirectoryURL = dir.url
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        let err = Pipe()
        process.standardError = err
        err.fileHandleForReading.readabilityHandler = { handle in log.append(handle.availableData) }
        try process.run()
        return process
    }

    /// Waits up to `seconds` for `condition`; returns whether it became true.
    @discardableResult
    func wait(upTo seconds: TimeInterval, for condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(10_000)
        }
        return condition()
    }

    /// Waits for `process` to end, killing it after `seconds`; returns whether it ended by itself.
    @discardableResult
    func waitForExit(_ process: Process, upTo seconds: TimeInterval) -> Bool {
        let ended = wait(upTo: seconds) { !process.isRunning }
        if !ended {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        return ended
    }

    /// Adds `count` entries with a photo each (a day apart in June 2024) and returns their ids.
    @discardableResult
    func addEntriesWithPhotos(_ count: Int, width: Int = 400, height: Int = 300, trip: String? = nil) throws
        -> [String]
    {
        var ids: [String] = []
        for i in 0..<count {
            let photo = try write(
                try PhotoFixtures.jpeg(width: width + i, height: height), "photo-\(i).jpg")
            ids.append(
                try addEntry(
                    title: "Stop \(i)", lat: 60 + Double(i) / 10,
                    at: String(format: "2024-06-%02dT10:00", i + 1),
                    extra: ["--photo", photo]))
        }
        if let trip {
            try run(["trip", "create", trip])
            try run(["trip", "add", trip] + ids)
        }
        return ids
    }
}

/// Standard error of a running process, collected as it arrives.
final class RunningLog: Sendable {
    private let data = Mutex(Data())

    /// Appends bytes.
    func append(_ bytes: Data) {
        data.withLock { $0.append(bytes) }
    }

    /// Everything so far, as bytes.
    var bytes: Data { data.withLock { $0 } }

    /// Everything so far, as text.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// How many lines so far start with `prefix`.
    func lines(startingWith prefix: String) -> Int {
        text.split(separator: "\n").filter { $0.hasPrefix(prefix) }.count
    }
}
