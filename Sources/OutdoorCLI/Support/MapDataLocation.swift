import Foundation
import OutdoorGeo

/// Where imported OpenStreetMap regions live: `$XDG_DATA_HOME/outdoor/mapdata`, else
/// `~/.local/share/outdoor/mapdata` (the installed share folder is read-only).
enum MapDataLocation {
    /// The folder of imported regions for `environment`.
    static func directory(environment: [String: String]) -> URL {
        let journal = JournalLocation.defaultPath(environment: environment)
        return URL(fileURLWithPath: (journal as NSString).deletingLastPathComponent, isDirectory: true)
            .appendingPathComponent("mapdata", isDirectory: true)
    }

    /// The imported regions, each damaged one reported once on stderr and left out.
    static func regions(context: CommandContext) -> DetailRegions {
        let regions = DetailRegions(directory: directory(environment: context.environment))
        for problem in regions.problems { context.warn("map data \(problem)") }
        return regions
    }
}
