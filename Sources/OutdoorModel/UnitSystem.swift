/// Units for showing values; stored values are always metric (°C, metres).
public enum UnitSystem: String, CaseIterable, Sendable, Codable {
    case metric
    case imperial

    /// A temperature given in °C, shown rounded to whole degrees: "18°C" or "64°F".
    ///
    /// Never traps: a value no thermometer could show (beyond ±10,000 degrees, or not a
    /// number), which only a damaged journal can hold, is shown as "?°C".
    public func formatTemperature(celsius: Double) -> String {
        switch self {
        case .metric: return "\(Self.wholeText(celsius))°C"
        case .imperial: return "\(Self.wholeText(celsius * 9 / 5 + 32))°F"
        }
    }

    /// The value rounded to a whole number as text, or "?" when it is beyond ±10,000.
    static func wholeText(_ value: Double) -> String {
        guard let whole = roundedInteger(value) else { return "?" }
        return String(whole)
    }

    /// Rounds half away from zero and shows -0 as 0; nil for values beyond ±10,000 or not finite.
    static func roundedInteger(_ value: Double) -> Int? {
        guard value.isFinite, abs(value) < 10_000 else { return nil }
        let r = Int(value.rounded(.toNearestOrAwayFromZero))
        return r == 0 ? 0 : r
    }
}
