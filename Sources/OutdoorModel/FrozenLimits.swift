import Foundation

/// The ranges the frozen parts of an entry may hold.
///
/// Every way in (`add`, imports, weather replies) refuses values outside them, the journal
/// refuses to store them, and `outdoor check` reports any it finds; formatting never traps on
/// them either way.
public enum FrozenLimits {
    /// The earliest moment: 0001-01-01T00:00 at UTC+14, the first moment of year 1 anywhere.
    public static let earliestMoment = Date(timeIntervalSince1970: -62_135_596_800 - 14 * 3600)
    /// The latest moment: 9999-12-31T23:59:59 at UTC-12, the last moment of year 9999 anywhere.
    public static let latestMoment = Date(timeIntervalSince1970: 253_402_300_799 + 12 * 3600)
    /// Temperatures a frozen reading may hold, in °C (wider than any measured on Earth, so a
    /// model's extreme value still fits; readings typed or imported are held to `ManualWeather`'s).
    public static let temperatureCelsius: ClosedRange<Double> = -100...100

    /// Altitudes a frozen moment may hold, in metres (the journal's own CHECK).
    public static let altitudeMetres: ClosedRange<Double> = -20_000...100_000

    /// Whether `date` is a moment between year 1 and year 9999.
    public static func isValidMoment(_ date: Date) -> Bool {
        let t = date.timeIntervalSince1970
        return t.isFinite && t >= earliestMoment.timeIntervalSince1970
            && t <= latestMoment.timeIntervalSince1970
    }

    /// Whether `seconds` since 1970 is a moment between year 1 and year 9999.
    public static func isValidMoment(secondsSince1970 seconds: Double) -> Bool {
        isValidMoment(Date(timeIntervalSince1970: seconds))
    }

    /// Whether `celsius` is a temperature a frozen reading may hold.
    public static func isValidTemperature(_ celsius: Double) -> Bool {
        celsius.isFinite && temperatureCelsius.contains(celsius)
    }
}
