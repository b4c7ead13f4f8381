import Foundation
import OutdoorDisclosure
import OutdoorModel

/// Turns tracks into the texts and JSON that commands print.
enum TrackPresenter {
    /// "12.4 km" or "7.7 mi" (one decimal below 100).
    static func distance(_ metres: Double, units: UnitSystem) -> String {
        let value = units == .metric ? metres / 1000 : metres / 1609.344
        let unit = units == .metric ? "km" : "mi"
        guard value.isFinite, abs(value) < 1e9 else { return "? \(unit)" }
        if value < 100 { return String(format: "%.1f", value) + " " + unit }
        return "\(Int(value.rounded())) \(unit)"
    }

    /// "845 m" or "2,772 ft".
    static func height(_ metres: Double, units: UnitSystem) -> String {
        let value = units == .metric ? metres : metres / 0.3048
        guard value.isFinite, abs(value) < 1e7 else { return "? \(units == .metric ? "m" : "ft")" }
        return "\(TripFigures.grouped(Int(value.rounded()))) \(units == .metric ? "m" : "ft")"
    }

    /// "3 h 05 min", "42 min", "15 s".
    static func duration(_ seconds: Double) -> String {
        guard seconds.isFinite, seconds >= 0, seconds < 1e9 else { return "?" }
        let total = Int(seconds.rounded())
        if total < 60 { return "\(total) s" }
        let minutes = total / 60
        if minutes < 60 { return "\(minutes) min" }
        return "\(minutes / 60) h " + String(format: "%02d", minutes % 60) + " min"
    }

    /// "2024 MAY 14 09:03–13:10 CEST", or "2024 MAY 14 22:10 – 2024 MAY 15 06:02 CEST" across days.
    static func timeSpan(_ track: Track) -> String? {
        guard let range = track.figures.timeRange else { return nil }
        let zone = track.timeZone
        let start = EntryDateFormat.cardDateTime(range.lowerBound, in: zone)
        let label = EntryDateFormat.zoneLabel(range.upperBound, in: zone)
        if EntryDateFormat.isoDay(range.lowerBound, in: zone)
            == EntryDateFormat.isoDay(range.upperBound, in: zone)
        {
            return "\(start)–\(EntryDateFormat.timeOfDay(range.upperBound, in: zone)) \(label)"
        }
        return "\(start) – \(EntryDateFormat.cardDateTime(range.upperBound, in: zone)) \(label)"
    }

    /// The figures on one line: "12.4 km · 3 h 05 min moving · ↑ 845 m ↓ 842 m".
    static func figuresLine(_ figures: TrackFigures, units: UnitSystem) -> String {
        var parts = [distance(figures.distanceMetres, units: units)]
        if let moving = figures.movingSeconds { parts.append("\(duration(moving)) moving") }
        if let up = figures.ascentMetres, let down = figures.descentMetres {
            parts.append("↑ \(height(up, units: units)) ↓ \(height(down, units: units))")
        }
        return parts.joined(separator: " · ")
    }

    /// The day a track without times has from its file: "2010 DEC 14 (the date its file gives)";
    /// nil for a track with times or an undated one.
    static func fileDay(_ track: Track) -> String? {
        guard case .fileDay(let time) = track.dating else { return nil }
        return "\(EntryDateFormat.listDate(time, in: track.timeZone)) (the date its file gives)"
    }

    /// `track list` lines: date (its start's, else its file's; "(undated)"), name, short id,
    /// figures; newest first as given.
    static func listLines(_ tracks: [Track], units: UnitSystem) -> String {
        let width = min(40, tracks.map { TerminalText.width(TerminalText.safe($0.name)) }.max() ?? 0)
        var text = ""
        for track in tracks {
            let date = track.listDay ?? "(undated)  "
            let name = TerminalText.padded(TerminalText.safe(track.name), to: width)
            text += "\(date) \(name)  \(track.shortID)  \(figuresLine(track.figures, units: units))\n"
        }
        return text
    }

