import Foundation
import OutdoorArguments
import OutdoorCard
import OutdoorModel

/// Options that several commands take alone, outside a group: each declared here once.
enum CommonOptions {
    /// `--journal PATH`: before or after any command that reads or writes the journal.
    static let journal = Option.text(
        "journal", "PATH",
        help: "Use the journal at PATH (default: $OUTDOOR_JOURNAL or the XDG data folder).",
        completion: .file, visibility: .global)

    /// `--units`: how temperatures, distances and scale bars are shown.
    static let units = Option.choice(
        "units", "UNITS", default: UnitSystem.metric, help: "metric (default) or imperial.")

    /// `--map-width`: how many kilometres a card's map shows across.
    static let mapWidth = Option<Double?>(
        "map-width", "KM",
        help: "Show KM kilometres across on the card's map (default: 10 where imported map data covers "
            + "the place, else 100; a trip's map widens to fit its stops).",
        absent: nil,
        convert: { text, _ in
            let km = try Option<Double>.finiteNumber(text, name: "map-width")
            guard CardOptions.mapWidthRange.contains(km) else {
                throw UsageError(
                    "--map-width must be \(CardOptions.mapWidthRange.lowerBound) to "
                        + "\(Int(CardOptions.mapWidthRange.upperBound)) kilometres, not '\(text)'")
            }
            return km
        })

    /// `--theme`: a card's or map's colours.
    static let theme = Option.choice(
        "theme", "THEME", default: CardTheme.light, help: "light (default) or dark.")

    /// `--scale`: pixels per point, for high-density screens.
    static let scale = Option.integer(
        "scale", "N", in: 1...2, default: 1, help: "1 (default) or 2 for high-density screens.")

    /// `--no-weather`: save without looking the weather up.
    static let noWeather = Flag(
        "no-weather", help: "Do not look the weather up (fill it later with 'outdoor weather fill').")

    /// `--no-radar`: save without freezing the precipitation radar.
    static let noRadar = Flag(
        "no-radar", help: "Do not freeze the precipitation radar with a moment under 2 hours old.")

    /// What `--time-from` may name to date a photo that carries no capture time.
    enum UndatedSource: String, CaseIterable, Sendable {
        /// The photo file's modification time.
        case fileMtime = "file-mtime"
    }

    /// `--jobs N`: how much work runs at once; `help` says what, and the default is the number of cores.
    static func jobs(_ help: String) -> Option<Int> {
        Option.integer(
            "jobs", "N", in: 1...64, default: ProcessInfo.processInfo.activeProcessorCount,
            defaultText: "the number of cores", help: help + " (default: the number of cores).")
    }
}
