import Foundation

/// Where the book and the export read the entries' stored photos, one photo at a time.
///
/// A source is made on each worker thread and stays there (a journal connection): it need not
/// be `Sendable`.
public protocol EntryPhotoSource {
    /// The stored bytes of the photo of the entry with `id`, or nil when it has none.
    func photoData(for id: UUID) throws -> Data?
}
