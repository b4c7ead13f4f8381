import Foundation
import OutdoorHTTPServer
import Synchronization
import TestSupport
import XCTest

/// The server on libmicrohttpd, on 127.0.0.1 at a port the kernel chooses: replies now and
/// later, decoded queries, the log line of each request, slow senders cut off, headers past
/// the memory limit refused, and a stop that lets the requests in hand finish.
final class HTTPServerTests: XCTestCase {
    /// What the server logged.
    final class Lines: HTTPServerLog {
        let requests = Mutex<[String]>([])
        let notices = Mutex<[String]>([])

        func request(method: String, target: String, status: Int?, milliseconds: Int, note: String?) {
            requests.withLock {
                $0.append(
                    "\(method) \(target) \(status.map(String.init) ?? "-")" + (note.map { " (\($0))" } ?? ""))
            }
        }
        func notice(_ message: String) { notices.withLock { $0.append(message) } }
    }

    /// Answers /now at once, /later from another thread after `delay`, /echo with what it read.
    struct Handler: HTTPServerHandler {
        var delay: Double = 0.05
        func handle(_ request: HTTPServerRequest, reply: HTTPReply) {
            switch request.path {
            case "/now":
                reply.send(.text(200, "now"))
            case "/later":
                DispatchQueue.global().asyncAfter(deadline: .now() + delay) {
                    reply.send(.text(200, "later"))
                }
            case "/echo":
                let query = request.query.map { "\($0.name)=\($0.value ?? "<none>")" }.joined(separator: "&")
                reply.send(
                    .text(200, "\(request.method) \(request.path) \(query) \(request.header("x-test") ?? "")")
                )
            default:
                reply.send(.text(404, "no such page"))
            }
        }
    }

    private func start(
        _ handler: any HTTPServerHandler = Handler(), limits: HTTPServerLimits = HTTPServerLimits()
    )
        throws -> (HTTPServer, Lines)
    {
        let lines = Lines()
        let server = try HTTPServer(
            address: try XCTUnwrap(ListenAddress(parsing: "127.0.0.1:0")), limits: limits, handler: handler,
            log: lines)
        addTeardownBlock { server.stop() }
        return (server, lines)
    }

    func testRepliesNowAndLaterAndLogsEachRequest() throws {
        let (server, lines) = try start()
        XCTAssertNotEqual(server.address.port, 0, "the kernel chose a port")
        let now = try LoopbackHTTP.get("/now", port: server.address.port)
        XCTAssertEqual(now.status, 200)
        XCTAssertEqual(now.text, "now\n")
        XCTAssertEqual(now.header("content-type"), "text/plain; charset=utf-8")
        let later = try LoopbackHTTP.get("/later", port: server.address.port)
        XCTAssertEqual(later.status, 200)
        XCTAssertEqual(later.text, "later\n")
        XCTAssertEqual(try LoopbackHTTP.get("/nothing", port: server.address.port).status, 404)
        // HEAD gets the headers alone.
        let head = try LoopbackHTTP.get("/now", port: server.address.port, method: "HEAD")
        XCTAssertEqual(head.status, 200)
        XCTAssertEqual(head.body.count, 0)
        let deadline = Date().addingTimeInterval(5)
        while lines.requests.withLock({ $0.count }) < 4 && Date() < deadline { usleep(10_000) }
        XCTAssertEqual(
            lines.requests.withLock { $0 },
            ["GET /now 200", "GET /later 200", "GET /nothing 404", "HEAD /now 200"])
    }

    func testQueryAndHeadersAreDecoded() throws {
        let (server, _) = try start()
        let echo = try LoopbackHTTP.get(
            "/echo?preset=square&title=Caf%C3%A9%20%E5%B1%B1&flag", port: server.address.port,
            headers: ["X-Test": "yes"])
        XCTAssertEqual(echo.text, "GET /echo preset=square&title=Café 山&flag=<none> yes\n")
    }

    func testManyConcurrentRequestsAreAllAnswered() throws {
        let (server, _) = try start(Handler(delay: 0.02))
        let port = server.address.port
        let statuses = Mutex<[Int]>([])
        DispatchQueue.concurrentPerform(iterations: 40) { index in
            let response = try? LoopbackHTTP.get(index % 2 == 0 ? "/later" : "/now", port: port)
            statuses.withLock { $0.append(response?.status ?? 0) }
        }
        XCTAssertEqual(statuses.withLock { $0 }, Array(repeating: 200, count: 40))
    }

