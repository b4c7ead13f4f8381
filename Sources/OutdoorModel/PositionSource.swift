import Foundation

/// Where an entry's position came from, frozen with the moment (nil for entries saved before
/// it was recorded).
public struct PositionSource: Hashable, Sendable {
    /// The kinds of source.
    public enum Kind: String, Sendable, CaseIterable {
        /// Given explicitly (`--lat/--lng`, or carried by an imported entry).
        case given
        /// The photo's own GPS position (EXIF or XMP).
        case photo
        /// The position `import --lat/--lng` gives photos without one.
        case importDefault = "import-default"
        /// Interpolated from a recorded track at the photo's capture time.
        case track
    }

    /// The kind of source.
    public var kind: Kind
    /// The track it came from, when `kind` is `track` (the track may since have been deleted).
    public var trackID: UUID?
    /// The track's name when the position was taken from it.
    public var trackName: String?

    /// Makes a source.
    public init(kind: Kind, trackID: UUID? = nil, trackName: String? = nil) {
        self.kind = kind
        self.trackID = trackID
        self.trackName = trackName
    }

    /// A position taken from the track `id` called `name`.
    public static func track(id: UUID, name: String) -> PositionSource {
        PositionSource(kind: .track, trackID: id, trackName: name)
    }

    /// What `show` says: "from track Ridge loop", "from the photo's GPS".
    public var explanation: String {
        switch kind {
        case .given: return "given explicitly"
        case .photo: return "from the photo's GPS"
        case .importDefault: return "the --lat/--lng of its import (the photo has no position)"
        case .track:
            return
                "from track \(trackName ?? trackID.map { String($0.uuidString.lowercased().prefix(8)) } ?? "?")"
        }
    }
}
