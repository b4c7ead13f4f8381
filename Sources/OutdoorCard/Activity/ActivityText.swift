import Foundation
import OutdoorModel

/// Every text an activity card shows, decided from the track and the options before drawing.
public struct ActivityText: Sendable, Hashable {
    /// The track's name, trimmed.
    public var title: String
    /// The date and times, "2024 MAY 18  09:12–15:40", or "2024 MAY 18 – MAY 19" across days,
    /// in the track's time zone; only the day its file gives for a track without times
    /// ("2010 DEC 14"); nil when it is undated (never the day it was imported).
    public var date: String?
    /// Where it started, as the options allow ("Oñati, Basque Country, ES"); nil when unknown.
    public var place: String?
    /// Distance, moving time (with times), ascent and highest point (with heights), in order.
    public var figures: [Figure]
    /// The weather at the start, frozen at import; nil without.
    public var weather: CardText.Weather?
    /// The map data's credit line.
    public var mapAttribution: String
    /// What the profile's axis says at its ends: "0" and "12.4 km"; its heights "845 m", "1,998 m".
    public var profileLength: String
    public var profileLowest: String?
    public var profileHighest: String?

    /// One figure: a big value with a small unit beside it and a caption below.
    public struct Figure: Sendable, Hashable {
        /// What a figure measures.
        public enum Kind: Sendable, Hashable {
            case distance
            case movingTime
            case ascent
            case highestPoint
        }

        /// What the figure is.
        public var kind: Kind
        /// The number shown large: "12.4", "4:32", "1,234".
        public var value: String
        /// The unit beside it: "km", "h", "m".
        public var unit: String
        /// The caption under it, in lower case ("distance"); drawn in capitals.
        public var caption: String

        /// The figure as words: "12.4 km distance".
        public var text: String { "\(value) \(unit) \(caption)" }
    }

    /// The texts of `track`'s activity card; `place` is the start's place line as the card may show it.
    public static func make(
        _ track: Track, place: String?, options: CardOptions,
        mapAttribution: String = MapAttribution.bundledData
    ) -> ActivityText {
        let figures = track.figures
        let units = options.units
        let distance = distanceText(figures.distanceMetres, units: units)
        var shown = [Figure(kind: .distance, value: distance.value, unit: distance.unit, caption: "distance")]
        if let seconds = figures.movingSeconds {
            let moving = durationText(seconds)
            shown.append(
                Figure(kind: .movingTime, value: moving.value, unit: moving.unit, caption: "moving time"))
        }
        if let ascent = figures.ascentMetres {
            let climb = heightText(ascent, units: units)
            shown.append(Figure(kind: .ascent, value: climb.value, unit: climb.unit, caption: "ascent"))
        }
        if let highest = figures.highest?.elevation {
            let top = heightText(highest, units: units)
            shown.append(
                Figure(kind: .highestPoint, value: top.value, unit: top.unit, caption: "highest point"))
        }
        let weather = track.weather.map { reading -> CardText.Weather in
            let summary = reading.summary.trimmingWhitespace()
            return CardText.Weather(
                temperature: units.formatTemperature(celsius: reading.temperatureCelsius),
                summary: summary.isEmpty ? reading.symbol.condition.summary : summary,
                attribution: reading.source.attribution, symbol: reading.symbol)
        }
        let low = figures.lowest?.elevation.map { heightText($0, units: units) }
        let high = figures.highest?.elevation.map { heightText($0, units: units) }
        let trimmed = track.name.trimmingWhitespace()
        return ActivityText(
            title: trimmed.isEmpty ? "Untitled track" : trimmed, date: dateText(track),
            place: place?.trimmingWhitespace().nilIfEmpty, figures: shown, weather: weather,
            mapAttribution: mapAttribution, profileLength: "\(distance.value) \(distance.unit)",
            profileLowest: low.map { "\($0.value) \($0.unit)" },
            profileHighest: high.map { "\($0.value) \($0.unit)" })
    }

    /// "2024 MAY 18  09:12–15:40" within a day, "2024 MAY 18 – MAY 19" across days (the year
    /// repeated when it changes), in the track's zone; without times the day its file gives,
    /// "2010 DEC 14", and nil when it gives none.
    public static func dateText(_ track: Track) -> String? {
        let zone = track.timeZone
        let range: ClosedRange<Date>
        switch track.dating {
        case .times(let times): range = times
        case .fileDay(let time): return EntryDateFormat.listDate(time, in: zone)
        case .undated: return nil
        }
        let start = EntryDateFormat.listDate(range.lowerBound, in: zone)
        let end = EntryDateFormat.listDate(range.upperBound, in: zone)
        if start == end {
            return "\(start)  \(EntryDateFormat.timeOfDay(range.lowerBound, in: zone))\u{2013}"
                + EntryDateFormat.timeOfDay(range.upperBound, in: zone)
        }
        let startYear = start.prefix { $0 != " " }
        let endYear = end.prefix { $0 != " " }
        return "\(start) \u{2013} \(startYear == endYear ? String(end.dropFirst(endYear.count + 1)) : end)"
    }

    /// A distance as value and unit: ("12.4", "km"), ("7.7", "mi"); whole units from 100.
    public static func distanceText(_ metres: Double, units: UnitSystem) -> (value: String, unit: String) {
        let value = units == .metric ? metres / 1000 : metres / 1609.344
        let unit = units == .metric ? "km" : "mi"
        guard value.isFinite, value >= 0, value < 1e9 else { return ("?", unit) }
        if value < 100 { return (String(format: "%.1f", value), unit) }
        return (TripSummaryText.grouped(Int(value.rounded())), unit)
    }

    /// A duration as value and unit: ("4:32", "h") from an hour, ("45", "min") below.
    public static func durationText(_ seconds: Double) -> (value: String, unit: String) {
        guard seconds.isFinite, seconds >= 0, seconds < 1e9 else { return ("?", "h") }
        let minutes = Int((seconds / 60).rounded())
        if minutes < 60 { return (String(minutes), "min") }
        return ("\(minutes / 60):" + String(format: "%02d", minutes % 60), "h")
    }

    /// A height as value and unit: ("1,234", "m"), ("4,049", "ft").
    public static func heightText(_ metres: Double, units: UnitSystem) -> (value: String, unit: String) {
        let value = units == .metric ? metres : metres / 0.3048
        let unit = units == .metric ? "m" : "ft"
        guard value.isFinite, abs(value) < 1e7 else { return ("?", unit) }
        return (TripSummaryText.grouped(Int(value.rounded())), unit)
    }
}
