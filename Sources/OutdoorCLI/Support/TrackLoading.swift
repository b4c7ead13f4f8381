import Foundation
import OutdoorModel
import OutdoorStore

/// Reads tracks with their points for the cards and maps that draw them.
enum TrackLoading {
    /// `tracks` with their points, each read and checked as it is stored.
    static func recorded(_ tracks: [Track], store: JournalStore) throws -> [RecordedTrack] {
        try tracks.map { RecordedTrack(track: $0, recording: try store.trackRecording(id: $0.id)) }
    }

    /// The tracks an entry's card shows: those whose time holds its moment.
    static func forEntry(_ entry: JournalEntry, store: JournalStore) throws -> [RecordedTrack] {
        try recorded(store.tracks(for: entry), store: store)
    }

    /// The tracks whose time overlaps `since` to `until` (either end open; both open: every
    /// track, those without times included), oldest first.
    static func overlapping(since: Date?, until: Date?, store: JournalStore) throws -> [RecordedTrack] {
        let all = try store.tracks().reversed()
        guard since != nil || until != nil else { return try recorded(Array(all), store: store) }
        let chosen = all.filter { track in
            guard let range = track.figures.timeRange else { return false }
            if let since, range.upperBound < since { return false }
            if let until, range.lowerBound >= until { return false }
            return true
        }
        return try recorded(chosen, store: store)
    }
}

extension EntrySelection {
    /// The tracks of the selection: a trip's (imported into it, or within its time), those
    /// overlapping a range, or every track.
    func tracks(in store: JournalStore) throws -> [RecordedTrack] {
        switch self {
        case .trip(let name):
            let trip = try EntryLookup.trip(name, store: store)
            return try TrackLoading.recorded(store.tracks(inTrip: trip.name), store: store)
        case .range(let since, let until, _):
            return try TrackLoading.overlapping(since: since, until: until, store: store)
        case .all:
            return try TrackLoading.overlapping(since: nil, until: nil, store: store)
        }
    }
}