    /// A one-line summary for messages: short id, name, figures, time (or the day its file gives).
    static func summaryLine(_ track: Track, units: UnitSystem = .metric) -> String {
        var text =
            "\(track.shortID) \(TerminalText.safe(track.name)): \(figuresLine(track.figures, units: units))"
        if let span = timeSpan(track) ?? fileDay(track) { text += ", \(span)" }
        return text
    }

    /// Every field of a track as labelled lines, the start weather followed by its attribution,
    /// then the entries that belong to it.
    static func details(
        _ track: Track, entries: [DisclosedEntry], waypoints: [TrackWaypoint], units: UnitSystem
    )
        -> String
    {
        let f = track.figures
        var rows: [(String, String)] = [
            ("id", track.idString), ("file", TerminalText.safe(track.sourceFileName)),
        ]
        if let trip = track.tripName { rows.append(("trip", TerminalText.safe(trip))) }
        if let span = timeSpan(track) {
            rows.append(
                ("when", span + (track.timeZoneIdentifier.map { " \($0)" } ?? " (time zone unknown: UTC)")))
        } else if let day = fileDay(track) {
            rows.append(("when", "\(day); no times recorded"))
        } else {
            rows.append(
                (
                    "when",
                    "undated: no times recorded (a route, or a device without a clock) and no date in its file"
                ))
        }
        rows.append(
            (
                "points",
                "\(f.pointCount) in \(EntryPresenter.count(f.segmentCount, "segment", "segments"))"
                    + (track.waypointCount > 0
                        ? ", \(EntryPresenter.count(track.waypointCount, "waypoint", "waypoints"))" : "")
            ))
        rows.append(("distance", distance(f.distanceMetres, units: units)))
        if let moving = f.movingSeconds { rows.append(("moving", duration(moving))) }
        if let elapsed = f.elapsedSeconds { rows.append(("elapsed", duration(elapsed))) }
        if let up = f.ascentMetres, let down = f.descentMetres {
            rows.append(("climb", "↑ \(height(up, units: units)) ↓ \(height(down, units: units))"))
        } else {
            rows.append(("climb", "no heights recorded"))
        }
        if let low = f.lowest, let high = f.highest, let lowHeight = low.elevation,
            let highHeight = high.elevation
        {
            rows.append(
                (
                    "highest",
                    "\(height(highHeight, units: units)) at \(high.coordinate.hemisphereText(decimals: 5))"
                ))
            rows.append(
                (
                    "lowest",
                    "\(height(lowHeight, units: units)) at \(low.coordinate.hemisphereText(decimals: 5))"
                ))
        }
        rows.append(("start", f.start.coordinate.hemisphereText(decimals: 5)))
        rows.append(("end", f.end.coordinate.hemisphereText(decimals: 5)))
        if let w = track.weather {
            rows.append(
                (
                    "weather",
                    "\(units.formatTemperature(celsius: w.temperatureCelsius)), \(TerminalText.safe(w.summary)) at the start"
                ))
            for line in w.source.attribution { rows.append(("", line)) }
        } else {
            rows.append(("weather", "none: " + TerminalText.safe(track.weatherNote ?? "none was looked up")))
        }
        for (index, waypoint) in waypoints.enumerated() {
            let name = waypoint.name.map { TerminalText.safe($0) } ?? "(no name)"
            rows.append(
                (
                    index == 0 ? "waypoints" : "",
                    "\(name) at \(waypoint.point.coordinate.hemisphereText(decimals: 5))"
                ))
        }
        rows.append(("imported", EntryDateFormat.iso8601UTC(track.createdAt)))
        let body = rows.map { label, value in
            "  " + label + String(repeating: " ", count: max(1, 10 - label.count)) + value
        }
        var text = ([TerminalText.safe(track.name)] + body).joined(separator: "\n") + "\n"
        if entries.isEmpty {
            text += "  entries   none fall within its time\n"
        } else {
            text +=
                "  entries   \(EntryPresenter.count(entries.count, "entry falls", "entries fall")) within its time:\n"
            text += EntryPresenter.logLines(entries, color: false).split(separator: "\n").map {
                "    \($0)\n"
            }.joined()
        }
        return text
    }

