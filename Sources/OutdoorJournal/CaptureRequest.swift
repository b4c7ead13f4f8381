import Foundation
import OutdoorModel
import OutdoorWeather

/// Everything a person gave to make one entry (`outdoor add`, or one photo of an import).
public struct CaptureRequest {
    /// The title as typed; trimmed and checked when the entry is made.
    public var title: String
    /// The photo's bytes and where they came from (for messages), if any.
    public var photo: PhotoInput?
    /// A note.
    public var note: String?
    /// The location given explicitly; otherwise the photo's EXIF GPS is used.
    public var coordinate: Coordinate?
    /// The location for a photo without EXIF GPS (import's `--lat/--lng`); the entry says it was used.
    public var fallbackCoordinate: Coordinate?
    /// The time given explicitly; otherwise the photo's EXIF time, else now.
    public var time: CaptureTime?
    /// What dates a photo that carries no capture time (when `time` is nil).
    public var missingTime: MissingTimeRule
    /// A place line the source had (an import's), kept as the entry's correction; nil shows the
    /// line the map data computes.
    public var place: String?
    /// How the weather is found.
    public var weather: WeatherPlan

    /// Makes a request.
    public init(
        title: String, photo: PhotoInput? = nil, note: String? = nil, coordinate: Coordinate? = nil,
        fallbackCoordinate: Coordinate? = nil, time: CaptureTime? = nil,
        missingTime: MissingTimeRule = .refuse, place: String? = nil,
        weather: WeatherPlan
    ) {
        self.title = title
        self.photo = photo
        self.note = note
        self.coordinate = coordinate
        self.fallbackCoordinate = fallbackCoordinate
        self.time = time
        self.missingTime = missingTime
        self.place = place
        self.weather = weather
    }
}

/// What dates a photo without a capture time: nothing is guessed unless the person said how,
/// as a photo without a position is placed only by `--lat/--lng`.
public enum MissingTimeRule {
    /// Refused: `add` fails and says how to date it; `import` lists the photo as not imported.
    case refuse
    /// A time the person gave for such photos (`--at`; `--at now` is this moment).
    case given(CaptureTime)
    /// The photo file's modification time (`--time-from file-mtime`).
    case fileModified(Date)
}

/// A photo file's bytes, kept exactly as read.
public struct PhotoInput {
    /// The bytes, stored unchanged.
    public var data: Data
    /// The file's name or path, for messages.
    public var name: String
    /// The bytes' SHA-256 when the caller has computed it already (lowercase hex).
    public var sha256: String?

    /// Makes an input.
    public init(data: Data, name: String, sha256: String? = nil) {
        self.data = data
        self.name = name
        self.sha256 = sha256
    }
}

/// How an entry gets its weather.
public enum WeatherPlan {
    /// Look it up from a provider; a failure saves the entry without weather.
    case lookUp(any WeatherProvider)
    /// Save without weather (`--no-weather`).
    case skip
    /// A reading typed by hand: a temperature in °C and a WMO code or condition name.
    case manual(temperature: String, condition: String)
    /// A reading already known (the sample journal, or an import from the iPhone app).
    case given(WeatherReading)
}
