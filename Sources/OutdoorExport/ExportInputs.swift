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
        -> (data: Data, altText: String, warnings: [String])
}

/// Draws a trip's summary card: the route map, the trip's name and dates, and its figures.
public protocol TripSummaryMaker {
    /// The encoded summary card of `trip` (as disclosed, its tracks included) and its alt text.
    func make(trip: DisclosedTrip, title: String, options: CardOptions, output: CardOutput) throws
        -> (data: Data, altText: String)
}

extension CardRenderer: EntryCardMaker {
    /// The encoded card, its alt text and its warnings; the photo decodes on the calling thread,
    /// so a worker renders one card on one thread (the export runs one worker per core instead).
    public func make(_ entry: DisclosedEntry, photo: Data?, options: CardOptions, output: CardOutput) throws
        -> (data: Data, altText: String, warnings: [String])
    {
        let prepared = photo.map { CardPhoto($0, options: options, inBackground: false) }
        let card = try export(entry, preparedPhoto: prepared, options: options, output: output)
        return (card.data, card.altText, [card.card.photoResolutionWarning].compactMap { $0 })
    }
}

extension TripSummaryCard: TripSummaryMaker {
    /// The encoded summary card and its alt text.
    public func make(trip: DisclosedTrip, title: String, options: CardOptions, output: CardOutput) throws
        -> (data: Data, altText: String)
    {
        let summary = try export(trip: trip, title: title, options: options, output: output)
        return (summary.data, summary.altText)
    }
}
