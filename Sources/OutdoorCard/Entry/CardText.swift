import Foundation
import OutdoorDisclosure
import OutdoorModel

/// Every text a card shows, decided from the disclosed entry and the options before any drawing.
public struct CardText: Sendable, Hashable {
    /// The date and local time, "2025 JUN 14  08:42", in the entry's time zone.
    public var date: String
    /// The entry's title.
    public var title: String
    /// The place line as disclosed, when there is one.
    public var place: String?
    /// The coordinates as disclosed ("40.01499° N, 105.27055° W", "≈ 40.0° N, …"), or nil.
    public var coordinates: String?
    /// The weather shown, or nil without weather.
    public var weather: Weather?
    /// The note, trimmed; nil when there is none.
    public var note: String?
    /// The map data's credit line (with the radar's credit when the map shows radar).
    public var mapAttribution: String

    /// The credit lines the card shows: the weather's provider, then the map's.
    public var credits: [String] { (weather?.attribution ?? []) + [mapAttribution] }
    /// What the map's radar shows, for the alt text ("Radar: precipitation at 08:40 CEST, from
    /// RainViewer."), or nil when it shows none.
    public var radar: String?

    /// The texts of the weather card.
    public struct Weather: Sendable, Hashable {
        /// The temperature in the chosen units, "18°C" or "64°F".
        public var temperature: String
        /// The summary, "Partly cloudy".
        public var summary: String
        /// The provider's credit lines, shown directly under the reading (one or two).
        public var attribution: [String]
        /// The icon to draw.
        public var symbol: WeatherSymbol
    }

    /// The texts of `disclosed`'s card under `options`, its map showing `radar` if given.
    public static func make(
        for disclosed: DisclosedEntry, options: CardOptions,
        mapAttribution: String = MapAttribution.bundledData,
        radar: RadarFrameInfo? = nil
    ) -> CardText {
        let entry = disclosed.entry
        let weather = entry.weather.map { reading -> Weather in
            let summary = reading.summary.trimmingWhitespace()
            return Weather(
                temperature: options.units.formatTemperature(celsius: reading.temperatureCelsius),
                summary: summary.isEmpty ? reading.symbol.condition.summary : summary,
                attribution: reading.source.attribution, symbol: reading.symbol)
        }
        return CardText(
            date: EntryDateFormat.cardDateTime(entry.timestamp, in: entry.timeZone),
            title: entry.title.trimmingWhitespace(),
            place: disclosed.place?.trimmingWhitespace().nilIfEmpty,
            coordinates: disclosed.coordinates,
            weather: weather,
            note: entry.note?.trimmingWhitespace().nilIfEmpty,
            mapAttribution: radar.map { mapAttribution + " · " + $0.source.attribution } ?? mapAttribution,
            radar: radar.map {
                "Radar: precipitation at \(radarTime($0, for: entry)), from \($0.source.name)."
            })
    }

    /// A radar frame's time as the card shows it: "08:40 CEST", in the entry's time zone.
    public static func radarTime(_ frame: RadarFrameInfo, for entry: JournalEntry) -> String {
        EntryDateFormat.timeOfDay(frame.time, in: entry.timeZone) + " "
            + EntryDateFormat.zoneLabel(frame.time, in: entry.timeZone)
    }
}
