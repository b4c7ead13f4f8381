import Foundation
import OutdoorArguments
import OutdoorGeo
import OutdoorModel
import OutdoorOSM

/// `outdoor mapdata import FILE.osm.pbf [--name NAME] [--verbose]`.
enum MapdataImportCommand: Command {
    struct Options: CommandOptions {
        let name = Option.nonBlankText(
            "name", "NAME", help: "Call the region NAME (default: the file's name without .osm.pbf).")
        let verbose = Flag(
            "verbose", help: "Show the read's progress even when standard error is not a terminal.")
    }

    static let about = CommandAbout(
        path: ["mapdata", "import"],
        summary: "Import an OpenStreetMap extract (.osm.pbf) as map detail for cards and maps.",
        positionals: [PositionalSpec("FILE", help: "an OpenStreetMap extract in PBF format")],
        discussion: """
            Keeps what a card's map can show: roads by class, tracks, paths, railways, ferries, rivers and
            streams, water, forests, parks, meadows, wetlands, glaciers, rock, built-up areas, land from the
            extract's own coastline, and named places down to hamlets, peaks and passes with their heights,
            huts, shelters, viewpoints and campsites. Each is simplified for the scales it is drawn at (60 m,
            12 m and 2 m) and written under $XDG_DATA_HOME/outdoor/mapdata/NAME (else
            ~/.local/share/outdoor/mapdata). Importing NAME again replaces it whole; until the new one is
            complete, the old one stays. Ctrl-C stops the import and changes nothing (exit status 130). A
            file that is missing, empty, cut short, damaged or not PBF is refused and changes nothing.
            Extracts come from Geofabrik (download.geofabrik.de) or BBBike; the data is © OpenStreetMap
            contributors, under the ODbL 1.0.
            """,
        examples: [
            Example("mapdata import finland-latest.osm.pbf", "the region 'finland-latest'"),
            Example("mapdata import ~/Downloads/alps.osm.pbf --name alps", "named"),
        ])

    static func run(_ arguments: Arguments<Options>, context: CommandContext) async throws {
        guard arguments.positionals.count == 1 else {
            throw UsageError("give one OpenStreetMap extract (FILE.osm.pbf)", command: arguments.command)
        }
        let file = context.resolvePath(arguments.positionals[0])
        let name = arguments[\.name] ?? RegionName.defaultName(forFile: file.path)
        let folder = MapDataFolder(url: MapDataLocation.directory(environment: context.environment))
        let interrupt = Interruption()
        defer { interrupt.stop() }
        let display = PercentLine(
            channel: context.stderr, label: "mapdata import \(name)",
            shown: context.stderr.isTerminal || arguments[\.verbose])
        let importer = DetailImport(
            folder: folder, now: context.now, shouldStop: { interrupt.happened },
            progress: { display.show($0.fraction) })
        let summary: DetailImportSummary
        do {
            summary = try importer.run(path: file.path, name: name)
        } catch MapDataError.interrupted {
            display.finish()
            context.note("interrupted: nothing was imported, the map data is as it was")
            throw ExitStatus(code: 130)
        } catch {
            display.finish()
            throw error
        }
        display.finish()
        let info = summary.info
        context.stdout.write("\(info.name)\n")
        context.note(
            "\(summary.replacedExisting ? "replaced" : "imported") region '\(info.name)' from \(info.sourceFile) "
                + "(\(EntryPresenter.byteText(summary.bytesWritten)) on disk): "
                + MapdataPresenter.countsLine(info.counts))
        if let problem = summary.coastlineProblem {
            context.warn(
                "the extract's coastline was left out (\(problem)); maps keep the bundled coast there")
        }
    }
}

/// `outdoor mapdata list [--json]`.
enum MapdataListCommand: Command {
    struct Options: CommandOptions {
        let json = Flag("json", help: "Print a JSON array of regions (sizes in bytes, times in UTC).")
    }

    static let about = CommandAbout(
        path: ["mapdata", "list"], summary: "List the imported OpenStreetMap regions.",
        examples: [Example("mapdata list", "name, size, source, bounds, date and what each holds")])

    static func run(_ arguments: Arguments<Options>, context: CommandContext) async throws {
        let folder = MapDataFolder(url: MapDataLocation.directory(environment: context.environment))
        // Leftovers of a killed import go, unless an import is running now.
        if FileManager.default.fileExists(atPath: folder.url.path),
            let lock = try? folder.lock(for: "a listing")
        {
            withExtendedLifetime(lock) {}
        }
        let regions = folder.regions()
        for problem in regions.problems { context.warn(problem) }
        if arguments[\.json] {
            let items = regions.regions.map {
                MapdataPresenter.json($0.info, bytes: folder.size(of: $0.info.name))
            }
            context.stdout.write(JSONValue.array(items).rendered() + "\n")
            return
        }
        if regions.isEmpty {
            context.note(
                "no map data imported yet; import an extract with 'outdoor mapdata import FILE.osm.pbf'")
            return
        }
        var out = ""
        for region in regions.regions {
            out += MapdataPresenter.lines(region.info, bytes: folder.size(of: region.info.name))
        }
        context.stdout.write(out)
    }
}

/// `outdoor mapdata remove NAME`.
enum MapdataRemoveCommand: Command {
    struct Options: CommandOptions {
        let yes = Flag("yes", short: "y", help: "Do not ask before removing.")
    }

    static let about = CommandAbout(
        path: ["mapdata", "remove"],
        summary: "Remove an imported OpenStreetMap region (asks first on a terminal).",
        positionals: [PositionalSpec("NAME", help: "the region's name, as 'mapdata list' shows it")],
        discussion: "When it cannot ask (standard input not a terminal) it refuses unless --yes is given.",
        examples: [
            Example("mapdata remove alps", "asks; maps stop drawing its detail"),
            Example("mapdata remove alps --yes", "without asking"),
        ])

    static func run(_ arguments: Arguments<Options>, context: CommandContext) async throws {
        guard arguments.positionals.count == 1 else {
            throw UsageError("give the name of one region", command: arguments.command)
        }
        let name = arguments.positionals[0]
        let folder = MapDataFolder(url: MapDataLocation.directory(environment: context.environment))
        guard FileManager.default.fileExists(atPath: folder.url.path) else {
            throw MapDataError.unknownRegion(name, known: [])
        }
        try DeletionConsent.confirm(
            "remove map region '\(name)'?\n", verb: "remove", yes: arguments[\.yes],
            command: arguments.command, context: context)
        let lock = try folder.lock(for: "a removal of map data")
        defer { withExtendedLifetime(lock) {} }
        try folder.remove(name)
        context.note("removed region '\(TerminalText.safe(name))'")
    }
}