    /// A point as JSON: lat, lng, and its height and time when recorded.
    static func json(_ point: TrackPoint) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("lat", .number(point.latitude)), ("lng", .number(point.longitude)),
        ]
        if let height = point.elevation { fields.append(("elevation", .number(height))) }
        if let time = point.time { fields.append(("time", .string(EntryDateFormat.iso8601UTC(time)))) }
        return .object(fields)
    }

    /// A track as JSON: its description and figures (metres, seconds; times in ISO 8601 with the
    /// offset at its start).
    static func json(_ track: Track) -> JSONValue {
        let f = track.figures
        let zone = track.timeZone
        var fields: [(String, JSONValue)] = [
            ("id", .string(track.idString)), ("name", .string(track.name)),
            ("sourceFile", .string(track.sourceFileName)), ("trip", .optional(track.tripName)),
        ]
        fields.append(
            ("start", .optional(f.timeRange.map { EntryDateFormat.iso8601($0.lowerBound, in: zone) })))
        fields.append(
            ("end", .optional(f.timeRange.map { EntryDateFormat.iso8601($0.upperBound, in: zone) })))
        // Its day: its start's, else the one its file gives (`fileTime`); null when undated.
        fields.append(("day", .optional(track.isoDay)))
        fields.append(("fileTime", .optional(track.fileTime.map(EntryDateFormat.iso8601UTC))))
        fields.append(("timeZone", .optional(track.timeZoneIdentifier)))
        fields.append(("pointCount", .integer(f.pointCount)))
        fields.append(("segmentCount", .integer(f.segmentCount)))
        fields.append(("waypointCount", .integer(track.waypointCount)))
        fields.append(("distanceMetres", .number(tenths(f.distanceMetres))))
        fields.append(("movingSeconds", .optional(f.movingSeconds.map { $0.rounded() })))
        fields.append(("elapsedSeconds", .optional(f.elapsedSeconds.map { $0.rounded() })))
        fields.append(("ascentMetres", .optional(f.ascentMetres.map(tenths))))
        fields.append(("descentMetres", .optional(f.descentMetres.map(tenths))))
        fields.append(("highest", f.highest.map(json) ?? .null))
        fields.append(("lowest", f.lowest.map(json) ?? .null))
        fields.append(("startPoint", json(f.start)))
        fields.append(("endPoint", json(f.end)))
        let b = f.bounds
        let bounds: [(String, JSONValue)] = [
            ("south", .number(b.south)), ("north", .number(b.north)), ("west", .number(b.west)),
            ("east", .number(b.east)),
        ]
        fields.append(("bounds", .object(bounds)))
        let w = track.weather
        fields.append(("weatherSummary", .optional(w?.summary)))
        fields.append(("weatherTemp", .optional(w?.temperatureCelsius)))
        fields.append(("weatherSymbol", .optional(w?.symbol.rawValue)))
        fields.append(("weatherCode", .optional(w?.wmoCode)))
        fields.append(("weatherSource", .optional(w?.source.rawValue)))
        let attribution: JSONValue = w.map { .array($0.source.attribution.map(JSONValue.string)) } ?? .null
        fields.append(("weatherAttribution", attribution))
        fields.append(("weatherNote", .optional(track.weatherNote)))
        fields.append(("createdAt", .string(EntryDateFormat.iso8601UTC(track.createdAt))))
        fields.append(("updatedAt", .string(EntryDateFormat.iso8601UTC(track.updatedAt))))
        return .object(fields)
    }

    /// A value rounded to a tenth.
    private static func tenths(_ value: Double) -> Double { (value * 10).rounded() / 10 }

    /// A short reference to a track for lists inside other objects: id and name.
    static func reference(_ track: Track) -> JSONValue {
        .object([("id", .string(track.idString)), ("name", .string(track.name))])
    }
}
