import Foundation
import OutdoorJournal
import OutdoorModel
import OutdoorStore

/// `import --gpx FILE... [--clock-offset [CAMERA=]±HH:MM:SS] [--sync PHOTO=TIME] [--max-gap DURATION]`.
enum PlacementArguments {
    /// The clock corrections given; usage errors for malformed ones, or for any without --gpx.
    static func corrections(_ arguments: ParsedArguments, context: CommandContext) throws -> [ClockCorrection]
    {
        let offsets = arguments.allValues("clock-offset")
        let syncs = arguments.allValues("sync")
        if arguments.allValues("gpx").isEmpty {
            for name in ["clock-offset", "sync", "max-gap"] where arguments.value(name) != nil {
                throw UsageError(
                    "--\(name) applies to photos placed on tracks: give the tracks with --gpx FILE",
                    command: arguments.command)
            }
        }
        var corrections: [ClockCorrection] = []
        for text in offsets {
            var camera: String?
            var value = text
            if let equals = text.lastIndex(of: "=") {
                camera = String(text[..<equals]).trimmingWhitespace()
                value = String(text[text.index(after: equals)...])
                if camera?.isEmpty ?? true {
                    throw UsageError(
                        "--clock-offset '\(text)' names no camera before '='", command: arguments.command)
                }
            }
            guard let seconds = clockOffset(value) else {
                throw UsageError(
                    "--clock-offset needs [CAMERA=]±HH:MM:SS (such as +00:02:30 or \"NIKON D5300=-01:00:00\"), not '\(text)'",
                    command: arguments.command)
            }
            corrections.append(.offset(camera: camera, seconds: seconds))
        }
        for text in syncs {
            guard let equals = text.lastIndex(of: "="), equals != text.startIndex else {
                throw UsageError("--sync needs PHOTO=TIME, not '\(text)'", command: arguments.command)
            }
            let time = String(text[text.index(after: equals)...])
            guard ClockCorrection.isSyncTime(time) else {
                throw UsageError(
                    "--sync: '\(time)' is not a time (give 2024-05-14T12:03:00+02:00, 2024-05-14T12:03:00 or 12:03:00)",
                    command: arguments.command)
            }
            corrections.append(.sync(file: context.resolvePath(String(text[..<equals])), time: time))
        }
        return corrections
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

    /// `--max-gap` in seconds (default 5 minutes).
    static func maxGap(_ arguments: ParsedArguments) throws -> TimeInterval {
        guard let text = arguments.value("max-gap") else { return Geotagging.defaultMaxGap }
        guard let seconds = duration(text), seconds > 0, seconds <= 7 * 86_400 else {
            throw UsageError(
                "--max-gap needs a duration from 1 second to 7 days (90s, 10m, 1h, 00:05:00), not '\(text)'",
                command: arguments.command)
        }
        return seconds
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

    /// Imports (or, in a dry run, reads) the tracks of `--gpx` and makes the placement settings;
    /// any file that cannot be read stops the import before a photo is imported.
    static func tracks(
        _ files: [URL], store: JournalStore, data: BundledData, weather: WeatherPlan, trip: String?,
        dryRun: Bool,
        maxGap: TimeInterval, corrections: [ClockCorrection], context: CommandContext
    ) async throws -> Geotagging {
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
                "\(failures.count) of the --gpx files cannot be read; no photo was imported:", failures,
                context: context)
            throw ExitStatus(code: 1)
        }
        return Geotagging(sources: sources, maxGap: maxGap, corrections: corrections)
    }
}
