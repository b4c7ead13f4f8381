import Foundation
import OutdoorModel

/// The pages of a book, decided before any is drawn.
///
/// The cover, the entries' pages in time order (one or two entries each), and the closing page
/// with the figures and credits. Pages that only drawing can decide come on top: a long note's
/// own pages after its entry's page, and credits running onto a second closing page.
public struct BookPlan: Sendable {
    /// One page.
    public enum Page: Sendable, Hashable {
        /// The cover: the trip's name, dates and route map.
        case cover
        /// Entries' pages: indices into `entries`, one or two.
        case entries([Int])
        /// The closing page: figures, credits and licences.
        case closing
    }

    /// The entries in time order.
    public let entries: [JournalEntry]
    /// The pages in order; page number n is `pages[n - 1]`.
    public let pages: [Page]

    /// The plan of a book of `entries` (any order) with `perPage` entries (1 or 2) on a page.
    public init(entries: [JournalEntry], perPage: Int) {
        let ordered = entries.sorted { $0.isBefore($1) }
        self.entries = ordered
        let step = max(1, min(perPage, 2))
        var pages: [Page] = [.cover]
        var index = 0
        while index < ordered.count {
            pages.append(.entries(Array(index..<min(index + step, ordered.count))))
            index += step
        }
        pages.append(.closing)
        self.pages = pages
    }

    /// The planned page (1-based) that shows entry `index`; in print, pages of long notes before
    /// it move it on.
    public func pageNumber(ofEntry index: Int) -> Int? {
        pages.firstIndex { page in
            if case .entries(let indices) = page { return indices.contains(index) }
            return false
        }.map { $0 + 1 }
    }
}
