import Foundation
import OutdoorCard
import OutdoorDrawing
import OutdoorModel
import TestSupport

/// Inputs shared by the card tests: fonts, the sample photos, and entries with fixed values.
///
/// The real map (`database()`, `mapProvider()`, `renderer()`) is added in OutdoorCardMapTests:
/// the card tests here draw with the stand-in map or none.
public enum CardFixtures {
    /// The repository's Fonts folder.
    public static var fontsDirectory: String { RepositoryRoot.url.appendingPathComponent("Fonts").path }

    /// A font library over the bundled fonts only (identical pixels on every machine).
    public static func hermeticFonts() throws -> FontLibrary {
        try FontLibrary(fontsDirectory: fontsDirectory, mode: .hermetic)
    }

    /// A renderer with hermetic fonts and `map`, for tests about the card's dealings with its map.
    public static func renderer(map: any CardMapProvider) throws -> CardRenderer {
        CardRenderer(fonts: try hermeticFonts(), map: map)
    }

    /// The bytes of a photo of the bundled sample journal, such as "forest-stream.jpg".
    public static func samplePhoto(_ name: String) throws -> Data {
        try Data(
            contentsOf: RepositoryRoot.url.appendingPathComponent("Sources/OutdoorCLI/SampleJournal/photos")
                .appendingPathComponent(name))
    }

    /// A reading from Open-Meteo: 18.4 °C, partly cloudy, day.
    public static let partlyCloudy = WeatherReading(
        summary: "Partly cloudy", temperatureCelsius: 18.4, symbol: .cloudSun, wmoCode: 2, source: .openMeteo)

    /// An entry with fixed values; `local` is the wall-clock time of capture in `timeZone`.
    ///
    /// Its `place` is kept as the entry's place correction: without map data, the line a card
    /// shows (`FixturePlaces` computes none).
    public static func entry(
        title: String = "Beech forest stream at Otzarreta",
        local: String = "2025-06-14T08:42:00", timeZone: String = "Europe/Madrid",
        coordinate: Coordinate = Coordinate(latitude: 43.04781, longitude: -2.67134),
        place: String? = "Zeanuri, Basque Country, ES",
        weather: WeatherReading? = partlyCloudy,
        note: String? = "Moss on every trunk; the stream was loud after yesterday's rain.",
        id: String = "6F1C2E8A-4B7D-4E0A-9C3B-2D5E8F1A7B90"
    ) -> JournalEntry {
        let timestamp = date(local, timeZone)
        return JournalEntry(
            id: UUID(uuidString: id) ?? UUID(), timestamp: timestamp,
            timeZoneIdentifier: timeZone, title: title, coordinate: coordinate, placeCorrection: place,
            weather: weather,
            note: note, photo: nil, createdAt: timestamp, updatedAt: timestamp)
    }
}

/// The real photographs of Tests/Photos, one of each shape (see its PROVENANCE.md).
public enum TestPhotos {
    /// A 2:3 portrait: a drum, a wine bottle and a glass in a room (801 x 1200).
    public static let portrait = "portrait-wine.jpg"
    /// A phone's 9:16 portrait: a nuthatch on a tree trunk, off centre (675 x 1200).
    public static let tallPortrait = "portrait-nuthatch.jpg"
    /// A 16:9 landscape of the same nuthatch (1200 x 675).
    public static let landscape = "landscape-nuthatch.jpg"
    /// A 3:1 panorama: the sky and a far shore through a bridge's cables (1500 x 500).
    public static let panorama = "panorama-bridge.jpg"
    /// A square: a dragonfly on a twig (1000 x 1000).
    public static let square = "square-dragonfly.jpg"
    /// Every shape, in that order.
    public static let all = [portrait, tallPortrait, landscape, panorama, square]

    /// The head of NASA's public-domain portrait of Eileen Collins (170 x 200 PNG).
    public static let face = "face-astronaut.png"
    /// Where the face lies in `face`, in its pixels: forehead to chin, ear to ear.
    public static let faceBox = CGRect(x: 28, y: 30, width: 116, height: 140)

    /// The bytes of `name` in Tests/Photos.
    public static func data(_ name: String) throws -> Data {
        try Data(
            contentsOf: RepositoryRoot.url.appendingPathComponent("Tests/Photos").appendingPathComponent(name)
        )
    }
}
