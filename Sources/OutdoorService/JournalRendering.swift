import Foundation
import OutdoorCard
import OutdoorDisclosure
import OutdoorModel
import OutdoorStore

/// Draws one planned answer on a worker thread: a card's bytes, or its description as JSON.
struct JournalRendering {
    let store: JournalStore
    let makers: ServiceCardMakers
    let disclosure: Disclosure

    /// The body of `job`'s answer.
    func render(_ job: JournalBackend.Job) throws -> Data {
        let options = job.settings.options
        let output = job.settings.output
        switch job.subject {
        case .entry(let entry):
            let tracks = try store.tracks(for: entry).map {
                RecordedTrack(track: $0, recording: try store.trackRecording(id: $0.id))
            }
            let shown = try disclosure.entry(entry, tracks: tracks)
            guard let links = job.links else {
                let photo = try store.photoData(for: entry.id).map {
                    CardPhoto($0, options: options, inBackground: false)
                }
                return try makers.entry.export(shown, preparedPhoto: photo, options: options, output: output)
                    .data
            }
            return try describe(
                id: entry.idString, title: CardText.make(for: shown, options: options).title,
                altText: CardAltText.make(for: shown, options: options),
                links: links)
        case .trip(let name, let entries, let tracks):
            let recorded = try tracks.map {
                RecordedTrack(track: $0, recording: try store.trackRecording(id: $0.id))
            }
            let trip = try disclosure.trip(entries, tracks: recorded)
            let summary = try makers.summary.export(trip: trip, title: name, options: options, output: output)
            guard let links = job.links else { return summary.data }
            return try describe(id: nil, title: name, altText: summary.altText, links: links)
        case .track(let track):
            let recorded = RecordedTrack(track: track, recording: try store.trackRecording(id: track.id))
            let entries = ActivityCard.entries(try store.entries(duringTrack: track), of: recorded)
            var options = options
            var photo: CardPhoto?
            for entry in entries {
                guard let data = try store.photoData(for: entry.id) else { continue }
                // The focus saved with the entry frames it here too, as on `card --track`.
                options.framing = options.framing.applied(to: entry)
                photo = ActivityCard.photo(data, options: options)
                break
            }
            let activity = try disclosure.activity(recorded, entries: entries)
            let card = try makers.activity.export(
                recorded, activity: activity, photo: photo, options: options, output: output)
            guard let links = job.links else { return card.data }
            return try describe(id: track.idString, title: track.name, altText: card.altText, links: links)
        }
    }

    /// The JSON description of a card: its id, title, alt text and addresses.
    private func describe(id: String?, title: String, altText: String, links: [String: String]) throws -> Data
    {
        struct Description: Encodable {
            var id: String?
            var title: String
            var altText: String
            var png: String?
            var jpg: String?
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(
            Description(id: id, title: title, altText: altText, png: links["png"], jpg: links["jpg"]))
        data.append(0x0A)
        return data
    }
}
