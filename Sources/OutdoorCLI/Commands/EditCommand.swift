import Foundation
import OutdoorArguments
import OutdoorJournal
import OutdoorModel

/// `outdoor edit ID`: changes an entry's title, note, place line, photo or focus point; its moment
/// stays frozen.
enum EditCommand: Command {
    struct Options: CommandOptions {
        let title = Option.text("title", "TEXT", help: "A new title.")
        let note = Option.text("note", "TEXT", help: "A new note (an empty text removes the note).")
        let place = Option<PlaceChange?>(
            "place", "TEXT",
            help: "The place line shown (\"Reine, Lofoten, NO\"), or auto for the computed one.",
            usage: "TEXT|auto", absent: nil,
            convert: { text, _ in
                text.trimmingWhitespace().lowercased() == EditCommand.automaticPlace ? .auto : .line(text)
            })
        let photo = Option.text(
            "photo", "FILE", help: "A new photo (JPEG, PNG or HEIC), stored byte for byte.", completion: .file
        )
        let focus = Option<FocusChange?>(
            "focus", "X,Y", help: "Where cards centre the photo's crop (fractions, 0,0 top left), or auto.",
            usage: "X,Y|auto", absent: nil,
            convert: { text, _ in
                if text.lowercased() == "auto" { return .auto }
                guard let focus = PhotoFocus(parsing: text) else {
                    throw UsageError(
                        "--focus must be X,Y (two fractions from 0 to 1, such as 0.5,0.3) or auto, not '\(text)'"
                    )
                }
                return .point(focus)
            })
        let journal = CommonOptions.journal
        let frozen = FrozenOptions()
    }

    /// A place line a person gives, or back to the one the map data computes.
    enum PlaceChange: Sendable {
        case line(String)
        case auto
    }

    /// A new focus point, or back to the card's own choice.
    enum FocusChange: Sendable {
        case point(PhotoFocus)
        case auto
    }

    /// Options that would change the frozen moment: accepted only to be refused with the reason.
    struct FrozenOptions: OptionGroup {
        let at = RefusedOption("at", what: "the time")
        let timestamp = RefusedOption("timestamp", what: "the time")
        let lat = RefusedOption("lat", what: "the location")
        let lng = RefusedOption("lng", what: "the location")
        let weatherTemp = RefusedOption("weather-temp", what: "the weather")
        let weatherCode = RefusedOption("weather-code", what: "the weather")
        let weather = RefusedOption("weather", what: "the weather")

        /// Every one of them, in help order.
        static var all: [KeyPath<FrozenOptions, RefusedOption>] {
            [\.at, \.timestamp, \.lat, \.lng, \.weatherTemp, \.weatherCode, \.weather]
        }
    }

    /// An option that would change `what` of the moment ("the time"): refused when given.
    struct RefusedOption: OptionDeclaration {
        let spec: OptionSpec
        /// What of the entry it would change.
        let what: String

        init(_ name: String, what: String) {
            spec =
                Option.text(
                    name, "VALUE", help: "Refused: \(what) of an entry is frozen once saved.",
                    visibility: .refused
                ).spec
            self.what = what
        }
    }

    static let about = CommandAbout(
        path: ["edit"],
        summary: "Change an entry's title, note, place line, photo or focus point (its moment stays frozen).",
        positionals: [
            PositionalSpec("ID", help: "the entry's id or a unique prefix of at least 4 characters")
        ],
        discussion: """
            An entry freezes one moment: its time, location and weather are kept as they were when it was
            saved and cannot be edited. To record a different moment, add a new entry (and delete this one).
            \(EntryText.limitsHelp)
            The place line is not frozen: without a correction, cards, books, the gallery, log, show and alt
            texts show the line the current map data computes for the entry's location; --place sets the
            words they show instead (the location stays as it is), and --place auto returns to the computed
            line. With --coords hidden a corrected line is never shown (only the region or the country). A
            place line is one line of at most 200 code points (a letter's accents counted apart) and 800 bytes.
            --focus X,Y says where cards (card, export) centre their crop of the photo when it does not fit
            the card's shape, in fractions of the photo as you see it; auto gives the choice back to the card
            (faces, then the camera's subject area, then what draws the eye). A new photo drops the point.
            The book never crops, so it has no use for it.
            """,
        examples: [
            Example("edit 1a2b --title \"Evening walk\"", "a new title; the moment stays as it was"),
            Example("edit 1a2b --note \"Cold wind on the ridge\"", "a note"),
            Example("edit 1a2b --place \"Reine, Lofoten, NO\"", "the place line cards and listings show"),
            Example("edit 1a2b --place auto", "the line the map data computes, again"),
            Example("edit 1a2b --focus 0.3,0.4", "cards keep the point 30% across, 40% down in view"),
        ])

    static func run(_ arguments: Arguments<Options>, context: CommandContext) async throws {
        let frozen = arguments.group(\.frozen)
        for key in FrozenOptions.all where frozen.given(key) {
            let option = frozen.options[keyPath: key]
            throw CommandError(
                "--\(option.spec.name) is refused: \(option.what) of an entry is frozen once saved, because an "
                    + "entry records the moment it was taken. Add a new entry for a different moment.")
        }
        let title = try arguments[\.title].map { try EntryText.validatedTitle($0) }
        let note: String?? = try arguments[\.note].map { try EntryText.validatedNote($0) }
        let place: String?? = try arguments[\.place].map { change in
            switch change {
            case .line(let text): return try EntryText.validatedPlace(text)
            case .auto: return nil
            }
        }
        var photo: (PhotoInfo, Data)?
        if let path = arguments[\.photo] {
            let input = try PhotoFile.read(path, context: context)
            photo = (try EntryCapture.inspect(input).0, input.data)
        }
        let focus = arguments[\.focus]
        guard title != nil || note != nil || place != nil || photo != nil || focus != nil else {
            throw UsageError(
                "nothing to change: give --title, --note, --place, --photo or --focus",
                command: arguments.command)
        }
        guard let store = try JournalLocation.openForReading(arguments[\.journal], context: context) else {
            throw CommandError("the journal has no entries yet")
        }
        let id = try store.resolve(arguments.positionals[0])
        if focus != nil, photo == nil, try store.entry(id: id)?.photo == nil {
            throw CommandError("\(String(id.uuidString.lowercased().prefix(8))) has no photo to focus on")
        }
        var saved = try store.update(
            id: id, title: title, note: note, place: place, photo: photo.map { ($0.0, $0.1) },
            now: context.now())
        if let focus {
            switch focus {
            case .point(let point): try store.setPhotoFocus(id: id, point, now: context.now())
            case .auto: try store.setPhotoFocus(id: id, nil, now: context.now())
            }
            saved = try store.entry(id: id) ?? saved
        }
        let shown = try ListedEntries(context: context).disclose(saved)
        context.note("updated " + EntryPresenter.summaryLine(saved, place: shown.place))
        if let point = saved.photoFocus { context.note("cards centre its photo's crop on \(point.text)") }
    }

    /// The `--place` value that removes a correction, showing the computed line again.
    static let automaticPlace = "auto"
}
