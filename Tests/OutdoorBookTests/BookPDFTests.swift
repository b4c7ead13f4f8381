import CardTestSupport
import Foundation
import OutdoorBook
import OutdoorCard
import OutdoorDisclosure
import OutdoorImage
import OutdoorModel
import OutdoorRaster
import TestSupport
import XCTest

/// The book as a reader's PDF tools see it: pages compared with goldens after pdftoppm, fonts
/// embedded (pdffonts), photos at the print resolution and originals unchanged (pdfimages),
/// no fallback pictures and no photo metadata.
final class BookPDFTests: XCTestCase {
    var dir: TemporaryDirectory!
    /// Golden checks of one test, all made (and recorded) before the first failure is thrown.
    var pages = GoldenPages()

    override func setUpWithError() throws { dir = try TemporaryDirectory() }
    override func tearDownWithError() throws {
        dir = nil
        try pages.finish()
    }

    func testTheSampleTripsPagesMatchTheirGoldens() throws {
        let (pdf, report) = try BookFixtures.book(
            TripFixtures.basque, photos: try FixturePhotos.basque(), in: dir)
        XCTAssertEqual(report.pageCount, 8)  // cover, six entries, closing page
        XCTAssertTrue(report.failures.isEmpty)
        pages.check(try Poppler.render(pdf, page: 1, in: dir), named: "book-cover")
        pages.check(try Poppler.render(pdf, page: 2, in: dir), named: "book-entry-no-photo")
        pages.check(try Poppler.render(pdf, page: 3, in: dir), named: "book-entry-photo")
        pages.check(try Poppler.render(pdf, page: 5, in: dir), named: "book-entry-portrait")
        pages.check(try Poppler.render(pdf, page: 8, in: dir), named: "book-closing")
    }

    func testTwoEntriesAPageAndADarkSquareBook() throws {
        var options = BookOptions(photosPerPage: 2)
        let (two, _) = try BookFixtures.book(
            TripFixtures.basque, options: options, photos: try FixturePhotos.basque(), in: dir,
            name: "two.pdf")
        XCTAssertEqual(try Poppler.run("pdfinfo", [two.path]).contains("Pages:           5"), true)
        pages.check(try Poppler.render(two, page: 3, in: dir), named: "book-two-per-page")

        options = BookOptions(pageSize: .square21, theme: .dark)
        let (dark, _) = try BookFixtures.book(
            TripFixtures.basque, options: options, photos: try FixturePhotos.basque(), in: dir,
            name: "dark.pdf")
        pages.check(try Poppler.render(dark, page: 1, in: dir), named: "book-square-dark-cover")
        pages.check(try Poppler.render(dark, page: 4, in: dir), named: "book-square-dark-entry")
    }

    func testHardCasesLayOutRight() throws {
        // A Hebrew title, an unreadable photo, no weather at all, and a trip of one entry.
        var entries = TripFixtures.basqueWithoutWeather
        entries[1].title = "נחל ביער האשורים באוצרטה"
        var photos = try FixturePhotos.basque()
        photos.photos[entries[2].id] = Data("not a photo".utf8)
        let (pdf, report) = try BookFixtures.book(entries, photos: photos, in: dir)
        XCTAssertEqual(report.failures.map(\.entry.id), [entries[2].id])
        XCTAssertEqual(report.pageCount, 8)
        pages.check(try Poppler.render(pdf, page: 3, in: dir), named: "book-entry-hebrew-no-weather")
        pages.check(try Poppler.render(pdf, page: 4, in: dir), named: "book-entry-unreadable-photo")

        let (one, oneReport) = try BookFixtures.book(
            TripFixtures.oneEntry, photos: FixturePhotos(photos: [:]), in: dir, name: "one.pdf")
        XCTAssertEqual(oneReport.pageCount, 3)
        pages.check(try Poppler.render(one, page: 1, in: dir), named: "book-one-entry-cover")
    }

