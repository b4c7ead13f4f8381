import Foundation
import OutdoorCard
import OutdoorModel

/// Draws a trip's summary card: the route map, the trip's name and dates, and its figures.
public protocol TripSummaryMaker {
    /// The encoded summary card of `entries` (in time order) and its alt text.
    func make(entries: [JournalEntry], title: String, options: CardOptions, output: CardOutput) throws
        -> (data: Data, altText: String)
}

extension TripSummaryCard: TripSummaryMaker {}
