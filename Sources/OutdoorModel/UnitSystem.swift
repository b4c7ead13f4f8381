/// Units for showing values; stored values are always metric (°C, metres).
public enum UnitSystem: String, CaseIterable, Sendable, Codable {
    case metric
    case imperial

    /// A temperature given in °C, shown rounded to whole degrees: "18°C" or "64°F".
    public func formatTemperature(celsius: Double) -> String {
        switch self {
        case .metric: return "\(Self.roundedInteger(celsius))°C"
        case .imperial: return "\(Self.roundedInteger(celsius * 9 / 5 + 32))°F"
        }
    }

    /// Rounds half away from zero, and shows -0 as 0.
    static func roundedInteger(_ value: Double) -> Int {
        guard value.isFinite else { return 0 }
        let r = Int(value.rounded(.toNearestOrAwayFromZero))
        return r == 0 ? 0 : r
    }
}
