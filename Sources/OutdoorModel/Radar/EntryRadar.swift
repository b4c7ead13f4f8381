import Foundation

/// Whether an entry's moment was saved with a radar frame, and if not, why not.
public enum RadarStatus: String, CaseIterable, Hashable, Sendable {
    /// A frame was fetched and frozen with the entry.
    case captured
    /// The person asked for none (`--no-radar`).
    case skipped
    /// The moment was 2 hours old or more when it was saved: radar services keep no archive.
    case tooOld = "too-old"
    /// The frame could not be fetched; the detail says why.
    case failed
    /// The entry came from somewhere that brings no radar (the iPhone app's journal).
    case unavailable
}

/// The radar side of an entry: its status, the reason it has none, the frame it has.
///
/// Frozen with the moment: the journal refuses to change it once saved.
public struct EntryRadar: Hashable, Sendable {
    /// How many seconds old a moment may be when it is saved and still get radar: 2 hours,
    /// the past that RainViewer's Weather Maps API serves.
    public static let maximumAge: TimeInterval = 2 * 3600

    /// What happened.
    public var status: RadarStatus
    /// Why there is no frame, in words, when the status alone does not say (a failure's cause).
    public var detail: String?
    /// The frozen frame's description when `status` is `captured` (the picture is in the journal).
    public var frame: RadarFrameInfo?

    /// Makes an entry's radar value.
    public init(status: RadarStatus, detail: String? = nil, frame: RadarFrameInfo? = nil) {
        self.status = status
        self.detail = detail
        self.frame = frame
    }

    /// The radar of a moment saved `age` seconds after it happened without a lookup: too old,
    /// or, when recent, `status` (skipped, or unavailable with `detail`).
    public static func notCaptured(age: TimeInterval, status: RadarStatus, detail: String? = nil)
        -> EntryRadar
    {
        age >= maximumAge ? EntryRadar(status: .tooOld) : EntryRadar(status: status, detail: detail)
    }

    /// Why an entry has no radar, as a clause; nil when it has a frame.
    ///
    /// `radar` nil means the entry was saved before `outdoor` captured radar.
    public static func absenceReason(_ radar: EntryRadar?) -> String? {
        guard let radar else { return "the entry was saved before outdoor captured radar" }
        switch radar.status {
        case .captured:
            return radar.frame == nil ? "its radar frame is missing from the journal" : nil
        case .skipped:
            return "it was saved with --no-radar"
        case .tooOld:
            return "the moment was 2 hours old or more when it was saved, and radar services keep no"
                + " archive"
        case .failed:
            return "the radar could not be fetched when it was saved"
                + (radar.detail.map { " (\($0))" } ?? "")
        case .unavailable:
            return radar.detail ?? "it came from a journal that keeps no radar"
        }
    }
}
