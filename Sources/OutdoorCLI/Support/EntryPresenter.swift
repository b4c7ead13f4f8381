import Foundation
import OutdoorCard
import OutdoorDisclosure
import OutdoorModel

/// Turns entries (as `ListedEntries` discloses them: precise, place lines shown) into the texts
/// and JSON that commands print.
enum EntryPresenter {
    /// `log` lines: "2025 JUN 14 {title}", padded by display width, then the short id and the place.
    ///
    /// Titles and places are made safe to print (`TerminalText.safe`). Titles are padded to the
    /// widest (at most 40 columns). On a terminal (`columns` given) a longer title is cut with "…"
    /// to its column, and each line to the terminal's width; in a file or a pipe every title is whole.
    static func logLines(_ listed: [DisclosedEntry], color: Bool, columns: Int? = nil) -> String {
        let entries = listed.map(\.entry)
        var titleWidth = min(40, entries.map { TerminalText.width(TerminalText.safe($0.title)) }.max() ?? 0)
        if let columns {
            // Date, spaces and id take 24 columns; leave the place at least 16.
            titleWidth = min(titleWidth, max(12, columns - 24 - 16))
        }
        var text = ""
        for shown in listed {
            let entry = shown.entry
            let date = EntryDateFormat.listDate(entry.timestamp, in: entry.timeZone)
            let safeTitle = TerminalText.safe(entry.title)
            let title = columns == nil ? safeTitle : TerminalText.truncated(safeTitle, to: titleWidth)
            let place = TerminalText.safe(shown.place ?? entry.coordinate.hemisphereText(decimals: 5))
            var line = "\(date) \(TerminalText.padded(title, to: titleWidth))  \(entry.shortID)  \(place)"
            if let columns { line = TerminalText.truncated(line, to: columns) }
            if color {
                line = line.replacingOccurrences(
                    of: "  \(entry.shortID)  ", with: "  \u{1B}[33m\(entry.shortID)\u{1B}[0m  ")
            }
            text += line + "\n"
        }
        return text
    }

    /// A one-line summary for messages: short id, list date, title, place (its line `place`, else
    /// its coordinates), weather.
    static func summaryLine(_ entry: JournalEntry, place: String?) -> String {
        var text =
            "\(entry.shortID) \(EntryDateFormat.cardDateTime(entry.timestamp, in: entry.timeZone)) \(TerminalText.safe(entry.title))"
        text += " " + placePhrase(place, entry.coordinate)
        if let w = entry.weather {
            text +=
                "; \(UnitSystem.metric.formatTemperature(celsius: w.temperatureCelsius)), \(TerminalText.safe(w.summary))"
            if w.source.isProvider { text += " (\(w.source.attribution.joined(separator: "; ")))" }
        }
        return text
    }

    /// "at Grindelwald, Bern, CH", "near Potes, Cantabria, ES" (never "at near"), "at 46.55°N 7.96°E".
    static func placePhrase(_ line: String?, _ coordinate: Coordinate) -> String {
        let place = TerminalText.safe(line ?? coordinate.hemisphereText(decimals: 5))
        return place.hasPrefix("near ") ? place : "at " + place
    }

    /// Every field of an entry as labelled lines, weather always followed by its attribution.
    static func details(_ shown: DisclosedEntry, units: UnitSystem) -> String {
        let entry = shown.entry
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
        if let source = entry.capture.timeSource {
            rows.append(("time from", source.explanation(hasPhoto: entry.photo != nil)))
        }
        if let place = shown.place {
            rows.append(("place", TerminalText.safe(place) + (shown.isPlaceCorrected ? " (corrected)" : "")))
        }
        rows.append(((shown.place == nil ? "place" : ""), entry.coordinate.hemisphereText(decimals: 5)))
        if let source = entry.capture.positionSource {
            rows.append(("position", TerminalText.safe(source.explanation)))
        }
        if let offset = entry.capture.clockOffset {
            rows.append(("clock", "the camera's time corrected by \(clockOffsetText(offset))"))
        }
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
        if let frame = entry.radar?.frame, entry.radar?.status == .captured {
            rows.append(
                (
                    "radar",
                    "\(frame.source.name) frame of \(EntryDateFormat.timeOfDay(frame.time, in: zone))"
                        + " \(EntryDateFormat.zoneLabel(frame.time, in: zone)), \(frame.pixelWidth)x\(frame.pixelHeight)"
                        + " at zoom \(frame.zoom), \(byteText(frame.byteCount)) (outdoor card --radar draws it)"
                ))
            rows.append(("", frame.source.attribution))
        } else {
            rows.append(("radar", "none: " + (EntryRadar.absenceReason(entry.radar) ?? "none was captured")))
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
    /// `placeName` is the line shown; `placeCorrected` says whether a person or an import gave it;
    /// `titleGenerated` whether the program wrote the title (true), a person did (false), or the
    /// journal did not record it (null: entries saved before it did).
    static func json(_ shown: DisclosedEntry) -> JSONValue {
        let entry = shown.entry
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
            ("titleGenerated", entry.titleIsGenerated.map(JSONValue.bool) ?? .null),
            ("lat", .number(entry.coordinate.latitude)),
            ("lng", .number(entry.coordinate.longitude)),
            ("placeName", .optional(shown.place)),
            ("placeCorrected", .bool(shown.isPlaceCorrected)),
            ("altitude", .optional(entry.capture.altitude)),
            ("cameraDirection", .optional(entry.capture.direction?.degrees)),
            (
                "cameraDirectionRef",
                .optional(entry.capture.direction.map { $0.reference == .trueNorth ? "true" : "magnetic" })
            ),
            ("timeSource", .optional(entry.capture.timeSource?.rawValue)),
            ("positionSource", .optional(entry.capture.positionSource?.kind.rawValue)),
            ("positionTrack", positionTrackJSON(entry.capture.positionSource)),
            ("clockOffsetSeconds", .optional(entry.capture.clockOffset)),
            ("weatherSummary", .optional(w?.summary)),
            ("weatherTemp", .optional(w?.temperatureCelsius)),
            ("weatherSymbol", .optional(w?.symbol.rawValue)),
            ("weatherCode", .optional(w?.wmoCode)),
            ("weatherSource", .optional(w?.source.rawValue)),
            ("weatherAttribution", w.map { .array($0.source.attribution.map(JSONValue.string)) } ?? .null),
            ("note", .optional(entry.note)),
            ("photo", photo),
            ("radar", radarJSON(entry)),
            ("createdAt", .string(EntryDateFormat.iso8601UTC(entry.createdAt))),
            ("updatedAt", .string(EntryDateFormat.iso8601UTC(entry.updatedAt))),
        ])
    }

