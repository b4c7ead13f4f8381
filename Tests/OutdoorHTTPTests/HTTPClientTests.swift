import Foundation
import OutdoorHTTP
import TestSupport
import XCTest

/// The HTTP client against the fake server: headers, time limits, retries, size cap.
final class HTTPClientTests: XCTestCase {
    private var server: FakeHTTPServer?

    override func setUpWithError() throws {
        server = try FakeHTTPServer()
    }

    override func tearDown() {
        server?.stop()
        server = nil
    }

    private func running() throws -> FakeHTTPServer { try XCTUnwrap(server) }

    private func expectError(
        _ call: @autoclosure () async throws -> HTTPResponse, file: StaticString = #filePath,
        line: UInt = #line
    ) async -> HTTPClientError? {
        do {
            let response = try await call()
            XCTFail("expected an error, got HTTP \(response.status)", file: file, line: line)
            return nil
        } catch let error as HTTPClientError {
            return error
        } catch {
            XCTFail("unexpected error type: \(error)", file: file, line: line)
            return nil
        }
    }

    func testSendsTheUserAgentAndReturnsTheBody() async throws {
        let server = try running()
        server.route("/hello", response: .json(#"{"ok":true}"#).adding(header: "X-Test", "yes"))
        let response = try await TestClients.client().get(try server.url("/hello?a=1&b=two%20words"))
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(String(decoding: response.body, as: UTF8.self), #"{"ok":true}"#)
        XCTAssertEqual(response.header("x-test"), "yes")
        XCTAssertEqual(response.header("Content-Type"), "application/json; charset=utf-8")
        XCTAssertEqual(response.attempts, 1)
        let request = try XCTUnwrap(server.requests.first)
        XCTAssertEqual(request.method, "GET")
        XCTAssertEqual(request.path, "/hello")
        XCTAssertEqual(request.query("b"), "two words")
        XCTAssertEqual(request.header("User-Agent"), TestClients.userAgentValue)
        XCTAssertEqual(request.header("accept"), "application/json")
    }

    func testConnectionRefusedOnAClosedPort() async throws {
        let server = try running()
        let url = try server.url("/gone")
        server.stop()
        let error = await expectError(try await TestClients.client().get(url))
        guard case .cannotConnect(let host, let detail) = error else {
            return XCTFail("expected cannotConnect, got \(String(describing: error))")
        }
        XCTAssertEqual(host, "127.0.0.1:\(server.port)")
        XCTAssertEqual(detail, "connection refused")
    }

    func testASlowServerHitsTheConnectTimeout() async throws {
        let server = try running()
        server.route("/slow", response: FakeHTTPResponse.json("{}").delayed(by: 4))
        let client = try TestClients.client(connectTimeout: 0.3, totalTimeout: 6, attempts: 1)
        let error = await expectError(try await client.get(try server.url("/slow")))
        XCTAssertEqual(error, .timedOut(host: "127.0.0.1:\(server.port)", phase: .connect, seconds: 0.3))
    }

    func testABodyThatNeverEndsHitsTheTotalTimeout() async throws {
        let server = try running()
        server.route("/stall", response: FakeHTTPResponse(status: 200, body: Data("{}".utf8), bodyDelay: 4))
        let client = try TestClients.client(connectTimeout: 0.5, totalTimeout: 1.0, attempts: 1)
        let error = await expectError(try await client.get(try server.url("/stall")))
        XCTAssertEqual(error, .timedOut(host: "127.0.0.1:\(server.port)", phase: .total, seconds: 1.0))
    }

    func testTooManyRequestsThenSuccessIsRetried() async throws {
        let server = try running()
        server.route(
            "/limited",
            responses: [
                .json(FakeOpenMeteo.errorBody("Minutely API request limit exceeded."), status: 429),
                .json(#"{"ok":1}"#),
            ])
        let response = try await TestClients.client().get(try server.url("/limited"))
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.attempts, 2)
        XCTAssertEqual(server.requests(to: "/limited").count, 2)
    }

    func testServerErrorsAreRetriedABoundedNumberOfTimes() async throws {
        let server = try running()
        server.route("/broken", response: .text("down", status: 500))
        let response = try await TestClients.client(attempts: 3).get(try server.url("/broken"))
        XCTAssertEqual(response.status, 500)
        XCTAssertEqual(response.attempts, 3)
        XCTAssertEqual(server.requests(to: "/broken").count, 3)
        // Each retryable status is retried; a plain 4xx is not.
        for status in [502, 503, 504] {
            server.route("/s\(status)", response: .text("x", status: status))
            _ = try await TestClients.client(attempts: 2).get(try server.url("/s\(status)"))
            XCTAssertEqual(server.requests(to: "/s\(status)").count, 2, "\(status)")
        }
        for status in [400, 403, 404, 501] {
            server.route("/c\(status)", response: .text("x", status: status))
            let r = try await TestClients.client(attempts: 3).get(try server.url("/c\(status)"))
            XCTAssertEqual(r.status, status)
            XCTAssertEqual(server.requests(to: "/c\(status)").count, 1, "\(status)")
        }
    }

    func testARetryAfterLongerThanTheMaximumWaitEndsTheRetries() async throws {
        let server = try running()
        server.route(
            "/later",
            response: FakeHTTPResponse.text("busy", status: 503).adding(header: "Retry-After", "120"))
        let response = try await TestClients.client(attempts: 5).get(try server.url("/later"))
        XCTAssertEqual(response.status, 503)
        XCTAssertEqual(response.retryAfterSeconds, 120)
        XCTAssertEqual(server.requests(to: "/later").count, 1)
    }

    func testRetriesStopWhenTheTotalTimeWouldRunOut() async throws {
        let server = try running()
        server.route(
            "/wait", response: FakeHTTPResponse.text("busy", status: 503).adding(header: "Retry-After", "1"))
        let client = HTTPClient(
            configuration: try HTTPClientConfiguration(
                userAgent: TestClients.userAgent(), connectTimeout: 0.5, totalTimeout: 0.6,
                retry: RetryPolicy(maxAttempts: 5, initialDelay: 0.01, maxDelay: 2)))
        let response = try await client.get(try server.url("/wait"))
        XCTAssertEqual(response.status, 503)
        XCTAssertEqual(server.requests(to: "/wait").count, 1)
    }

    func testAConnectionClosedMidBodyIsATransportError() async throws {
        let server = try running()
        let body = Data(String(repeating: "x", count: 4000).utf8)
        server.route("/cut", response: FakeHTTPResponse(status: 200, body: body, behavior: .truncateBody))
        let error = await expectError(try await TestClients.client(attempts: 1).get(try server.url("/cut")))
        guard case .transport(let host, _) = error else {
            return XCTFail("expected a transport error, got \(String(describing: error))")
        }
        XCTAssertEqual(host, "127.0.0.1:\(server.port)")
    }

    func testAConnectionClosedWithoutAnswerIsATransportError() async throws {
        let server = try running()
        server.route("/hangup", response: FakeHTTPResponse(behavior: .closeWithoutResponse))
        let error = await expectError(
            try await TestClients.client(attempts: 1).get(try server.url("/hangup")))
        guard case .transport = error else {
            return XCTFail("expected a transport error, got \(String(describing: error))")
        }
    }

    func testAnOversizedBodyIsRefused() async throws {
        let server = try running()
        server.route("/big", response: FakeHTTPResponse(status: 200, body: Data(count: 50_000)))
        let client = try TestClients.client(maximumResponseBytes: 10_000)
        let error = await expectError(try await client.get(try server.url("/big")))
        XCTAssertEqual(error, .responseTooLarge(host: "127.0.0.1:\(server.port)", limit: 10_000))
    }

    func testCancellingTheCallingTaskCancelsTheRequest() async throws {
        let server = try running()
        server.route("/forever", response: FakeHTTPResponse.json("{}").delayed(by: 5))
        let client = try TestClients.client(connectTimeout: 10, totalTimeout: 20, attempts: 1)
        let url = try server.url("/forever")
        let task = Task { try await client.get(url) }
        try await Task.sleep(nanoseconds: 100_000_000)
        task.cancel()
        do {
            _ = try await task.value
            XCTFail("expected cancellation")
        } catch {
            XCTAssertEqual(error as? HTTPClientError, .cancelled)
        }
    }

    func testBinaryBodiesArriveByteForByteWithTheAcceptTheCallerGives() async throws {
        let server = try running()
        var random = SeededRandom(seed: 9)
        let tile = Data((0..<262_144).map { _ in UInt8.random(in: 0...255, using: &random) })
        server.route(
            "/tile.png",
            response: FakeHTTPResponse(status: 200, headers: [("Content-Type", "image/png")], body: tile))
        let response = try await TestClients.client(maximumResponseBytes: 1_000).get(
            try server.url("/tile.png"), headers: ["accept": "image/png"], maximumBytes: 300_000)
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.body, tile)
        XCTAssertEqual(response.header("content-type"), "image/png")
        let request = try XCTUnwrap(server.requests.first)
        XCTAssertEqual(request.header("Accept"), "image/png")
        XCTAssertEqual(request.header("User-Agent"), TestClients.userAgentValue)
    }

    func testACapGivenWithTheCallReplacesTheClientsCap() async throws {
        let server = try running()
        server.route("/body", response: FakeHTTPResponse(status: 200, body: Data(count: 50_000)))
        let client = try TestClients.client(maximumResponseBytes: 1 << 20)
        let error = await expectError(try await client.get(try server.url("/body"), maximumBytes: 10_000))
        XCTAssertEqual(error, .responseTooLarge(host: "127.0.0.1:\(server.port)", limit: 10_000))
        let roomy = try await TestClients.client(maximumResponseBytes: 10).get(
            try server.url("/body"), maximumBytes: 50_000)
        XCTAssertEqual(roomy.body.count, 50_000)
        do {
            _ = try await client.get(try server.url("/body"), maximumBytes: 0)
            XCTFail("a cap of 0 bytes was accepted")
        } catch {
            XCTAssertTrue(error is HTTPConfigurationError, "\(error)")
        }
    }

    func testACompressedBodyIsDecodedAndCappedAtItsDecodedSize() async throws {
        let server = try running()
        let json = Data(("[" + String(repeating: "0,", count: 100_000) + "0]").utf8)
        server.route(
            "/zipped", response: FakeHTTPResponse.json(String(decoding: json, as: UTF8.self)).gzipped())
        let response = try await TestClients.client().get(try server.url("/zipped"))
        XCTAssertEqual(response.body, json)
        XCTAssertLessThan(server.requests.count, 2)
        // A body that is small on the wire but large once decoded still meets the cap.
        let error = await expectError(
            try await TestClients.client(attempts: 1).get(try server.url("/zipped"), maximumBytes: 50_000))
        XCTAssertEqual(error, .responseTooLarge(host: "127.0.0.1:\(server.port)", limit: 50_000))
    }

    func testARedirectIsFollowed() async throws {
        let server = try running()
        server.route(
            "/old", response: FakeHTTPResponse(status: 302, headers: [("Location", "/new")], body: Data()))
        server.route("/new", response: .json(#"{"moved":true}"#))
        let response = try await TestClients.client().get(try server.url("/old"))
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(String(decoding: response.body, as: UTF8.self), #"{"moved":true}"#)
        XCTAssertEqual(server.requests(to: "/new").count, 1)
    }

    func testARedirectToAnotherPortOrHostIsNotFollowed() async throws {
        // Issue 30, item 12: a catalog moved to another port was fetched and still credited.
        let server = try running()
        let other = try FakeHTTPServer()
        defer { other.stop() }
        other.route("/moved", response: .json(#"{"elsewhere":true}"#))
        for location in [try other.url("/moved").absoluteString, "http://localhost:\(server.port)/moved"] {
            server.route(
                "/old",
                response: FakeHTTPResponse(status: 301, headers: [("Location", location)], body: Data()))
            let error = await expectError(try await TestClients.client().get(try server.url("/old")))
            XCTAssertEqual(error, .redirectRefused(host: "127.0.0.1:\(server.port)", location: location))
            XCTAssertTrue("\(error.map { "\($0)" } ?? "")".contains(location))
        }
        XCTAssertEqual(other.requests(to: "/moved").count, 0)
    }

    func testRedirectsInACircleEnd() async throws {
        let server = try running()
        server.route(
            "/a", response: FakeHTTPResponse(status: 302, headers: [("Location", "/b")], body: Data()))
        server.route(
            "/b", response: FakeHTTPResponse(status: 302, headers: [("Location", "/a")], body: Data()))
        let error = await expectError(try await TestClients.client().get(try server.url("/a")))
        XCTAssertEqual(error, .transport(host: "127.0.0.1:\(server.port)", detail: "too many redirects"))
    }

    func testManyRequestsAtOnceAllComplete() async throws {
        let server = try running()
        server.route("/n", response: .json(#"{"n":1}"#))
        let client = try TestClients.client()
        let url = try server.url("/n")
        let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<24 { group.addTask { try await client.get(url).status } }
            return try await group.reduce(into: [Int]()) { $0.append($1) }
        }
        XCTAssertEqual(statuses, Array(repeating: 200, count: 24))
        XCTAssertEqual(server.requests(to: "/n").count, 24)
    }

    func testAHeaderThatWouldSplitTheRequestIsRefused() async throws {
        let server = try running()
        server.route("/h", response: .json("{}"))
        do {
            _ = try await TestClients.client().get(try server.url("/h"), headers: ["X-Note": "a\r\nEvil: 1"])
            XCTFail("a header with a line break was sent")
        } catch {
            XCTAssertTrue(error is HTTPConfigurationError, "\(error)")
        }
        XCTAssertTrue(server.requests.isEmpty)
    }

    func testSettingsAreValidated() throws {
        let agent = try TestClients.userAgent()
        XCTAssertEqual(agent.headerValue, TestClients.userAgentValue)
        XCTAssertThrowsError(try UserAgent(name: "out door", version: "1"))
        XCTAssertThrowsError(try UserAgent(name: "outdoor", version: ""))
        XCTAssertThrowsError(try UserAgent(name: "outdoor", version: "1", contact: "me@x.org\r\nEvil: 1"))
        XCTAssertThrowsError(try UserAgent(name: "outdoor", version: "1", contact: "me (at) x.org"))
        XCTAssertThrowsError(try UserAgent(name: "outdoor", version: "1", contact: "jö@x.org"))
        // No contact: only the name and version, naming no address nobody set.
        XCTAssertEqual(try UserAgent(name: "outdoor", version: "1").headerValue, "outdoor/1")
        XCTAssertEqual(try UserAgent(name: "outdoor", version: "1", contact: "  ").headerValue, "outdoor/1")
        XCTAssertEqual(
            try UserAgent(name: "outdoor", version: "1", contact: "me@example.org").headerValue,
            "outdoor/1 (+me@example.org)")
        XCTAssertThrowsError(try HTTPClientConfiguration(userAgent: agent, connectTimeout: 0))
        XCTAssertThrowsError(try HTTPClientConfiguration(userAgent: agent, totalTimeout: .infinity))
        XCTAssertThrowsError(try HTTPClientConfiguration(userAgent: agent, maximumResponseBytes: 0))
        XCTAssertThrowsError(try RetryPolicy(maxAttempts: 0, initialDelay: 1, maxDelay: 2))
        XCTAssertThrowsError(try RetryPolicy(maxAttempts: 11, initialDelay: 1, maxDelay: 2))
        XCTAssertThrowsError(try RetryPolicy(maxAttempts: 3, initialDelay: 3, maxDelay: 2)) {
            XCTAssertTrue("\($0)".contains("initialDelay"))
        }
    }

    func testBackoffDoublesIsCappedAndJittered() throws {
        let policy = try RetryPolicy(maxAttempts: 6, initialDelay: 1, maxDelay: 5)
        XCTAssertEqual(policy.delay(beforeRetry: 1, randomUnit: 1), 1)
        XCTAssertEqual(policy.delay(beforeRetry: 2, randomUnit: 1), 2)
        XCTAssertEqual(policy.delay(beforeRetry: 3, randomUnit: 1), 4)
        XCTAssertEqual(policy.delay(beforeRetry: 4, randomUnit: 1), 5)
        XCTAssertEqual(policy.delay(beforeRetry: 40, randomUnit: 1), 5)
        XCTAssertEqual(policy.delay(beforeRetry: 3, randomUnit: 0), 2)
        XCTAssertEqual(policy.delay(beforeRetry: 3, randomUnit: 0.5), 3)
        XCTAssertEqual(policy.delay(beforeRetry: 3, randomUnit: .nan), 4)
        XCTAssertEqual(RetryPolicy.standard.maxAttempts, 3)
        XCTAssertTrue(policy.isRetryable(status: 429))
        XCTAssertFalse(policy.isRetryable(status: 400))
    }
}
