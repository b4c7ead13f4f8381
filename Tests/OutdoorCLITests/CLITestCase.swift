import Foundation
import OutdoorModel
import TestSupport
import XCTest

/// Base for end-to-end tests: a temporary folder and journal, and the built `outdoor` binary.
class CLITestCase: XCTestCase {
    var dir: TemporaryDirectory!
    var cli: OutdoorProcess!
    var journal: String { cli.environment["OUTDOOR_JOURNAL"] ?? "" }

    override func setUpWithError() throws {
        dir = try TemporaryDirectory(prefix: "outdoor-cli")
        cli = OutdoorProcess(directory: dir.url)
    }

    override func tearDown() {
        cli = nil
        dir = nil
    }

    /// Runs `outdoor`, asserting the exit status.
    @discardableResult
    func run(
        _ arguments: [String], status: Int32 = 0, stdin: Data? = nil, env: [String: String] = [:],
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> OutdoorProcess.Result {
        let result = try cli.run(arguments, stdin: stdin, environment: env)
        XCTAssertEqual(
            result.status, status, "outdoor \(arguments.joined(separator: " ")): \(result.stderr)",
            file: file,
            line: line)
        return result
    }

    /// Writes `data` to a file in the test folder and returns its path.
    func write(_ data: Data, _ name: String) throws -> String {
        let path = dir.path(name)
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Adds an entry with explicit place and time and returns its id.
    @discardableResult
    func addEntry(
        title: String = "Morning walk", lat: Double = 60.3913, lng: Double = 5.3221,
        at: String = "2024-06-14T08:42",
        extra: [String] = []
    ) throws -> String {
        let result = try run(
            ["add", "--title", title, "--lat", "\(lat)", "--lng", "\(lng)", "--at", at, "--no-weather"]
                + extra)
        return result.output.split(separator: "\n").first.map(String.init) ?? ""
    }

    /// The journal's bytes, to check a failed command left it as it was.
    func journalBytes() -> Data? { FileManager.default.contents(atPath: journal) }

    /// The entries as `outdoor log --json` prints them.
    func logJSON() throws -> [[String: Any]] {
        let result = try run(["log", "--json"])
        return try XCTUnwrap(JSONSerialization.jsonObject(with: result.stdout) as? [[String: Any]])
    }
}
