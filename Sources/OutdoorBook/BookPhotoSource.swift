import Foundation

/// Where a book reads the entries' stored photos; every worker thread gets its own.
public protocol BookPhotoSource {
    /// The stored bytes of the photo of the entry with `id`, or nil when it has none.
    func photoData(for id: UUID) throws -> Data?
}
