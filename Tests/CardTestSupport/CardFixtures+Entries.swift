import Foundation
import OutdoorCard
import OutdoorModel
import TestSupport

/// The entries of the golden cards: fixed dates, zones, places and readings.
extension CardFixtures {
    /// `text` as an instant in `zone` ("2024-05-18T16:30:00").
    public static func date(_ text: String, _ zone: String) -> Date {
        let parts = text.split(whereSeparator: { "-T:".contains($0) }).compactMap { Int($0) }
        guard parts.count == 6,
            let local = LocalDateTime(
                year: parts[0], month: parts[1], day: parts[2], hour: parts[3], minute: parts[4],
                second: parts[5]),
            let timeZone = TimeZone(identifier: zone)
        else { return Date(timeIntervalSince1970: 0) }
        return local.date(in: timeZone)
    }

    /// A reading from a WMO code.
    public static func reading(
        _ code: Int, _ celsius: Double, day: Bool = true, source: WeatherSource = .openMeteo
    )
        -> WeatherReading?
    {
        WeatherReading(wmoCode: code, temperatureCelsius: celsius, isDay: day, source: source)
    }

    public static let meadow = entry(
        title: "Dandelion meadow below Arantzazu", local: "2024-05-18T16:30:00", timeZone: "Europe/Madrid",
        coordinate: Coordinate(latitude: 42.97903, longitude: -2.39802), place: "Oñati, Basque Country, ES",
        weather: reading(1, 19.1),
        note: "Seed heads everywhere and a warm wind from the south. Lay in the grass for an hour.")

    public static let aizkorri = entry(
        title: "Aizkorri ridge in autumn", local: "2024-10-26T12:30:00", timeZone: "Europe/Madrid",
        coordinate: Coordinate(latitude: 42.95372, longitude: -2.33604), place: "Zegama, Basque Country, ES",
        weather: reading(80, 10.8),
        note: "Larches turning gold below the limestone. Short showers between long bright spells.")

    public static let picos = entry(
        title: "Fuente Dé to the high pastures", local: "2024-05-21T13:10:00", timeZone: "Europe/Madrid",
        coordinate: Coordinate(latitude: 43.15831, longitude: -4.80422), place: "Camaleño, Cantabria, ES",
        weather: reading(2, 8.7),
        note: "Cable car up, then four hours on the old mine track.")

    public static let anboto = entry(
        title: "Last light on Anboto", local: "2024-05-19T21:55:00", timeZone: "Europe/Madrid",
        coordinate: Coordinate(latitude: 43.08903, longitude: -2.59997), place: "Abadiño, Basque Country, ES",
        weather: reading(0, 11.6, day: false),
        note: "Stayed on the ridge until the sun was gone; headtorches for the way down.")

    public static let farmhouse = entry(
        title: "Farmhouse welcome committee", local: "2024-05-19T11:05:00", timeZone: "Europe/Madrid",
        coordinate: Coordinate(latitude: 43.03301, longitude: -2.41398),
        place: "Aretxabaleta, Basque Country, ES",
        weather: reading(3, 15.3),
        note: "Two spaniels supervised our lunch stop from the window.")

    public static let longTitle = entry(
        title: "Colourful cups on the windowsill of a café by the harbour in Aarhus, after a long morning "
            + "walking the old town in the drizzle",
        local: "2014-04-29T14:25:26", timeZone: "Europe/Copenhagen",
        coordinate: Coordinate(latitude: 56.15612, longitude: 10.20791), place: "Aarhus, Central Jutland, DK",
        weather: reading(53, 11.0), note: "Coffee first, then the museum.")

    public static let longNote = entry(
        title: "Last light on Anboto", local: "2024-05-19T21:55:00", timeZone: "Europe/Madrid",
        coordinate: Coordinate(latitude: 43.08903, longitude: -2.59997), place: "Abadiño, Basque Country, ES",
        weather: reading(0, 11.6, day: false),
        note: """
            Stayed on the ridge until the sun was gone; headtorches for the way down. The path off the \
            summit is steep limestone and polished by a century of boots, so we went slowly and counted \
            the cairns. Halfway down an owl called from the beeches and we stopped to listen.

            Back at the car by eleven, cold and happy. Next time: bring a flask, start an hour earlier, \
            and leave the heavy camera at home because the light up there is better than any lens. We \
            will come back in October when the beeches turn and the ridge is quiet again.
            """)

