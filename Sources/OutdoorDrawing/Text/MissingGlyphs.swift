import Synchronization

/// The characters no font could draw (shown as boxes), gathered from every text laid out with the
/// font libraries that share this record, across threads.
///
/// A command makes one, gives it to each `FontLibrary` it makes, and says afterwards which
/// characters its output shows as boxes and which font would draw them.
public final class MissingGlyphs: Sendable {
    private let found = Mutex<[Unicode.Scalar]>([])

    /// An empty record.
    public init() {}

    /// The characters found missing, each once, in the order first met.
    public var characters: [Unicode.Scalar] { found.withLock { $0 } }

    /// Adds `scalars` to the record.
    func record(_ scalars: [Unicode.Scalar]) {
        guard !scalars.isEmpty else { return }
        found.withLock { list in
            for scalar in scalars where !list.contains(scalar) { list.append(scalar) }
        }
    }

    /// Whether `scalar` is Chinese, Japanese or Korean (Han, kana, Hangul, their punctuation).
    public static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x11FF, 0x2E80...0x2FDF, 0x3000...0x303F, 0x3040...0x30FF, 0x3100...0x318F,
            0x31A0...0x31FF, 0x3200...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7FF, 0xF900...0xFAFF,
            0xFE30...0xFE4F, 0xFF00...0xFFEF, 0x20000...0x3FFFF:
            return true
        default:
            return false
        }
    }
}
