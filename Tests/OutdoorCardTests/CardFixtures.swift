import Foundation
import OutdoorCard
import OutdoorDrawing
import OutdoorModel
import TestSupport

/// Inputs shared by the card tests: fonts, the sample photos, and entries with fixed values.
enum CardFixtures {
    /// The repository's Fonts folder.
    static var fontsDirectory: String { RepositoryRoot.url.appendingPathComponent("Fonts").path }

    /// A font library over the bundled fonts only (identical pixels on every machine).
    static func hermeticFonts() throws -> FontLibrary {
        try FontLibrary(fontsDirectory: fontsDirectory, mode: .hermetic)
    }

    /// A renderer with hermetic fonts and the stand-in map.
    static func renderer(map: StandInMap = StandInMap()) throws -> CardRenderer {
        CardRenderer(fonts: try hermeticFonts(), map: map)
    }

    /// The bytes of a photo of the bundled sample journal, such as "forest-stream.jpg".
    static func samplePhoto(_ name: String) throws -> Data {
        try Data(
            contentsOf: RepositoryRoot.url.appendingPathComponent("Sources/OutdoorCLI/SampleJournal/photos")
                .appendingPathComponent(name))
    }

    /// A reading from Open-Meteo: 18.4 °C, partly cloudy, day.
    static let partlyCloudy = WeatherReading(
        summary: "Partly cloudy", temperatureCelsius: 18.4, symbol: .cloudSun, wmoCode: 2, source: .openMeteo)

    /// An entry with fixed values; `local` is the wall-clock time of capture in `timeZone`.
    static func entry(
        title: String = "Beech forest stream at Otzarreta",
        local: String = "2025-06-14T08:42:00", timeZone: String = "Europe/Madrid",
        coordinate: Coordinate = Coordinate(latitude: 43.04781, longitude: -2.67134),
        place: String? = "Zeanuri, Basque Country, ES",
        weather: WeatherReading? = partlyCloudy,
        note: String? = "Moss on every trunk; the stream was loud after yesterday's rain."
    ) -> JournalEntry {
        let timestamp = date(local, timeZone)
        return JournalEntry(
            id: UUID(uuidString: "6F1C2E8A-4B7D-4E0A-9C3B-2D5E8F1A7B90") ?? UUID(), timestamp: timestamp,
            timeZoneIdentifier: timeZone, title: title, coordinate: coordinate, placeName: place,
            weather: weather,
            note: note, photo: nil, createdAt: timestamp, updatedAt: timestamp)
    }
}

extension CardFixtures {
    /// A 900 x 600 RGBA PNG of snowy mountains under a fully transparent sky, with soft edges.
    static func cutOutPNG(width: Int = 900, height: Int = 600) -> Data {
        PhotoFixtures.png(width: width, height: height, colorType: .rgba) { x, y in
            let u = Double(x) / Double(width)
            let v = Double(y) / Double(height)
            let ridge =
                0.42 + 0.14 * sin(u * 2 * Double.pi * 1.3 + 0.6) + 0.06 * sin(u * 2 * Double.pi * 4.1)
                + 0.02 * sin(u * 2 * Double.pi * 11)
            let depth = v - ridge
            let coverage = min(max(depth * Double(height) + 0.5, 0), 1)
            guard coverage > 0 else { return (0, 0, 0, 0) }
            let snow = depth < 0.06 && ridge < 0.4
            let shade = min(max(depth / 0.5, 0), 1)
            let r = snow ? 0.95 : 0.36 - 0.16 * shade
            let g = snow ? 0.96 : 0.45 - 0.18 * shade
            let b = snow ? 0.99 : 0.60 - 0.20 * shade
            func c(_ value: Double) -> UInt16 { UInt16(min(max(value, 0), 1) * 65_535) }
            return (c(r), c(g), c(b), c(coverage))
        }
    }
}
