import Foundation

/// Dates as people say them: "now", "today", "yesterday 18:30", "monday 9:15", "3 days ago".
///
/// A day word names a calendar day in `timeZone`; with a time of day ("yesterday 18:30") it
/// is a wall-clock time without an offset, so a capture time is still read at the place. An
/// amount ago ("2 hours ago") is an exact instant. A weekday is the most recent one before
/// today ("last" may come first).
public enum RelativeTime {
    /// The parsed value of `text` at `now`, or nil when it is not a relative date.
    public static func parse(_ text: String, now: Date, timeZone: TimeZone) -> ISO8601Text.Parsed? {
        var words = text.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard !words.isEmpty else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        if words == ["now"] { return exact(now) }
        if words.count == 3, words[2] == "ago", let amount = Int(words[0]), amount >= 0, amount <= 100_000 {
            let units: [String: Double] = [
                "minute": 60, "minutes": 60, "min": 60, "mins": 60, "hour": 3600, "hours": 3600,
                "day": 86_400,
                "days": 86_400, "week": 604_800, "weeks": 604_800,
            ]
            guard let unit = units[words[1]] else { return nil }
            return exact(now.addingTimeInterval(-Double(amount) * unit))
        }
        // A day word, then an optional time of day.
        var time: (Int, Int)?
        if words.count >= 2, let parsed = timeOfDay(words[words.count - 1]) {
            time = parsed
            words.removeLast()
        }
        if words.first == "last", words.count == 2 { words.removeFirst() }
        guard words.count == 1, let dayOffset = daysBack(words[0], now: now, calendar: calendar),
            let day = calendar.date(byAdding: .day, value: -dayOffset, to: now)
        else { return nil }
        let c = calendar.dateComponents([.year, .month, .day], from: day)
        guard
            let local = LocalDateTime(
                year: c.year ?? 1970, month: c.month ?? 1, day: c.day ?? 1, hour: time?.0 ?? 0,
                minute: time?.1 ?? 0)
        else { return nil }
        return ISO8601Text.Parsed(local: local, offsetSeconds: nil, dateOnly: time == nil)
    }

    private static func exact(_ date: Date) -> ISO8601Text.Parsed? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        guard
            let local = LocalDateTime(
                year: c.year ?? 1970, month: c.month ?? 1, day: c.day ?? 1, hour: c.hour ?? 0,
                minute: c.minute ?? 0,
                second: c.second ?? 0)
        else { return nil }
        return ISO8601Text.Parsed(local: local, offsetSeconds: 0, dateOnly: false)
    }

    /// "18:30", "7:05", "18h30" -> (hour, minute).
    static func timeOfDay(_ word: String) -> (Int, Int)? {
        let parts = word.split(whereSeparator: { $0 == ":" || $0 == "h" }).map(String.init)
        guard parts.count == 2, parts[1].count == 2, let hour = Int(parts[0]), let minute = Int(parts[1]),
            (0...23).contains(hour), (0...59).contains(minute)
        else { return nil }
        return (hour, minute)
    }

    private static let weekdays = [
        "sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
    ]

    /// How many days before today `word` names: today 0, yesterday 1, a weekday 1-7.
    private static func daysBack(_ word: String, now: Date, calendar: Calendar) -> Int? {
        switch word {
        case "today": return 0
        case "yesterday": return 1
        default:
            guard let target = weekdays.firstIndex(where: { $0 == word || $0.prefix(3) == word }) else {
                return nil
            }
            let today = calendar.component(.weekday, from: now) - 1
            let back = (today - target + 7) % 7
            return back == 0 ? 7 : back
        }
    }
}
