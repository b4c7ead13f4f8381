import Foundation
import OutdoorCard
import OutdoorFiles
import OutdoorModel

/// `export --merge DIR... -o OUT`: the parts of a sharded export joined into the one folder a
/// whole export would have written: every card, the summary, `manifest.json` and `index.html`.
///
/// Each part's manifest says which part it is and holds every entry of the export in time
/// order, so the merge needs no journal. It refuses parts of different exports or settings, a
/// part given twice or missing, and a card whose file is not as its manifest recorded. Every
/// file is copied whole or not at all; a card already in OUT as recorded is left alone.
public enum ExportMerge {
    /// What the merge did.
    public struct Report: Sendable {
        /// Files copied or written.
        public var written: [String] = []
        /// Files already in place.
        public var upToDate: [String] = []
        /// Files of an earlier export in OUT that the merged one no longer holds, now removed.
        public var removed: [String] = []
    }

    /// Joins the parts in `parts` into `folder`.
    public static func run(parts: [URL], into folder: URL, protecting protected: ProtectedFiles = .none)
        throws
        -> Report
    {
        let read = try parts.map { part -> (URL, ExportManifest, ExportShardRecord) in
            guard let manifest = ExportManifest.read(from: part) else {
                throw ExportMergeError.notAPart(path: part.path, reason: "it has no readable manifest.json")
            }
            guard let shard = manifest.shard else {
                throw ExportMergeError.notAPart(
                    path: part.path,
                    reason: "its manifest is a whole export's, not a part's (export --shard K/N)")
            }
            return (part, manifest, shard)
        }
        guard let (_, first, firstShard) = read.first else { throw ExportMergeError.noParts }
        var seen: [Int: String] = [:]
        for (url, manifest, shard) in read {
            guard shard.count == firstShard.count, shard.entries == firstShard.entries,
                manifest.settings == first.settings, shard.title == firstShard.title
            else {
                throw ExportMergeError.mismatch(path: url.path, first: read[0].0.path)
            }
            if let other = seen[shard.part] {
                throw ExportMergeError.twice(part: "\(shard.part)/\(shard.count)", paths: [other, url.path])
            }
            seen[shard.part] = url.path
        }
        let missing = (1...firstShard.count).filter { seen[$0] == nil }
        guard missing.isEmpty else {
            throw ExportMergeError.missing(parts: missing.map { "\($0)/\(firstShard.count)" })
        }

        // Every card in the export's time order, each from the part that drew it.
        var byEntry: [String: (URL, ExportManifest.Card)] = [:]
        var captions: [String: GalleryPage.Caption] = [:]
        var summary: (URL, ExportManifest.Card)?
        var summaryCaption: GalleryPage.Caption?
        for (url, manifest, shard) in read {
            for card in manifest.cards { if let id = card.entry { byEntry[id] = (url, card) } }
            for (id, caption) in shard.captions { captions[id] = caption.gallery }
            if let card = manifest.summary {
                summary = (url, card)
                summaryCaption = shard.summaryCaption?.gallery
            }
        }
        let cards = firstShard.entries.compactMap { byEntry[$0] }

        try Folder.create(folder)
        let lock = try FileLock.folder(folder, for: "an export into the same folder")
        defer { withExtendedLifetime(lock) {} }
        AtomicFile.removeStaleParts(in: folder)
        let previous = ExportManifest.read(from: folder)
        var report = Report()
        for (source, card) in cards + (summary.map { [$0] } ?? []) {
            let target = folder.appendingPathComponent(card.file)
            if TripExport.fileMatches(target, sha256: card.sha256) {
                report.upToDate.append(card.file)
                continue
            }
            let data = try Data(contentsOf: source.appendingPathComponent(card.file))
            guard SHA256.hex(of: data) == card.sha256 else {
                throw ExportMergeError.changed(path: source.appendingPathComponent(card.file).path)
            }
            try AtomicFile.write(data, to: target, protecting: protected)
            report.written.append(card.file)
        }
        var manifest = ExportManifest(
            generator: first.generator, settings: first.settings, summary: summary?.1, cards: cards.map(\.1))
        manifest.credits = TripFigures.eachOnce(
            ([manifest.summary].compactMap { $0 } + manifest.cards).flatMap { $0.credits ?? [] })
        if let previous {
            report.removed = TripExport.remove(
                previous.leftovers(keeping: manifest.files), in: folder, protecting: protected)
        }
        var gallery = firstShard.gallery
        gallery.captions = captions
        gallery.summaryCaption = summaryCaption
        try TripExport.writeIfChanged(
            try manifest.encoded(), to: folder.appendingPathComponent(ExportManifest.fileName),
            protecting: protected)
        try TripExport.writeIfChanged(
            Data(gallery.html(of: manifest).utf8), to: folder.appendingPathComponent("index.html"),
            protecting: protected)
        return report
    }
}

/// Parts that cannot be merged.
public enum ExportMergeError: Error, Equatable, CustomStringConvertible {
    /// No part was given.
    case noParts
    /// The folder at `path` is not a part of a sharded export.
    case notAPart(path: String, reason: String)
    /// The part at `path` is of another export, or made with other settings, than the part at `first`.
    case mismatch(path: String, first: String)
    /// Part `part` was given twice, at `paths`.
    case twice(part: String, paths: [String])
    /// These parts were not given.
    case missing(parts: [String])
    /// A card's file is not as its part's manifest recorded.
    case changed(path: String)

    public var description: String {
        switch self {
        case .noParts: return "give the folders of the parts to merge"
        case .notAPart(let path, let reason): return "\(path) is not a part of a sharded export: \(reason)"
        case .mismatch(let path, let first):
            return "\(path) is a part of another export than \(first) (other entries, settings or parts)"
        case .twice(let part, let paths):
            return "part \(part) is given twice: \(paths.joined(separator: " and "))"
        case .missing(let parts):
            return "the parts \(parts.joined(separator: ", ")) are missing: give every part's folder"
        case .changed(let path):
            return "\(path) is not as its part's manifest recorded it: export that part again"
        }
    }
}
