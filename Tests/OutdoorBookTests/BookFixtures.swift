import CardTestSupport
import Foundation
import OutdoorBook
import OutdoorCard
import OutdoorCardMap
import OutdoorDisclosure
import OutdoorGeo
import OutdoorImage
import OutdoorModel
import OutdoorRaster
import TestSupport
import XCTest

/// The sample trip's photos by entry, as a book's photo source.
struct FixturePhotos: EntryPhotoSource {
    var photos: [UUID: Data]

    func photoData(for id: UUID) throws -> Data? { photos[id] }

    /// The sample journal's photos on the Basque trip's stops 2 to 6 (stop 1 has none, as in
    /// the sample): JPEGs that fit the page, one turned by EXIF orientation 6, and a HEIC.
    static func basque() throws -> FixturePhotos {
        let names = [
            "forest-stream.jpg", "dandelion-meadow.jpg", "farmhouse-friends.jpg", "ridge-sunset.jpg",
            "picos-de-europa.heic",
        ]
        var photos: [UUID: Data] = [:]
        for (entry, name) in zip(TripFixtures.basque.dropFirst(), names) {
            photos[entry.id] = try CardFixtures.samplePhoto(name)
        }
        return FixturePhotos(photos: photos)
    }
}

enum BookFixtures {
    private static let openedDatabase = Result {
        try GeoDatabase(
            directory: RepositoryRoot.url.appendingPathComponent("Sources/OutdoorGeo/Data", isDirectory: true)
        )
    }

    /// The shipped map data, opened once.
    static func database() throws -> GeoDatabase {
        try openedDatabase.get()
    }

    /// A book maker as users get it, with hermetic fonts and the real map.
    static func maker(photos: FixturePhotos, jobs: Int = 2) throws -> TripBook {
        let fonts = try CardFixtures.hermeticFonts()
        let map = OfflineMapProvider(database: try database(), fonts: fonts)
        return TripBook(
            photos: { photos }, cards: CardRenderer(fonts: fonts, map: map),
            summary: TripSummaryCard(fonts: fonts, map: map), jobs: jobs)
    }

    /// Credits as the command line gives them.
    static let credits = BookCredits(
        items: [
            BookCredits.Item(
                name: "GeoNames places", licence: "CC BY 4.0", credit: "Place names (c) GeoNames."),
            BookCredits.Item(
                name: "Inter typeface by Rasmus Andersson", licence: "SIL Open Font License 1.1",
                credit: "Copyright (c) 2016 The Inter Project Authors."),
        ], photographs: ["Photographs by Aitzol Berasategi (CC BY 4.0)."],
        madeWith: "Made with outdoor (tests).")

    /// Writes a book of `entries` to a temporary file and returns its path and report.
    static func book(
        _ entries: [JournalEntry], title: String = TripFixtures.basqueTitle,
        options: BookOptions = BookOptions(), coordinates: CoordinatesMode = .precise,
        photos: FixturePhotos, in directory: TemporaryDirectory, name: String = "book.pdf"
    ) throws -> (URL, TripBook.Report) {
        let url = directory.url.appendingPathComponent(name)
        let report = try maker(photos: photos).write(
            TripBook.Request(
                trip: try entries.disclosedTrip(coordinates), title: title, options: options,
                credits: credits,
                creator: "outdoor tests"),
            to: url, protecting: .none)
        return (url, report)
    }
}
