import Foundation
import OutdoorModel
import OutdoorStore

/// An export's or a book's photo source: a journal connection of its own, reading one photo at a time.
struct JournalPhotos: EntryPhotoSource {
    /// The connection (one per worker thread).
    let store: JournalStore

    func photoData(for id: UUID) throws -> Data? { try store.photoData(for: id) }
}
