import Foundation
import OutdoorArguments
import OutdoorJournal
import OutdoorModel

/// `outdoor add`: freezes one moment as a new entry.
enum AddCommand: Command {
    struct Options: CommandOptions {
        let title = Option.requiredText("title", "TEXT", help: "The entry's title (required).")
        let photo = Option.text(
            "photo", "FILE", help: "A JPEG, PNG or HEIC photo, stored byte for byte (- reads stdin).",
            completion: .file)
        let note = Option.text("note", "TEXT", help: "A note.")
        let place = PlaceOptions(for: .entry)
        let at = Option.captureTime(
            "at",
            help:
                "ISO 8601 time or \"yesterday 18:30\", \"2 hours ago\", \"now\" (default: the photo's capture time; "
                + "without a photo, now)."
        )
        let timeFrom = Option.choice(
            "time-from", "SOURCE", of: CommonOptions.UndatedSource.self,
            help: "file-mtime: date a photo that carries no capture time by its file's modification time.")
        let noWeather = CommonOptions.noWeather
        let noRadar = CommonOptions.noRadar
        let handWeather = HandWeatherOptions()
        let journal = CommonOptions.journal
    }

    /// `[--weather-temp C --weather-code WMO|NAME]`: a weather reading given by hand.
    struct HandWeatherOptions: OptionGroup {
        let temperature = Option.text(
            "weather-temp", "C", help: "Record the weather by hand: the temperature in °C...")
        let code = Option.text(
            "weather-code", "WMO|NAME",
            help: "...and a WMO code (61) or a condition name (\"partly cloudy\").")

        var usageTerms: [UsageTerm] { [.optional([.option(temperature.spec), .option(code.spec)])] }
    }

    static let about = CommandAbout(
        path: ["add"], summary: "Add an entry: a photo, a title, the place, the time and its weather.",
        discussion: """
            Prints the new entry's id on the first line of standard output.
            A time without an offset (--at 2025-06-14T08:42, or an EXIF time without OffsetTimeOriginal)
            is the wall-clock time at the place and is resolved in the place's time zone. A photo that carries no
            capture time is refused, as one without a position is, unless --at (--at now for this moment) or
            --time-from file-mtime says when it was taken: the moment is frozen once saved. A photo whose own
            offset is not its place's (a camera left on home time) keeps its offset, and add says what it makes
            at the place.
            The weather at the moment comes from Open-Meteo unless --no-weather or a hand reading is given;
            if the lookup fails the entry is still saved, without weather.
            A moment less than 2 hours old also freezes RainViewer's radar frame nearest it, over the area of
            the entry's card maps (outdoor card --radar draws it); older moments get none, as the service keeps
            no archive. If the radar cannot be fetched the entry is saved without it, and says why.
            OUTDOOR_RAINVIEWER_URL names another weather-maps.json.
            \(EntryText.limitsHelp)
            """,
        examples: [
            Example(
                "add --title \"Morning walk\" --photo IMG_0412.HEIC", "place and time from the photo's EXIF"),
            Example(
                "add --title \"Summit\" --latlng \"46°33'N 7°58'E\" --at \"yesterday 18:30\"",
                "a pasted place and a relative time, both echoed as read"),
            Example(
                "add --title \"Hut\" --lat 46.5 --lng 8.0 --weather-temp 4.5 --weather-code \"light snow\"",
                "the weather recorded by hand"),
        ])

    static func run(_ arguments: Arguments<Options>, context: CommandContext) async throws {
        let title = arguments[\.title]
        let handReading = try arguments.group(\.handWeather).reading()
        let coordinate = try arguments.group(\.place).coordinate(context: context)
        let at = arguments[\.at]
        if let echo = at?.echo { context.note(echo) }
        if at != nil, arguments[\.timeFrom] != nil {
            throw UsageError(
                "--\(arguments.spec(\.at).name) and --\(arguments.spec(\.timeFrom).name) both say when the "
                    + "photo was taken: give one", command: arguments.command)
        }
        let plan: WeatherPlan
        if let (temperature, code) = handReading {
            if arguments[\.noWeather] {
                throw UsageError(
                    "--\(arguments.spec(\.noWeather).name) and a hand reading "
                        + "(--\(arguments.spec(\.handWeather.temperature).name)) contradict each other",
                    command: arguments.command)
            }
            plan = .manual(temperature: temperature, condition: code)
        } else if arguments[\.noWeather] {
            plan = .skip
        } else {
            plan = .lookUp(try WeatherSetup.provider(context: context))
        }
        let radarPlan = try RadarSetup.plan(skip: arguments[\.noRadar], context: context)
        let photo = try arguments[\.photo].map { try PhotoFile.read($0, context: context) }
        let missingTime = try undatedRule(arguments, context: context)
        let data = try BundledData(context: context)
        let capture = EntryCapture(places: data.places, now: context.now)
        let request = CaptureRequest(
            title: title, photo: photo, note: arguments[\.note], coordinate: coordinate, time: at?.time,
            missingTime: missingTime, weather: plan)
        // Everything is checked and looked up before the journal is opened for writing.
        var prepared = try await capture.prepare(request)
        let radar = await RadarSetup.capture(prepared.entry, plan: radarPlan, data: data, context: context)
        prepared.entry.radar = radar.radar
        // A moment 2 hours old or more could never have radar: nothing to say about it.
        if radar.radar.status != .tooOld { prepared.notices.append(radar.notice) }
        let store = try JournalLocation.openForWriting(arguments[\.journal], context: context)
        try store.insert(prepared.entry, photoData: prepared.photoData, radarImage: radar.image)
        context.stdout.write(prepared.entry.idString + "\n")
        for notice in prepared.notices { context.note(notice) }
        context.note("added " + EntryPresenter.summaryLine(prepared.entry, place: prepared.placeLine))
    }
}

extension AddCommand {
    /// How a photo without a capture time is dated: `--at now`, `--time-from file-mtime`, or not
    /// at all (the photo is refused, as one without a position is).
    static func undatedRule(_ arguments: Arguments<Options>, context: CommandContext) throws
        -> MissingTimeRule
    {
        if let at = arguments[\.at] { return .given(at.time ?? .instant(context.now())) }
        guard arguments[\.timeFrom] == .fileMtime else { return .refuse }
        let option = "--\(arguments.spec(\.timeFrom).name) \(CommonOptions.UndatedSource.fileMtime.rawValue)"
        guard let path = arguments[\.photo], path != "-" else {
            throw UsageError(
                "\(option) dates a photo by its file: give --\(arguments.spec(\.photo).name) FILE (not standard input)",
                command: arguments.command)
        }
        guard let modified = PhotoImport.modificationDate(context.resolvePath(path)) else {
            throw CommandError("\(path): its modification time cannot be read")
        }
        return .fileModified(modified)
    }
}

extension Arguments where Options == AddCommand.HandWeatherOptions {
    /// The temperature and condition given by hand, or nil; one without the other is a usage error.
    func reading() throws -> (temperature: String, code: String)? {
        try requireTogether(\.temperature, \.code)
        guard let temperature = self[\.temperature], let code = self[\.code] else { return nil }
        return (temperature, code)
    }
}
