import Foundation
import OutdoorModel
import Synchronization
import XCTest

@testable import OutdoorWeather

/// `outdoor weather fill`'s many lookups: order, bounded concurrency, stopping at the limit.
final class WeatherBatchTests: XCTestCase {
    private func requests(_ count: Int) -> [WeatherRequest] {
        (0..<count).map {
            WeatherRequest(
                coordinate: Coordinate(latitude: Double($0), longitude: 0),
                instant: Date(timeIntervalSince1970: 1_700_000_000),
                now: Date(timeIntervalSince1970: 1_700_000_000))
        }
    }

    func testResultsKeepTheRequestOrderAndConcurrencyStaysBounded() async throws {
        let provider = ScriptedProvider(hold: 0.05)
        let progress = ProgressLog()
        let results = await WeatherBatch.lookUp(
            requests(7), using: provider, concurrency: 2, spacing: 0,
            progress: { index, _ in progress.record(index) })
        XCTAssertEqual(results.count, 7)
        for (index, result) in results.enumerated() {
            XCTAssertEqual(try result.get().reading.temperatureCelsius, Double(index))
        }
        XCTAssertEqual(provider.calls, 7)
        XCTAssertLessThanOrEqual(provider.maximumInFlight, 2)
        XCTAssertEqual(progress.indices.sorted(), Array(0..<7))
    }

    func testConcurrencyIsClampedToOneThroughFour() async {
        let wide = ScriptedProvider(hold: 0.05)
        _ = await WeatherBatch.lookUp(requests(10), using: wide, concurrency: 100, spacing: 0)
        XCTAssertLessThanOrEqual(wide.maximumInFlight, WeatherBatch.maximumConcurrency)
        let narrow = ScriptedProvider(hold: 0.01)
        _ = await WeatherBatch.lookUp(requests(4), using: narrow, concurrency: 0, spacing: 0)
        XCTAssertEqual(narrow.maximumInFlight, 1)
    }

    func testReachingTheRateLimitStopsSendingTheRest() async throws {
        let provider = ScriptedProvider(
            hold: 0, failures: [1: .rateLimited(provider: "Fake", reason: "Daily limit")])
        let results = await WeatherBatch.lookUp(requests(5), using: provider, concurrency: 1, spacing: 0)
        XCTAssertEqual(provider.calls, 2)
        XCTAssertNoThrow(try results[0].get())
        for result in results.dropFirst() {
            XCTAssertThrowsError(try result.get()) {
                XCTAssertEqual(
                    $0 as? WeatherLookupError, .rateLimited(provider: "Fake", reason: "Daily limit"))
            }
        }
    }

    func testOtherFailuresDoNotStopTheBatch() async throws {
        let provider = ScriptedProvider(
            hold: 0,
            failures: [
                0: .timedOut(host: "h", seconds: 1),
                2: .noReadingNearTime(provider: "Fake", instant: Date(), window: 1),
            ])
        let results = await WeatherBatch.lookUp(requests(4), using: provider, concurrency: 2, spacing: 0)
        XCTAssertEqual(provider.calls, 4)
        XCTAssertThrowsError(try results[0].get())
        XCTAssertNoThrow(try results[1].get())
        XCTAssertThrowsError(try results[2].get())
        XCTAssertNoThrow(try results[3].get())
    }

    func testForeignErrorsBecomeLookupErrorsNamingTheProvider() async {
        let result = await WeatherBatch.single(requests(1)[0], provider: ForeignFailureProvider())
        XCTAssertThrowsError(try result.get()) {
            XCTAssertEqual(
                $0 as? WeatherLookupError,
                .failed(provider: "Foreign", cause: ErrorCause(ForeignFailureProvider.KeyExpired())))
            XCTAssertEqual("\($0)", "Foreign: the key has expired")
        }
    }

    func testStartsAreSpacedApart() async {
        let provider = ScriptedProvider(hold: 0)
        _ = await WeatherBatch.lookUp(requests(3), using: provider, concurrency: 4, spacing: 0.05)
        let starts = provider.startTimes
        XCTAssertEqual(starts.count, 3)
        for (earlier, later) in zip(starts, starts.dropFirst()) {
            XCTAssertGreaterThanOrEqual(later - earlier, 0.045)
        }
    }

    func testNoRequestsNoResults() async {
        let results = await WeatherBatch.lookUp([], using: ScriptedProvider(hold: 0))
        XCTAssertTrue(results.isEmpty)
    }
}

/// A provider that answers with the request's latitude as temperature, after `hold` seconds.
private final class ScriptedProvider: WeatherProvider {
    let name = "Fake"
    private let hold: TimeInterval
    private let failures: [Int: WeatherLookupError]
    private struct Log {
        var inFlight = 0
        var maximumInFlight = 0
        var calls = 0
        var startTimes: [TimeInterval] = []
    }
    private let log = Mutex(Log())
    var maximumInFlight: Int { log.withLock { $0.maximumInFlight } }
    var calls: Int { log.withLock { $0.calls } }
    var startTimes: [TimeInterval] { log.withLock { $0.startTimes } }

    init(hold: TimeInterval, failures: [Int: WeatherLookupError] = [:]) {
        self.hold = hold
        self.failures = failures
    }

    func lookUp(_ request: WeatherRequest) async throws -> WeatherLookup {
        log.withLock {
            $0.calls += 1
            $0.inFlight += 1
            $0.maximumInFlight = max($0.maximumInFlight, $0.inFlight)
            $0.startTimes.append(ProcessInfo.processInfo.systemUptime)
        }
        if hold > 0 { try? await Task.sleep(nanoseconds: UInt64(hold * 1e9)) }
        log.withLock { $0.inFlight -= 1 }
        let index = Int(request.coordinate.latitude)
        if let failure = failures[index] { throw failure }
        let reading = WeatherReading(
            summary: "Clear sky", temperatureCelsius: request.coordinate.latitude, symbol: .sunMax,
            wmoCode: 0,
            source: .openMeteo)
        return WeatherLookup(reading: reading, timeZoneIdentifier: nil)
    }
}

/// A provider from outside the module that throws its own error type.
private struct ForeignFailureProvider: WeatherProvider {
    struct KeyExpired: Error, CustomStringConvertible {
        var description: String { "the key has expired" }
    }

    let name = "Foreign"

    func lookUp(_ request: WeatherRequest) async throws -> WeatherLookup { throw KeyExpired() }
}

/// Collects progress callbacks from any thread.
private final class ProgressLog: Sendable {
    private let values = Mutex<[Int]>([])

    func record(_ index: Int) {
        values.withLock { $0.append(index) }
    }

    var indices: [Int] { values.withLock { $0 } }
}
