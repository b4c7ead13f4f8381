import Foundation

/// A named set of entries: those in a date range, those added by id, or both.
public struct Trip: Hashable, Sendable {
    /// The trip's name, unique regardless of case.
    public var name: String
    /// Entries at or after this instant belong to the trip (with `until`), when set.
    public var since: Date?
    /// Entries before this instant belong to the trip (with `since`), when set.
    public var until: Date?
    /// When the trip was created.
    public var createdAt: Date
    /// How many entries belong to it.
    public var entryCount: Int

    /// Makes a trip value.
    public init(name: String, since: Date?, until: Date?, createdAt: Date, entryCount: Int) {
        self.name = name
        self.since = since
        self.until = until
        self.createdAt = createdAt
        self.entryCount = entryCount
    }
}