    func testALongNoteGoesOnToPagesOfItsOwn() throws {
        // Numbered words, so a word lost where the card cut the note or between columns and
        // pages shows; a right-to-left note goes on too.
        let words = ["walked", "along", "the", "shore", "past", "boats", "and", "reeds", "while", "talking"]
        var paragraphs: [String] = []
        for paragraph in 0..<8 {
            let run = (0..<60).map {
                "\(words[$0 % words.count])\(String(format: "%03d", paragraph * 60 + $0))"
            }
            paragraphs.append(run.joined(separator: " ") + ".")
        }
        var entries = Array(TripFixtures.basque.prefix(3))
        entries[0].note = paragraphs.joined(separator: "\n\n")
        entries[2].note = Array(repeating: "הלכנו לאורך החוף וראינו את השקיעה מעל הים.", count: 70).joined(
            separator: " ")
        let (pdf, report) = try BookFixtures.book(entries, photos: try FixturePhotos.basque(), in: dir)
        // Cover, the first entry, its note's page, the second entry, the third, its note's page,
        // the closing page.
        XCTAssertEqual(report.pageCount, 7)
        let text = try Poppler.run("pdftotext", ["-layout", pdf.path, "-"])
        // Every word once: none lost, none shown twice (on the entry's page and again after it).
        let counts = (0..<480).map {
            text.components(separatedBy: "\(words[$0 % 60 % words.count])\(String(format: "%03d", $0))").count
                - 1
        }
        XCTAssertEqual(counts.indices.filter { counts[$0] != 1 }, [], "words of the note missing or repeated")
        let continued = try Poppler.run("pdftotext", ["-f", "3", "-l", "3", pdf.path, "-"])
        XCTAssertTrue(continued.contains("(CONTINUED)"), continued)
        XCTAssertTrue(continued.contains("479"), "the note's last word is not on its own page")
        let hebrew = try Poppler.run("pdftotext", ["-f", "6", "-l", "6", pdf.path, "-"])
        XCTAssertTrue(hebrew.contains("CONTINUED"), hebrew)
        pages.check(try Poppler.render(pdf, page: 3, in: dir), named: "book-note-continued")
        pages.check(try Poppler.render(pdf, page: 6, in: dir), named: "book-note-continued-rtl")
    }

    /// Two entries of a page whose notes go on share one page of continued notes (issue 27).
    func testContinuedNotesOfOnePageArePackedTogether() throws {
        var entries = Array(TripFixtures.basque.prefix(2))
        entries[0].note =
            Array(repeating: "We walked along the shore past the boats and the reeds.", count: 30)
            .joined(separator: " ") + " Shore's end."
        entries[1].note =
            Array(repeating: "Rain came in from the sea in the afternoon.", count: 30)
            .joined(separator: " ") + " Rain's end."
        let (pdf, report) = try BookFixtures.book(
            entries, options: BookOptions(photosPerPage: 2), photos: try FixturePhotos.basque(), in: dir)
        // Cover, the entries' page, one page of both their notes, the closing page.
        XCTAssertEqual(report.pageCount, 4)
        let continued = try Poppler.run("pdftotext", ["-f", "3", "-l", "3", pdf.path, "-"])
        XCTAssertEqual(continued.components(separatedBy: "(CONTINUED)").count, 3, continued)
        XCTAssertTrue(continued.contains("Shore's end.") && continued.contains("Rain's end."), continued)
    }

    func testFontsAreEmbeddedAsSubsets() throws {
        var entries = TripFixtures.basque
        entries[1].title = "جدول الغابة في أوتزاريتا"
        entries[2].title = "נחל ביער האשורים"
        let (pdf, _) = try BookFixtures.book(entries, photos: try FixturePhotos.basque(), in: dir)
        let fonts = try Poppler.fonts(pdf)
        XCTAssertFalse(fonts.isEmpty)
        let names = fonts.map { $0[0] }
        XCTAssertTrue(names.contains { $0.hasSuffix("+Inter-Bold") }, "\(names)")
        XCTAssertTrue(names.contains { $0.contains("NotoSansArabic") }, "\(names)")
        XCTAssertTrue(names.contains { $0.contains("NotoSansHebrew") }, "\(names)")
        for row in fonts {
            // name, type..., encoding, emb, sub, uni, object, generation
            let count = row.count
            XCTAssertEqual(row[count - 5], "yes", "\(row[0]) is not embedded")
            XCTAssertEqual(row[count - 4], "yes", "\(row[0]) is not a subset")
        }
    }

