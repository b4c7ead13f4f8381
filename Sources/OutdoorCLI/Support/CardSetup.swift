import Foundation
import OutdoorCard
import OutdoorDrawing
import OutdoorGeo
import OutdoorTrip

/// Builds card renderers from the bundled fonts and map data.
enum CardSetup {
    /// The bundled fonts, with system fonts as fallback for scripts they lack (CJK, emoji).
    static func fonts(context: CommandContext) throws -> FontLibrary {
        let paths = try ResourcePaths.locate(environment: context.environment)
        return try FontLibrary(fontsDirectory: paths.fonts.path, mode: .withSystemFallback)
    }

    /// A card renderer with its own fonts and map renderer, for use on one thread.
    ///
    /// The card and its map share one font library: the map is drawn on the card's thread.
    static func renderer(context: CommandContext) throws -> CardRenderer {
        let fonts = try fonts(context: context)
        let map = MapCardProvider(database: try GeoSetup.database(context: context), fonts: fonts)
        return CardRenderer(fonts: fonts, map: map)
    }

    /// The trip summary card: route map, dates and figures (its own fonts, for its own thread).
    static func summaryMaker(context: CommandContext) throws -> (any TripSummaryMaker)? {
        TripSummaryCard(fonts: try fonts(context: context), database: try GeoSetup.database(context: context))
    }
}
