import Foundation
import OutdoorArguments
import OutdoorJournal
import OutdoorModel
import OutdoorStore

/// `[--gpx FILE]... [--clock-offset [CAMERA=]±HH:MM:SS]... [--sync PHOTO=TIME]... [--max-gap DURATION]`:
/// photos without a position placed on recorded tracks by their time, for `import`.
struct PlacementOptions: OptionGroup {
    /// The GPX files the photos are placed on.
    let gpx = Option.repeated(
        "gpx", "FILE", help: "A GPX track to place photos without a position on, by their time (repeatable).",
        completion: .file, convert: { text, _ in text })
    /// Seconds added to a camera's clock.
    let clockOffset = Option.repeated(
        "clock-offset", "[CAMERA=]OFFSET",
        help: "Add ±HH:MM:SS to a camera's clock (name the camera when several were used; repeatable).",
        usage: "[CAMERA=]±HH:MM:SS", convert: { text, _ in try PlacementOptions.offset(text) })
    /// A photo whose true time is known.
    let sync = Option.repeated(
        "sync", "PHOTO=TIME",
        help: "PHOTO was taken at TIME: its camera's clock is off by the difference (repeatable).",
        completion: .file, convert: { text, _ in try PlacementOptions.syncPair(text) })
    /// How far in time from a track point a photo may be placed.
    let maxGap = Option<TimeInterval>(
        "max-gap", "DURATION",
        help: "Place only photos this close in time to a track point (default 5m; 90s, 10m, 1h, 00:05:00).",
        defaultText: "5m", absent: Geotagging.defaultMaxGap,
        convert: { text, _ in
            guard let seconds = PlacementOptions.duration(text), seconds > 0, seconds <= 7 * 86_400 else {
                throw UsageError(
                    "--max-gap needs a duration from 1 second to 7 days (90s, 10m, 1h, 00:05:00), not '\(text)'"
                )
            }
            return seconds
        })

    /// `--sync PHOTO=TIME` as given: the photo's path (relative to the working folder) and the time.
    struct SyncPair: Sendable {
        /// The photo, as typed.
        var photo: String
        /// Its true time, as typed.
        var time: String
    }

    /// `--clock-offset [CAMERA=]±HH:MM:SS` read, or a usage error saying the form.
    static func offset(_ text: String) throws -> ClockCorrection {
        var camera: String?
        var value = text
        if let equals = text.lastIndex(of: "=") {
            camera = String(text[..<equals]).trimmingWhitespace()
            value = String(text[text.index(after: equals)...])
            if camera?.isEmpty ?? true {
                throw UsageError("--clock-offset '\(text)' names no camera before '='")
            }
        }
        guard let seconds = clockOffset(value) else {
            throw UsageError(
                "--clock-offset needs [CAMERA=]±HH:MM:SS (such as +00:02:30 or \"NIKON D5300=-01:00:00\"), not '\(text)'"
            )
        }
        return .offset(camera: camera, seconds: seconds)
    }

    /// `--sync PHOTO=TIME` read, or a usage error saying the form.
    static func syncPair(_ text: String) throws -> SyncPair {
        guard let equals = text.lastIndex(of: "="), equals != text.startIndex else {
            throw UsageError("--sync needs PHOTO=TIME, not '\(text)'")
        }
        let time = String(text[text.index(after: equals)...])
        guard ClockCorrection.isSyncTime(time) else {
            throw UsageError(
                "--sync: '\(time)' is not a time (give 2024-05-14T12:03:00+02:00, 2024-05-14T12:03:00 or 12:03:00)"
            )
        }
        return SyncPair(photo: String(text[..<equals]), time: time)
    }

