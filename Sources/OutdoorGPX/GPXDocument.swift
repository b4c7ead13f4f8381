import Foundation
import OutdoorModel

/// What a GPX file holds, as read: its name, its tracks and routes as segments, its waypoints.
///
/// The recording is as the file has it, checked but not yet cleaned
/// (`TrackRecording.cleaned()` applies the cleaning rules).
public struct GPXDocument: Hashable, Sendable {
    /// The file's own name (`metadata/name`, or `name` in GPX 1.0), else its first track's or
    /// route's name; nil when it names nothing.
    public var name: String?
    /// Every track segment (`trk/trkseg`) and route (`rte`) in file order, and the waypoints.
    public var recording: TrackRecording
    /// How many `trk` elements the file has.
    public var trackCount: Int
    /// How many `rte` elements the file has.
    public var routeCount: Int
    /// Points whose time was Garmin's "clock unknown" value, read without a time.
    public var unknownTimes: Int
    /// The GPX version the file declares ("1.0", "1.1").
    public var version: String?
    /// The program that wrote the file, as it says.
    public var creator: String?
    /// The time the file gives for itself (`metadata/time` in GPX 1.1, `time` in GPX 1.0).
    ///
    /// Usually when it was written. Nil when it gives none, or one that is no real time
    /// (Garmin's "clock unknown" value, before GPS time began, more than a day ahead), which is
    /// left out without refusing the file.
    public var time: Date?

    /// Makes a document.
    public init(
        name: String?, recording: TrackRecording, trackCount: Int, routeCount: Int, unknownTimes: Int,
        version: String?, creator: String?, time: Date? = nil
    ) {
        self.name = name
        self.recording = recording
        self.trackCount = trackCount
        self.routeCount = routeCount
        self.unknownTimes = unknownTimes
        self.version = version
        self.creator = creator
        self.time = time
    }
}
