import Foundation

/// The titles the program writes itself when a photo is imported without one, and how to tell
/// them from a title a person typed.
///
/// The default is the moment alone ("14 Jun 2025, 08:42"): a title carries no place, which lives
/// in the place line only. Journals imported before used "{place}, {time}" ("Selfoss, 14:32",
/// "Near Buzet, 12:10"); such a title, equal to that rule rendered from the entry's own place and
/// time, counts as generated too, so a disclosure that hides the place can replace it.
public enum GeneratedTitle {
    /// The default title of a photo imported at `date` in `timeZone`: "14 Jun 2025, 08:42".
    public static func moment(_ date: Date, in timeZone: TimeZone) -> String {
        "\(day(date, in: timeZone)), \(EntryDateFormat.timeOfDay(date, in: timeZone))"
    }

    /// The local day as a title writes it, "14 Jun 2025".
    public static func day(_ date: Date, in timeZone: TimeZone) -> String {
        EntryDateFormat.titleDate(date, in: timeZone)
    }

    /// What "{place}" stands for in a title rule: the place line's first part ("Near Buzet"),
    /// else the coordinates ("43.46°N 11.88°E").
    public static func placeWord(line: String?, coordinate: Coordinate) -> String {
        line.map(shortPlace) ?? coordinate.hemisphereText(decimals: 2, compact: true)
    }

    /// "Selfoss" from "Selfoss, South, IS"; "Near Selfoss" from "near Selfoss, South, IS".
    public static func shortPlace(_ line: String) -> String {
        let first = line.split(separator: ",").first.map(String.init)?.trimmingWhitespace() ?? line
        return first.hasPrefix("near ") ? "Near " + first.dropFirst(5) : first
    }

    /// Whether `entry`'s title ends with its own local time of day (", 14:32"), as every title
    /// the program writes does: a cheap first test before the place lines are looked up.
    public static func endsWithItsTime(_ entry: JournalEntry) -> Bool {
        entry.title.hasSuffix(", " + EntryDateFormat.timeOfDay(entry.timestamp, in: entry.timeZone))
    }

    /// Whether `entry`'s title is one the program wrote: the moment alone, or the earlier rule
    /// "{place}, {time}" with one of `placeLines` (the lines its place had or has) or its
    /// coordinates standing for the place.
    public static func isGenerated(_ entry: JournalEntry, placeLines: [String]) -> Bool {
        let zone = entry.timeZone
        let title = entry.title
        if title == moment(entry.timestamp, in: zone) { return true }
        let time = EntryDateFormat.timeOfDay(entry.timestamp, in: zone)
        guard title.hasSuffix(", " + time) else { return false }
        let place = String(title.dropLast(time.count + 2))
        let candidates = (placeLines.map { $0 } + [nil]).map {
            placeWord(line: $0, coordinate: entry.coordinate)
        }
        return candidates.contains(place)
    }
}
