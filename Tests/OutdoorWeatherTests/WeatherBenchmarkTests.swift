import Foundation
import OutdoorModel
import TestSupport
import XCTest

@testable import OutdoorWeather

/// Prints lookup and solar-position figures; runs only when OUTDOOR_BENCHMARK=1.
///
///     OUTDOOR_BENCHMARK=1 swift test -c release --filter WeatherBenchmarkTests
///
/// It asserts correctness only, never speed: the figures are for a person to read.
final class WeatherBenchmarkTests: XCTestCase {
    func testPrintLookupAndSolarFigures() async throws {
        guard ProcessInfo.processInfo.environment["OUTDOOR_BENCHMARK"] == "1" else {
            throw XCTSkip("set OUTDOOR_BENCHMARK=1 to print the weather benchmark figures")
        }
        let server = try FakeHTTPServer()
        defer { server.stop() }
        server.route(FakeHTTPServer.openMeteoForecastPath, response: .json(OpenMeteoFixtures.recentBerlin))
        let provider = try TestClients.provider(server)
        let instant = Date(timeIntervalSince1970: 1_718_352_600)  // 2024-06-14T08:10:00Z
        let request = WeatherRequest(
            coordinate: Coordinate(latitude: 52.52, longitude: 13.41), instant: instant,
            now: instant.addingTimeInterval(86_400))
        _ = try await provider.lookUp(request)  // warm up the session

        let count = 200
        var start = ProcessInfo.processInfo.systemUptime
        for _ in 0..<count { _ = try await provider.lookUp(request) }
        let sequential = ProcessInfo.processInfo.systemUptime - start

        start = ProcessInfo.processInfo.systemUptime
        let results = await WeatherBatch.lookUp(
            Array(repeating: request, count: count), using: provider, concurrency: 4, spacing: 0)
        let batch = ProcessInfo.processInfo.systemUptime - start
        XCTAssertEqual(results.filter { (try? $0.get()) != nil }.count, count)

        let positions = 100_000
        start = ProcessInfo.processInfo.systemUptime
        var daylight = 0
        for i in 0..<positions {
            let p = SolarPosition(
                date: instant.addingTimeInterval(Double(i) * 60), coordinate: request.coordinate)
            if p.isDaylight { daylight += 1 }
        }
        let solar = ProcessInfo.processInfo.systemUptime - start
        XCTAssertGreaterThan(daylight, 0)

        print(
            """
            weather benchmark (fake server on 127.0.0.1, recorded-shape hourly reply):
              \(count) sequential lookups: \(format(sequential * 1000)) ms, \(format(sequential / Double(count) * 1000)) ms each
              \(count) lookups, WeatherBatch concurrency 4: \(format(batch * 1000)) ms
              SolarPosition: \(format(solar / Double(positions) * 1e9)) ns each (\(positions) positions)
            """)
    }

    private func format(_ value: Double) -> String { String(format: "%.2f", value) }
}
