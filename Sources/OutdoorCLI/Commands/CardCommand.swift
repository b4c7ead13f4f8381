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
            "card ID [-o FILE|-] [--preset story|square|landscape] [--theme light|dark] [--units metric|imperial]",
            "        [--format png|jpeg] [--quality N] [--max-bytes SIZE] [--scale 1|2]",
            "        [--coords precise|approx|hidden] [--gamut srgb|p3] [--alt-text FILE|-]",
        ],
        options: [
            .value(
                "output", "FILE", short: "o",
                help: "Where to write (- for standard output; default <date>-<title>.png)."),
            .value(
                "preset", "PRESET", help: "story 1080x1920 (default), square 1080x1080, landscape 1200x630."),
            .value("theme", "THEME", help: "light (default) or dark."),
            .value("units", "UNITS", help: "metric (default) or imperial."),
            .value("format", "FORMAT", help: "png (default, or from the file name) or jpeg."),
            .value("quality", "N", help: "JPEG quality 1-100 (default 90)."),
            .value(
                "max-bytes", "SIZE",
                help: "Fit the file in SIZE bytes (300KB, 1MB; 1 KB = 1024): picks the JPEG quality."),
            .value("scale", "N", help: "1 (default) or 2 for high-density screens."),
            .value(
                "coords", "MODE",
                help: "precise (default), approx (about 10 km, no pin) or hidden (no place)."),
            .value(
                "gamut", "SPACE",
                help:
                    "srgb (default) or p3: Display P3, keeping a wide-colour photo's colours, profile embedded."
            ),
            .value("alt-text", "FILE", help: "Also write a plain-text description (- for standard output)."),
            JournalLocation.option,
        ],
        positionals: [
            PositionalSpec("ID", help: "the entry's id or a unique prefix of at least 4 characters")
        ],
        discussion: """
            The card carries no EXIF or GPS metadata of the photo. With --coords hidden the card shows no
            coordinates and a wider map without a pin; approx rounds to 0.1° (about 10 km).
            """)

    static func run(_ arguments: ParsedArguments, context: CommandContext) async throws {
        let options = try cardOptions(arguments)
        let output = try outputSettings(arguments, outputFile: arguments.value("output"))
        let target = arguments.value("output")
        let altText = arguments.value("alt-text")
        if target == "-" && altText == "-" {
            throw UsageError(
                "-o - and --alt-text - cannot both use standard output", command: spec.displayName)
        }
        let (store, entry) = try EntryLookup.storeAndEntry(
            arguments.positionals[0], arguments, context: context)
        // The photo starts decoding before fonts and map data are set up: it is the longest step.
        let photo = try store.photoData(for: entry.id).map { CardPhoto($0, options: options) }
        let renderer = try BundledData(context: context).cardRenderer()
        let card = try renderer.export(entry, preparedPhoto: photo, options: options, output: output)
        if let warning = card.card.photoColourWarning { context.warn("the photo's colours: \(warning)") }

        if target == "-" {
            try context.stdout.writeChecked(card.data)
        } else {
            let url = context.resolvePath(target ?? CardFileName.make(for: entry, format: card.format))
            try AtomicFile.write(card.data, to: url)
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
