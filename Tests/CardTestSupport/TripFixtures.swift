import Foundation
import OutdoorCard
import OutdoorModel
import TestSupport

/// Trips for the summary card tests: the sample journal's Basque Country trip and its variants.
public enum TripFixtures {
    /// The trip's name in the sample journal.
    public static let basqueTitle = "Basque Country, May 2024"

    /// A trip stop: an entry with its own id (`number` makes it unique).
    public static func stop(
        _ number: Int, _ title: String, _ local: String, _ latitude: Double, _ longitude: Double,
        _ place: String?,
        _ weather: WeatherReading?, timeZone: String = "Europe/Madrid"
    ) -> JournalEntry {
        CardFixtures.entry(
            title: title, local: local, timeZone: timeZone,
            coordinate: Coordinate(latitude: latitude, longitude: longitude), place: place, weather: weather,
            note: nil, id: String(format: "00000000-0000-4000-8000-%012d", number))
    }

    /// The sample journal's trip: Bilbao, Otzarreta, Arantzazu, the farm, Anboto, Fuente Dé.
    public static let basque: [JournalEntry] = [
        stop(
            1, "Rain on the Nervión", "2024-05-17T19:40:00", 43.2590, -2.9236, "Bilbao, Basque Country, ES",
            CardFixtures.reading(63, 14.2)),
        stop(
            2, "Beech forest stream at Otzarreta", "2024-05-18T09:15:00", 43.0478, -2.6713,
            "Zeanuri, Basque Country, ES", CardFixtures.reading(2, 12.4)),
        stop(
            3, "Dandelion meadow below Arantzazu", "2024-05-18T16:30:00", 42.9790, -2.3980,
            "Oñati, Basque Country, ES", CardFixtures.reading(1, 19.1)),
        stop(
            4, "Farmhouse welcome committee", "2024-05-19T11:05:00", 43.0330, -2.4140,
            "Aretxabaleta, Basque Country, ES", CardFixtures.reading(3, 15.3)),
        stop(
            5, "Last light on Anboto", "2024-05-19T21:55:00", 43.0890, -2.6000, "Abadiño, Basque Country, ES",
            CardFixtures.reading(0, 11.6, day: false)),
        stop(
            6, "Fuente Dé to the high pastures", "2024-05-21T13:10:00", 43.1583, -4.8042,
            "Camaleño, Cantabria, ES", CardFixtures.reading(2, 8.7)),
    ]

    /// The same trip with no weather looked up for any stop.
    public static var basqueWithoutWeather: [JournalEntry] {
        basque.map { entry in
            var entry = entry
            entry.weather = nil
            return entry
        }
    }

    /// The trip's first evening alone.
    public static var oneEntry: [JournalEntry] { [basque[0]] }

    /// The trip with readings from three providers, the archive among them, and every kind of weather.
    public static var mixedSources: [JournalEntry] {
        let readings: [WeatherReading?] = [
            CardFixtures.reading(95, 17.0), CardFixtures.reading(45, 9.0, source: .openMeteoArchive),
            CardFixtures.reading(73, -2.4, source: .metNorway), CardFixtures.reading(66, 1.0),
            CardFixtures.reading(55, 6.0, day: false, source: .metNorway), CardFixtures.reading(81, 12.0),
        ]
        var entries = zip(basque, readings).map { entry, reading -> JournalEntry in
            var entry = entry
            entry.weather = reading
            return entry
        }
        var windy = stop(
            7, "Wind on the Cantabrian coast", "2024-05-22T10:00:00", 43.4623, -3.8100,
            "Santander, Cantabria, ES",
            WeatherReading(summary: "Gusty", temperatureCelsius: 13, symbol: .wind, source: .appleWeather))
        windy.note = nil
        entries.append(windy)
        return entries
    }
}
