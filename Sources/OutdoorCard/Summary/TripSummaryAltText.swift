import Foundation
import OutdoorDisclosure
import OutdoorModel

/// A plain-text description of a trip summary card, for screen readers and the export's page.
///
/// One fact per line: the trip's name; its first and last days; the figures; the weather met
/// with every provider's credit; then the stops in time order (numbered as on the map) with
/// their place, local time and weather. Places are named as `Disclosure` allows: by name, else
/// by coordinates (rounded when approximate, left out when hidden). Months and weekdays are
/// English, whatever the machine's locale, like the rest of the card.
public enum TripSummaryAltText {
    /// The description of the summary of `trip` named `title` under `options`.
    public static func make(trip: DisclosedTrip, title: String, options: CardOptions) -> String {
        make(
            trip: trip, text: TripSummaryText.make(trip: trip, title: title, options: options),
            options: options)
    }

    /// The description of the summary of `trip` from `text`, the texts it shows under `options`
    /// (`RenderedTripSummary.text`).
    public static func make(trip: DisclosedTrip, text: TripSummaryText, options: CardOptions) -> String {
        let ordered = trip.entries.map(\.entry)
        var lines = ["Trip summary: \(text.title)"]
        if let first = ordered.first, let last = ordered.last {
            let start = CardAltText.longDate(first.timestamp, in: first.timeZone)
            let end = CardAltText.longDate(last.timestamp, in: last.timeZone)
            lines.append(start == end ? start : "\(start) to \(end)")
        }
        lines.append(
            figuresSentence(
                text.figures, temperatures: trip.figures.temperatureRange,
                units: options.units, followsTracks: text.distanceFollowsTracks))
        if let conditions = text.conditionsSummary {
            let credits = text.weatherAttribution.map(CardAltText.sentence)
            lines.append(
                (["Weather met: \(plain(conditions).replacingOccurrences(of: " · ", with: ", "))."] + credits)
                    .joined(separator: " "))
        }
        if !ordered.isEmpty {
            lines.append(ordered.count == 1 ? "The stop:" : "Stops in time order:")
            for (index, entry) in trip.entries.enumerated() {
                lines.append("\(index + 1). " + stop(entry, options: options))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` with its no-break spaces as plain spaces.
    static func plain(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{00A0}", with: " ")
    }

    /// The figures as a sentence: "6 entries over 5 days, 412 km travelled between them, …".
    static func figuresSentence(
        _ figures: [TripSummaryText.Figure], temperatures: ClosedRange<Double>?, units: UnitSystem,
        followsTracks: Bool = false
    ) -> String {
        var parts: [String] = []
        let entries = figures.first { $0.kind == .entries }
        let days = figures.first { $0.kind == .days }
        if let entries, let days {
            parts.append("\(entries.text) \(days.value == "1" ? "on" : "over") \(days.text)")
        }
        if let distance = figures.first(where: { $0.kind == .distance }) {
            parts.append(
                followsTracks
                    ? "\(distance.text) travelled (the recorded tracks, and straight lines where none was recorded)"
                    : "\(distance.text) travelled between them (great-circle distance in time order)")
        }
        if let temperatures {
            let low = units.formatTemperature(celsius: temperatures.lowerBound)
            let high = units.formatTemperature(celsius: temperatures.upperBound)
            parts.append(low == high ? "a temperature of \(low)" : "temperatures from \(low) to \(high)")
        }
        return parts.joined(separator: ", ") + "."
    }

    /// One stop: its title, place, local time and weather, separated by semicolons, as its own
    /// card shows them.
    static func stop(_ disclosed: DisclosedEntry, options: CardOptions) -> String {
        let entry = disclosed.entry
        let text = CardText.make(for: disclosed, options: options)
        var parts = [text.title]
        if let location = text.place ?? CardAltText.spoken(text.coordinates) { parts[0] += ": " + location }
        parts.append(CardAltText.longDateTime(entry.timestamp, in: entry.timeZone))
        if let weather = text.weather {
            parts.append("\(weather.summary), \(weather.temperature)")
        }
        return parts.joined(separator: "; ")
    }
}
