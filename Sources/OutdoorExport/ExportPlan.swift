import Foundation
import OutdoorCard
import OutdoorDisclosure
import OutdoorModel

/// What an export is to hold, decided before anything is drawn: the entries in time order,
/// each card's file name and key, the summary's, and the settings.
struct ExportPlan {
    /// One entry's card as planned: its file name and the key of what it shows.
    struct Card {
        var entry: DisclosedEntry
        var file: String
        var key: String
    }

    /// The entries' cards, in time order.
    let cards: [Card]
    /// The card settings as the manifest records them.
    let settings: [String: String]
    /// The summary card's file name and key.
    let summaryFile: String
    let summaryKey: String

    /// The plan of `request`, for cards drawn by renderer version `renderer`.
    init(_ request: TripExport.Request, renderer: String) {
        let settings = Self.settings(request)
        let ext = request.output.format.fileExtension
        let entries = request.trip.entries
        let names = ExportNaming.names(forTimeOrdered: entries.map(\.entry), extension: ext)
        cards = zip(entries, names).map { entry, file in
            Card(
                entry: entry, file: file,
                key: ExportManifest.key(for: entry, settings: settings, renderer: renderer))
        }
        self.settings = settings
        summaryFile = ExportNaming.summaryName(extension: ext)
        summaryKey = ExportManifest.key(
            forSummaryOf: cards.map(\.key), title: request.title, renderer: renderer,
            trackIDs: request.trip.tracks.ids)
    }

    /// The entries in time order, as disclosed.
    var entries: [JournalEntry] { cards.map(\.entry.entry) }

    /// Every file name the plan holds, the summary's included.
    var files: Set<String> { Set(cards.map(\.file) + [summaryFile]) }

    /// The records of `previous` for planned cards not drawn this time, by entry id.
    ///
    /// A card counts when it was interrupted or failed, its file is still on disk as recorded,
    /// and no other card of this plan takes its name. Their keys are the old ones, so the next run draws them.
    func carriedRecords(
        from previous: ExportManifest?, drawn: [String: ExportManifest.Card],
        fileMatches: (_ file: String, _ sha256: String) -> Bool
    ) -> [String: ExportManifest.Card] {
        guard let previous else { return [:] }
        let plannedName = Dictionary(
            cards.map { ($0.entry.entry.idString, $0.file) }, uniquingKeysWith: { a, _ in a })
        let takenByOthers = { (record: ExportManifest.Card, id: String) in
            cards.contains { $0.file == record.file && $0.entry.entry.idString != id }
        }
        var carried: [String: ExportManifest.Card] = [:]
        for record in previous.cards {
            guard let id = record.entry, drawn[id] == nil, plannedName[id] != nil, carried[id] == nil,
                !takenByOthers(record, id), fileMatches(record.file, record.sha256)
            else { continue }
            carried[id] = record
        }
        return carried
    }

    /// The planned cards split into those `previous` (the last export's manifest) already holds
    /// unchanged, each with its record, and those to draw.
    ///
    /// A card is up to date when its entry's record has the same key (nothing it shows and no
    /// setting changed) and file name, and `fileMatches(file, sha256)` finds the file on disk
    /// as recorded. With `force` every card is drawn.
    func upToDate(
        against previous: ExportManifest?, force: Bool,
        fileMatches: (_ file: String, _ sha256: String) -> Bool
    ) -> (upToDate: [(card: Card, record: ExportManifest.Card)], pending: [Card]) {
        let recorded = Dictionary(
            (previous?.cards ?? []).compactMap { card in card.entry.map { ($0, card) } },
            uniquingKeysWith: { a, _ in a })
        var upToDate: [(Card, ExportManifest.Card)] = []
        var pending: [Card] = []
        for card in cards {
            if !force, let old = recorded[card.entry.entry.idString], old.key == card.key,
                old.file == card.file,
                fileMatches(card.file, old.sha256)
            {
                upToDate.append((card, old))
            } else {
                pending.append(card)
            }
        }
        return (upToDate, pending)
    }

    /// Whether `previous` (the last export's summary record) is this plan's summary, unchanged
    /// on disk as `fileMatches(file, sha256)` finds it; never with `force`.
    func summaryIsUpToDate(
        _ previous: ExportManifest.Card?, force: Bool, fileMatches: (_ file: String, _ sha256: String) -> Bool
    ) -> Bool {
        guard !force, let previous, previous.key == summaryKey else { return false }
        return fileMatches(summaryFile, previous.sha256)
    }

    /// The settings of `request` as the manifest records them (and card keys include them).
    static func settings(_ request: TripExport.Request) -> [String: String] {
        var settings = [
            "preset": request.options.preset.rawValue, "theme": request.options.theme.rawValue,
            "units": request.options.units.rawValue, "scale": "\(request.options.scale)",
            "coords": request.trip.mode.rawValue, "format": request.output.format.rawValue,
            "gamut": request.options.gamut.rawValue,
        ]
        switch request.options.framing {
        case .auto: break
        case .fit: settings["framing"] = "fit"
        case .focus(let x, let y): settings["framing"] = "focus \(x),\(y)"
        }
        if let quality = request.output.quality { settings["quality"] = "\(quality)" }
        if let maxBytes = request.output.maxBytes { settings["maxBytes"] = "\(maxBytes)" }
        return settings
    }
}

extension ExportManifest {
    /// The files this manifest records (the summary's included) that are not among `kept`:
    /// what an earlier export wrote that a later one no longer holds.
    func leftovers(keeping kept: Set<String>) -> [Card] {
        (cards + (summary.map { [$0] } ?? []) + (earlier ?? [])).filter { !kept.contains($0.file) }
    }

    /// The files this manifest records, the summary's included.
    var files: Set<String> { Set(cards.map(\.file) + (summary.map { [$0.file] } ?? [])) }
}
