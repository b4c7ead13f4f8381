import Foundation
import Synchronization
import TestSupport
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The shared fake server itself: routing, recording, concurrency, another process, stopping.
final class FakeHTTPServerTests: XCTestCase {
    func testUnknownPathsGetA404AndEveryRequestIsRecorded() async throws {
        let server = try FakeHTTPServer()
        defer { server.stop() }
        let response = try await TestClients.client().get(try server.url("/nowhere?x=1&y=%C3%A9"))
        XCTAssertEqual(response.status, 404)
        XCTAssertTrue(String(decoding: response.body, as: UTF8.self).contains("no route for /nowhere"))
        let request = try XCTUnwrap(server.requests.first)
        XCTAssertEqual(request.target, "/nowhere?x=1&y=%C3%A9")
        XCTAssertEqual(request.queryItems.map(\.name), ["x", "y"])
        XCTAssertEqual(request.query("y"), "é")
        XCTAssertEqual(request.header("host"), "127.0.0.1:\(server.port)")
        XCTAssertTrue(server.requests(to: "/elsewhere").isEmpty)
    }

    func testServesConnectionsConcurrently() async throws {
        // Each handler waits until all three requests have arrived; served one at a time, the
        // first would give up after 5 seconds and answer 500.
        let server = try FakeHTTPServer()
        defer { server.stop() }
        let count = 3
        let arrivals = Arrivals()
        server.route("/together") { _ in
            arrivals.arrive()
            return arrivals.waitForAll(count, timeout: 5)
                ? .json(#"{"together":true}"#) : .text("alone", status: 500)
        }
        let client = try TestClients.client(connectTimeout: 10, totalTimeout: 15, attempts: 1)
        let url = try server.url("/together")
        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<count { group.addTask { try await client.get(url).status } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        XCTAssertEqual(statuses, [200, 200, 200])
    }

    func testServesAnotherProcess() throws {
        let curl = URL(fileURLWithPath: "/usr/bin/curl")
        guard FileManager.default.isExecutableFile(atPath: curl.path) else {
            throw XCTSkip("curl is not installed; the other-process check needs it")
        }
        let server = try FakeHTTPServer()
        defer { server.stop() }
        server.route("/ping", response: .json(#"{"pong":true}"#))
        let process = Process()
        process.executableURL = curl
        process.arguments = [
            "-s", "-m", "10", "-A", "curl-test", try server.url("/ping?from=curl").absoluteString,
        ]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        XCTAssertEqual(String(decoding: data, as: UTF8.self), #"{"pong":true}"#)
        XCTAssertEqual(server.requests.first?.query("from"), "curl")
        XCTAssertEqual(server.requests.first?.header("user-agent"), "curl-test")
    }

    func testStoppingEndsPendingDelaysAndRefusesNewConnections() async throws {
        let server = try FakeHTTPServer()
        server.route("/sleepy", response: FakeHTTPResponse.json("{}").delayed(by: 60))
        let client = try TestClients.client(connectTimeout: 30, totalTimeout: 30, attempts: 1)
        let url = try server.url("/sleepy")
        let pending = Task { try await client.get(url) }
        while server.requests.isEmpty { try await Task.sleep(nanoseconds: 10_000_000) }
        server.stop()
        // Any transport error will do: the point is that nothing waits 60 seconds.
        let result = await pending.result
        XCTAssertThrowsError(try result.get())
        server.stop()  // a second stop is harmless
        do {
            _ = try await client.get(url)
            XCTFail("a stopped server must refuse connections")
        } catch {}
    }

    func testResponsesInTurnRepeatTheLast() async throws {
        let server = try FakeHTTPServer()
        defer { server.stop() }
        server.route("/turns", responses: [.text("a", status: 200), .text("b", status: 201)])
        let client = try TestClients.client()
        let url = try server.url("/turns")
        var statuses: [Int] = []
        for _ in 0..<3 { statuses.append(try await client.get(url).status) }
        XCTAssertEqual(statuses, [200, 201, 201])
    }
}

/// Counts requests that reached a handler, so handlers can wait for each other.
private final class Arrivals: Sendable {
    private let count = Mutex(0)

    func arrive() {
        count.withLock { $0 += 1 }
    }

    /// Whether `expected` requests arrived within `timeout` seconds (looking every millisecond).
    func waitForAll(_ expected: Int, timeout: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while count.withLock({ $0 }) < expected {
            guard Date() < deadline else { return false }
            usleep(1000)
        }
        return true
    }
}
