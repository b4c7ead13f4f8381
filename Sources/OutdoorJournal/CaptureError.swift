import OutdoorModel

/// Why an entry could not be made; nothing was saved.
public enum CaptureError: Error, Equatable, CustomStringConvertible {
    /// Neither a location was given nor does the photo carry one.
    case noLocation(reason: String)
    /// The photo carries no capture time and the person did not say how to date it.
    case noCaptureTime(reason: String)
    /// The photo `name` could not be used; `cause` is the codec's error.
    case photo(name: String, cause: ErrorCause)
    /// The photo `name` changed between being checked and being saved.
    case photoChanged(name: String)
    /// The moment lies in the future.
    case futureTime(String)
    /// A hand-typed weather reading was refused; `cause` says why.
    case manualWeather(cause: ErrorCause)
    /// The moment (seconds since 1970) is not between year 1 and 9999.
    case timeOutOfRange(Double)

    public var description: String {
        switch self {
        case .noLocation(let reason):
            return "an entry needs a location: give --lat and --lng (\(reason))"
        case .noCaptureTime(let reason):
            return "\(reason): give --at TIME (--at now for this moment), or --time-from file-mtime for the "
                + "file's modification time"
        case .photo(let name, let cause): return "\(name): \(cause)"
        case .photoChanged(let name): return "\(name): the file changed while it was being imported"
        case .futureTime(let text):
            return "the time \(text) is in the future; an entry records a moment that has happened"
        case .manualWeather(let cause): return "the weather reading was refused: \(cause)"
        case .timeOutOfRange(let seconds):
            return "the time (\(seconds) s after 1970) is not a moment between year 1 and 9999"
        }
    }
}
