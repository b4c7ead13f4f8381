import Foundation
import OutdoorArguments
import OutdoorCard
import OutdoorDisclosure
import OutdoorImage
import OutdoorModel

/// `outdoor card ID`: one share card (photo, weather card with attribution, map) as one image;
/// `outdoor card --track NAME`: a track's activity card.
enum CardCommand: Command {
    struct Options: CommandOptions {
        let track = Option.text(
            "track", "NAME",
            help:
                "Draw the activity card of this track (its name, id or id prefix) instead of an entry's card."
        )
        let output = OutputOptions(defaultName: "<date>-<title>.png", note: "one ID only")
        let card = CardOptionGroup(namedByOutput: true)
        let altText = Option.text(
            "alt-text", "FILE", help: "Also write a plain-text description (- for standard output).",
            usage: "FILE|-", completion: .file)
        let radar = Flag("radar", help: "Draw the precipitation radar frozen with the entry on its map.")
        let journal = CommonOptions.journal
    }

    /// An entry's card by id, or a track's activity card by `--track`.
    static func usage(_ options: Options) -> [[UsageTerm]] {
        let rest = options.usageTerms.filter { term in
            !term.options.contains { $0.name == options.track.spec.name }
        }
        return [[.word("ID...")] + rest, [.option(options.track.spec)] + rest]
    }

    static let about = CommandAbout(
        path: ["card"], summary: "Render an entry's share card: photo, weather card and map in one image.",
        positionals: [
            PositionalSpec(
                "ID", help: "entry ids or unique prefixes of at least 4 characters", optional: true,
                variadic: true)
        ],
        discussion: """
            The layout follows the photo's shape (portrait, square, landscape, panorama) on every preset; story-full
            fills the card with the photo and sets the texts over it, the map as an inset. A photo of another shape
            than its panel is cropped around its subject: faces, else the camera's subject area, else what draws
            the eye. --focus X,Y centres the crop on a point (fractions of the photo, 0,0 top left; edit --focus
            stores one with the entry), --fit shows the whole photo on a backdrop made from it. A photo enlarged
            more than 1.5 times is a warning: it will look soft.
            The card carries no EXIF or GPS metadata of the photo. --coords approx rounds the place to 0.1°
            (about 10 km) and shows an area instead of a pin; --coords hidden shows no coordinates, no place
            finer than the region ("Basque Country, ES"; "Madrid region, ES" where the region shares a town's
            name; the country for a region hardly bigger than its town) on the card, in the alt text and in
            an export's gallery, and a wider map without a pin that names nothing within 25 km of the entry
            (the place line set with 'outdoor edit --place' is not shown either).
            With --radar the map shows the RainViewer radar frame frozen when the entry was saved, with a legend,
            the frame's time in the entry's time zone and the credit; an entry without one (saved 2 hours or
            more after its moment, with --no-radar, or when the service failed) says why and gets a card without.
            An entry made during a recorded track shows the part of the track within 10 km of it, the pin on it.
            --track NAME draws the track's activity card instead: the track on the map (its start and end
            marked, its entries numbered), distance, moving time, ascent, highest point, an elevation profile
            with the entries marked on it, the weather at the start frozen at import with its credit, and the
            photo of the track's first entry that has one (framed as its entry card frames it: --fit, --focus).
            Activity cards come as story, square and landscape; story-full is refused. --coords approx rounds the track to 0.1° and marks
            its start with an area; --coords hidden draws nothing of a track within 25 km of its entries or of
            its start and end (a day's walk shows no line), and names only the start's region.
            Files: \(OutputTarget.rule)
            """,
        examples: [
            Example("card 1a2b", "the story card as 2025-06-14-morning-walk.png"),
            Example("card 1a2b 9f8e 77c0 --preset square", "three square cards, each under its default name"),
            Example(
                "card 1a2b --preset story-full", "the photo fills the card; title, place and weather over it"),
            Example(
                "card 1a2b --preset square --focus 0.3,0.6", "the square crop centred 30% across, 60% down"),
            Example(
                "card 1a2b --format jpeg --max-bytes 300KB -o - | some-messenger-cli send",
                "a JPEG of at most 300 KB on standard output"),
            Example(
                "card 1a2b --coords hidden --alt-text -",
                "no place finer than the region; the alt text printed"),
            Example("card --track \"Ridge loop\" --preset square", "the track's activity card"),
        ])

