import Foundation
import OutdoorArguments
import OutdoorJournal
import OutdoorModel

/// `outdoor weather fill [ID...]`: looks up weather for entries that have none.
enum WeatherFillCommand: Command {
    struct Options: CommandOptions {
        let jobs = Option.integer(
            "jobs", "N", in: 1...4, default: 2,
            help: "Lookups at once, 1-4 (default 2; the free service asks for restraint).")
        let journal = CommonOptions.journal
    }

    static let about = CommandAbout(
        path: ["weather", "fill"], summary: "Look up the weather for entries saved without it.",
        positionals: [
            PositionalSpec(
                "ID", help: "entries to fill (default: every entry without weather)", optional: true,
                variadic: true)
        ],
        discussion: """
            Readings already frozen are never changed. Weather comes from Open-Meteo (forecast, historical
            forecast or ERA5 archive, whichever covers the entry's moment); OUTDOOR_OPEN_METEO_FORECAST_URL,
            OUTDOOR_OPEN_METEO_HISTORICAL_URL and OUTDOOR_OPEN_METEO_ARCHIVE_URL override the endpoints.
            """,
        examples: [Example("weather fill", "look up the weather of every entry saved without it")])

    static func run(_ arguments: Arguments<Options>, context: CommandContext) async throws {
        let jobs = arguments[\.jobs]
        let provider = try WeatherSetup.provider(context: context)
        guard let store = try JournalLocation.openForReading(arguments[\.journal], context: context) else {
            context.note("the journal has no entries yet")
            return
        }
        let ids = try arguments.positionals.map { try store.resolve($0) }
        let fill = WeatherFill(store: store, provider: provider, now: context.now)
        let (missing, filled) = try fill.candidates(ids: ids)
        for entry in filled where !ids.isEmpty {
            context.note(
                "\(entry.shortID) \(entry.title): already has its weather (\(entry.weather?.summary ?? "")); left as it is"
            )
        }
        guard !missing.isEmpty else {
            if ids.isEmpty { context.note("every entry already has its weather") }
            return
        }
        let progress = ProgressLine(channel: context.stderr, total: missing.count, label: "weather")
        let items = try await fill.fill(missing, concurrency: jobs) { item in
            let name = "\(item.entry.shortID) \(item.entry.title)"
            switch item.outcome {
            case .filled(let reading):
                progress.advance(
                    "\(name): \(UnitSystem.metric.formatTemperature(celsius: reading.temperatureCelsius)), \(reading.summary)"
                )
            case .alreadyHadWeather:
                progress.advance("\(name): already had weather")
            case .failed, .notSaved:
                progress.advance("\(name): failed")
                progress.message("outdoor: \(name): \(item.outcome.failure ?? "failed")")
            }
        }
        let failures = items.filter(\.outcome.isFailure)
        let done = items.filter { if case .filled = $0.outcome { return true } else { return false } }
        var summary = "filled \(done.count) of \(missing.count)"
        if let source = items.compactMap({ item -> String? in
            if case .filled(let r) = item.outcome {
                return r.source.attribution.joined(separator: "; ")
            } else {
                return nil
            }
        }).first {
            summary += " (\(source))"
        }
        context.note(summary)
        if !failures.isEmpty {
            context.note("\(failures.count) failed; run 'outdoor weather fill' again later to retry them")
            throw ExitStatus(code: 1)
        }
    }
}