    /// Seconds of "±HH:MM:SS" or "±HH:MM" (no sign: +); nil when the text is not one.
    static func clockOffset(_ text: String) -> TimeInterval? {
        var body = Substring(text.trimmingWhitespace())
        var sign = 1.0
        if let first = body.first, first == "+" || first == "-" || first == "−" {
            sign = first == "+" ? 1 : -1
            body = body.dropFirst()
        }
        let parts = body.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3,
            parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) }),
            let hours = Int(parts[0]), let minutes = Int(parts[1]), hours >= 0, hours <= 100_000,
            minutes >= 0, minutes < 60
        else { return nil }
        let seconds = parts.count == 3 ? Int(parts[2]) : 0
        guard let seconds, seconds >= 0, seconds < 60 else { return nil }
        return sign * Double(hours * 3600 + minutes * 60 + seconds)
    }

    /// Seconds of "90", "90s", "10m", "10 min", "1h", "1.5h" or "HH:MM:SS".
    static func duration(_ text: String) -> TimeInterval? {
        let clean = text.trimmingWhitespace().lowercased()
        if clean.contains(":") { return clockOffset(clean).flatMap { $0 >= 0 ? $0 : nil } }
        let units: [(String, Double)] = [
            ("seconds", 1), ("second", 1), ("sec", 1), ("s", 1), ("minutes", 60), ("minute", 60), ("min", 60),
            ("m", 60),
            ("hours", 3600), ("hour", 3600), ("h", 3600),
        ]
        for (unit, scale) in units where clean.hasSuffix(unit) {
            let number = clean.dropLast(unit.count).trimmingCharacters(in: .whitespaces)
            return Double(number).flatMap { $0.isFinite ? $0 * scale : nil }
        }
        return Double(clean).flatMap { $0.isFinite ? $0 : nil }
    }
}

extension Arguments where Options == PlacementOptions {
    /// Whether any placement option was given.
    var isGiven: Bool { given(\.gpx) || given(\.clockOffset) || given(\.sync) || given(\.maxGap) }

    /// The clock corrections given, `--sync` photos found from the working folder; a usage error
    /// for any correction or gap without `--gpx`.
    func corrections(context: CommandContext) throws -> [ClockCorrection] {
        if !given(\.gpx) {
            let orphans: [OptionSpec] = [
                given(\.clockOffset) ? spec(\.clockOffset) : nil, given(\.sync) ? spec(\.sync) : nil,
                given(\.maxGap) ? spec(\.maxGap) : nil,
            ].compactMap { $0 }
            if let option = orphans.first {
                throw UsageError(
                    "--\(option.name) applies to photos placed on tracks: give the tracks with --\(spec(\.gpx).name) FILE",
                    command: command)
            }
        }
        return self[\.clockOffset]
            + self[\.sync].map { .sync(file: context.resolvePath($0.photo), time: $0.time) }
    }

    /// The placement settings, after importing (or, in a dry run, reading) the `--gpx` tracks.
    ///
    /// Any file that cannot be read stops the import before a photo is imported. Nil without
    /// `--gpx`. `corrections` are those `corrections(context:)` read before the journal was opened.
    func geotagging(
        store: JournalStore, data: BundledData, weather: WeatherPlan, trip: String?, dryRun: Bool,
        corrections: [ClockCorrection], context: CommandContext
    ) async throws -> Geotagging? {
        let files = self[\.gpx].map { context.resolvePath($0) }
        guard !files.isEmpty else { return nil }
        let importer = TrackImport(store: store, places: data.places, now: context.now)
        let items = try await importer.run(
            files, options: TrackImport.Options(trip: trip, weather: weather, dryRun: dryRun))
        var sources: [Geotagging.Source] = []
        var failures: [String] = []
        for item in items {
            switch item.outcome {
            case .added(let track, let recording, _):
                context.note(
                    "\(dryRun ? "would import" : "imported") track \(TrackPresenter.summaryLine(track))")
                sources.append(Geotagging.Source(track: track, recording: recording))
            case .duplicate(let track, let recording):
                context.note("using track \(TrackPresenter.summaryLine(track)) (already in the journal)")
                sources.append(Geotagging.Source(track: track, recording: recording))
            case .failed(let error):
                failures.append(TerminalText.safe(ErrorText.sentence(error)))
            }
        }
        if !failures.isEmpty {
            ImportCommand.noteList(
                "\(failures.count) of the --\(spec(\.gpx).name) files cannot be read; no photo was imported:",
                failures, context: context)
            throw ExitStatus(code: 1)
        }
        return Geotagging(sources: sources, maxGap: self[\.maxGap], corrections: corrections)
    }
}
