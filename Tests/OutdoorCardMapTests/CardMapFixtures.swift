import CardTestSupport
import Foundation
import OutdoorCard
import OutdoorCardMap
import OutdoorGeo
import TestSupport

/// The real map for the card tests: the shipped map data drawn by `OfflineMapProvider`.
extension CardFixtures {
    /// The repository's map data folder (the data `outdoor` ships).
    static var geodataDirectory: URL {
        RepositoryRoot.url.appendingPathComponent("Sources/OutdoorGeo/Data", isDirectory: true)
    }

    private static let openedDatabase = Result { try GeoDatabase(directory: geodataDirectory) }

    /// The shipped map data, opened once for all card tests (its files are memory-mapped).
    static func database() throws -> GeoDatabase {
        try openedDatabase.get()
    }

    /// The real map over the shipped data, drawing labels with hermetic fonts.
    static func mapProvider() throws -> OfflineMapProvider {
        OfflineMapProvider(database: try database(), fonts: try hermeticFonts())
    }

    /// A renderer as users get it: hermetic fonts and the real map over the shipped data.
    static func renderer() throws -> CardRenderer {
        let fonts = try hermeticFonts()
        return CardRenderer(fonts: fonts, map: OfflineMapProvider(database: try database(), fonts: fonts))
    }
}

extension TripFixtures {
    /// A summary card with hermetic fonts and the real map over the shipped data.
    static func summaryCard() throws -> TripSummaryCard {
        let fonts = try CardFixtures.hermeticFonts()
        return TripSummaryCard(
            fonts: fonts, map: OfflineMapProvider(database: try CardFixtures.database(), fonts: fonts))
    }
}