    /// Emoji as people type them: in the title, and in the note with a ZWJ family, skin tones,
    /// a flag, a keycap and a heart with its variation selector.
    public static let emoji = entry(
        title: "Best pancakes ever 🥞🔥", local: "2024-05-18T09:15:00", timeZone: "Europe/Madrid",
        coordinate: Coordinate(latitude: 43.31834, longitude: -1.98121),
        place: "Donostia / San Sebastián, Basque Country, ES",
        weather: reading(2, 17.2, day: true),
        note: "Breakfast with the whole crew 👨‍👩‍👧‍👦 👍🏽👋🏿 — 🇪🇸 🇯🇵 #1️⃣ in town ❤️")

    public static let noWeather = entry(
        title: "Lunch stop at the farm", local: "2024-05-19T13:20:00", timeZone: "Europe/Madrid",
        coordinate: Coordinate(latitude: 43.03301, longitude: -2.41398),
        place: "Aretxabaleta, Basque Country, ES",
        weather: nil, note: "No forecast looked up for this one.")

    public static let rainInBilbao = entry(
        title: "Rain on the Nervión", local: "2024-05-17T19:40:00", timeZone: "Europe/Madrid",
        coordinate: Coordinate(latitude: 43.25903, longitude: -2.92361), place: "Bilbao, Basque Country, ES",
        weather: reading(63, 14.2),
        note:
            "Arrived in Bilbao in steady rain. Pintxos in the old town, then an early night before the hills."
    )

    public static let aarhus = entry(
        title: "Colourful cups in Aarhus", local: "2014-04-29T14:25:26", timeZone: "Europe/Copenhagen",
        coordinate: Coordinate(latitude: 56.15612, longitude: 10.20791), place: "Aarhus, Central Jutland, DK",
        weather: reading(3, 11.0, source: .metNorway), note: "Location and time read from the photo's EXIF.")

    public static let arabic = entry(
        title: "غروب الشمس فوق جبال وادي رم", local: "2023-11-03T16:48:00", timeZone: "Asia/Amman",
        coordinate: Coordinate(latitude: 29.57592, longitude: 35.41983), place: "Wadi Rum, Aqaba, JO",
        weather: reading(0, 24.6), note: "The sand turned red, then purple, then grey.")

    public static let hebrew = entry(
        title: "זריחה מעל ים המלח", local: "2023-03-12T06:05:00", timeZone: "Asia/Jerusalem",
        coordinate: Coordinate(latitude: 31.46157, longitude: 35.39253),
        place: "Ein Gedi, Southern District, IL",
        weather: reading(1, 17.9), note: "Up before dawn to see the sun rise over the mountains of Moab.")

    public static let cutOut = entry(
        title: "Paper mountains", local: "2024-12-24T10:00:00", timeZone: "Europe/Zurich",
        coordinate: Coordinate(latitude: 46.55799, longitude: 7.83531), place: "Lauterbrunnen, Bern, CH",
        weather: reading(73, -3.4), note: "A cut-out picture with a transparent sky: the card shows through.")

    public static let era5 = entry(
        title: "Arantzazu meadows in the wet spring of 2019", local: "2019-04-13T10:20:00",
        timeZone: "Europe/Madrid", coordinate: Coordinate(latitude: 42.97903, longitude: -2.39802),
        place: "Oñati, Basque Country, ES",
        weather: reading(61, 9.2, source: .openMeteoArchive),
        note: "Weather looked up afterwards from the ERA5 reanalysis.")

    public static let night = entry(
        title: "Stars over the Urkiola pass", local: "2024-08-10T23:40:00", timeZone: "Europe/Madrid",
        coordinate: Coordinate(latitude: 43.10052, longitude: -2.64711), place: "Abadiño, Basque Country, ES",
        weather: reading(2, 16.2, day: false), note: "Perseids: eleven in half an hour.")
}
