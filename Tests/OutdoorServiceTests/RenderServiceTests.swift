import Foundation
import OutdoorCard
import OutdoorHTTPServer
import OutdoorService
import Synchronization
import TestSupport
import XCTest

/// The render service's HTTP rules on a real server on 127.0.0.1, over a backend that draws
/// nothing but waits as it is told: methods, sizes, routes, the token, ETags and 304, the
/// cache rules, the queue's 503 and the time limit.
final class RenderServiceTests: XCTestCase {
    /// A backend whose "card" is the route's id, drawn in `delay` seconds; "missing" is a 404.
    struct FakeBackend: ServiceBackend {
        var delay: Double = 0
        let renders = Counter()

        func plan(_ route: ServiceRoute, query: ServiceQuery) throws -> ServicePlan<String> {
            guard case .entry(let id, _) = route else { throw ServiceFailure(status: 404, "no such thing") }
            if id == "missing" { throw ServiceFailure(status: 404, "no entry 'missing'") }
            if let bad = query.items.first(where: { $0.name != "preset" }) {
                throw ServiceFailure(status: 400, "unknown parameter '\(bad.name)'")
            }
            return ServicePlan(job: id, key: "row of \(id)")
        }

        func makeWorker() {}

        func render(_ job: String, with worker: inout Void) throws -> Data {
            renders.increment()
            if delay > 0 { usleep(useconds_t(delay * 1e6)) }
            return Data("card of \(job)".utf8)
        }
    }

    /// A count shared between threads.
    final class Counter: Sendable {
        private let value = Mutex(0)
        func increment() { value.withLock { $0 += 1 } }
        var count: Int { value.withLock { $0 } }
    }

    /// Discards the log.
    struct Quiet: HTTPServerLog {
        func request(method: String, target: String, status: Int?, milliseconds: Int, note: String?) {}
        func notice(_ message: String) {}
    }

    private func serve(
        _ backend: FakeBackend = FakeBackend(), jobs: Int = 1, queue: Int = 4, timeLimit: Double = 30,
        token: BearerToken? = nil
    ) throws -> UInt16 {
        let configuration = ServiceConfiguration(
            jobs: jobs, queueLimit: queue, timeLimitSeconds: timeLimit, coords: .precise, token: token,
            version: "test 1")
        let service = RenderService(backend: backend, configuration: configuration)
        let server = try HTTPServer(
            address: .loopback(port: 0), handler: service, log: Quiet())
        addTeardownBlock {
            server.stop()
            service.finish()
        }
        return server.address.port
    }

    func testACardCarriesItsETagAndA304AnswersWithoutARender() throws {
        let backend = FakeBackend()
        let port = try serve(backend)
        let first = try LoopbackHTTP.get("/entries/1a2b/card.png?preset=square", port: port)
        XCTAssertEqual(first.status, 200)
        XCTAssertEqual(first.text, "card of 1a2b")
        XCTAssertEqual(first.header("Content-Type"), "image/png")
        XCTAssertEqual(first.header("Cache-Control"), "public, no-cache")
        let tag = try XCTUnwrap(first.header("ETag"))
        let again = try LoopbackHTTP.get(
            "/entries/1a2b/card.png?preset=square", port: port, headers: ["If-None-Match": tag])
        XCTAssertEqual(again.status, 304)
        XCTAssertEqual(again.header("ETag"), tag)
        XCTAssertEqual(again.body.count, 0)
        XCTAssertEqual(backend.renders.count, 1, "the 304 rendered nothing")
        // Another query, another format: other tags.
        let square = try LoopbackHTTP.get("/entries/1a2b/card.jpg?preset=square", port: port)
        XCTAssertEqual(square.header("Content-Type"), "image/jpeg")
        XCTAssertNotEqual(square.header("ETag"), tag)
        // The version in the address makes it immutable; a stale one does not.
        let bare = tag.replacingOccurrences(of: "\"", with: "")
        let pinned = try LoopbackHTTP.get("/entries/1a2b/card.png?preset=square&v=\(bare)", port: port)
        XCTAssertEqual(pinned.header("Cache-Control"), "public, max-age=31536000, immutable")
        XCTAssertEqual(pinned.header("ETag"), tag, "v= is not part of the tag")
        let stale = try LoopbackHTTP.get("/entries/1a2b/card.png?preset=square&v=0123", port: port)
        XCTAssertEqual(stale.header("Cache-Control"), "public, no-cache")
    }

