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

    /// The entries as `outdoor log --json` prints them; none when no journal was made (where
    /// `log` says "no journal at PATH").
    func logJSON() throws -> [[String: Any]] {
        if journalBytes() == nil { return [] }
        let result = try run(["log", "--json"])
        return try XCTUnwrap(JSONSerialization.jsonObject(with: result.stdout) as? [[String: Any]])
    }

    /// Runs `statement` on the journal with the sqlite3 shell (skips the test without it): to
    /// make rows as an earlier version wrote them.
    func sql(_ statement: String) throws {
        try XCTSkipUnless(
            FileManager.default.isExecutableFile(atPath: "/usr/bin/sqlite3"), "sqlite3 not installed")
        let sqlite = Process()
        sqlite.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        sqlite.arguments = [journal, statement]
        try sqlite.run()
        sqlite.waitUntilExit()
        XCTAssertEqual(sqlite.terminationStatus, 0, statement)
    }

    /// A trip folder: three photos along the south coast of Iceland, a duplicate, a corrupt file,
    /// a photo without GPS and a text file.
    func makeTripFolder() throws -> URL {
        let folder = dir.url.appendingPathComponent("iceland")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("day2"), withIntermediateDirectories: true)
        let stops: [(String, Double, Double, String)] = [
            ("a-reykjavik.jpg", 64.1466, 21.9426, "2024:07:01 09:10:00"),
            ("b-selfoss.jpg", 63.9331, 20.9971, "2024:07:01 14:32:00"),
            ("day2/c-vik.jpg", 63.4186, 19.0060, "2024:07:02 11:05:00"),
        ]
        for (name, lat, lng, time) in stops {
            let exif = FixtureExif(latitude: lat, longitude: lng, longitudeRef: "W", dateTimeOriginal: time)
            try PhotoFixtures.jpeg(width: 96, height: 72, exif: exif).write(
                to: folder.appendingPathComponent(name))
        }
        try FileManager.default.copyItem(
            at: folder.appendingPathComponent("b-selfoss.jpg"),
            to: folder.appendingPathComponent("day2/copy-of-selfoss.jpg"))
        let corrupt = PhotoFixtures.truncated(try PhotoFixtures.jpeg(width: 200, height: 150), keeping: 0.5)
        try corrupt.write(to: folder.appendingPathComponent("d-corrupt.jpg"))
        try PhotoFixtures.jpeg(width: 64, height: 48).write(to: folder.appendingPathComponent("e-no-gps.jpg"))
        try Data("shopping list".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        return folder
    }

}