    func testPhotosAreEmbeddedAtThePrintResolutionAndOriginalsUnchanged() throws {
        let photos = try FixturePhotos.basque()
        for dpi in [300, 150] {
            let (pdf, report) = try BookFixtures.book(
                TripFixtures.basque, options: BookOptions(dotsPerInch: dpi), photos: photos, in: dir,
                name: "book-\(dpi).pdf")
            let images = try Poppler.images(pdf)
            // Only the five photos: maps, icons and text are vectors, nothing fell back to pixels.
            XCTAssertEqual(images.count, 5, "\(images)")
            for row in images {
                // page num type width height color comp bpc enc interp object ID x-ppi y-ppi size ratio
                XCTAssertEqual(row[2], "image")
                XCTAssertEqual(row[8], "jpeg", "\(row)")
                let ppi = try XCTUnwrap(Double(row[12]))
                XCTAssertLessThanOrEqual(ppi, Double(dpi) + 1, "\(row)")
            }
            XCTAssertEqual(report.photos.count, 5)
            for (_, photo) in report.photos {
                XCTAssertLessThanOrEqual(photo.pixelsPerInch, Double(dpi) + 0.5)
            }
            let originals = report.photos.filter { $0.report.embedding == .originalJPEG }
            if dpi == 300 {
                // 1800-pixel JPEGs fit a 176 mm wide panel at 300 dpi (260 ppi): they go in as they
                // are; the portrait one printed 98 mm wide and the HEIC are scaled and encoded.
                XCTAssertEqual(originals.map(\.entry.title).count, 3, "\(report.photos.map(\.report))")
            } else {
                XCTAssertTrue(originals.isEmpty)
            }
            // An original goes in byte for byte, less its metadata segments.
            _ = try Poppler.run("pdfimages", ["-j", pdf.path, dir.path("extract-\(dpi)")])
            let extracted = try FileManager.default.contentsOfDirectory(atPath: dir.url.path).filter {
                $0.hasPrefix("extract-\(dpi)") && $0.hasSuffix(".jpg")
            }.sorted()
            XCTAssertEqual(extracted.count, 5)
            for original in originals {
                let stored = try XCTUnwrap(photos.photos[original.entry.id])
                let stripped = try JPEGSegments.read(stored).withoutMetadata()
                XCTAssertTrue(
                    try extracted.contains {
                        try Data(contentsOf: dir.url.appendingPathComponent($0)) == stripped
                    },
                    "\(original.entry.title) is not embedded unchanged")
            }
        }
    }

    func testOnlySRGBJPEGsGoInUnchangedAndTheBookSaysItIsSRGB() throws {
        // Pages are device RGB declared sRGB: a Display P3 photo's colours must be converted.
        let pixels = try PixelBuffer(width: 320, height: 240)
        let p3 = try JPEGEncoder(quality: 90, iccProfile: ColourSpace.displayP3.iccProfile).encode(pixels)
        let srgb = try JPEGEncoder(quality: 90, iccProfile: ColourSpace.sRGB.iccProfile).encode(pixels)
        let entries = Array(TripFixtures.basque.prefix(2))
        let (pdf, report) = try BookFixtures.book(
            entries, photos: FixturePhotos(photos: [entries[0].id: p3, entries[1].id: srgb]), in: dir,
            name: "colour.pdf")
        let embedding = Dictionary(
            uniqueKeysWithValues: report.photos.map { ($0.entry.id, $0.report.embedding) })
        XCTAssertEqual(embedding[entries[0].id], .scaledJPEG)
        XCTAssertEqual(embedding[entries[1].id], .originalJPEG)
        let bytes = try Data(contentsOf: pdf)
        XCTAssertNotNil(bytes.range(of: Data("/OutputConditionIdentifier (sRGB IEC61966-2.1)".utf8)))
        XCTAssertNotNil(bytes.range(of: ColourSpace.sRGB.iccProfile))
        // Poppler reads the updated file without complaint, every page.
        let info = try Poppler.run("pdfinfo", [pdf.path], keepErrors: true)
        XCTAssertFalse(info.contains("Error"), info)
        XCTAssertTrue(
            info.split(separator: "\n").contains { $0.hasPrefix("Pages:") && $0.hasSuffix(" 4") }, info)
    }

