import Foundation
import OutdoorModel

/// One of N deterministic parts of an export (`export --shard K/N`): the entries whose id falls
/// in part K, so N processes, on one machine or many, render an export between them.
///
/// An entry's part depends on its id alone (a hash of it), never on the selection or the
/// machine, so every process agrees without talking to the others, and an entry keeps its part
/// as entries are added. Part 1 also draws the trip summary. Parts are numbered from 1.
public struct ExportShard: Equatable, Sendable, CustomStringConvertible {
    /// This part, 1...count.
    public let part: Int
    /// How many parts there are.
    public let count: Int

    /// The largest number of parts.
    public static let maximumCount = 10_000

    /// Part `part` of `count`; nil unless 1 <= part <= count <= maximumCount.
    public init?(part: Int, count: Int) {
        guard count >= 1, count <= Self.maximumCount, part >= 1, part <= count else { return nil }
        self.part = part
        self.count = count
    }

    /// The part, 1...count, that the entry `id` falls in.
    public static func part(of id: UUID, count: Int) -> Int {
        let digest = SHA256.hex(of: Data(id.uuidString.lowercased().utf8))
        let value = UInt64(digest.prefix(15), radix: 16) ?? 0
        return Int(value % UInt64(max(1, count))) + 1
    }

    /// Whether the entry `id` is this part's.
    public func holds(_ id: UUID) -> Bool { Self.part(of: id, count: count) == part }

    /// Whether this part draws the trip summary (the first does).
    public var drawsSummary: Bool { part == 1 }

    /// "2/7".
    public var description: String { "\(part)/\(count)" }
}

/// What a part's manifest records so that `export --merge` can join the parts into the gallery
/// one export would have written: which part it is, every entry of the export in time order,
/// and the gallery's texts and captions.
public struct ExportShardRecord: Codable, Equatable, Sendable {
    /// This part, 1...count.
    public var part: Int
    /// How many parts there are.
    public var count: Int
    /// Every entry's id in the whole export, in time order.
    public var entries: [String]
    /// The gallery's title and subtitle.
    public var title: String
    public var subtitle: String
    /// Every card's pixel size.
    public var width: Int
    public var height: Int
    /// The gallery's note on colours.
    public var colourNote: String
    /// Where the export will be published, if given.
    public var baseURL: String?
    /// The captions of this part's cards, by entry id.
    public var captions: [String: Caption]
    /// The summary card's caption (part 1).
    public var summaryCaption: Caption?

    /// A gallery caption as recorded.
    public struct Caption: Codable, Equatable, Sendable {
        public var heading: String
        public var lines: [String]
        public var linkText: String?
        public var linkURL: String?

        /// The caption of `caption`.
        init(_ caption: GalleryPage.Caption) {
            heading = caption.heading
            lines = caption.lines
            linkText = caption.link?.text
            linkURL = caption.link?.url
        }

        /// The gallery's caption.
        var gallery: GalleryPage.Caption {
            GalleryPage.Caption(
                heading: heading, lines: lines,
                link: linkText.flatMap { text in linkURL.map { (text: text, url: $0) } })
        }
    }
}