    func testASlowSenderIsCutOffAtTheHeaderLimit() throws {
        var limits = HTTPServerLimits()
        limits.headerSeconds = 1
        let (server, lines) = try start(limits: limits)
        let request = Data(
            "GET /now HTTP/1.1\r\nHost: x\r\nX-Slow: \(String(repeating: "a", count: 40))\r\n\r\n".utf8)
        let started = Date()
        // 60 pieces a tenth of a second apart: 6 s to send it whole.
        let response = try LoopbackHTTP.exchange(
            request, port: server.address.port, pieces: 60, pause: 0.1, timeout: 10)
        let took = Date().timeIntervalSince(started)
        XCTAssertEqual(response.status, 0, "cut off, never answered")
        XCTAssertLessThan(took, 4, "closed near the 1 s limit, not after the whole trickle")
        let deadline = Date().addingTimeInterval(3)
        while lines.notices.withLock({ $0.isEmpty }) && Date() < deadline { usleep(10_000) }
        XCTAssertTrue(
            lines.notices.withLock { $0 }.contains { $0.contains("no whole request within 1 s") },
            "\(lines.notices.withLock { $0 })")
        // The server still answers others.
        XCTAssertEqual(try LoopbackHTTP.get("/now", port: server.address.port).status, 200)
    }

    func testHeadersPastTheMemoryLimitAreRefused() throws {
        let (server, lines) = try start()
        let huge = String(repeating: "b", count: 100_000)
        let response = try LoopbackHTTP.get(
            "/now", port: server.address.port, headers: ["X-Huge": huge], timeout: 10)
        XCTAssertTrue((400..<500).contains(response.status), "status \(response.status)")
        XCTAssertEqual(try LoopbackHTTP.get("/now", port: server.address.port).status, 200)
        let deadline = Date().addingTimeInterval(3)
        while lines.requests.withLock({ $0.count }) < 2 && Date() < deadline { usleep(10_000) }
        XCTAssertTrue(
            lines.requests.withLock { $0 }.contains { $0.hasPrefix("- /now") || $0.contains("refused") },
            "\(lines.requests.withLock { $0 })")
    }

    func testStopLetsRequestsInHandFinishThenRefusesConnections() throws {
        let (server, _) = try start(Handler(delay: 0.8))
        let port = server.address.port
        let answer = Mutex<LoopbackHTTP.Response?>(nil)
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            answer.withLock { $0 = try? LoopbackHTTP.get("/later", port: port) }
            done.signal()
        }
        let deadline = Date().addingTimeInterval(5)
        while server.requestsInHand == 0 && Date() < deadline { usleep(5000) }
        XCTAssertEqual(server.requestsInHand, 1)
        server.stop()
        done.wait()
        XCTAssertEqual(answer.withLock { $0?.status }, 200, "the request in hand was answered")
        XCTAssertEqual(answer.withLock { $0?.text }, "later\n")
        XCTAssertThrowsError(try LoopbackHTTP.get("/now", port: port, timeout: 2), "no longer listening")
    }

    func testListenAddressesAreReadAndLoopbackKnown() throws {
        XCTAssertEqual(ListenAddress(parsing: "127.0.0.1:8080")?.description, "127.0.0.1:8080")
        XCTAssertEqual(ListenAddress(parsing: "localhost:80")?.host, "127.0.0.1")
        XCTAssertEqual(ListenAddress(parsing: "[::1]:8080")?.isIPv6, true)
        XCTAssertEqual(ListenAddress(parsing: "[::1]:8080")?.isLoopback, true)
        XCTAssertEqual(ListenAddress(parsing: "127.8.9.10:1")?.isLoopback, true)
        XCTAssertEqual(ListenAddress(parsing: "0.0.0.0:8080")?.isLoopback, false)
        XCTAssertEqual(ListenAddress(parsing: "[::]:8080")?.isLoopback, false)
        XCTAssertEqual(ListenAddress(parsing: "192.0.2.1:443")?.isLoopback, false)
        for bad in [
            "8080", "example.org:80", "127.0.0.1:99999", "127.0.0.1:", "[::1]8080", "1.2.3:4",
            "127.0.0.1:+80",
        ] {
            XCTAssertNil(ListenAddress(parsing: bad), bad)
        }
    }

    func testAnAddressInUseIsAClearError() throws {
        let (server, _) = try start()
        let taken = try XCTUnwrap(ListenAddress(parsing: "127.0.0.1:\(server.address.port)"))
        XCTAssertThrowsError(try HTTPServer(address: taken, handler: Handler(), log: Lines())) { error in
            XCTAssertTrue(
                "\(error)".contains("cannot listen on 127.0.0.1:\(server.address.port)"), "\(error)")
        }
    }
}
