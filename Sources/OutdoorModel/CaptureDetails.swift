import Foundation

/// What a photo's metadata adds to an entry's frozen moment.
///
/// Height, the camera's heading, which source fixed the time and the position, and a correction
/// made to the camera's clock. Every field is optional: most photos carry only some of them.
public struct CaptureDetails: Hashable, Sendable {
    /// Height above sea level in metres (negative below), from GPSAltitude.
    public var altitude: Double?
    /// The direction the camera faced, from GPSImgDirection.
    public var direction: CameraDirection?
    /// Which source fixed the entry's instant; nil for entries saved before it was recorded.
    public var timeSource: TimeSource?
    /// Where the position came from; nil for entries saved before it was recorded.
    public var positionSource: PositionSource?
    /// Seconds added to the camera's clock to get the entry's instant (`import --clock-offset` or
    /// `--sync`); nil when its clock was taken as it was.
    public var clockOffset: TimeInterval?

    /// Makes a value; every field defaults to absent.
    public init(
        altitude: Double? = nil, direction: CameraDirection? = nil, timeSource: TimeSource? = nil,
        positionSource: PositionSource? = nil, clockOffset: TimeInterval? = nil
    ) {
        self.altitude = altitude
        self.direction = direction
        self.timeSource = timeSource
        self.positionSource = positionSource
        self.clockOffset = clockOffset
    }
}

/// The direction a camera faced, in degrees clockwise from north (0 ..< 360).
public struct CameraDirection: Hashable, Sendable {
    /// Degrees clockwise from north, 0 ..< 360.
    public var degrees: Double
    /// Which north the degrees count from.
    public var reference: Reference

    /// The north a heading counts from (GPSImgDirectionRef "T" or "M").
    public enum Reference: String, Sendable, CaseIterable {
        /// Geographic (true) north.
        case trueNorth = "T"
        /// Magnetic north.
        case magneticNorth = "M"

        /// "true north" or "magnetic north".
        public var name: String { self == .trueNorth ? "true north" : "magnetic north" }
    }

    /// Makes a direction (360 and beyond wrap round); nil unless `degrees` is finite and 0 or more.
    public init?(degrees: Double, reference: Reference) {
        guard degrees.isFinite, degrees >= 0, degrees <= 3600 else { return nil }
        self.degrees = degrees.truncatingRemainder(dividingBy: 360)
        self.reference = reference
    }

    /// The nearest of the 16 compass points, from "N" through "NNE" round to "NNW".
    public var compassPoint: String {
        let points = [
            "N", "NNE", "NE", "ENE", "E", "ESE", "SE", "SSE", "S", "SSW", "SW", "WSW", "W", "WNW", "NW",
            "NNW",
        ]
        // A damaged journal may hold any number: never trap on it.
        guard degrees.isFinite, abs(degrees) < 1e6 else { return "?" }
        let index = Int((degrees / 22.5).rounded()) % 16
        return points[(index + 16) % 16]
    }
}

/// Which source fixed an entry's instant, most trusted first.
public enum TimeSource: String, Sendable, CaseIterable {
    /// Given explicitly: `--at`, or a time carried by an imported entry.
    case given
    /// The photo's DateTimeOriginal with its OffsetTimeOriginal.
    case offsetTimeOriginal = "offset-time-original"
    /// The photo's DateTimeOriginal with OffsetTime (the photo has no OffsetTimeOriginal).
    case offsetTime = "offset-time"
    /// The photo's capture time with an offset written in its XMP metadata.
    case xmpOffset = "xmp-offset"
    /// The photo's capture time, placed on the time line by its GPS date and time stamps (UTC).
    case gpsTime = "gps-time"
    /// The photo's capture time read as wall-clock time in the place's time zone.
    case placeTimeZone = "place-time-zone"
    /// The photo has no capture time: its file's modification time, as asked (`--time-from file-mtime`).
    case fileModified = "file-mtime"
    /// No time was given and no photo carries one: the moment the entry was made.
    case entryCreated = "entry-created"

    /// Whether the photo's own metadata fixed the instant with a UTC offset of its own.
    public var isPhotoOffset: Bool {
        switch self {
        case .offsetTimeOriginal, .offsetTime, .xmpOffset, .gpsTime: return true
        case .given, .placeTimeZone, .fileModified, .entryCreated: return false
        }
    }

    /// What `show` says about the source of an entry with a photo (`hasPhoto`) or without one.
    public func explanation(hasPhoto: Bool) -> String {
        if self == .entryCreated {
            return hasPhoto
                ? "when the entry was made (the photo has no capture time)" : "when the entry was made"
        }
        return explanation
    }

    /// What `show` says about the source.
    public var explanation: String {
        switch self {
        case .given: return "given explicitly"
        case .offsetTimeOriginal: return "photo's capture time with its OffsetTimeOriginal"
        case .offsetTime: return "photo's capture time with its OffsetTime"
        case .xmpOffset: return "photo's capture time with the offset in its XMP"
        case .gpsTime: return "photo's capture time, its offset from the GPS time stamp (UTC)"
        case .placeTimeZone: return "photo's capture time in the place's time zone"
        case .fileModified: return "the photo file's modification time (it has no capture time)"
        case .entryCreated: return "when the entry was made"
        }
    }
}
