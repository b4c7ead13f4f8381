import Foundation
import OutdoorBook
import OutdoorCard
import OutdoorCardMap
import OutdoorDisclosure
import OutdoorDrawing
import OutdoorExport
import OutdoorGeo
import OutdoorJournal
import OutdoorMap
import OutdoorModel

/// The bundled fonts and map data, located and opened once per command.
///
/// The map database is shared by every thread (it only reads memory-mapped files); font
/// libraries, and the renderers that hold them, are made one per thread.
struct BundledData: Sendable {
    /// Where the fonts, map data and sample journal are.
    let paths: ResourcePaths
    /// The map data: coastlines, rivers, borders and places.
    let database: GeoDatabase
    /// Where every font library records the characters it cannot draw.
    let missingGlyphs: MissingGlyphs
    /// Imported OpenStreetMap regions (`outdoor mapdata import`), drawn where a map meets one.
    var detail: DetailRegions

    /// Locates the resources and opens the map data.
    init(context: CommandContext) throws {
        paths = try ResourcePaths.locate(environment: context.environment)
        database = try GeoDatabase(directory: paths.geodata)
        missingGlyphs = context.missingGlyphs
        detail = MapDataLocation.regions(context: context)
    }

    /// A fingerprint of the bundled fonts and map data (each file's name, size and time), which
    /// the render service's ETags carry: a build with other data gives other tags.
    var fingerprint: String {
        var parts: [String] = []
        for folder in [paths.fonts, paths.geodata] {
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
            for name in names {
                var info = stat()
                guard stat(folder.appendingPathComponent(name).path, &info) == 0 else { continue }
                parts.append("\(name) \(info.st_size) \(info.st_mtim.tv_sec)")
            }
        }
        return String(SHA256.hex(of: Data(parts.joined(separator: "\n").utf8)).prefix(12))
    }

    /// The offline place resolver over the bundled data: names, time zones, place lines, regions.
    var places: GeoPlaceResolver { GeoPlaceResolver(database: database) }

    /// The one step every output takes its entries through: what `mode` (`--coords`) lets it
    /// show of their places, with place lines from the bundled data.
    func disclosure(_ mode: CoordinatesMode) -> Disclosure {
        Disclosure(mode: mode, places: places)
    }

    /// The bundled fonts, with system fonts as fallback for scripts they lack (CJK, emoji).
    func fonts() throws -> FontLibrary {
        try FontLibrary(
            fontsDirectory: paths.fonts.path, mode: .withSystemFallback, missingGlyphs: missingGlyphs)
    }

    /// A card renderer with its own fonts and map renderer, for use on one thread.
    ///
    /// The card and its map share one font library: the map is drawn on the card's thread.
    func cardRenderer() throws -> CardRenderer {
        let fonts = try fonts()
        return CardRenderer(
            fonts: fonts, map: OfflineMapProvider(database: database, fonts: fonts, detail: detail))
    }

    /// A track's activity card, with its own fonts and map renderer, for use on one thread.
    func activityCard() throws -> ActivityCard {
        let fonts = try fonts()
        return ActivityCard(
            fonts: fonts, map: OfflineMapProvider(database: database, fonts: fonts, detail: detail))
    }

    /// The trip summary card: route map, dates and figures (its own fonts, for its own thread).
    func summaryMaker() throws -> any TripSummaryMaker { try summaryCard() }

    /// The trip summary card as itself, with its own fonts and map renderer, for one thread.
    func summaryCard() throws -> TripSummaryCard {
        let fonts = try fonts()
        return TripSummaryCard(
            fonts: fonts, map: OfflineMapProvider(database: database, fonts: fonts, detail: detail))
    }

    /// A book maker: pages drawn on the calling thread with one font library, photos prepared
    /// by `jobs` workers each reading through its own source from `photos`.
    func bookMaker(jobs: Int, photos: @escaping @Sendable () throws -> any EntryPhotoSource) throws
        -> TripBook
    {
        let fonts = try fonts()
        let map = OfflineMapProvider(database: database, fonts: fonts, detail: detail)
        return TripBook(
            photos: photos, cards: CardRenderer(fonts: fonts, map: map),
            summary: TripSummaryCard(fonts: fonts, map: map), jobs: jobs)
    }

    /// The cards' map provider with its own fonts (for the views an entry's cards show).
    func mapProvider() throws -> OfflineMapProvider {
        OfflineMapProvider(database: database, fonts: try fonts(), detail: detail)
    }

    /// A map renderer with its own fonts.
    func mapRenderer() throws -> MapRenderer {
        MapRenderer(database: database, fonts: try fonts(), detail: detail)
    }
}
