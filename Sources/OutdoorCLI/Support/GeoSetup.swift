import Foundation
import OutdoorGeo
import OutdoorJournal

/// Opens the bundled map data for naming places, finding their time zones and drawing maps.
enum GeoSetup {
    /// The map database in the located resources.
    static func database(context: CommandContext) throws -> GeoDatabase {
        let paths = try ResourcePaths.locate(environment: context.environment)
        return try GeoDatabase(directory: paths.geodata)
    }

    /// The offline place resolver over the bundled GeoNames data.
    static func places(context: CommandContext) throws -> any PlaceResolving {
        GeoPlaceResolver(database: try database(context: context))
    }
}
