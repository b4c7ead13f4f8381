import Foundation
import OutdoorModel
import OutdoorStore

/// Builds entry values for store tests.
enum StoreFixtures {
    static let base = Date(timeIntervalSince1970: 1_749_883_320)  // 2025-06-14T06:42:00Z

    static func entry(
        id: UUID = UUID(), title: String = "Morning walk", hoursAgo: Double = 0,
        weather: WeatherReading? = nil,
        photo: PhotoInfo? = nil
    ) -> JournalEntry {
        JournalEntry(
            id: id, timestamp: base.addingTimeInterval(-hoursAgo * 3600), timeZoneIdentifier: "Europe/Oslo",
            title: title, coordinate: Coordinate(latitude: 60.39, longitude: 5.32),
            placeCorrection: "Bergen, Vestland, NO",
            weather: weather, note: "a note", photo: photo, createdAt: base, updatedAt: base)
    }

    static let reading = WeatherReading(
        summary: "Partly cloudy", temperatureCelsius: 14.2, symbol: .cloudSun, wmoCode: 2, source: .openMeteo,
        observedAt: base)

    static func photo(_ bytes: Data) -> PhotoInfo {
        PhotoInfo(
            format: .jpeg, pixelWidth: 4, pixelHeight: 3, byteCount: bytes.count,
            sha256: String(repeating: "ab", count: 32))
    }
}
