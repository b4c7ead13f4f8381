import Foundation
import OutdoorCard
import OutdoorFiles
import OutdoorImage
import OutdoorModel

/// `outdoor card ID`: one share card (photo, weather card with attribution, map) as one image.
enum CardCommand: Command {
    static let spec = CommandSpec(
        path: ["card"], summary: "Render an entry's share card: photo, weather card and map in one image.",
        usage: [
            "card ID... [-o FILE|-] [--preset story|square|landscape] [--theme light|dark] [--units metric|imperial]",
            "     [--format png|jpeg] [--quality N] [--max-bytes SIZE] [--scale 1|2]",
            "     [--coords precise|approx|hidden] [--alt-text FILE|-] [--gamut srgb|p3]",
            "     [--force] [--radar]",
        ],
        options: [
            .value(
                "output", "FILE", short: "o",
                help: "Where to write (- for standard output; default <date>-<title>.png; one ID only)."),
            .value(
                "preset", "PRESET", help: "story 1080x1920 (default), square 1080x1080, landscape 1200x630.",
                choices: CardPreset.allCases.map(\.rawValue)),
            .value(
                "theme", "THEME", help: "light (default) or dark.",
                choices: CardTheme.allCases.map(\.rawValue)),
            .value("units", "UNITS", help: "metric (default) or imperial.", choices: ["metric", "imperial"]),
            .value(
                "format", "FORMAT", help: "png (default, or from the file name) or jpeg.",
                choices: CardFormat.allCases.map(\.rawValue)),
            .value("quality", "N", help: "JPEG quality 1-100 (default 90)."),
            .value(
                "max-bytes", "SIZE",
                help: "Fit the file in SIZE bytes (300KB, 1MB; 1 KB = 1024): JPEG unless PNG is asked for."),
            .value("scale", "N", help: "1 (default) or 2 for high-density screens.", choices: ["1", "2"]),
            .value(
                "coords", "MODE",
                help:
                    "precise (default), approx (about 10 km, no pin) or hidden (no coordinates, region only).",
                choices: CardCoordinates.allCases.map(\.rawValue)),
            .value(
                "gamut", "SPACE",
                help:
                    "srgb (default) or p3: Display P3, keeping a wide-colour photo's colours, profile embedded.",
                choices: ["srgb", "p3"]),
            .value("alt-text", "FILE", help: "Also write a plain-text description (- for standard output)."),
            .flag("radar", help: "Draw the precipitation radar frozen with the entry on its map."),
            OutputTarget.forceOption,
            JournalLocation.option,
        ],
        positionals: [
            PositionalSpec(
                "ID", help: "entry ids or unique prefixes of at least 4 characters", variadic: true)
        ],
        discussion: """
            The card carries no EXIF or GPS metadata of the photo. --coords approx rounds the place to 0.1°
            (about 10 km) and shows an area instead of a pin; --coords hidden shows no coordinates, no place
            finer than the region ("Basque Country, ES") on the card, in the alt text and in an export's
            gallery, and a wider map without a pin or the town's name.
            With --radar the map shows the RainViewer radar frame frozen when the entry was saved, with a legend,
            the frame's time in the entry's time zone and the credit; an entry without one (saved 2 hours or
            more after its moment, with --no-radar, or when the service failed) says why and gets a card without.
            Files: \(OutputTarget.rule)
            """,
        examples: [
            Example("card 1a2b", "the story card as 2025-06-14-morning-walk.png"),
            Example("card 1a2b 9f8e 77c0 --preset square", "three square cards, each under its default name"),
            Example(
                "card 1a2b --format jpeg --max-bytes 300KB -o - | some-messenger-cli send",
                "a JPEG of at most 300 KB on standard output"),
            Example(
                "card 1a2b --coords hidden --alt-text -",
                "no place finer than the region; the alt text printed"),
        ])

