import Foundation
import OutdoorFiles
import OutdoorImage
import OutdoorMap
import OutdoorModel

/// `outdoor map`: the overview map, a marker for every entry (the original app's Home tab).
enum MapCommand: Command {
    static let spec = CommandSpec(
        path: ["map"],
        summary: "Draw the overview map: a marker for every entry, close ones merged with a count.",
        usage: [
            "map [-o FILE|-] [--width PX] [--height PX] [--since DATE] [--until DATE] [--theme light|dark] [--force]"
        ],
        options: [
            .value(
                "output", "FILE", short: "o",
                help: "Where to write the PNG (- for standard output; default journal-map.png)."),
            .value("width", "PX", help: "Width in pixels (default 1200)."),
            .value("height", "PX", help: "Height in pixels (default 800)."),
            .value("since", "DATE", help: "Only entries at or after DATE."),
            .value("until", "DATE", help: "Only entries before DATE (a date includes that whole day)."),
            .value("theme", "THEME", help: "light (default) or dark.", choices: ["light", "dark"]),
            .value(
                "units", "UNITS", help: "metric (default) or imperial, for the scale bar.",
                choices: ["metric", "imperial"]),
            .value("scale", "N", help: "1 (default) or 2 for high-density screens.", choices: ["1", "2"]),
            OutputTarget.forceOption,
            JournalLocation.option,
        ],
        discussion: """
            The map is drawn from the bundled GSHHG coastlines and GeoNames places, with no tiles and no
            network. It fits all entries; views narrower than 100 km are widened, because the data shows
            little below about 40 km across. With no entries it shows the world.
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
        let request = MapRequest.overview(
            entries: entries, width: width, height: height, scale: Double(scale), theme: theme, units: units)
        let png = try PNGEncoder(compressionLevel: 6, filter: .adaptive).encode(try renderer.render(request))
        try OutputTarget.write(png, to: destination, context: context)
        if case .file(let url) = destination {
            context.note("wrote \(url.path) (\(EntryPresenter.byteText(png.count)))")
        }
        if entries.isEmpty {
            context.note(
                "no entries\(since != nil || until != nil ? " in that range" : ""): the map shows the world")
        } else {
            context.note("\(entries.count) entr\(entries.count == 1 ? "y" : "ies") on the map")
        }
    }

    /// The theme names the flag accepts.
    enum ThemeName: String, CaseIterable {
        case light, dark
    }
}
