import Foundation
import OutdoorRaster
import TestSupport
import XCTest

@testable import OutdoorDrawing

/// PDF pages: bytes streamed to the caller, JPEG streams embedded as they are, vector shadows.
final class PDFDocumentTests: XCTestCase {
    func testPagesStreamOutAndAJPEGGoesInUnchanged() throws {
        let jpeg = try PhotoFixtures.jpeg(width: 120, height: 80)
        var bytes = Data()
        var writes = 0
        let document = try PDFDocument(
            pageSize: CGSize(width: 300, height: 200), dotsPerInch: 300,
            metadata: PDFMetadata(title: "Test", author: nil, creator: "tests")
        ) { chunk in
            bytes.append(contentsOf: chunk)
            writes += 1
        }
        XCTAssertEqual(document.scale, 300.0 / 72, accuracy: 1e-12)
        try document.addPage { canvas in
            XCTAssertTrue(canvas.isVector)
            XCTAssertEqual(canvas.size, CGSize(width: 300, height: 200))
            XCTAssertThrowsError(try canvas.pixelBuffer())
            try canvas.drawImage(
                .jpeg(jpeg, width: 120, height: 80), in: CGRect(x: 10, y: 10, width: 120, height: 80),
                fit: .contain,
                orientation: .right)
            try canvas.drawShadow(
                of: Path.circle(center: CGPoint(x: 200, y: 100), radius: 20),
                Shadow(color: Color(rgb: 0, alpha: 0.4), offset: CGSize(width: 0, height: 2), blurRadius: 6))
        }
        try document.addBookmark("The page", page: 1)
        let beforeFinish = bytes.count
        XCTAssertGreaterThan(beforeFinish, jpeg.count, "the page was not written when it ended")
        try document.finish()
        XCTAssertGreaterThan(bytes.count, beforeFinish)
        XCTAssertGreaterThan(writes, 2)
        XCTAssertEqual(document.pageCount, 1)
        XCTAssertNotNil(bytes.range(of: jpeg), "the JPEG stream is not in the PDF as it was")
        XCTAssertNotNil(bytes.range(of: Data("/DCTDecode".utf8)))
        XCTAssertThrowsError(try document.addPage { _ in })
    }

    func testAWriteErrorStopsTheDocumentWithThatError() throws {
        struct DiskFull: Error {}
        let document = try PDFDocument(pageSize: CGSize(width: 100, height: 100), dotsPerInch: 150) { _ in
            throw DiskFull()
        }
        XCTAssertThrowsError(
            try document.addPage { canvas in try canvas.fill(canvas.bounds, color: Color(rgb: 0x336699)) }
        ) { error in
            XCTAssertTrue(error is DiskFull, "\(error)")
        }
    }

    func testBadSizesAndAJPEGOnPixelsAreRefused() throws {
        XCTAssertThrowsError(
            try PDFDocument(pageSize: CGSize(width: 0, height: 10), dotsPerInch: 300) { _ in })
        XCTAssertThrowsError(
            try PDFDocument(pageSize: CGSize(width: 10, height: 10), dotsPerInch: 5) { _ in })
        let canvas = try Canvas(pixelWidth: 20, pixelHeight: 20)
        XCTAssertFalse(canvas.isVector)
        XCTAssertThrowsError(
            try canvas.drawImage(
                .jpeg(try PhotoFixtures.jpeg(), width: 64, height: 48),
                in: CGRect(x: 0, y: 0, width: 20, height: 20)))
    }

    func testVectorShadowRingsFollowTheBlursFalloff() {
        let shadow = Shadow(color: Color(rgb: 0, alpha: 0.4), offset: .zero, blurRadius: 8)
        let rings = shadow.vectorRings(count: 6)
        XCTAssertEqual(rings.count, 6)
        XCTAssertEqual(rings.first?.spread ?? 0, 12, accuracy: 1e-9)  // 1.5 x the blur radius
        XCTAssertEqual(rings.map(\.spread), rings.map(\.spread).sorted(by: >))
        // Composed from the outside in, the coverage of each band is the blur's at its middle.
        var beyond = 0.0
        for (index, ring) in rings.enumerated() {
            let coverage = 1 - (1 - beyond) * (1 - ring.alpha)
            let middle = ring.spread - 1
            let expected = 0.4 * 0.5 * erfc(middle / (4 * 2.0.squareRoot()))
            XCTAssertEqual(coverage, expected, accuracy: 1e-9, "ring \(index)")
            XCTAssertGreaterThan(coverage, beyond)
            beyond = coverage
        }
        XCTAssertEqual(Shadow(color: .clear, offset: .zero, blurRadius: 0).vectorRings().count, 1)
    }

