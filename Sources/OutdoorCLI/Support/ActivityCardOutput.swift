import Foundation
import OutdoorArguments
import OutdoorCard
import OutdoorModel
import OutdoorStore

/// `outdoor card --track NAME`: a track's activity card, written as `card` writes an entry's.
enum ActivityCardOutput {
    /// Draws and writes the activity card of the track `name` names.
    static func run(
        track name: String, options: CardOptions, output: CardOutput,
        arguments: Arguments<CardCommand.Options>,
        context: CommandContext
    ) throws {
        let (store, track) = try TrackLookup.storeAndTrack(
            name, journal: arguments[\.journal], context: context)
        let recorded = RecordedTrack(track: track, recording: try store.trackRecording(id: track.id))
        let entries = try store.entries(duringTrack: track)
        let destination = try arguments.group(\.output).destination(
            defaultName: fileName(track, format: output.format), extensions: output.format.fileExtensions,
            formatName: output.format.rawValue.uppercased(), context: context)
        // The photo of the first entry that has one, in time order.
        var photo: CardPhoto?
        var options = options
        for entry in ActivityCard.entries(entries, of: recorded) {
            if let data = try store.photoData(for: entry.id) {
                // The focus saved with the entry (`edit --focus`) frames it here too.
                options.framing = options.framing.applied(to: entry)
                photo = ActivityCard.photo(data, options: options)
                break
            }
        }
        let data = try BundledData(context: context)
        // What --coords lets the card show of the track, its start's place and its entries.
        let activity = try data.disclosure(arguments.group(\.card).coordinates).activity(
            recorded, entries: ActivityCard.entries(entries, of: recorded))
        let card = try data.activityCard().export(
            recorded, activity: activity, photo: photo, options: options, output: output)
        if let warning = card.card.photoColourWarning { context.warn("the photo's colours: \(warning)") }
        if track.weather == nil, let reason = track.weatherNote {
            context.note("\(track.shortID) has no weather at its start (\(reason)); the card shows none")
        }
        try OutputTarget.write(card.data, to: destination, context: context)
        if case .file(let url) = destination {
            var note = "wrote \(url.path) (\(EntryPresenter.byteText(card.data.count))"
            if let quality = card.quality, output.maxBytes != nil { note += ", JPEG quality \(quality)" }
            if card.scale != options.scale { note += ", scale \(card.scale) to fit" }
            context.note(note + ")")
        }
        if let altText = arguments[\.altText] {
            let altTarget: OutputTarget.Destination =
                altText == "-" ? .standardOutput : .file(context.resolvePath(altText))
            try OutputTarget.write(Data((card.altText + "\n").utf8), to: altTarget, context: context)
        }
    }

    /// "2024-05-18-ridge-loop.png": the track's day in its zone (its start's, else the day its
    /// file gives) and its name as a slug; an undated track's is its slug alone, "ridge-loop.png".
    static func fileName(_ track: Track, format: CardFormat) -> String {
        let slug = Slug.make(track.name, maxLength: 60, fallback: "track")
        guard let day = track.isoDay else { return "\(slug).\(format.fileExtension)" }
        return "\(day)-\(slug).\(format.fileExtension)"
    }
}