    func testAnOriginalJPEGKeepsNoHiddenText() throws {
        // Issue 30, item 11: text appended to JFIF's APP0, and in the text tags of a profile that
        // is sRGB in effect, went into the PDF verbatim with the photo.
        let pixels = try PixelBuffer(width: 320, height: 240)
        let profile = try TestProfiles.sRGB(copyright: "SECRET-IN-THE-PROFILE")
        var jpeg = try JPEGEncoder(quality: 90, iccProfile: profile).encode(pixels)
        XCTAssertEqual(Array(jpeg[2..<4]), [0xFF, 0xE0])
        let app0Length = Int(jpeg[4]) << 8 | Int(jpeg[5])
        let hidden = Data("SECRET-AFTER-JFIF".utf8)
        var app0 = Data(jpeg[6..<(4 + app0Length)]) + hidden
        app0 = Data([0xFF, 0xE0, UInt8((app0.count + 2) >> 8), UInt8((app0.count + 2) & 0xFF)]) + app0
        jpeg = jpeg.prefix(2) + app0 + jpeg.dropFirst(4 + app0Length)
        let entry = TripFixtures.basque[1]
        for coordinates in [CoordinatesMode.precise, .hidden] {
            let (pdf, report) = try BookFixtures.book(
                [entry], coordinates: coordinates, photos: FixturePhotos(photos: [entry.id: jpeg]), in: dir,
                name: "hidden-\(coordinates).pdf")
            XCTAssertEqual(report.photos.first?.report.embedding, .originalJPEG)
            let bytes = try Data(contentsOf: pdf)
            for secret in ["SECRET-AFTER-JFIF", "SECRET-IN-THE-PROFILE"] {
                XCTAssertNil(bytes.range(of: Data(secret.utf8)), "\(secret) is in the PDF")
            }
        }
    }

    func testTheBookCarriesNoPhotoMetadataAndOnlyTheMetadataGiven() throws {
        // aarhus-cups.jpg keeps its camera's EXIF, GPS included.
        let entry = TripFixtures.basque[1]
        let cups = try CardFixtures.samplePhoto("aarhus-cups.jpg")
        XCTAssertNotNil(cups.range(of: Data("Exif".utf8)))
        let (plain, _) = try BookFixtures.book(
            [entry], photos: FixturePhotos(photos: [entry.id: cups]), in: dir, name: "plain.pdf")
        let bytes = try Data(contentsOf: plain)
        XCTAssertNil(bytes.range(of: Data("Exif".utf8)), "EXIF in the PDF")
        XCTAssertNil(bytes.range(of: Data("GPS".utf8)), "GPS in the PDF")
        let plainInfo = try Poppler.run("pdfinfo", [plain.path])
        XCTAssertFalse(plainInfo.contains("Title:"), "a title nobody gave: \(plainInfo)")
        XCTAssertFalse(plainInfo.contains("Author:"), "an author nobody gave: \(plainInfo)")

        let (titled, _) = try BookFixtures.book(
            [entry], options: BookOptions(metadataTitle: "Otzarreta", author: "Ane"),
            photos: FixturePhotos(photos: [entry.id: cups]), in: dir, name: "titled.pdf")
        let info = try Poppler.run("pdfinfo", [titled.path])
        XCTAssertTrue(info.contains("Title:           Otzarreta"), info)
        XCTAssertTrue(info.contains("Author:          Ane"), info)
    }
}

/// Compares several pages with their goldens, going on after a mismatch, so one run records
/// or reports every page; `finish()` throws the failures.
struct GoldenPages {
    private var failures: [String] = []

    /// Compares `image` with `Goldens/<name>.png`, keeping any failure for `finish()`.
    mutating func check(_ image: PixelBuffer, named name: String) {
        do {
            try Golden.verify(image, named: name)
        } catch {
            failures.append("\(error)")
        }
    }

    /// Throws every failure kept, then forgets them.
    mutating func finish() throws {
        defer { failures = [] }
        guard !failures.isEmpty else { return }
        throw GoldenFailure(failures.joined(separator: "\n"))
    }
}