    /// The radar frozen with an entry: whether it has a frame, from when, or why not.
    static func radarJSON(_ entry: JournalEntry) -> JSONValue {
        let frame = entry.radar?.status == .captured ? entry.radar?.frame : nil
        var fields: [(String, JSONValue)] = [
            ("captured", .bool(frame != nil)),
            ("status", .optional(entry.radar?.status.rawValue)),
        ]
        if let frame {
            let b = frame.bounds
            fields += [
                ("time", .string(EntryDateFormat.iso8601UTC(frame.time))),
                ("source", .string(frame.source.rawValue)),
                ("attribution", .string(frame.source.attribution)),
                ("zoom", .integer(frame.zoom)), ("width", .integer(frame.pixelWidth)),
                ("height", .integer(frame.pixelHeight)), ("bytes", .integer(frame.byteCount)),
                (
                    "bounds",
                    .object([
                        ("west", .number(b.west)), ("east", .number(b.east)), ("north", .number(b.north)),
                        ("south", .number(b.south)),
                    ])
                ),
            ]
        } else {
            fields.append(("reason", .optional(EntryRadar.absenceReason(entry.radar))))
        }
        return .object(fields)
    }

    /// The track a position was taken from, as JSON (id and name), or null.
    static func positionTrackJSON(_ source: PositionSource?) -> JSONValue {
        guard let source, source.kind == .track else { return .null }
        return .object([
            ("id", .optional(source.trackID.map { $0.uuidString.lowercased() })),
            ("name", .optional(source.trackName)),
        ])
    }

    /// "+00:02:30" or "-01:00:00": a clock correction in hours, minutes and seconds (fractions rounded).
    static func clockOffsetText(_ seconds: Double) -> String {
        guard seconds.isFinite, abs(seconds) < 1e9 else { return "?" }
        let total = Int(abs(seconds).rounded())
        return (seconds < 0 ? "-" : "+")
            + String(format: "%02d:%02d:%02d", total / 3600, total % 3600 / 60, total % 60)
    }

    /// "1 entry", "3 entries": a count with its noun.
    static func count(_ number: Int, _ one: String, _ many: String) -> String {
        "\(number) \(number == 1 ? one : many)"
    }

    /// "72 m above sea level", "12 m below sea level".
    static func altitudeText(_ metres: Double) -> String {
        // A damaged journal may hold any number: outside the journal's limits it is shown as "?".
        guard FrozenLimits.altitudeMetres.contains(metres) else { return "? (not an altitude)" }
        let rounded = Int(metres.magnitude.rounded())
        if rounded == 0 { return "at sea level" }
        return "\(rounded) m \(metres < 0 ? "below" : "above") sea level"
    }

    /// "137° SE (true north)".
    static func directionText(_ direction: CameraDirection) -> String {
        guard direction.degrees.isFinite, abs(direction.degrees) < 1e6 else { return "? (not a heading)" }
        return
            "\(Int(direction.degrees.rounded()) % 360)° \(direction.compassPoint) (\(direction.reference.name))"
    }

    /// "2.1 MB", "830 KB", "12 bytes" (1 KB = 1024 bytes).
    static func byteText(_ count: Int) -> String {
        ByteSize.describe(count)
    }
}
