import Foundation
import OutdoorModel

/// Freezes the radar of a moment being saved: the frame nearest it, over its card map's area.
///
/// A moment 2 hours old or more gets none (radar services keep no archive), nor does one saved
/// with `--no-radar`; any failure of the lookup leaves the entry without radar and says why.
/// Nothing here throws: the entry is saved whatever happens to its radar.
public enum RadarCapture {
    /// How a moment gets its radar.
    public enum Plan {
        /// Fetch the frame nearest the moment from this service.
        case lookUp(RainViewerClient)
        /// Save without radar (`--no-radar`).
        case skip
    }

    /// The radar to save with an entry, its picture when captured, and a line for the person.
    public struct Outcome {
        /// The entry's radar value.
        public var radar: EntryRadar
        /// The picture's PNG bytes when a frame was captured.
        public var image: Data?
        /// What happened, for the person ("saved with RainViewer's radar frame of ...").
        public var notice: String
    }

    /// The radar for a moment at `instant`, saved at `now`, whose card maps show `area`.
    ///
    /// `area` is only asked for when a frame is fetched; when it throws, the entry gets none.
    public static func capture(
        at instant: Date, now: Date, plan: Plan, area: () throws -> RadarArea
    ) async -> Outcome {
        let age = now.timeIntervalSince(instant)
        guard case .lookUp(let client) = plan, age < EntryRadar.maximumAge else {
            let radar = EntryRadar.notCaptured(age: age, status: .skipped)
            return Outcome(radar: radar, image: nil, notice: notice(for: radar))
        }
        do {
            let frame = try await client.frame(nearest: instant, covering: try area())
            let radar = EntryRadar(status: .captured, frame: frame.info)
            return Outcome(radar: radar, image: frame.image, notice: notice(for: radar))
        } catch {
            let radar = EntryRadar(status: .failed, detail: "\(error)")
            return Outcome(radar: radar, image: nil, notice: notice(for: radar))
        }
    }

    /// The line telling the person what became of the radar.
    public static func notice(for radar: EntryRadar) -> String {
        if let frame = radar.frame, radar.status == .captured {
            return
                "saved with \(frame.source.name)'s radar frame of \(EntryDateFormat.iso8601UTC(frame.time))"
        }
        if radar.status == .failed, let detail = radar.detail { return "saved without radar: \(detail)" }
        return "saved without radar: " + (EntryRadar.absenceReason(radar) ?? "none was captured")
    }
}