    func testAnOutputIntentIsAppendedAsAnIncrementalUpdate() throws {
        let profile = Data((0..<300).map { UInt8($0 % 251) })
        var bytes = Data()
        let document = try PDFDocument(
            pageSize: CGSize(width: 200, height: 100), dotsPerInch: 150,
            metadata: PDFMetadata(creator: "tests"),
            outputIntent: PDFOutputIntent(profile: profile, identifier: "sRGB IEC61966-2.1 (a) \\")
        ) { bytes.append(contentsOf: $0) }
        try document.addPage { canvas in try canvas.fill(canvas.bounds, color: Color(rgb: 0x336699)) }
        try document.addBookmark("One", page: 1)
        try document.finish()

        let last = try PDFTrailer(bytes)
        let text = String(decoding: bytes, as: UTF8.self)
        XCTAssertTrue(text.hasSuffix("%%EOF\n"))
        // Cairo's own revision is intact: its startxref is the update's /Prev and points at "xref".
        XCTAssertEqual(String(decoding: bytes[last.startXref..<last.startXref + 4], as: UTF8.self), "xref")
        let update = String(decoding: bytes[last.startXref...], as: UTF8.self)
        let cairoEnd = try XCTUnwrap(bytes.range(of: Data("%%EOF\n".utf8))).upperBound
        XCTAssertLessThan(cairoEnd, bytes.count, "nothing was appended")
        let prev = try XCTUnwrap(PDFTrailer.integer(after: "/Prev", in: update))
        XCTAssertEqual(String(decoding: bytes[prev..<prev + 4], as: UTF8.self), "xref")
        let first = try PDFTrailer(bytes[..<cairoEnd])
        XCTAssertEqual(last.size, first.size + 2)
        XCTAssertEqual(last.root, first.root)
        XCTAssertEqual(last.info, first.info)
        // Every entry of the update's table points at the object it names.
        let lines = update.split(separator: "\n").map(String.init)
        var checked = 0
        var index = 1
        while index + 1 < lines.count, lines[index] != "trailer" {
            let header = lines[index].split(separator: " ")
            let number = try XCTUnwrap(Int(header[0]))
            let offset = try XCTUnwrap(Int(lines[index + 1].prefix(10)))
            XCTAssertEqual(lines[index + 1].utf8.count + 1, 20, "an entry is not 20 bytes")
            let found = String(decoding: bytes[offset..<offset + 12], as: UTF8.self)
            XCTAssertTrue(found.hasPrefix("\(number) 0 obj"), "object \(number) at \(offset): \(found)")
            checked += 1
            index += 2
        }
        XCTAssertEqual(checked, 3)
        let catalog = try XCTUnwrap(PDFTrailer.objectBody(last.root, in: bytes))
        XCTAssertTrue(catalog.contains("/Type /Catalog"), catalog)
        XCTAssertTrue(catalog.contains("/Outlines"), catalog)
        XCTAssertTrue(catalog.contains("/OutputIntents [\(first.size + 1) 0 R]"), catalog)
        let intent = try XCTUnwrap(PDFTrailer.objectBody(first.size + 1, in: bytes))
        XCTAssertTrue(intent.contains("/OutputConditionIdentifier (sRGB IEC61966-2.1 \\(a\\) \\\\)"), intent)
        XCTAssertTrue(intent.contains("/DestOutputProfile \(first.size) 0 R"), intent)
        XCTAssertNotNil(
            bytes.range(of: Data("/N 3 /Alternate /DeviceRGB /Length 300 >>\nstream\n".utf8) + profile))
    }

    func testAnEndThatIsNotAPDFsIsRefused() {
        let intent = PDFOutputIntent(profile: Data([1, 2, 3]), identifier: "x")
        XCTAssertThrowsError(try intent.update(tail: Data("nothing".utf8), tailOffset: 0, fileSize: 7))
        let noCatalog = Data("trailer\n<< /Size 4 /Root 3 0 R >>\nstartxref\n10\n%%EOF\n".utf8)
        XCTAssertThrowsError(try intent.update(tail: noCatalog, tailOffset: 0, fileSize: noCatalog.count))
        XCTAssertThrowsError(try intent.update(tail: noCatalog, tailOffset: 5, fileSize: noCatalog.count))
    }
}