    static func run(_ arguments: Arguments<Options>, context: CommandContext) async throws {
        let card = arguments.group(\.card)
        try card.checkFraming()
        let options = card.cardOptions
        let target = arguments[\.output.file]
        let altText = arguments[\.altText]
        let output = try card.outputSettings(outputFile: target)
        if target == "-" && altText == "-" {
            throw UsageError(
                "-o - and --alt-text - cannot both use standard output", command: arguments.command)
        }
        if let track = arguments[\.track] {
            guard arguments.positionals.isEmpty else {
                throw UsageError(
                    "give entry ids or --\(arguments.spec(\.track).name) NAME, not both",
                    command: arguments.command)
            }
            if arguments[\.radar] {
                throw UsageError(
                    "--\(arguments.spec(\.radar).name) applies to an entry's card, not a track's",
                    command: arguments.command)
            }
            if options.preset == .storyFull {
                // story-full sets the texts over a full-bleed photo; an activity card's map leads.
                throw UsageError(
                    "--\(arguments.spec(\.card.preset).name) story-full is for an entry's card: "
                        + "a track's card comes as story, square or landscape",
                    command: arguments.command)
            }
            try ActivityCardOutput.run(
                track: track, options: options, output: output, arguments: arguments, context: context)
            return
        }
        guard !arguments.positionals.isEmpty else {
            throw UsageError(
                "give the entry ids, or --\(arguments.spec(\.track).name) NAME for a track's card",
                command: arguments.command)
        }
        if arguments.positionals.count > 1 && (target != nil || (altText != nil && altText != "-")) {
            throw UsageError(
                "-o and --alt-text FILE name one card's files: with several ids each card gets its default name",
                command: arguments.command)
        }
        guard let store = try JournalLocation.openForReading(arguments[\.journal], context: context) else {
            throw CommandError("the journal has no entries yet")
        }
        let ids = try EntryLookup.resolveAll(arguments.positionals, store: store)
        // The map data is opened (cheaply) once; the fonts are loaded for the first card.
        let data = try BundledData(context: context)
        let disclosure = data.disclosure(card.coordinates)
        var renderer: CardRenderer?
        for id in ids {
            guard let entry = try store.entry(id: id) else { continue }
            let shown = try disclosure.entry(entry, tracks: try TrackLoading.forEntry(entry, store: store))
            let destination = try arguments.group(\.output).destination(
                defaultName: CardFileName.make(for: shown, format: output.format),
                extensions: output.format.fileExtensions, formatName: output.format.rawValue.uppercased(),
                context: context)
            // The photo starts decoding before the fonts are set up: it is the longest step.
            let photo = try store.photoData(for: entry.id).map { CardPhoto($0, options: options) }
            let cards = try renderer ?? data.cardRenderer()
            renderer = cards
            var radar: RadarFrame?
            if arguments[\.radar] {
                radar = try store.radarFrame(for: entry.id)
                if radar == nil {
                    let reason = EntryRadar.absenceReason(entry.radar) ?? "its radar frame is missing"
                    context.note("\(entry.shortID) has no radar: \(reason); the card shows none")
                }
            }
            let card = try cards.export(
                shown, preparedPhoto: photo, options: options, output: output, radar: radar)
            if let warning = card.card.photoColourWarning { context.warn("the photo's colours: \(warning)") }
            if let warning = card.card.photoResolutionWarning { context.warn("\(entry.shortID): \(warning)") }
            try OutputTarget.write(card.data, to: destination, context: context)
            if case .file(let url) = destination {
                var note = "wrote \(url.path) (\(EntryPresenter.byteText(card.data.count))"
                if let quality = card.quality, output.maxBytes != nil { note += ", JPEG quality \(quality)" }
                if card.scale != options.scale { note += ", scale \(card.scale) to fit" }
                context.note(note + ")")
            }
            if let altText {
                let altTarget: OutputTarget.Destination =
                    altText == "-" ? .standardOutput : .file(context.resolvePath(altText))
                try OutputTarget.write(Data((card.altText + "\n").utf8), to: altTarget, context: context)
            }
        }
    }

}
