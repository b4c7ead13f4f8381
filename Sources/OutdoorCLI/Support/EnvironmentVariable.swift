import OutdoorRadar
import OutdoorWeather

/// An environment variable the program reads: each declared here once, read through its case
/// (`context.environment[.journal]`) and listed in the man page's ENVIRONMENT section.
///
/// The variables the weather and radar modules read are named by those modules' own constants.
enum EnvironmentVariable: CaseIterable, Sendable {
    case journal, xdgDataHome, home, busyTimeout, resources
    case openMeteoForecastURL, openMeteoHistoricalURL, openMeteoArchiveURL, rainViewerURL
    case contact
    case timeZone, noColor, term, columns
    case debugMapsFile
    case jobCompletionIndex, awsBatchArrayIndex

    /// The variable's name.
    var name: String {
        switch self {
        case .journal: return "OUTDOOR_JOURNAL"
        case .xdgDataHome: return "XDG_DATA_HOME"
        case .home: return "HOME"
        case .busyTimeout: return "OUTDOOR_BUSY_TIMEOUT_MS"
        case .resources: return "OUTDOOR_RESOURCES"
        case .openMeteoForecastURL: return OpenMeteoEndpoints.forecastVariable
        case .openMeteoHistoricalURL: return OpenMeteoEndpoints.historicalVariable
        case .openMeteoArchiveURL: return OpenMeteoEndpoints.archiveVariable
        case .rainViewerURL: return RainViewerEndpoint.variable
        case .contact: return "OUTDOOR_CONTACT"
        case .timeZone: return "TZ"
        case .noColor: return "NO_COLOR"
        case .term: return "TERM"
        case .columns: return "COLUMNS"
        case .debugMapsFile: return ProcessMapsHook.variable
        case .jobCompletionIndex: return "JOB_COMPLETION_INDEX"
        case .awsBatchArrayIndex: return "AWS_BATCH_JOB_ARRAY_INDEX"
        }
    }

    /// Whether `outdoor --help` lists it (the test hook is only in the man page).
    var isListedInHelp: Bool { self != .debugMapsFile }

    /// What it does, in plain sentences for the man page.
    var help: String {
        switch self {
        case .journal:
            return "The journal file (--journal wins); default $XDG_DATA_HOME/outdoor/journal.sqlite, "
                + "else ~/.local/share/outdoor/journal.sqlite."
        case .xdgDataHome:
            return
                "The folder the default journal (outdoor/journal.sqlite) and imported map data (outdoor/mapdata) "
                + "are in, when it is an absolute path."
        case .home: return "The home folder: ~ in paths, and ~/.local/share when XDG_DATA_HOME is not set."
        case .busyTimeout:
            return
                "How long to wait for another process writing the journal, in milliseconds (default 15000)."
        case .resources:
            return "A folder holding fonts/, geodata/ and sample-journal/ (default <bin>/../share/outdoor)."
        case .openMeteoForecastURL:
            return "Open-Meteo's forecast API, for current conditions and the last days (default "
                + "\(OpenMeteoEndpoints.defaultForecastURL))."
        case .openMeteoHistoricalURL:
            return
                "Open-Meteo's historical-forecast API, 2022 onward (default \(OpenMeteoEndpoints.defaultHistoricalURL))."
        case .openMeteoArchiveURL:
            return
                "Open-Meteo's archive API, ERA5 from 1940 onward (default \(OpenMeteoEndpoints.defaultArchiveURL))."
        case .rainViewerURL:
            return
                "RainViewer's list of radar frames, weather-maps.json (default \(RainViewerEndpoint.defaultURL)); "
                + "tiles come from the host it names."
        case .contact:
            return "How the weather and radar services can reach you (an e-mail address or a web page), sent "
                + "in every request's User-Agent as those services ask of their clients; without it, "
                + "outdoor sends only its name and version."
        case .timeZone:
            return "The time zone dates without an offset are read in (--since, --until), and map --radar "
                + "shows its frame's time in."
        case .noColor: return "Turns colour off when set and not empty."
        case .term: return "Colour is off when it is dumb."
        case .columns:
            return "The width log and trip show cut lines to on a terminal (default: the terminal's)."
        case .debugMapsFile:
            return
                "For tests and benchmarks: when the command ends, its memory map (/proc/self/maps) is copied to "
                + "this file."
        case .jobCompletionIndex:
            return
                "Set by Kubernetes for each pod of an Indexed Job (from 0): export --shard auto/N renders part "
                + "JOB_COMPLETION_INDEX + 1."
        case .awsBatchArrayIndex:
            return
                "Set by AWS Batch for each child of an array job (from 0): export --shard auto/N renders part "
                + "AWS_BATCH_JOB_ARRAY_INDEX + 1, when JOB_COMPLETION_INDEX is not set."
        }
    }
}

extension Dictionary where Key == String, Value == String {
    /// The value of a declared environment variable.
    subscript(_ variable: EnvironmentVariable) -> String? { self[variable.name] }
}
