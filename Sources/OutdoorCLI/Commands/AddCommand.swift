import Foundation
import OutdoorJournal
import OutdoorModel

/// `outdoor add`: freezes one moment as a new entry.
enum AddCommand: Command {
    static let spec = CommandSpec(
        path: ["add"], summary: "Add an entry: a photo, a title, the place, the time and its weather.",
        usage: [
            "add --title TEXT [--photo FILE] [--note TEXT] [--lat DEG --lng DEG | --latlng PAIR] [--at TIME]",
            "    [--no-weather] [--no-radar]",
            "add --title TEXT ... [--weather-temp C --weather-code WMO|NAME]",
        ],
        options: [
            .value("title", "TEXT", help: "The entry's title (required)."),
            .value("photo", "FILE", help: "A JPEG, PNG or HEIC photo, stored byte for byte (- reads stdin)."),
            .value("note", "TEXT", help: "A note."),
            .value("lat", "DEG", help: "Latitude in degrees (default: the photo's EXIF GPS)."),
            .value("lng", "DEG", help: "Longitude in degrees (default: the photo's EXIF GPS)."),
            CoordinateArgument.option,
            .value(
                "at", "TIME",
                help:
                    "ISO 8601 time or \"yesterday 18:30\", \"2 hours ago\" (default: the photo's EXIF time, else now)."
            ),
            .flag(
                "no-weather", help: "Do not look the weather up (fill it later with 'outdoor weather fill')."),
            .flag("no-radar", help: "Do not freeze the precipitation radar with a recent moment."),
            .value("weather-temp", "C", help: "Record the weather by hand: the temperature in °C..."),
            .value(
                "weather-code", "WMO", help: "...and a WMO code (61) or a condition name (\"partly cloudy\")."
            ),
            JournalLocation.option,
        ],
        discussion: """
            Prints the new entry's id on the first line of standard output.
            A time without an offset (--at 2025-06-14T08:42, or an EXIF time without OffsetTimeOriginal)
            is the wall-clock time at the place and is resolved in the place's time zone.
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

    static func run(_ arguments: ParsedArguments, context: CommandContext) async throws {
        let title = try arguments.required("title", "TEXT")
        try arguments.requireTogether("weather-temp", "weather-code")
        let coordinate = try CoordinateArgument.coordinate(arguments, context: context)
        let time = try DateArgument.captureTime(arguments.value("at"), context: context)
        let plan: WeatherPlan
        if let temperature = arguments.value("weather-temp"), let code = arguments.value("weather-code") {
            if arguments.flag("no-weather") {
                throw UsageError(
                    "--no-weather and a hand reading (--weather-temp) contradict each other",
                    command: spec.displayName)
            }
            plan = .manual(temperature: temperature, condition: code)
        } else if arguments.flag("no-weather") {
            plan = .skip
        } else {
            plan = .lookUp(try WeatherSetup.provider(context: context))
        }
        let radarPlan = try RadarSetup.plan(skip: arguments.flag("no-radar"), context: context)
        let photo = try arguments.value("photo").map { try PhotoFile.read($0, context: context) }
        let data = try BundledData(context: context)
        let capture = EntryCapture(places: data.places, now: context.now)
        let request = CaptureRequest(
            title: title, photo: photo, note: arguments.value("note"), coordinate: coordinate, time: time,
            weather: plan)
        // Everything is checked and looked up before the journal is opened for writing.
        var prepared = try await capture.prepare(request)
        let radar = await RadarSetup.capture(prepared.entry, plan: radarPlan, data: data, context: context)
        prepared.entry.radar = radar.radar
        prepared.notices.append(radar.notice)
        let store = try JournalLocation.openForWriting(arguments, context: context)
        try store.insert(prepared.entry, photoData: prepared.photoData, radarImage: radar.image)
        context.stdout.write(prepared.entry.idString + "\n")
        for notice in prepared.notices { context.note(notice) }
        context.note("added " + EntryPresenter.summaryLine(prepared.entry))
    }
}