    func testBadRequestsGetA4xxWithAPlainMessage() throws {
        let port = try serve()
        let cases: [(String, String, [String: String], Int, String)] = [
            ("POST", "/entries/1a2b/card.png", [:], 405, "POST is not served: ask with GET"),
            ("GET", "/entries/1a2b/photo.jpg", [:], 404, "no such page: '/entries/1a2b/photo.jpg'"),
            ("GET", "/entries/missing/card.png", [:], 404, "no entry 'missing'"),
            ("GET", "/entries/1a2b/card.png?colour=red", [:], 400, "unknown parameter 'colour'"),
            ("GET", "/entries/1a2b/card.png?preset=a&preset=b", [:], 400, "'preset' is given more than once"),
            (
                "GET", "/entries/1a2b/card.png?" + String(repeating: "x", count: 3000), [:], 414,
                "longer than 2048 bytes"
            ),
            (
                "GET", "/entries/1a2b/card.png", ["X-Big": String(repeating: "y", count: 9000)], 431,
                "longer than 8192"
            ),
            (
                "GET", "/entries/1a2b/card.png?" + (0..<30).map { "p\($0)=1" }.joined(separator: "&"), [:],
                400,
                "more than 24 parameters"
            ),
        ]
        for (method, path, headers, status, message) in cases {
            let response = try LoopbackHTTP.get(path, port: port, headers: headers, method: method)
            XCTAssertEqual(response.status, status, "\(method) \(path.prefix(60))")
            XCTAssertTrue(response.text.contains(message), "\(path.prefix(60)): \(response.text)")
            XCTAssertEqual(response.header("Content-Type"), "text/plain; charset=utf-8")
        }
        XCTAssertEqual(try LoopbackHTTP.get("/x", port: port, method: "DELETE").header("Allow"), "GET, HEAD")
        // Malformed request lines are the library's to refuse, and the service goes on.
        let garbage = try LoopbackHTTP.exchange(Data("NOT HTTP AT ALL\r\n\r\n".utf8), port: port, timeout: 5)
        XCTAssertTrue((400..<500).contains(garbage.status) || garbage.status == 0, "\(garbage.status)")
        XCTAssertEqual(try LoopbackHTTP.get("/healthz", port: port).status, 200)
    }

    func testATokenIsNeededWhenOneIsSet() throws {
        let token = try XCTUnwrap(BearerToken("0123456789abcdef-token"))
        let port = try serve(token: token)
        let refused = try LoopbackHTTP.get("/entries/1a2b/card.png", port: port)
        XCTAssertEqual(refused.status, 401)
        XCTAssertEqual(refused.header("WWW-Authenticate"), "Bearer realm=\"outdoor\"")
        XCTAssertEqual(
            try LoopbackHTTP.get(
                "/entries/1a2b/card.png", port: port,
                headers: ["Authorization": "Bearer 0123456789abcdef-tokeN"]
            ).status, 401)
        let admitted = try LoopbackHTTP.get(
            "/entries/1a2b/card.png", port: port, headers: ["Authorization": "Bearer 0123456789abcdef-token"])
        XCTAssertEqual(admitted.status, 200)
        XCTAssertEqual(admitted.header("Cache-Control"), "private, no-cache", "a shared cache keeps none")
        XCTAssertEqual(try LoopbackHTTP.get("/healthz", port: port).status, 200, "health needs no token")
    }

    func testBeyondTheQueueRequestsGet503WithRetryAfter() throws {
        // One job rendering for half a second and two waiting: of eight at once, five are turned away.
        let port = try serve(FakeBackend(delay: 0.5), jobs: 1, queue: 2)
        let statuses = Mutex<[Int]>([])
        let retryAfter = Mutex<Set<String>>([])
        let group = DispatchGroup()
        for index in 0..<8 {
            group.enter()
            // A thread each, so all eight are in flight at once whatever the cores.
            Thread {
                let response = try? LoopbackHTTP.get("/entries/e\(index)/card.png", port: port)
                statuses.withLock { $0.append(response?.status ?? 0) }
                if let value = response?.header("Retry-After") {
                    retryAfter.withLock { _ = $0.insert(value) }
                }
                group.leave()
            }.start()
        }
        group.wait()
        let counts = Dictionary(grouping: statuses.withLock { $0 }, by: { $0 }).mapValues(\.count)
        XCTAssertEqual(counts[200], 3, "\(counts)")
        XCTAssertEqual(counts[503], 5, "\(counts)")
        XCTAssertEqual(retryAfter.withLock { $0 }, ["2"])
    }

    func testARequestPastTheTimeLimitGets503() throws {
        let port = try serve(FakeBackend(delay: 1.0), timeLimit: 0.3)
        let started = Date()
        let response = try LoopbackHTTP.get("/entries/slow/card.png", port: port)
        XCTAssertEqual(response.status, 503)
        XCTAssertTrue(response.text.contains("time limit (0.3 s)"), response.text)
        XCTAssertLessThan(
            Date().timeIntervalSince(started), 0.9, "answered at the limit, not after the render")
    }
}
