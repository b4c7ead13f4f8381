import Foundation

/// A track with its points: what a card or map needs to draw it.
public struct RecordedTrack: Hashable, Sendable, Identifiable {
    /// The track: name, figures, start weather.
    public var track: Track
    /// Its points as recorded.
    public var recording: TrackRecording

    /// Pairs a track with its points.
    public init(track: Track, recording: TrackRecording) {
        self.track = track
        self.recording = recording
    }

    /// The track's id.
    public var id: UUID { track.id }

    /// The segments' positions, in recording order.
    public var segments: [[Coordinate]] { recording.segments.map { $0.map(\.coordinate) } }
}
