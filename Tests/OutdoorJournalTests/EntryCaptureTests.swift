import Foundation
import OutdoorJournal
import OutdoorModel
import OutdoorWeather
import Synchronization
import TestSupport
import XCTest

/// A provider that answers from a table and records what it was asked.
final class RecordingProvider: WeatherProvider {
    let name = "Recording"
    let zone: String?
    let failure: WeatherLookupError?
    private let instants = Mutex<[Date]>([])
    /// The instants asked for, in order.
    var asked: [Date] { instants.withLock { $0 } }

    init(zone: String?, failure: WeatherLookupError? = nil) {
        self.zone = zone
        self.failure = failure
    }

    func lookUp(_ request: WeatherRequest) async throws -> WeatherLookup {
        instants.withLock { $0.append(request.instant) }
        if let failure { throw failure }
        let reading = WeatherReading(
            summary: "Overcast", temperatureCelsius: 7, symbol: .cloud, wmoCode: 3, source: .openMeteo,
            observedAt: request.instant)
        return WeatherLookup(reading: reading, timeZoneIdentifier: zone)
    }
}

struct FixedPlace: PlaceResolving {
    var zone: String
    func place(at coordinate: Coordinate) throws -> ResolvedPlace {
        ResolvedPlace(name: "Somewhere", timeZoneIdentifier: zone)
    }
}

final class EntryCaptureTests: XCTestCase {
    let now = Date(timeIntervalSince1970: 1_750_000_000)  // 2025-06-15T15:06:40Z
    let place = Coordinate(latitude: 41.5, longitude: -6.9)

    func capture(zone: String) -> EntryCapture {
        EntryCapture(places: FixedPlace(zone: zone), now: { [now] in now })
    }

    func testTheWeatherServiceNeverMovesAWallClockTime() async throws {
        // The nearest place says Portugal (UTC+1 in summer); the provider answers for Spain (UTC+2).
        // The instant is decided from the offline zone data before the lookup, and stays (issue 17, item 9).
        let provider = RecordingProvider(zone: "Europe/Madrid")
        let local = try XCTUnwrap(LocalDateTime(year: 2025, month: 6, day: 14, hour: 8, minute: 42))
        let prepared = try await capture(zone: "Europe/Lisbon").prepare(
            CaptureRequest(
                title: "Border", coordinate: place, time: .wallClock(local), weather: .lookUp(provider)))
        XCTAssertEqual(prepared.entry.timeZoneIdentifier, "Europe/Lisbon")
        XCTAssertEqual(prepared.entry.timestamp, Date(timeIntervalSince1970: 1_749_886_920))  // 07:42Z
        XCTAssertEqual(provider.asked, [prepared.entry.timestamp])
        XCTAssertNotNil(prepared.entry.weather)
    }

    func testAnExactInstantIsNeverShiftedByTheZone() async throws {
        let provider = RecordingProvider(zone: "Europe/Madrid")
        let instant = Date(timeIntervalSince1970: 1_749_883_320)
        let prepared = try await capture(zone: "Europe/Lisbon").prepare(
            CaptureRequest(
                title: "Exact", coordinate: place, time: .instant(instant), weather: .lookUp(provider)))
        XCTAssertEqual(prepared.entry.timestamp, instant)
        XCTAssertEqual(provider.asked, [instant])
    }

    func testAFailedLookupStillPreparesTheEntryWithANotice() async throws {
        let provider = RecordingProvider(
            zone: nil, failure: .cannotConnect(host: "api.open-meteo.com", detail: "connection refused"))
        let prepared = try await capture(zone: "Europe/Madrid").prepare(
            CaptureRequest(title: "Offline", coordinate: place, weather: .lookUp(provider)))
        XCTAssertNil(prepared.entry.weather)
        XCTAssertNotNil(prepared.weatherFailure)
        XCTAssertTrue(prepared.notices.joined().contains("weather fill"), "\(prepared.notices)")
        XCTAssertEqual(prepared.entry.timestamp, now, "no time given and no photo: now")
    }

    func testHandReadingsUseTheSunForDayOrNight() async throws {
        let night = try XCTUnwrap(LocalDateTime(year: 2025, month: 1, day: 10, hour: 23, minute: 0))
        let prepared = try await capture(zone: "Europe/Madrid").prepare(
            CaptureRequest(
                title: "Night", coordinate: place, time: .wallClock(night),
                weather: .manual(temperature: "-2", condition: "clear")))
        XCTAssertEqual(prepared.entry.weather?.symbol, .moonStars)
        XCTAssertEqual(prepared.entry.weather?.source, .manual)
    }

    func testTimesInTheFutureAreRefused() async throws {
        do {
            _ = try await capture(zone: "UTC").prepare(
                CaptureRequest(
                    title: "Soon", coordinate: place, time: .instant(now.addingTimeInterval(3600)),
                    weather: .skip))
            XCTFail("a future time was accepted")
        } catch let error as CaptureError {
            XCTAssertTrue("\(error)".contains("future"))
        }
    }
}
