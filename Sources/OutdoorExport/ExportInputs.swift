import Foundation
import OutdoorCard
import OutdoorDisclosure
import OutdoorModel

/// Draws one entry's card for an export; every worker thread gets its own.
public protocol EntryCardMaker {
    /// The encoded card of `entry` (as disclosed, its tracks included) with its stored `photo`
    /// bytes (nil without a photo), its alt text, and what a person should hear about it (a
    /// photo enlarged until it looks soft).
    func make(_ entry: DisclosedEntry, photo: Data?, options: CardOptions, output: CardOutput) throws
        -> MadeCard
}

/// Draws a trip's summary card: the route map, the trip's name and dates, and its figures.
public protocol TripSummaryMaker {
    /// The encoded summary card of `trip` (as disclosed, its tracks included) and its alt text.
    func make(trip: DisclosedTrip, title: String, options: CardOptions, output: CardOutput) throws
        -> MadeCard
}

/// A card an export made: its bytes, its alt text, what a person should hear about it, and the
/// credit lines it shows (weather and map, as drawn), which the gallery and manifest repeat.
public struct MadeCard: Sendable {
    /// The encoded card.
    public var data: Data
    /// The card's alt text.
    public var altText: String
    /// Warnings to tell (a photo enlarged until it looks soft).
    public var warnings: [String]
    /// The credit lines drawn on the card, each once, in the order drawn.
    public var credits: [String]

    /// Makes a value.
    public init(data: Data, altText: String, warnings: [String] = [], credits: [String] = []) {
        self.data = data
        self.altText = altText
        self.warnings = warnings
        self.credits = credits
    }
}

extension CardRenderer: EntryCardMaker {
    /// The encoded card, its alt text and its warnings; the photo decodes on the calling thread,
    /// so a worker renders one card on one thread (the export runs one worker per core instead).
    public func make(_ entry: DisclosedEntry, photo: Data?, options: CardOptions, output: CardOutput) throws
        -> MadeCard
    {
        let prepared = photo.map { CardPhoto($0, options: options, inBackground: false) }
        let card = try export(entry, preparedPhoto: prepared, options: options, output: output)
        return MadeCard(
            data: card.data, altText: card.altText,
            warnings: [card.card.photoResolutionWarning].compactMap { $0 },
            credits: TripFigures.eachOnce(card.card.text.credits))
    }
}

extension TripSummaryCard: TripSummaryMaker {
    /// The encoded summary card and its alt text.
    public func make(trip: DisclosedTrip, title: String, options: CardOptions, output: CardOutput) throws
        -> MadeCard
    {
        let summary = try export(trip: trip, title: title, options: options, output: output)
        let text = summary.summary.text
        return MadeCard(
            data: summary.data, altText: summary.altText,
            credits: TripFigures.eachOnce(text.weatherAttribution + [text.mapAttribution]))
    }
}
