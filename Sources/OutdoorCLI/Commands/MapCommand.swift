import Foundation
import OutdoorArguments
import OutdoorCard
import OutdoorDisclosure
import OutdoorFiles
import OutdoorImage
import OutdoorMap
import OutdoorMapModel
import OutdoorModel
import OutdoorRadar

/// `outdoor map`: the overview map, a marker for every entry (the original app's Home tab).
enum MapCommand: Command {
    struct Options: CommandOptions {
        let output = OutputOptions(what: "the PNG", defaultName: "journal-map.png")
        let width = Option.integer(
            "width", "PX", in: 64...MapRequest.maximumSide, default: 1200,
            help: "Width in pixels (default 1200).")
        let height = Option.integer(
            "height", "PX", in: 64...MapRequest.maximumSide, default: 800,
            help: "Height in pixels (default 800).")
        let range = DateRangeOptions()
        let trip = SelectionOptions.trip
        let theme = CommonOptions.theme
        let units = CommonOptions.units
        let scale = CommonOptions.scale
        let coords = Option.choice(
            "coords", "MODE", default: CoordinatesMode.precise,
            help: "precise (default), approx (areas, no dots) or hidden (no marks, nothing named near).")
        let radar = Flag("radar", help: "Lay RainViewer's latest precipitation radar frame over the map.")
        let journal = CommonOptions.journal
    }

    static let about = CommandAbout(
        path: ["map"],
        summary: "Draw the overview map: a marker for every entry, close ones merged with a count.",
        discussion: """
            The map is drawn from the bundled GSHHG coastlines, Natural Earth areas and GeoNames places,
            with no tiles and no network. It fits all entries and the recorded tracks of the same time
            (every track without --since/--until), each drawn as recorded; views narrower than 100 km are
            widened, because the data shows little below about 40 km across. With no entries and no
            tracks it shows the world. --trip NAME draws one trip: its entries and its tracks (imported into
            it or within its time), as export and book choose them.
            --coords approx shows an area of about 10 km for each entry instead of a dot and rounds the tracks
            to 0.1°; --coords hidden marks no entry, frames the regions (or countries) the entries' place lines
            name, at least 320 km across, draws no track within 25 km of an entry or of the track's ends,
            and names no town or anything finer than a region anywhere on it, so the map can be shared
            without giving the places away.
            With --radar the latest RainViewer radar frame is fetched for the map's view (tiles at the zoom
            nearest the map's scale, at most 7, smoothed beyond it) and drawn under names and pins, with a
            legend, the frame's time in local time (TZ) and the credit "Radar: RainViewer". If it cannot be
            fetched no map is written. OUTDOOR_RAINVIEWER_URL names another weather-maps.json.
            Entries spread over more than half the world, or reaching beyond 75 degrees of latitude, are
            drawn on an equal-area world map (Equal Earth) with the poles; radar is not drawn there, and
            the command says so.
            Files: \(OutputTarget.rule)
            """,
        examples: [
            Example("map", "every entry on journal-map.png"),
            Example("map --since 2024-07-01 --until 2024-07-31 -o july.png --theme dark", "one month, dark"),
            Example("map --trip \"Iceland 2024\" -o iceland.png", "one trip's entries and tracks"),
        ])

    static func run(_ arguments: Arguments<Options>, context: CommandContext) async throws {
        let theme: MapTheme = arguments[\.theme] == .dark ? .dark : .light
        let (since, until) = try arguments.group(\.range).range()
        let store = try JournalLocation.openForReading(arguments[\.journal], context: context)
        let entries: [JournalEntry]
        let tracks: [RecordedTrack]
        if let name = arguments[\.trip] {
            guard since == nil && until == nil else {
                throw UsageError("give --trip or --since/--until, not both", command: arguments.command)
            }
            guard let store else {
                throw CommandError("no trip named '\(name)': the journal has no entries yet")
            }
            let selection = EntrySelection.trip(name)
            entries = try selection.entries(in: store).0
            tracks = try selection.tracks(in: store)
        } else {
            entries = try store?.entries(since: since, until: until) ?? []
            tracks =
                try store.map { try TrackLoading.overlapping(since: since, until: until, store: $0) } ?? []
        }
        let destination = try arguments.group(\.output).destination(
            defaultName: "journal-map.png", extensions: ["png"], formatName: "PNG", context: context)
        let bundled = try BundledData(context: context)
        let renderer = try bundled.mapRenderer()
        // What --coords lets the map show of the entries: their marks, and nothing named near hidden ones.
        let trip = try bundled.disclosure(arguments[\.coords]).trip(entries, tracks: tracks)
        var request = MapRequest.overview(
            showing: trip.mapOverlays(mark: { _ in .dot }, clusters: true, under: trip.tracks.lines),
            width: arguments[\.width], height: arguments[\.height], scale: Double(arguments[\.scale]),
            theme: theme, units: arguments[\.units])
        if arguments[\.radar], let frame = try await radar(for: request, renderer: renderer, context: context)
        {
            request.overlays = MapWithheldAreas.restrict(request.overlays + [frame])
        }
        let png = try PNGEncoder(compressionLevel: 6, filter: .adaptive).encode(try renderer.render(request))
        try OutputTarget.write(png, to: destination, context: context)
        if case .file(let url) = destination {
            context.note("wrote \(url.path) (\(EntryPresenter.byteText(png.count)))")
        }
        if entries.isEmpty && tracks.isEmpty {
            context.note(
                "no entries\(since != nil || until != nil ? " in that range" : arguments[\.trip] != nil ? " in that trip" : ""): "
                    + "the map shows the world")
        } else {
            var note = "\(EntryPresenter.count(entries.count, "entry", "entries"))"
            if !tracks.isEmpty { note += " and \(EntryPresenter.count(tracks.count, "track", "tracks"))" }
            context.note(note + " on the map")
        }
    }

    /// The latest radar frame over the view `request` shows, its time in the viewer's zone; nil
    /// (with a note) for a world view in Equal Earth, which radar frames cannot cover.
    private static func radar(for request: MapRequest, renderer: MapRenderer, context: CommandContext)
        async throws -> MapRadar?
    {
        let viewport = try renderer.layout(request).viewport
        guard viewport.projection == .webMercator else {
            context.note(
                "radar: not drawn: the entries span the world, drawn in the Equal Earth projection, and radar "
                    + "frames cover regions in Web Mercator")
            return nil
        }
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
}
