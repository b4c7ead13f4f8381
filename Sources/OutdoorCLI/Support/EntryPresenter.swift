import Foundation
import OutdoorModel

/// Turns entries into the texts and JSON that commands print.
enum EntryPresenter {
    /// One `log` line: "2025 JUN 14 {title}", padded, then the short id and the place.
    static func logLine(_ entry: JournalEntry, titleWidth: Int, color: Bool) -> String {
        let date = EntryDateFormat.listDate(entry.timestamp, in: entry.timeZone)
        let title = TerminalText.safe(entry.title)
        let padding = String(repeating: " ", count: max(0, titleWidth - title.count))
        let id = color ? "\u{1B}[33m\(entry.shortID)\u{1B}[0m" : entry.shortID
        let place = TerminalText.safe(entry.placeName ?? entry.coordinate.hemisphereText(decimals: 5))
        return "\(date) \(title)\(padding)  \(id)  \(place)"
    }

    /// A one-line summary for messages: short id, list date, title, place, weather.
    static func summaryLine(_ entry: JournalEntry) -> String {
        var text =
            "\(entry.shortID) \(EntryDateFormat.cardDateTime(entry.timestamp, in: entry.timeZone)) \(TerminalText.safe(entry.title))"
        text += " at " + TerminalText.safe(entry.placeName ?? entry.coordinate.hemisphereText(decimals: 5))
        if let w = entry.weather {
            text +=
                "; \(UnitSystem.metric.formatTemperature(celsius: w.temperatureCelsius)), \(TerminalText.safe(w.summary))"
            if w.source.isProvider { text += " (\(w.source.attribution.joined(separator: "; ")))" }
        }
        return text
    }

    /// Every field of an entry as labelled lines, weather always followed by its attribution.
    static func details(_ entry: JournalEntry, units: UnitSystem) -> String {
        let zone = entry.timeZone
        var rows: [(String, String)] = [("id", entry.idString)]
        let zoneName = entry.timeZoneIdentifier.map { " \($0)" } ?? " (time zone unknown: shown in UTC)"
        rows.append(
            (
                "when",
                "\(EntryDateFormat.cardDateTime(entry.timestamp, in: zone)) \(EntryDateFormat.zoneLabel(entry.timestamp, in: zone))"
                    + zoneName
            ))
        rows.append(("", EntryDateFormat.iso8601(entry.timestamp, in: zone)))
        if let source = entry.capture.timeSource { rows.append(("time from", source.explanation)) }
        if let place = entry.placeName { rows.append(("place", TerminalText.safe(place))) }
        rows.append(((entry.placeName == nil ? "place" : ""), entry.coordinate.hemisphereText(decimals: 5)))
        if let altitude = entry.capture.altitude { rows.append(("altitude", altitudeText(altitude))) }
        if let direction = entry.capture.direction { rows.append(("facing", directionText(direction))) }
        if let w = entry.weather {
            rows.append(
                (
                    "weather",
                    "\(units.formatTemperature(celsius: w.temperatureCelsius)), \(TerminalText.safe(w.summary))"
                ))
            for line in w.source.attribution { rows.append(("", line)) }
        } else {
            rows.append(("weather", "none recorded (outdoor weather fill \(entry.shortID) looks it up)"))
        }
        if let p = entry.photo {
            rows.append(
                (
                    "photo",
                    "\(p.format.rawValue.uppercased()) \(p.pixelWidth)x\(p.pixelHeight), \(byteText(p.byteCount))"
                ))
            rows.append(("", "sha256 \(p.sha256)"))
        } else {
            rows.append(("photo", "none"))
        }
        if let note = entry.note {
            let lines = note.split(separator: "\n", omittingEmptySubsequences: false)
            for (i, line) in lines.enumerated() {
                rows.append((i == 0 ? "note" : "", TerminalText.safe(String(line), keeping: ["\t"])))
            }
        }
        rows.append(("created", EntryDateFormat.iso8601UTC(entry.createdAt)))
        rows.append(("updated", EntryDateFormat.iso8601UTC(entry.updatedAt)))
        let body = rows.map { label, value in
            "  " + label + String(repeating: " ", count: max(1, 10 - label.count)) + value
        }
        return ([TerminalText.safe(entry.title)] + body).joined(separator: "\n") + "\n"
    }

    /// The entry as a JSON object whose keys are the app's field names plus what the journal adds.
    ///
    /// `weatherTemp` is always in °C; photo bytes are never included (see `outdoor photo`).
    static func json(_ entry: JournalEntry) -> JSONValue {
        let zone = entry.timeZone
        let w = entry.weather
        let photo: JSONValue =
            entry.photo.map { p in
                .object([
                    ("format", .string(p.format.rawValue)), ("width", .integer(p.pixelWidth)),
                    ("height", .integer(p.pixelHeight)), ("bytes", .integer(p.byteCount)),
                    ("sha256", .string(p.sha256)),
                ])
            } ?? .null
        return .object([
            ("id", .string(entry.idString)),
            ("timestamp", .string(EntryDateFormat.iso8601(entry.timestamp, in: zone))),
            ("timeZone", .optional(entry.timeZoneIdentifier)),
            ("title", .string(entry.title)),
            ("lat", .number(entry.coordinate.latitude)),
            ("lng", .number(entry.coordinate.longitude)),
            ("placeName", .optional(entry.placeName)),
            ("altitude", .optional(entry.capture.altitude)),
            ("cameraDirection", .optional(entry.capture.direction?.degrees)),
            (
                "cameraDirectionRef",
                .optional(entry.capture.direction.map { $0.reference == .trueNorth ? "true" : "magnetic" })
            ),
            ("timeSource", .optional(entry.capture.timeSource?.rawValue)),
            ("weatherSummary", .optional(w?.summary)),
            ("weatherTemp", .optional(w?.temperatureCelsius)),
            ("weatherSymbol", .optional(w?.symbol.rawValue)),
            ("weatherCode", .optional(w?.wmoCode)),
            ("weatherSource", .optional(w?.source.rawValue)),
            ("weatherAttribution", w.map { .array($0.source.attribution.map(JSONValue.string)) } ?? .null),
            ("note", .optional(entry.note)),
            ("photo", photo),
            ("createdAt", .string(EntryDateFormat.iso8601UTC(entry.createdAt))),
            ("updatedAt", .string(EntryDateFormat.iso8601UTC(entry.updatedAt))),
        ])
    }

    /// "72 m above sea level", "12 m below sea level".
    static func altitudeText(_ metres: Double) -> String {
        let rounded = Int(metres.magnitude.rounded())
        if rounded == 0 { return "at sea level" }
        return "\(rounded) m \(metres < 0 ? "below" : "above") sea level"
    }

    /// "137° SE (true north)".
    static func directionText(_ direction: CameraDirection) -> String {
        "\(Int(direction.degrees.rounded()) % 360)° \(direction.compassPoint) (\(direction.reference.name))"
    }

    /// "2.1 MB", "830 KB", "12 bytes" (1 KB = 1024 bytes).
    static func byteText(_ count: Int) -> String {
        if count >= 1 << 20 { return String(format: "%.1f MB", Double(count) / Double(1 << 20)) }
        if count >= 1 << 10 { return "\(Int((Double(count) / 1024).rounded())) KB" }
        return "\(count) bytes"
    }
}
