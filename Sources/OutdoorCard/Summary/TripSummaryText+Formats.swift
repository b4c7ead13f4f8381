import Foundation
import OutdoorModel

extension TripSummaryText {
    /// "2024 MAY 17 – MAY 21": the first and last entries' local dates (in time order).
    ///
    /// One date when both fall on the same day; the year is repeated only when it changes
    /// ("2024 DEC 30 – 2025 JAN 02"); an empty string without entries.
    public static func dateRangeText(_ ordered: [JournalEntry]) -> String {
        guard let first = ordered.first, let last = ordered.last else { return "" }
        let start = EntryDateFormat.listDate(first.timestamp, in: first.timeZone)
        let end = EntryDateFormat.listDate(last.timestamp, in: last.timeZone)
        if start == end { return start }
        let startYear = start.prefix { $0 != " " }
        let endYear = end.prefix { $0 != " " }
        let shownEnd = startYear == endYear ? String(end.dropFirst(endYear.count + 1)) : end
        return "\(start) \u{2013} \(shownEnd)"
    }

    /// A distance in metres as a value and a unit: ("412", "km"), ("1,204", "km"), ("3.2", "km"),
    /// as `TripFigures.formatDistance` prints it.
    public static func distanceText(_ metres: Double, units: UnitSystem) -> (value: String, unit: String) {
        let text = TripFigures.formatDistance(max(0, metres.isFinite ? metres : 0), units: units)
        let parts = text.split(separator: " ", maxSplits: 1).map(String.init)
        return (parts.first ?? text, parts.count > 1 ? parts[1] : "")
    }

    /// A whole number with commas between thousands, as the card's English reads: "40,008".
    public static func grouped(_ number: Int) -> String { TripFigures.grouped(number) }

    /// A range of temperatures in °C as a value and a unit: ("9–19", "°C"), ("14", "°F").
    ///
    /// Each end is rounded as the entry cards round it; a range whose ends round alike is one
    /// value, and a range below zero reads "-3 to 5" (a dash between negative numbers is unclear).
    public static func temperatureRangeText(_ range: ClosedRange<Double>, units: UnitSystem) -> (
        value: String, unit: String
    ) {
        let unit = units == .metric ? "°C" : "°F"
        func whole(_ celsius: Double) -> String {
            let text = units.formatTemperature(celsius: celsius)
            return text.hasSuffix(unit) ? String(text.dropLast(unit.count)) : text
        }
        let low = whole(range.lowerBound)
        let high = whole(range.upperBound)
        if low == high { return (low, unit) }
        if low.hasPrefix("-") || high.hasPrefix("-") { return ("\(low) to \(high)", unit) }
        return ("\(low)\u{2013}\(high)", unit)
    }

    /// Where the trip went, from the entries' place lines as shown, in time order.
    ///
    /// Each place's first part is used ("Bilbao" of "Bilbao, Basque Country, ES"): "Round trip
    /// from Bilbao" when `isRoundTrip` (it ended where it began, `DisclosedTrip.isRoundTrip`);
    /// otherwise "Bilbao → Camaleño" from the first named place to the last, or, when those two
    /// read the same though the trip ended elsewhere (hidden lines name regions), the places in
    /// the order first reached, "Obalno-kraška · Istria" (at most `routePlaceLimit`); the whole
    /// name when every entry is in one place; nil when no entry has a place line.
    public static func routeText(_ places: [String?], isRoundTrip: Bool) -> String? {
        let names = places.compactMap { $0?.trimmingWhitespace() }.filter { !$0.isEmpty }
        guard let firstName = names.first, let lastName = names.last else { return nil }
        func town(_ name: String) -> String {
            let head = name.split(separator: ",", maxSplits: 1).first.map(String.init) ?? name
            let trimmed = head.trimmingWhitespace()
            return trimmed.isEmpty ? name : trimmed
        }
        let towns = names.map(town)
        if Set(towns).count == 1 && !isRoundTrip { return firstName }
        let first = town(firstName)
        let last = town(lastName)
        if isRoundTrip { return "Round trip from \(first)" }
        if first != last { return "\(first) \u{2192} \(last)" }
        var seen = Set<String>()
        let reached = towns.filter { seen.insert($0).inserted }
        let shown = reached.prefix(routePlaceLimit).joined(separator: " \u{00B7} ")
        return reached.count > routePlaceLimit ? shown + " \u{00B7} \u{2026}" : shown
    }

    /// The most places a route line lists when it cannot say "from → to".
    public static let routePlaceLimit = 3
}
