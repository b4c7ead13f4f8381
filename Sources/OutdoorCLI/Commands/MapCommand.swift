import Foundation
import OutdoorFiles
import OutdoorImage
import OutdoorMap
import OutdoorMapModel
import OutdoorModel
import OutdoorRadar

/// `outdoor map`: the overview map, a marker for every entry (the original app's Home tab).
enum MapCommand: Command {
    static let spec = CommandSpec(
        path: ["map"],
        summary: "Draw the overview map: a marker for every entry, close ones merged with a count.",
        usage: [
            "map [-o FILE|-] [--width PX] [--height PX] [--since DATE] [--until DATE] [--theme light|dark] [--force]",
            "    [--radar]",
        ],
        options: [
            .value(
                "output", "FILE", short: "o",
                help: "Where to write the PNG (- for standard output; default journal-map.png)."),
            .value("width", "PX", help: "Width in pixels (default 1200)."),
            .value("height", "PX", help: "Height in pixels (default 800)."),
            .value("since", "DATE", help: "Only entries at or after DATE."),
            .value("until", "DATE", help: "Only entries before DATE (a date includes that whole day)."),
            .value(
                "theme", "THEME", help: "light (default) or dark.",
                choices: ThemeName.allCases.map(\.rawValue)),
            .value(
                "units", "UNITS", help: "metric (default) or imperial, for the scale bar.",
                choices: UnitSystem.allCases.map(\.rawValue)),
            .value("scale", "N", help: "1 (default) or 2 for high-density screens.", choices: ["1", "2"]),
            OutputTarget.forceOption,
            .flag("radar", help: "Lay RainViewer's latest precipitation radar frame over the map."),
            JournalLocation.option,
        ],
        discussion: """
            The map is drawn from the bundled GSHHG coastlines and GeoNames places, with no tiles and no
            network. It fits all entries; views narrower than 100 km are widened, because the data shows
            little below about 40 km across. With no entries it shows the world.
            With --radar the latest RainViewer radar frame is fetched for the map's view (tiles at the zoom
            nearest the map's scale, at most 7, smoothed beyond it) and drawn under names and pins, with a
            legend, the frame's time in local time (TZ) and the credit "Radar: RainViewer". If it cannot be
            fetched no map is written. OUTDOOR_RAINVIEWER_URL names another weather-maps.json.
            Files: \(OutputTarget.rule)
            """,
        examples: [
            Example("map", "every entry on journal-map.png"),
            Example("map --since 2024-07-01 --until 2024-07-31 -o july.png --theme dark", "one month, dark"),
        ])

    static func run(_ arguments: ParsedArguments, context: CommandContext) async throws {
        let width = try arguments.integer("width", in: 64...MapRequest.maximumSide) ?? 1200
        let height = try arguments.integer("height", in: 64...MapRequest.maximumSide) ?? 800
        let scale = try arguments.integer("scale", in: 1...2) ?? 1
        let theme: MapTheme = try arguments.choice("theme", ThemeName.self) == .dark ? .dark : .light
        let units = try arguments.choice("units", UnitSystem.self) ?? .metric
        let since = try DateArgument.since(arguments.value("since"), context: context)
        let until = try DateArgument.until(arguments.value("until"), context: context)
        try DateArgument.checkRange(since: since, until: until)
        let entries =
            try JournalLocation.openForReading(arguments, context: context)?.entries(
                since: since, until: until) ?? []
        let destination = try OutputTarget.resolve(
            arguments.value("output"), defaultName: "journal-map.png", extensions: ["png"], formatName: "PNG",
            force: arguments.flag("force"), context: context, command: spec.displayName)
        let renderer = try BundledData(context: context).mapRenderer()
        var request = MapRequest.overview(
            entries: entries, width: width, height: height, scale: Double(scale), theme: theme, units: units)
        if arguments.flag("radar") {
            request.overlays.append(try await radar(for: request, renderer: renderer, context: context))
        }
        let png = try PNGEncoder(compressionLevel: 6, filter: .adaptive).encode(try renderer.render(request))
        try OutputTarget.write(png, to: destination, context: context)
        if case .file(let url) = destination {
            context.note("wrote \(url.path) (\(EntryPresenter.byteText(png.count)))")
        }
        if entries.isEmpty {
            context.note(
                "no entries\(since != nil || until != nil ? " in that range" : ""): the map shows the world")
        } else {
            context.note("\(EntryPresenter.count(entries.count, "entry", "entries")) on the map")
        }
    }

    /// The latest radar frame over the view `request` shows, its time in the viewer's zone.
    private static func radar(for request: MapRequest, renderer: MapRenderer, context: CommandContext)
        async throws -> MapRadar
    {
        let viewport = try renderer.layout(request).viewport
        let frame: RadarFrame
        do {
            frame = try await RadarSetup.client(context: context).latestFrame(
                covering: try RadarArea(viewport: viewport))
        } catch let error as RadarError {
            throw MapRadarFailure(cause: error)
        }
        let zone = context.timeZone
        let time =
            EntryDateFormat.timeOfDay(frame.info.time, in: zone) + " "
            + EntryDateFormat.zoneLabel(frame.info.time, in: zone)
        context.note("radar: \(frame.info.source.name)'s frame of \(time) (zoom \(frame.info.zoom))")
        return MapRadar(frame: frame, timeText: time)
    }

    /// `map --radar` without its frame: no map is written.
    struct MapRadarFailure: Error, CustomStringConvertible {
        var cause: RadarError
        var description: String { "the map was not drawn: no radar frame, because \(cause)" }
    }

    /// The theme names the flag accepts.
    enum ThemeName: String, CaseIterable {
        case light, dark
    }
}
