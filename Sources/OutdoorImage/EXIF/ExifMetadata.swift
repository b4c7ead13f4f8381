import Foundation
import OutdoorModel
import OutdoorRaster

/// What the journal reads from a photo's EXIF block; every field is optional in real files.
public struct ExifMetadata: Hashable, Sendable {
    /// How the stored pixels must be turned to be upright (`.up` when absent or invalid).
    public var orientation: ExifOrientation
    /// Where the photo was taken, from GPSLatitude/GPSLongitude and their N/S/E/W refs.
    public var gps: Coordinate?
    /// Height above sea level in metres (negative below), from GPSAltitude and its ref.
    public var altitude: Double?
    /// The camera's wall-clock time of capture (DateTimeOriginal + SubSecTimeOriginal), no zone.
    public var dateTimeOriginal: LocalDateTime?
    /// The camera's offset from UTC at capture in seconds east (OffsetTimeOriginal, "+02:00").
    public var offsetTimeOriginal: Int?
    /// Camera maker (Make), trimmed.
    public var cameraMake: String?
    /// Camera model (Model), trimmed.
    public var cameraModel: String?

    /// Makes a value; every field defaults to absent.
    public init(
        orientation: ExifOrientation = .up, gps: Coordinate? = nil, altitude: Double? = nil,
        dateTimeOriginal: LocalDateTime? = nil, offsetTimeOriginal: Int? = nil, cameraMake: String? = nil,
        cameraModel: String? = nil
    ) {
        self.orientation = orientation
        self.gps = gps
        self.altitude = altitude
        self.dateTimeOriginal = dateTimeOriginal
        self.offsetTimeOriginal = offsetTimeOriginal
        self.cameraMake = cameraMake
        self.cameraModel = cameraModel
    }

    /// The fixed-offset zone of `offsetTimeOriginal`, when recorded.
    public var offsetTimeZone: TimeZone? {
        offsetTimeOriginal.flatMap { TimeZone(secondsFromGMT: $0) }
    }

    /// The capture instant, when both the wall-clock time and its UTC offset are recorded.
    public var captureDate: Date? {
        guard let local = dateTimeOriginal, let offset = offsetTimeOriginal else { return nil }
        return local.date(offsetSeconds: offset)
    }

    /// Whether nothing useful was found.
    public var isEmpty: Bool { self == ExifMetadata() }
}