    static func run(_ arguments: ParsedArguments, context: CommandContext) async throws {
        let options = try cardOptions(arguments)
        let target = arguments.value("output")
        let altText = arguments.value("alt-text")
        let output = try outputSettings(arguments, outputFile: target)
        if target == "-" && altText == "-" {
            throw UsageError(
                "-o - and --alt-text - cannot both use standard output", command: spec.displayName)
        }
        if arguments.positionals.count > 1 && (target != nil || (altText != nil && altText != "-")) {
            throw UsageError(
                "-o and --alt-text FILE name one card's files: with several ids each card gets its default name",
                command: spec.displayName)
        }
        guard let store = try JournalLocation.openForReading(arguments, context: context) else {
            throw CommandError("the journal has no entries yet")
        }
        let ids = try EntryLookup.resolveAll(arguments.positionals, store: store)
        var bundled: BundledData?
        var renderers: CardRenderer?
        for id in ids {
            guard var entry = try store.entry(id: id) else { continue }
            let destination = try OutputTarget.resolve(
                target, defaultName: CardFileName.make(for: entry, format: output.format),
                extensions: output.format.fileExtensions, formatName: output.format.rawValue.uppercased(),
                force: arguments.flag("force"), context: context, command: spec.displayName)
            // The photo starts decoding before fonts and map data are set up: it is the longest step.
            let photo = try store.photoData(for: entry.id).map { CardPhoto($0, options: options) }
            let data = try bundled ?? BundledData(context: context)
            bundled = data
            let renderer = try renderers ?? data.cardRenderer()
            if options.coordinates == .hidden { entry = try data.hidingPlaces([entry])[0] }
            var radar: RadarFrame?
            if arguments.flag("radar") {
                radar = try store.radarFrame(for: entry.id)
                if radar == nil {
                    let reason = EntryRadar.absenceReason(entry.radar) ?? "its radar frame is missing"
                    context.note("\(entry.shortID) has no radar: \(reason); the card shows none")
                }
            }
            let card = try renderer.export(
                entry, preparedPhoto: photo, options: options, output: output, radar: radar)
            if let warning = card.card.photoColourWarning { context.warn("the photo's colours: \(warning)") }
            renderers = renderer
            try OutputTarget.write(card.data, to: destination, context: context)
            if case .file(let url) = destination {
                var note = "wrote \(url.path) (\(EntryPresenter.byteText(card.data.count))"
                if let quality = card.quality, output.maxBytes != nil { note += ", JPEG quality \(quality)" }
                if card.scale != options.scale { note += ", scale \(card.scale) to fit" }
                context.note(note + ")")
            }
            if let altText {
                let text = card.altText + "\n"
                if altText == "-" {
                    context.stdout.write(text)
                } else {
                    try AtomicFile.write(Data(text.utf8), to: context.resolvePath(altText))
                }
            }
        }
    }

    /// The card options the flags choose.
    static func cardOptions(_ arguments: ParsedArguments) throws -> CardOptions {
        var options = CardOptions()
        options.preset = try arguments.choice("preset", CardPreset.self) ?? .story
        options.theme = try arguments.choice("theme", CardTheme.self) ?? .light
        options.units = try arguments.choice("units", UnitSystem.self) ?? .metric
        options.scale = try arguments.integer("scale", in: 1...2) ?? 1
        options.coordinates = try arguments.choice("coords", CardCoordinates.self) ?? .precise
        options.gamut = try arguments.choice("gamut", ColourSpace.self) ?? .sRGB
        return options
    }

    /// The format, quality and byte limit the flags (and the output file's name, if any) choose.
    static func outputSettings(_ arguments: ParsedArguments, outputFile: String?) throws -> CardOutput {
        var format = try arguments.choice("format", CardFormat.self)
        if let path = outputFile, path != "-" {
            let ext = (path as NSString).pathExtension.lowercased()
            let named: CardFormat? = ["jpg": .jpeg, "jpeg": .jpeg, "png": .png][ext]
            if let named, let given = format, named != given {
                throw UsageError(
                    "--format \(given.rawValue) does not match the file name \(path)",
                    command: arguments.command)
            }
            format = format ?? named
        }
        // A byte limit without a format or a .png name means JPEG: PNG rarely fits one.
        if format == nil && arguments.value("max-bytes") != nil { format = .jpeg }
        let quality = try arguments.integer("quality", in: 1...100)
        if quality != nil && format != .jpeg {
            throw UsageError("--quality applies to JPEG: add --format jpeg", command: arguments.command)
        }
        var maxBytes: Int?
        if let text = arguments.value("max-bytes") {
            do {
                maxBytes = try ByteSize.parse(text)
            } catch {
                var usage = UsageError(
                    "--max-bytes: \(ErrorText.sentence(error))", command: arguments.command)
                usage.cause = ErrorCause(error)
                throw usage
            }
        }
        return CardOutput(format: format ?? .png, quality: quality, maxBytes: maxBytes)
    }
}
