import Foundation
import OutdoorCard
import OutdoorImage
import OutdoorModel

/// The options that choose a card's look and file, shared by `card` and `export`.
enum CardArguments {
    /// The option specs, in help order: preset, theme, units, format, quality, byte limit, scale,
    /// coordinates and gamut.
    static let options: [OptionSpec] = [
        .value(
            "preset", "PRESET", help: "story 1080x1920 (default), square 1080x1080, landscape 1200x630.",
            choices: CardPreset.allCases.map(\.rawValue)),
        .value(
            "theme", "THEME", help: "light (default) or dark.", choices: CardTheme.allCases.map(\.rawValue)),
        .value(
            "units", "UNITS", help: "metric (default) or imperial.",
            choices: UnitSystem.allCases.map(\.rawValue)),
        .value(
            "format", "FORMAT", help: "png (default; card also takes it from the -o name) or jpeg.",
            choices: CardFormat.allCases.map(\.rawValue)),
        .value("quality", "N", help: "JPEG quality 1-100 (default 90)."),
        .value(
            "max-bytes", "SIZE",
            help: "Fit each card in SIZE bytes (300KB, 1MB; 1 KB = 1024): JPEG unless PNG is asked for."),
        .value("scale", "N", help: "1 (default) or 2 for high-density screens.", choices: ["1", "2"]),
        .value(
            "coords", "MODE",
            help: "precise (default), approx (about 10 km, no pin) or hidden (no coordinates, region only).",
            choices: CardCoordinates.allCases.map(\.rawValue)),
        .value(
            "gamut", "SPACE",
            help:
                "srgb (default) or p3: Display P3, keeping a wide-colour photo's colours, profile embedded.",
            choices: ColourSpace.allCases.map(\.rawValue)),
    ]

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
            let named = CardFormat.allCases.first { $0.fileExtensions.contains(ext) }
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
