import CardTestSupport
import Foundation
import OutdoorCard
import OutdoorDisclosure
import OutdoorImage
import OutdoorModel
import TestSupport

/// Every golden card in one place: its entry, photo and options.
///
/// Real photographs appear where the photo is what is tested: each preset in both themes, and
/// the EXIF orientation case. Cases about texts, units, scripts or attribution use the painted
/// landscape made in code (which compresses many times better) or, where the photo plays no
/// part, the photo-less layout; the map is always the real one.
struct CardGoldenCase {
    /// Where a case's photo comes from.
    enum Photo {
        /// A photo of the bundled sample journal.
        case sample(String)
        /// A PNG with transparent parts, made in code.
        case cutOut
        /// A painted landscape made in code, for cases where the photo's content does not matter.
        case painted
        /// The painted landscape's numbers tagged as Display P3 (an iCCP chunk): the card shows
        /// them converted into sRGB, more saturated than `painted`.
        case paintedP3
        /// No photo: the photo-less layout.
        case none
    }

    /// The golden's name, "card-<name>.png".
    var name: String
    var entry: JournalEntry
    var photo: Photo
    var options: CardOptions
    /// How precisely the card shows the place (`--coords`).
    var coordinates: CoordinatesMode = .precise

    /// The photo's bytes.
    func photoData() throws -> Data? {
        switch photo {
        case .sample(let file): return try CardFixtures.samplePhoto(file)
        case .cutOut: return CardFixtures.cutOutPNG()
        case .painted: return CardFixtures.paintedLandscapePNG
        case .paintedP3:
            let profile = PhotoFixtures.zlib([UInt8](ColourSpace.displayP3.iccProfile))
            return PhotoFixtures.insertingChunk(
                "iCCP", data: Array("Display P3".utf8) + [0, 0] + profile,
                into: CardFixtures.paintedLandscapePNG)
        case .none: return nil
        }
    }

    static let all: [CardGoldenCase] = presetsAndThemes + specialCases

    /// Each preset in both themes ("story-light", "story-dark", ...), each with its own photo.
    static let presetsAndThemes: [CardGoldenCase] = {
        let presets: [(CardPreset, JournalEntry, String)] = [
            (.story, CardFixtures.meadow, "dandelion-meadow.jpg"),
            (.square, CardFixtures.anboto, "ridge-sunset.jpg"),
            (.landscape, CardFixtures.picos, "picos-de-europa.heic"),
        ]
        return presets.flatMap { preset, entry, photo in
            CardTheme.allCases.map { theme in
                CardGoldenCase(
                    name: "\(preset.rawValue)-\(theme.rawValue)", entry: entry, photo: .sample(photo),
                    options: CardOptions(preset: preset, theme: theme))
            }
        }
    }()

    /// The layouts and texts that need a look of their own.
    static let specialCases: [CardGoldenCase] = [
        CardGoldenCase(
            name: "long-title", entry: CardFixtures.longTitle, photo: .painted,
            options: CardOptions(preset: .story)),
        CardGoldenCase(
            name: "long-note", entry: CardFixtures.longNote, photo: .painted,
            options: CardOptions(preset: .story, theme: .dark)),
        CardGoldenCase(
            name: "no-weather", entry: CardFixtures.noWeather, photo: .painted,
            options: CardOptions(preset: .landscape)),
        CardGoldenCase(
            name: "no-photo-story", entry: CardFixtures.rainInBilbao, photo: .none,
            options: CardOptions(preset: .story)),
        CardGoldenCase(
            name: "no-photo-square", entry: CardFixtures.rainInBilbao, photo: .none,
            options: CardOptions(preset: .square, theme: .dark)),
        CardGoldenCase(
            name: "no-photo-landscape-2x", entry: CardFixtures.rainInBilbao, photo: .none,
            options: CardOptions(preset: .landscape, scale: 2)),
        CardGoldenCase(
            name: "portrait-orientation-6", entry: CardFixtures.farmhouse,
            photo: .sample("farmhouse-friends.jpg"),
            options: CardOptions(preset: .landscape)),
        CardGoldenCase(
            name: "imperial", entry: CardFixtures.aarhus, photo: .none,
            options: CardOptions(preset: .landscape, units: .imperial)),
        CardGoldenCase(
            name: "arabic-title", entry: CardFixtures.arabic, photo: .none,
            options: CardOptions(preset: .square)),
        CardGoldenCase(
            name: "hebrew-title", entry: CardFixtures.hebrew, photo: .none,
            options: CardOptions(preset: .landscape, theme: .dark)),
        CardGoldenCase(
            name: "photo-alpha", entry: CardFixtures.cutOut, photo: .cutOut,
            options: CardOptions(preset: .square)),
        CardGoldenCase(
            name: "p3-photo", entry: CardFixtures.era5, photo: .paintedP3,
            options: CardOptions(preset: .square)),
        CardGoldenCase(
            name: "p3-photo-gamut-p3", entry: CardFixtures.era5, photo: .paintedP3,
            options: CardOptions(preset: .square, gamut: .displayP3)),
        CardGoldenCase(
            name: "era5-attribution", entry: CardFixtures.era5, photo: .painted,
            options: CardOptions(preset: .landscape)),
        CardGoldenCase(
            name: "night-icon", entry: CardFixtures.night, photo: .none,
            options: CardOptions(preset: .landscape, theme: .dark)),
        CardGoldenCase(
            name: "emoji-story", entry: CardFixtures.emoji, photo: .painted,
            options: CardOptions(preset: .story)),
        CardGoldenCase(
            name: "emoji-landscape-dark", entry: CardFixtures.emoji, photo: .none,
            options: CardOptions(preset: .landscape, theme: .dark)),
        CardGoldenCase(
            // --coords hidden: the region's line only, and a map naming nothing within 25 km.
            name: "coords-hidden", entry: CardFixtures.meadow, photo: .none,
            options: CardOptions(preset: .landscape), coordinates: .hidden),
        CardGoldenCase(
            name: "coords-approx", entry: CardFixtures.aizkorri, photo: .none,
            options: CardOptions(preset: .landscape, theme: .dark), coordinates: .approx),
    ]
}
