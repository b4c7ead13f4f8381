import Foundation
import OutdoorDisclosure
import OutdoorModel

/// Every text a trip summary card shows, decided from the disclosed trip and options before drawing.
public struct TripSummaryText: Sendable, Hashable {
    /// The trip's name, trimmed ("Untitled trip" when blank).
    public var title: String
    /// The dates, "2024 MAY 17 – MAY 21"; each end in its own entry's time zone.
    public var dateRange: String
    /// Where the trip went, "Bilbao → Camaleño"; nil when no entry has a place line shown.
    public var route: String?
    /// Entries, days, distance (with two or more entries) and temperature (with weather), in order.
    public var figures: [Figure]
    /// The conditions met, in the order first met, each with the icon of the reading that met it first.
    public var conditions: [WeatherSymbol]
    /// The conditions' names, "Rain · Partly cloudy · Clear"; nil without weather.
    public var conditionsSummary: String?
    /// The credit lines of every weather source summarised, each line once, in the order first met.
    public var weatherAttribution: [String]
    /// The map data's credit line.
    public var mapAttribution: String
    /// Whether the distance follows recorded tracks (the tracks as recorded, straight legs
    /// between) rather than straight lines between the stops.
    public var distanceFollowsTracks = false

    /// One figure of the trip: a big value with a small unit beside it and a caption below.
    public struct Figure: Sendable, Hashable {
        /// What a figure counts or measures.
        public enum Kind: Sendable, Hashable {
            /// How many entries the trip has.
            case entries
            /// Calendar days from the first entry's local date to the last's.
            case days
            /// Great-circle distance along the route through the entries in time order; with
            /// tracks, their recorded distance and the straight legs no track covers.
            case distance
            /// The lowest and highest temperature of the readings (one value when they round alike).
            case temperature
        }

        /// What the figure is.
        public var kind: Kind
        /// The number shown large: "6", "412", "9–19", "-3 to 5".
        public var value: String
        /// The unit beside the value ("km", "mi", "°C", "°F"), or nil.
        public var unit: String?
        /// The caption under the value, in lower case ("entries", "travelled"); drawn in capitals.
        public var caption: String

        /// The figure as words: "6 entries", "5 days", "412 km", "9–19°C".
        public var text: String {
            switch kind {
            case .entries, .days: return "\(value) \(caption)"
            case .distance: return "\(value) \(unit ?? "")"
            case .temperature: return value + (unit ?? "")
            }
        }
    }

    /// The title used when the trip's name is blank.
    public static let untitled = "Untitled trip"

    /// The texts of the summary of `trip` named `title`; with recorded tracks the distance is
    /// theirs as recorded with the legs between (`DisclosedTrip.travelledMetres`).
    public static func make(
        trip: DisclosedTrip, title: String, options: CardOptions,
        mapAttribution: String = MapAttribution.bundledData
    ) -> TripSummaryText {
        let hasTracks = !trip.tracks.isEmpty
        let ordered = trip.entries.map(\.entry)
        let figures = trip.figures
        let trimmed = title.trimmingWhitespace()
        var shown: [Figure] = [
            Figure(
                kind: .entries, value: grouped(figures.entryCount), unit: nil,
                caption: figures.entryCount == 1 ? "entry" : "entries"),
            Figure(
                kind: .days, value: grouped(figures.dayCount), unit: nil,
                caption: figures.dayCount == 1 ? "day" : "days"),
        ]
        if ordered.count > 1 || hasTracks {
            let metres = trip.travelledMetres
            let distance = distanceText(metres, units: options.units)
            shown.append(
                Figure(kind: .distance, value: distance.value, unit: distance.unit, caption: "travelled"))
        }
        if let range = figures.temperatureRange {
            let temperature = temperatureRangeText(range, units: options.units)
            shown.append(
                Figure(
                    kind: .temperature, value: temperature.value, unit: temperature.unit,
                    caption: "temperature"))
        }
        let readings = ordered.compactMap(\.weather)
        let symbols = figures.conditions.compactMap { condition in
            readings.first { $0.symbol.condition == condition }?.symbol
        }
        return TripSummaryText(
            title: trimmed.isEmpty ? untitled : trimmed, dateRange: dateRangeText(ordered),
            route: routeText(trip.entries.map(\.place), isRoundTrip: trip.isRoundTrip), figures: shown,
            conditions: symbols,
            conditionsSummary: figures.conditions.isEmpty
                ? nil : figures.conditions.map(conditionName).joined(separator: " · "),
            weatherAttribution: figures.weatherCredits, mapAttribution: mapAttribution,
            distanceFollowsTracks: hasTracks)
    }

    /// A condition's name with no-break spaces, so a list of them wraps between names only.
    static func conditionName(_ condition: WeatherCondition) -> String {
        condition.summary.replacingOccurrences(of: " ", with: "\u{00A0}")
    }

    /// `entries` in time order, ties broken by id, as the route and the figures take them.
    public static func timeOrder(_ entries: [JournalEntry]) -> [JournalEntry] {
        entries.sorted { $0.isBefore($1) }
    }
}
