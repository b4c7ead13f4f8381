import Foundation
import OutdoorModel
import OutdoorRaster

/// What the journal reads from a photo's metadata (EXIF, and XMP where EXIF is silent); every
/// field is optional in real files.
public struct ExifMetadata: Hashable, Sendable {
    /// How the stored pixels must be turned to be upright (`.up` when absent or invalid).
    public var orientation: ExifOrientation
    /// Where the photo was taken, from GPSLatitude/GPSLongitude and their N/S/E/W refs.
    public var gps: Coordinate?
    /// Why the photo's GPS fields give no position, when they are present but unusable.
    public var gpsProblem: String?
    /// What was assumed to read `gps` (such as a missing hemisphere ref).
    public var gpsAssumptions: [String]
    /// Height above sea level in metres (negative below), from GPSAltitude and its ref.
    public var altitude: Double?
    /// The direction the camera faced, from GPSImgDirection and its ref.
    public var direction: CameraDirection?
    /// The camera's wall-clock time of capture (DateTimeOriginal + SubSecTimeOriginal, else
    /// DateTimeDigitized, else DateTime, when the earlier tags are missing or blank), no zone.
    public var dateTimeOriginal: LocalDateTime?
    /// Which tag gave `dateTimeOriginal` when DateTimeOriginal itself was missing or blank
    /// ("DateTimeDigitized" or "DateTime"); nil when DateTimeOriginal gave it, or nothing did.
    public var captureTimeStandIn: String?
    /// The camera's offset from UTC at capture in seconds east (OffsetTimeOriginal, "+02:00").
    public var offsetTimeOriginal: Int?
    /// The offset of the file's DateTime in seconds east (OffsetTime); stands in for
    /// OffsetTimeOriginal when that is missing.
    public var offsetTime: Int?
    /// The offset written with an XMP capture time ("2024-06-14T08:42:05+02:00"), in seconds east.
    public var xmpOffset: Int?
    /// The UTC instant of GPSDateStamp + GPSTimeStamp.
    public var gpsTime: Date?
    /// Camera maker (Make), trimmed.
    public var cameraMake: String?
    /// Camera model (Model), trimmed.
    public var cameraModel: String?
    /// The camera body's serial number (EXIF BodySerialNumber, else XMP's), trimmed.
    public var cameraSerial: String?
    /// The camera's subject (SubjectArea, else SubjectLocation), in stored pixels.
    public var subjectArea: ExifSubjectArea?

    /// Makes a value; every field defaults to absent.
    public init(
        orientation: ExifOrientation = .up, gps: Coordinate? = nil, gpsProblem: String? = nil,
        gpsAssumptions: [String] = [], altitude: Double? = nil, direction: CameraDirection? = nil,
        dateTimeOriginal: LocalDateTime? = nil, offsetTimeOriginal: Int? = nil, offsetTime: Int? = nil,
        xmpOffset: Int? = nil, gpsTime: Date? = nil, cameraMake: String? = nil, cameraModel: String? = nil,
        cameraSerial: String? = nil
    ) {
        self.orientation = orientation
        self.gps = gps
        self.gpsProblem = gpsProblem
        self.gpsAssumptions = gpsAssumptions
        self.altitude = altitude
        self.direction = direction
        self.dateTimeOriginal = dateTimeOriginal
        self.offsetTimeOriginal = offsetTimeOriginal
        self.offsetTime = offsetTime
        self.xmpOffset = xmpOffset
        self.gpsTime = gpsTime
        self.cameraMake = cameraMake
        self.cameraModel = cameraModel
        self.cameraSerial = cameraSerial
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

    /// The capture time and what fixed it; nil without a capture time.
    ///
    /// OffsetTimeOriginal, else OffsetTime, else an XMP
    /// offset, else the GPS time stamp when it agrees with the camera's clock (to within
    /// `GPSFields.clockTolerance` of a whole zone offset), else wall-clock time for the place's
    /// zone.
    public var captureMoment: (time: CaptureTime, source: TimeSource)? {
        guard let local = dateTimeOriginal else { return nil }
        if let offset = offsetTimeOriginal {
            return (CaptureTime(local, offsetSeconds: offset), .offsetTimeOriginal)
        }
        if let offset = offsetTime { return (CaptureTime(local, offsetSeconds: offset), .offsetTime) }
        if let offset = xmpOffset { return (CaptureTime(local, offsetSeconds: offset), .xmpOffset) }
        if let gpsTime, let offset = GPSFields.offset(local: local, gps: gpsTime) {
            return (CaptureTime(local, offsetSeconds: offset), .gpsTime)
        }
        return (.wallClock(local), .placeTimeZone)
    }

    /// These fields, with the gaps filled from `other` (XMP read beside EXIF): a position only
    /// when this has none, a capture time (with its own offset) when this has none or only a
    /// stand-in for DateTimeOriginal.
    public func filling(from other: ExifMetadata) -> ExifMetadata {
        var result = self
        if result.gps == nil, other.gps != nil || result.gpsProblem == nil {
            result.gps = other.gps
            result.gpsProblem = other.gps == nil ? other.gpsProblem : nil
            result.gpsAssumptions = other.gpsAssumptions
        }
        if result.dateTimeOriginal == nil || result.captureTimeStandIn != nil,
            let local = other.dateTimeOriginal
        {
            result.dateTimeOriginal = local
            result.captureTimeStandIn = nil
            result.xmpOffset = other.xmpOffset
        }
        result.altitude = result.altitude ?? other.altitude
        result.direction = result.direction ?? other.direction
        result.gpsTime = result.gpsTime ?? other.gpsTime
        result.cameraMake = result.cameraMake ?? other.cameraMake
        result.cameraModel = result.cameraModel ?? other.cameraModel
        result.cameraSerial = result.cameraSerial ?? other.cameraSerial
        return result
    }

    /// Whether nothing useful was found.
    public var isEmpty: Bool { self == ExifMetadata() }
}
