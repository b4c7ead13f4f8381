/// Why an entry could not be made; nothing was saved.
public enum CaptureError: Error, Equatable, CustomStringConvertible {
    /// Neither a location was given nor does the photo carry one.
    case noLocation(reason: String)
    /// The photo could not be used.
    case photo(name: String, reason: String)
    /// The moment lies in the future.
    case futureTime(String)
    /// A hand-typed weather reading was refused.
    case manualWeather(String)

    public var description: String {
        switch self {
        case .noLocation(let reason):
            return "an entry needs a location: give --lat and --lng (\(reason))"
        case .photo(let name, let reason): return "\(name): \(reason)"
        case .futureTime(let text):
            return "the time \(text) is in the future; an entry records a moment that has happened"
        case .manualWeather(let reason): return "the weather reading was refused: \(reason)"
        }
    }
}
