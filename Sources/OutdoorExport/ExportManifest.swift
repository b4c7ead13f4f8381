import Foundation
import OutdoorDisclosure
import OutdoorModel

/// `manifest.json`: which file holds which entry's card, its SHA-256, and the settings used.
///
/// It is also how a re-run knows a card is up to date: a card is rewritten only when its
/// entry's `key` (a fingerprint of everything the card shows) or the settings changed, or the
/// file on disk no longer has the SHA-256 recorded. Each file records its own settings, so an
/// export in one format (`--format jpeg`) replaces only the files of that format: cards an
/// earlier export wrote in another format stay, listed in `otherFormats`.
public struct ExportManifest: Codable, Equatable, Sendable {
    /// One exported card.
    public struct Card: Codable, Equatable, Sendable {
        /// The entry's id (absent for the summary card).
        public var entry: String?
        /// The file name inside the export folder.
        public var file: String
        /// SHA-256 of the file's bytes.
        public var sha256: String
        /// Fingerprint of what the card shows; a change means the card must be made again.
        public var key: String
        /// The card's alt text, as shown in the gallery.
        public var altText: String
        /// The settings this file was made with (absent in manifests written before they were
        /// recorded per file: then the manifest's own `settings`).
        public var settings: [String: String]? = nil
        /// The credit lines the card shows (weather and map, as drawn: OpenStreetMap's when its
        /// detail is on the card); absent in manifests written before they were recorded.
        public var credits: [String]? = nil

        /// The format this file is in ("png", "jpeg"), from its settings, else its name.
        var format: String {
            if let format = settings?["format"] { return format }
            let ext = (file as NSString).pathExtension.lowercased()
            return ext == "jpg" ? "jpeg" : ext
        }
    }

    /// The tool that wrote the export.
    public var generator: String
    /// The card settings used, as given on the command line.
    public var settings: [String: String]
    /// The summary card, when the export has one.
    public var summary: Card?
    /// One card per entry, in time order.
    public var cards: [Card]
    /// Files an earlier export wrote that this one no longer holds, left in place because this
    /// export was interrupted; the next whole export removes them (absent when there are none).
    public var earlier: [Card]?
    /// Every credit line the cards show (weather and map as drawn, OpenStreetMap's where its
    /// detail is on a card), each once, the summary's first; the gallery's footer repeats them.
    public var credits: [String]?
    /// Cards and summaries earlier exports wrote in other formats than this one's, still in the
    /// folder as recorded: an export replaces only files of its own format (absent when none).
    public var otherFormats: [Card]?
    /// In a part of a sharded export (`--shard K/N`): which part, and what `--merge` needs to
    /// write the whole gallery (absent in a whole export).
    public var shard: ExportShardRecord?

    /// Makes a manifest.
    public init(
        generator: String, settings: [String: String], summary: Card?, cards: [Card], earlier: [Card]? = nil
    ) {
        self.generator = generator
        self.settings = settings
        self.summary = summary
        self.cards = cards
        self.earlier = earlier
    }

    /// The manifest's file name.
    public static let fileName = "manifest.json"

    /// Whether `name` is a plain name of a file in the export folder, as an export writes
    /// them: no folder part, not hidden, no control characters.
    public static func isPlainFileName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix(".") && !name.contains("/") && name.utf8.count <= 255
            && !name.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    /// Reads a manifest from an export folder; nil when there is none or it cannot be read.
    ///
    /// Records naming anything but a plain file in the folder are dropped.
    public static func read(from folder: URL) -> ExportManifest? {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(fileName).path)
        else {
            return nil
        }
        guard var manifest = try? JSONDecoder().decode(ExportManifest.self, from: data) else { return nil }
        // Records of files that are not plain names in the folder were not written by an export.
        manifest.cards = manifest.cards.filter { isPlainFileName($0.file) }
        manifest.earlier = manifest.earlier?.filter { isPlainFileName($0.file) }
        manifest.otherFormats = manifest.otherFormats?.filter { isPlainFileName($0.file) }
        if let summary = manifest.summary, !isPlainFileName(summary.file) { manifest.summary = nil }
        // A manifest from before files recorded their own settings: each has the manifest's.
        let fill = { (card: Card) -> Card in
            var card = card
            if card.settings == nil { card.settings = manifest.settings }
            return card
        }
        manifest.cards = manifest.cards.map(fill)
        manifest.summary = manifest.summary.map(fill)
        manifest.earlier = manifest.earlier?.map(fill)
        return manifest
    }

    /// This manifest's records of files in `format` ("png"), as if only they had been written:
    /// what an export in that format compares itself with, and replaces.
    func restricted(to format: String) -> ExportManifest {
        let all = cards + (summary.map { [$0] } ?? []) + (otherFormats ?? [])
        let same = all.filter { $0.format == format }
        return ExportManifest(
            generator: generator, settings: settings,
            summary: same.first { $0.entry == nil },
            cards: same.filter { $0.entry != nil },
            earlier: earlier?.filter { $0.format == format })
    }

    /// The records of files in other formats than `format`, each once, the first record of a name winning.
    func records(notIn format: String) -> [Card] {
        let all = cards + (summary.map { [$0] } ?? []) + (earlier ?? []) + (otherFormats ?? [])
        var seen: Set<String> = []
        return all.filter { $0.format != format && seen.insert($0.file).inserted }
    }

    /// The manifest as pretty JSON with sorted keys (stable bytes for unchanged exports).
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(self)
        data.append(0x0A)
        return data
    }

    /// A fingerprint of everything an entry's card shows, with the settings and renderer version.
    ///
    /// It is made of what `Disclosure` lets the card show (place line and coordinates as
    /// disclosed), never of the true position: the key travels with the cards in
    /// `manifest.json`, and a hash of a hidden place could be found again by trying places. The
    /// position is frozen with the entry's id, so the key needs no more of it. The ids of the
    /// tracks its map shows count too (`DisclosedEntry.trackIDs`: a track's points never change).
    public static func key(for disclosed: DisclosedEntry, settings: [String: String], renderer: String)
        -> String
    {
        let entry = disclosed.entry
        var parts = [
            renderer, entry.idString, entry.title, entry.note ?? "", disclosed.place ?? "",
            disclosed.coordinates ?? "", entry.timeZoneIdentifier ?? "",
            "\(entry.timestamp.timeIntervalSince1970)",
            entry.photo?.sha256 ?? "no photo",
        ]
        if let w = entry.weather {
            parts += [w.summary, "\(w.temperatureCelsius)", w.symbol.rawValue, w.source.rawValue]
        }
        if let focus = entry.photoFocus { parts.append("focus=\(focus.text)") }
        parts += settings.keys.sorted().map { "\($0)=\(settings[$0] ?? "")" }
        // Cards drawn without tracks keep the keys they had.
        parts += disclosed.trackIDs.sorted().map { "track=\($0)" }
        return SHA256.hex(of: Data(parts.joined(separator: "\u{1F}").utf8))
    }
}

extension ExportManifest {
    /// A fingerprint of everything a trip summary card shows.
    ///
    /// `entryKeys` are the entries' own keys (`key(for:settings:renderer:)`), in time order;
    /// the ids of the trip's tracks (`trackIDs`) count too.
    public static func key(
        forSummaryOf entryKeys: [String], title: String, renderer: String, trackIDs: [String] = []
    ) -> String {
        let parts =
            [renderer, "summary", title] + entryKeys + trackIDs.sorted().map { "track=\($0)" }
        return SHA256.hex(of: Data(parts.joined(separator: "\u{1F}").utf8))
    }
}
