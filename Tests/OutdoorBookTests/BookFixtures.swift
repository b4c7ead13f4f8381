import CardTestSupport
import Foundation
import OutdoorBook
import OutdoorCard
import OutdoorCardMap
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
        options: BookOptions = BookOptions(),
        photos: FixturePhotos, in directory: TemporaryDirectory, name: String = "book.pdf"
    ) throws -> (URL, TripBook.Report) {
        let url = directory.url.appendingPathComponent(name)
        let report = try maker(photos: photos).write(
            TripBook.Request(
                entries: entries, title: title, options: options, credits: credits, creator: "outdoor tests"),
            to: url)
        return (url, report)
    }
}

/// The poppler tools the book's checks read PDFs with (Debian's poppler-utils).
enum Poppler {
    /// Runs `tool` with `arguments` and returns its standard output.
    ///
    /// With `keepErrors`, what it says on standard error follows its output. Fails with a clear
    /// message when poppler-utils is missing (Scripts/install-deps.sh
    /// --test installs it).
    static func run(_ tool: String, _ arguments: [String], keepErrors: Bool = false) throws -> String {
        let path = "/usr/bin/\(tool)"
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw GoldenFailure("\(tool) is missing: install poppler-utils (Scripts/install-deps.sh --test)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = keepErrors ? pipe : FileHandle.nullDevice
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw GoldenFailure(
                "\(tool) \(arguments.joined(separator: " ")) failed (\(process.terminationStatus))")
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Page `page` of `pdf` rendered by pdftoppm at `dpi`, as pixels.
    static func render(_ pdf: URL, page: Int, dpi: Int = 40, in directory: TemporaryDirectory) throws
        -> PixelBuffer
    {
        let prefix = directory.path("page-\(page)-\(dpi)")
        _ = try run(
            "pdftoppm",
            [
                "-r", String(dpi), "-f", String(page), "-l", String(page), "-singlefile", "-png", pdf.path,
                prefix,
            ])
        return try ImageDecoder.decode(Data(contentsOf: URL(fileURLWithPath: prefix + ".png"))).pixels
    }

    /// `pdfimages -list` as rows of columns (header lines dropped).
    static func images(_ pdf: URL) throws -> [[String]] {
        try run("pdfimages", ["-list", pdf.path]).split(separator: "\n").dropFirst(2).map {
            $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        }
    }

    /// `pdffonts` as rows of columns (header lines dropped).
    static func fonts(_ pdf: URL) throws -> [[String]] {
        try run("pdffonts", [pdf.path]).split(separator: "\n").dropFirst(2).map {
            $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        }
    }
}
