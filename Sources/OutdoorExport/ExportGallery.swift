import Foundation

/// What an export's `index.html` shows besides its manifest: the title and subtitle, the cards'
/// size, the colour note, where it will be published, and each card's caption.
///
/// An export makes it from the journal; `export --merge` from what its parts recorded, so both
/// write the same page.
struct ExportGallery {
    var title: String
    var subtitle: String
    var width: Int
    var height: Int
    var colourNote: String
    var baseURL: URL?
    /// Captions by entry id.
    var captions: [String: GalleryPage.Caption]
    var summaryCaption: GalleryPage.Caption?

    /// The page for `manifest`'s cards: the summary first, the credits at the foot.
    func html(of manifest: ExportManifest) -> String {
        func item(_ card: ExportManifest.Card) -> GalleryPage.Item {
            let caption = card.entry.map { captions[$0] } ?? summaryCaption
            return GalleryPage.Item(
                file: card.file, altText: card.altText, width: width, height: height, caption: caption)
        }
        return GalleryPage.html(
            title: title, subtitle: subtitle, summary: manifest.summary.map(item),
            cards: manifest.cards.map(item),
            generator: "outdoor", colourNote: colourNote, credits: manifest.credits ?? [],
            sharing: baseURL.map(GalleryPage.Sharing.init))
    }
}

extension ExportShardRecord {
    /// The record of part `part` of `count`, whose export holds `entries` (ids in time order).
    init(part: Int, count: Int, entries: [String], gallery: ExportGallery) {
        self.init(
            part: part, count: count, entries: entries, title: gallery.title, subtitle: gallery.subtitle,
            width: gallery.width, height: gallery.height, colourNote: gallery.colourNote,
            baseURL: gallery.baseURL?.absoluteString, captions: gallery.captions.mapValues(Caption.init),
            summaryCaption: gallery.summaryCaption.map(Caption.init))
    }

    /// The gallery this part recorded.
    var gallery: ExportGallery {
        ExportGallery(
            title: title, subtitle: subtitle, width: width, height: height, colourNote: colourNote,
            baseURL: baseURL.flatMap(URL.init(string:)), captions: captions.mapValues(\.gallery),
            summaryCaption: summaryCaption?.gallery)
    }
}
