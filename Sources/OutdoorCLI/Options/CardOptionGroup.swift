import Foundation
import OutdoorArguments
import OutdoorCard
import OutdoorDisclosure
import OutdoorImage
import OutdoorModel

/// The options that choose a card's look and file, shared by `card` and `export`: preset, theme,
/// units, format, quality, byte limit, scale, coordinates and gamut.
struct CardOptionGroup: OptionGroup {
    /// The card's size.
    let preset = Option.choice(
        "preset", "PRESET", default: CardPreset.story,
        help:
            "story 1080x1920 (default), square 1080x1080, landscape 1200x630, story-full 1080x1920 photo first."
    )
    /// Light or dark.
    let theme = CommonOptions.theme
    /// Metric or imperial.
    let units = CommonOptions.units
    /// PNG or JPEG; nil leaves it to the file name or the byte limit.
    let format: Option<CardFormat?>
    /// JPEG quality.
    let quality = Option.integer("quality", "N", in: 1...100, help: "JPEG quality 1-100 (default 90).")
    /// A byte limit for each card.
    let maxBytes = Option.byteSize(
        "max-bytes", "SIZE",
        help:
            "Fit each card in SIZE bytes (300KB = 300,000 bytes, 300KiB = 307,200; MB, MiB): JPEG unless PNG is asked for."
    )
    /// Pixels per point.
    let scale = CommonOptions.scale
    /// How precisely the place is shown.
    let coords = Option.choice(
        "coords", "MODE", default: CoordinatesMode.precise,
        help: "precise (default), approx (about 10 km, no pin) or hidden (no coordinates, region only).")
    /// sRGB or Display P3.
    let gamut = Option.choice(
        "gamut", "SPACE", default: ColourSpace.sRGB,
        help: "srgb (default) or p3: Display P3, keeping a wide-colour photo's colours, profile embedded.")
    /// Where the photo's crop is centred, overruling the card's own choice.
    let focus = Option<PhotoFocus?>(
        "focus", "X,Y",
        help: "Centre the photo's crop on X,Y (fractions of the photo: 0,0 top left, 1,1 bottom right).",
        absent: nil,
        convert: { text, _ in
            guard let focus = PhotoFocus(parsing: text) else {
                throw UsageError("--focus must be two fractions from 0 to 1 as X,Y (0.5,0.3), not '\(text)'")
            }
            return focus
        })
    /// The whole photo, not cropped.
    let fit = Flag("fit", help: "Show the whole photo, not cropped, on a backdrop made from it.")
    /// How wide the map is.
    let mapWidth = CommonOptions.mapWidth

    /// The group for a command that writes one file whose `-o` name may choose the format
    /// (`namedByOutput`, as `card` does), or a folder of cards (`export`).
    init(namedByOutput: Bool) {
        format = Option.choice(
            "format", "FORMAT", of: CardFormat.self,
            help: namedByOutput ? "png (default, or as the -o name says) or jpeg." : "png (default) or jpeg.")
    }
}

extension Arguments where Options == CardOptionGroup {
    /// The card options the flags choose.
    var cardOptions: CardOptions {
        var options = CardOptions()
        options.preset = self[\.preset]
        options.theme = self[\.theme]
        options.units = self[\.units]
        options.scale = self[\.scale]
        options.gamut = self[\.gamut]
        options.mapWidthKilometres = self[\.mapWidth]
        if self[\.fit] {
            options.framing = .fit
        } else if let focus = self[\.focus] {
            options.framing = .focus(focus)
        }
        return options
    }

    /// How precisely places are shown (`--coords`): the mode entries are disclosed in.
    var coordinates: CoordinatesMode { self[\.coords] }
    /// Refuses `--focus` with `--fit`: one crops around a point, the other does not crop.
    func checkFraming() throws {
        if self[\.fit] && self[\.focus] != nil {
            throw UsageError(
                "--\(spec(\.focus).name) and --\(spec(\.fit).name) cannot be used together: --fit shows the whole photo",
                command: command)
        }
    }

    /// The format, quality and byte limit the flags (and the output file's name, if any) choose.
    func outputSettings(outputFile: String?) throws -> CardOutput {
        var format = self[\.format]
        if let path = outputFile, path != "-" {
            let ext = (path as NSString).pathExtension.lowercased()
            let named = CardFormat.allCases.first { $0.fileExtensions.contains(ext) }
            if let named, let given = format, named != given {
                throw UsageError(
                    "--\(spec(\.format).name) \(given.rawValue) does not match the file name \(path)",
                    command: command)
            }
            format = format ?? named
        }
        // A byte limit without a format or a .png name means JPEG: PNG rarely fits one.
        let maxBytes = self[\.maxBytes]
        if format == nil && maxBytes != nil { format = .jpeg }
        let quality = self[\.quality]
        if quality != nil && format != .jpeg {
            throw UsageError(
                "--\(spec(\.quality).name) applies to JPEG: add --\(spec(\.format).name) jpeg",
                command: command)
        }
        return CardOutput(format: format ?? .png, quality: quality, maxBytes: maxBytes)
    }
}

/// Byte-size options.
extension Option where Value == Int? {
    /// A number of bytes ("300KB", "1MB"; 1 KB = 1024); nil when not given.
    static func byteSize(_ name: String, _ valueName: String, help: String) -> Option<Int?> {
        Option(
            name, valueName, help: help, absent: nil,
            convert: { text, _ in
                do {
                    return try ByteSize.parse(text)
                } catch {
                    var usage = UsageError("--\(name): \(ErrorText.sentence(error))")
                    usage.cause = ErrorCause(error)
                    throw usage
                }
            })
    }
}
