import Foundation

/// The figures of a trip: entries, days, distance along the route, temperatures, conditions met.
public struct TripFigures: Equatable, Sendable {
    /// How many entries.
    public var entryCount: Int
    /// Calendar days from the first entry's local date to the last's, inclusive.
    public var dayCount: Int
    /// Great-circle distance along the route through the entries in time order, in metres.
    public var distanceMetres: Double
    /// Lowest and highest temperature of the readings, in °C (nil without readings).
    public var temperatureRange: ClosedRange<Double>?
    /// The weather conditions met, in the order first met.
    public var conditions: [WeatherCondition]
    /// The weather sources of the readings summarised, in the order first met.
    public var weatherSources: [WeatherSource]

    /// The credit lines of `weatherSources`, each once (two sources may share a credit, as
    /// Open-Meteo's forecast and archive do), in the order first met.
    public var weatherCredits: [String] { Self.eachOnce(weatherSources.flatMap(\.attribution)) }

    /// `lines` without repeats or empty lines, in the order first met: credits said once.
    public static func eachOnce(_ lines: [String]) -> [String] {
        var seen: [String] = []
        for line in lines where !line.isEmpty && !seen.contains(line) { seen.append(line) }
        return seen
    }

    /// Computes the figures of `entries` (any order; the route follows time).
    public init(entries: [JournalEntry]) {
        let ordered = entries.sorted { $0.isBefore($1) }
        entryCount = ordered.count
        distanceMetres = zip(ordered, ordered.dropFirst()).reduce(0) {
            $0 + $1.0.coordinate.distance(to: $1.1.coordinate)
        }
        let temperatures = ordered.compactMap { $0.weather?.temperatureCelsius }.filter(\.isFinite)
        if let low = temperatures.min(), let high = temperatures.max() {
            temperatureRange = low...high
        } else {
            temperatureRange = nil
        }
        var seen: [WeatherCondition] = []
        var sources: [WeatherSource] = []
        for reading in ordered.compactMap(\.weather) {
            if !seen.contains(reading.symbol.condition) { seen.append(reading.symbol.condition) }
            if !sources.contains(reading.source) { sources.append(reading.source) }
        }
        conditions = seen
        weatherSources = sources
        if let first = ordered.first, let last = ordered.last {
            dayCount = Self.days(from: first, to: last)
        } else {
            dayCount = 0
        }
    }

    /// Days between two entries' local calendar dates, inclusive.
    static func days(from first: JournalEntry, to last: JournalEntry) -> Int {
        func dayNumber(_ entry: JournalEntry) -> Int {
            EntryDateFormat.localDayNumber(entry.timestamp, in: entry.timeZone)
        }
        return max(1, dayNumber(last) - dayNumber(first) + 1)
    }

    /// "412 km", "25,404 km" or "256 mi" (whole units with commas between thousands; one
    /// decimal below 10): the one way a trip's distance is printed.
    public static func formatDistance(_ metres: Double, units: UnitSystem) -> String {
        let value = units == .metric ? metres / 1000 : metres / 1609.344
        let unit = units == .metric ? "km" : "mi"
        guard value.isFinite, abs(value) < 1e12 else { return "? \(unit)" }
        if value < 10 { return String(format: "%.1f", value) + " " + unit }
        return "\(grouped(Int(value.rounded()))) \(unit)"
    }

    /// A whole number with commas between thousands, as the program's English reads: "40,008".
    public static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return number < 0 ? "-" + out : out
    }
}
