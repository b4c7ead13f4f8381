import Foundation
import OutdoorArguments
import OutdoorBook
import OutdoorCard
import OutdoorExport
import OutdoorFiles
import OutdoorImage
import OutdoorJournal
import OutdoorMap
import OutdoorModel
import OutdoorOSM
import OutdoorStore

/// `outdoor demo`: builds the bundled sample journal and renders it; needs no network.
enum DemoCommand: Command {
    struct Options: CommandOptions {
        let output = Option.folder(
            help: "Where to write (default: ./outdoor-demo).", defaultFolder: "outdoor-demo", writer: "demo")
        let jobs = CommonOptions.jobs("Cards rendered at once")
    }

    static let about = CommandAbout(
        path: ["demo"],
        summary: "Build the bundled sample journal and render its cards, trip and map (no network).",
        discussion: """
            Builds DIR/journal.sqlite from the sample photographs (their credits: 'outdoor about') through the
            same path as 'outdoor add' (EXIF, places, time zones), then writes the sample trip as a folder of
            share cards with a summary card and an index.html gallery, the trip as a printable PDF book, the
            other entries' cards (Helsinki's with OpenStreetMap detail from the sample's extract, imported into
            DIR/mapdata), and the overview map. The sample's weather readings are illustrative and say so on
            every card and page.
            Your own journal is not touched.
            """,
        examples: [Example("demo -o demo-output", "the sample journal's cards and map, no network")])

    /// The sample photographs' credits, as their licences ask a printed book to give them
    /// (from SampleJournal/CREDITS.md).
    static let photoCredits = [
        "Beech forest stream, Last light on Anboto, Farmhouse welcome committee, Fuente Dé: photographs by "
            + "Aitzol Berasategi, 2018, CC BY 4.0, downscaled by the outdoor project (Farmhouse welcome committee "
            + "stored turned, with an EXIF orientation; Fuente Dé re-encoded as HEIC).",
        "Dandelion meadow: photograph by Clemens Engelhardt, 2018, CC0 1.0.",
        "All from Debian's lomiri-wallpapers package. The places, times and weather readings are illustrative.",
    ]

    static func run(_ arguments: Arguments<Options>, context: CommandContext) async throws {
        let folder = context.resolvePath(arguments[\.output])
        let jobs = arguments[\.jobs]
        // The sample journal replaces DIR/journal.sqlite: never when that is the journal in use.
        let journalPath = folder.appendingPathComponent("journal.sqlite").path
        for suffix in ["", "-wal", "-shm"] {
            if let name = context.protectedFiles.protectedName(of: journalPath + suffix) {
                throw CommandError(
                    "the demo makes its own journal at \(journalPath), and \(journalPath + suffix) is \(name): "
                        + "nothing was written: give -o another folder")
            }
        }
        var loaded = try BundledData(context: context)
        let sample = try SampleJournal(folder: loaded.paths.sampleJournal)
        try Folder.create(folder)

        // 0. The sample's OpenStreetMap extract, imported into the demo's own folder (your
        // imported map data is neither used nor touched): the Helsinki entry's card draws it.
        let mapdata = MapDataFolder(url: folder.appendingPathComponent("mapdata", isDirectory: true))
        _ = try DetailImport(folder: mapdata, now: context.now).run(
            path: sample.mapExtract.path, name: "helsinki")
        loaded.detail = mapdata.regions()
        let bundled = loaded

        // 1. The journal, made afresh through the normal capture path.
        for suffix in ["", "-wal", "-shm"] {
            try? FileManager.default.removeItem(atPath: journalPath + suffix)
        }
        let store = try JournalStore(path: journalPath, access: .write)
        let capture = EntryCapture(places: bundled.places, now: context.now)
        let (entries, tripIDs) = try await sample.populate(store, capture: capture)
        try store.addToTrip(sample.tripName, ids: tripIDs, create: true, now: context.now())
        let precise = bundled.disclosure(.precise)
        context.stdout.write(EntryPresenter.logLines(try precise.entries(try store.entries()), color: false))

        // 2. The trip: cards, summary card, gallery and manifest.
        let tripFolder = folder.appendingPathComponent(Slug.make(sample.tripName))
        let exporter = TripExport(
            photos: { JournalPhotos(store: try JournalStore(path: journalPath, access: .read)) },
            cards: { try bundled.cardRenderer() }, summary: try bundled.summaryMaker())
        let tripEntries = try store.entries(inTrip: sample.tripName)
        let bar = ProgressLine(channel: context.stderr, total: tripEntries.count + 1, label: "cards")
        var request = TripExport.Request(
            trip: try precise.trip(tripEntries), title: sample.tripName, folder: tripFolder,
            options: CardOptions(), output: CardOutput(), jobs: jobs, force: true)
        request.protectedFiles = context.protectedFiles
        let report = try exporter.run(
            request, progress: { bar.advance($0.file) }, isCancelled: { false })
        if let failure = report.failures.first {
            throw CommandError("\(failure.entry.title): \(ErrorText.sentence(failure.error))")
        }

        // 3. The trip as a printable book.
        let bookURL = folder.appendingPathComponent(Slug.make(sample.tripName) + ".pdf")
        let maker = try bundled.bookMaker(jobs: jobs) {
            JournalPhotos(store: try JournalStore(path: journalPath, access: .read))
        }
        try BookCommand.write(
            TripBook.Request(
                trip: try precise.trip(tripEntries), title: sample.tripName, options: BookOptions(),
                credits: BookCommand.bookCredits(photographs: Self.photoCredits),
                creator: "outdoor \(OutdoorCLI.version)"),
            with: maker, to: .file(bookURL), context: context)

        // 4. The other entries' cards, in other presets and themes to show them off.
        let others = entries.filter { !tripIDs.contains($0.id) }
        let renderer = try bundled.cardRenderer()
        let variants: [(CardPreset, CardTheme)] = [(.square, .dark), (.landscape, .light)]
        var written: [String] = []
        for (index, entry) in others.enumerated() {
            let (preset, theme) = variants[index % variants.count]
            var options = CardOptions()
            options.preset = preset
            options.theme = theme
            let shown = try precise.entry(entry)
            let card = try renderer.export(
                shown, photo: try store.photoData(for: entry.id), options: options, output: CardOutput())
            let url = folder.appendingPathComponent(CardFileName.make(for: shown, format: .png))
            try AtomicFile.write(card.data, to: url, protecting: context.protectedFiles)
            written.append(url.lastPathComponent)
        }

        // 5. The overview map of the whole journal.
        let map = try bundled.mapRenderer()
        let png = try PNGEncoder(compressionLevel: 6, filter: .adaptive).encode(
            try map.render(
                .overview(
                    showing: try precise.trip(entries).mapOverlays(mark: { _ in .dot }, clusters: true),
                    width: 1200,
                    height: 800)))
        try AtomicFile.write(
            png, to: folder.appendingPathComponent("journal-map.png"), protecting: context.protectedFiles)

        context.note("sample journal: \(journalPath) (\(entries.count) entries)")
        context.note("trip '\(sample.tripName)': \(tripFolder.appendingPathComponent("index.html").path)")
        context.note("trip book: \(bookURL.path)")
        for name in written { context.note("card: \(folder.appendingPathComponent(name).path)") }
        context.note("overview map: \(folder.appendingPathComponent("journal-map.png").path)")
    }
}
