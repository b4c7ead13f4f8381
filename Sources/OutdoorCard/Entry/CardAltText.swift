import Foundation
import OutdoorDisclosure
import OutdoorModel

/// A plain-text description of a card, for screen readers and for the body of a message.
///
/// One fact per line: the title; the local date and time with the zone; the weather with the
/// provider's credit; the place and coordinates (as `--coords` allows); the note; the radar
/// frame the map shows, if any; and an
/// OpenStreetMap link (with a marker when precise, a regional view without a marker when
/// approximate, no link at all when hidden), as `Disclosure` decided. Months and weekdays are
/// English, whatever the machine's locale, like the rest of the card.
public enum CardAltText {
    /// The description of `disclosed`'s card under `options`, from the texts the card shows.
    public static func make(for disclosed: DisclosedEntry, options: CardOptions) -> String {
        make(for: disclosed, text: CardText.make(for: disclosed, options: options))
    }

    /// The description of `disclosed`'s card from `text`, the texts it shows
    /// (`RenderedCard.text`), with the long date and the map link they leave out.
    public static func make(for disclosed: DisclosedEntry, text: CardText) -> String {
        let entry = disclosed.entry
        var lines = [text.title, longDateTime(entry.timestamp, in: entry.timeZone)]
        if let weather = text.weather {
            let credit = weather.attribution.map(sentence).joined(separator: " ")
            lines.append("Weather: \(weather.summary), \(weather.temperature). \(credit)")
        }
        switch (text.place, spoken(text.coordinates)) {
        case (let place?, let coordinates?): lines.append("Place: \(place) (\(coordinates))")
        case (let place?, nil): lines.append("Place: \(place)")
        case (nil, let coordinates?): lines.append("Place: \(coordinates)")
        case (nil, nil): break
        }
        if let note = text.note {
            lines.append("Note: \(note)")
        }
        if let radar = text.radar {
            lines.append(radar)
        }
        if let link = disclosed.mapLink {
            lines.append("Map: \(link)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static let weekdays = [
        "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
    ]
    private static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]

    /// "Saturday 14 June 2025, 08:42 (CEST)" in `timeZone`.
    public static func longDateTime(_ date: Date, in timeZone: TimeZone) -> String {
        let time = EntryDateFormat.timeOfDay(date, in: timeZone)
        let zone = EntryDateFormat.zoneLabel(date, in: timeZone)
        return "\(longDate(date, in: timeZone)), \(time) (\(zone))"
    }

    /// "Saturday 14 June 2025" in `timeZone`.
    public static func longDate(_ date: Date, in timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let c = calendar.dateComponents([.year, .month, .day, .weekday], from: date)
        let weekday = weekdays[min(max((c.weekday ?? 1) - 1, 0), 6)]
        let month = months[min(max((c.month ?? 1) - 1, 0), 11)]
        return "\(weekday) \(c.day ?? 1) \(month) \(c.year ?? 1970)"
    }

    /// `text` ending with a full stop.
    static func sentence(_ text: String) -> String {
        text.hasSuffix(".") ? text : text + "."
    }

    /// The card's coordinates as read aloud: "about 43.3° N, 2.9° W" for "≈ 43.3° N, 2.9° W".
    static func spoken(_ coordinates: String?) -> String? {
        coordinates?.replacingOccurrences(of: "≈ ", with: "about ")
    }
}

extension String {
    /// The string, or nil when it is empty.
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
