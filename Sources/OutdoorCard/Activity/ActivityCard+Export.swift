import Foundation
import OutdoorDisclosure
import OutdoorModel

extension ActivityCard {
    /// Renders and encodes `track`'s card as `output` asks, meeting its byte limit if it has one
    /// (as `CardRenderer.export` does), with its alt text (`ActivityAltText`); `activity` is what
    /// may be shown of it (`Disclosure.activity`).
    public func export(
        _ track: RecordedTrack, activity: DisclosedActivity, photo: CardPhoto?, options: CardOptions,
        output: CardOutput
    ) throws -> EncodedActivityCard {
        let result = try CardExport.run(
            scale: options.scale, output: output, space: options.gamut, pixels: \.pixels
        ) { scale in
            var scaled = options
            scaled.scale = scale
            return try render(track, activity: activity, photo: photo, options: scaled)
        }
        photo?.release()
        return EncodedActivityCard(
            data: result.data, format: output.format, scale: result.scale, quality: result.quality,
            altText: ActivityAltText.make(
                track, entries: activity.trip.entries.map(\.entry), text: result.rendered.text,
                options: options),
            card: result.rendered)
    }
}

/// An encoded activity card, its alt text, and the settings that made it.
public struct EncodedActivityCard: Sendable {
    /// The file's bytes.
    public let data: Data
    /// The format of `data`.
    public let format: CardFormat
    /// The scale the card was rendered at (lower than asked when a byte limit required it).
    public let scale: Int
    /// The JPEG quality used, nil for PNG.
    public let quality: Int?
    /// The plain-text description of the card.
    public let altText: String
    /// The rendered card behind the bytes.
    public let card: RenderedActivityCard
}

/// A plain-text description of an activity card, for screen readers and the body of a message.
///
/// One fact per line: the track's name; its date and times (only the day its file gives for a
/// track without times, nothing for an undated one); where it started (as `--coords`
/// allows); the figures; the profile's heights and the entries marked on it; the weather at the
/// start with its provider's credit. English, whatever the machine's locale, like the card.
public enum ActivityAltText {
    /// The description of `track`'s card from `text`, the texts it shows under `options`.
    public static func make(
        _ track: RecordedTrack, entries: [JournalEntry], text: ActivityText, options: CardOptions
    ) -> String {
        var lines = ["Activity: \(text.title)"]
        let zone = track.track.timeZone
        switch track.track.dating {
        case .times(let range):
            let start = CardAltText.longDateTime(range.lowerBound, in: zone)
            lines.append("\(start) to \(EntryDateFormat.timeOfDay(range.upperBound, in: zone))")
        case .fileDay(let time):
            lines.append(
                "\(CardAltText.longDate(time, in: zone)), the date its file gives (no times recorded)")
        case .undated:
            break
        }
        if let place = text.place { lines.append("Start: \(place)") }
        lines.append(text.figures.map(\.text).joined(separator: ", ") + ".")
        if let low = text.profileLowest, let high = text.profileHighest {
            lines.append("Elevation profile over \(text.profileLength): from \(low) to \(high).")
        }
        let ordered = ActivityCard.entries(entries, of: track)
        if !ordered.isEmpty {
            lines.append("Entries along the way, numbered on the map and the profile:")
            for (index, entry) in ordered.enumerated() {
                lines.append(
                    "\(index + 1). \(entry.title.trimmingWhitespace()); "
                        + EntryDateFormat.timeOfDay(entry.timestamp, in: entry.timeZone))
            }
        }
        if let weather = text.weather {
            let credit = weather.attribution.map(CardAltText.sentence).joined(separator: " ")
            lines.append("Weather at the start: \(weather.summary), \(weather.temperature). \(credit)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
