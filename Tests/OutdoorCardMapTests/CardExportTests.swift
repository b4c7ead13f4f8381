import CardTestSupport
import Foundation
import OutdoorCard
import OutdoorImage
import OutdoorModel
import TestSupport
import XCTest

/// Encoded cards: formats, byte limits, and no metadata from the photo.
final class CardExportTests: XCTestCase {
    /// The Aarhus photo carries the camera's EXIF with a GPS position.
    private func aarhus() throws -> Data { try CardFixtures.samplePhoto("aarhus-cups.jpg") }

    func testThePhotoHasGPSButThePNGCardHasNoMetadataChunks() throws {
        let photo = try aarhus()
        XCTAssertNotNil(photo.range(of: Data("Exif".utf8)), "the fixture photo has EXIF")
        let card = try CardFixtures.renderer().export(
            CardFixtures.aarhus, photo: photo, options: CardOptions(preset: .landscape), output: CardOutput())
        XCTAssertEqual(card.format, .png)
        XCTAssertNil(card.quality)
        XCTAssertEqual(
            try pngChunkTypes(card.data), ["IHDR", "sRGB", "IDAT", "IEND"],
            "tagged sRGB, and no eXIf, tEXt or other chunk")
        let decoded = try ImageDecoder.decode(card.data)
        XCTAssertEqual(decoded.pixels.width, 1200)
        XCTAssertEqual(decoded.pixels.height, 630)
    }

    func testAP3CardIsTaggedDisplayP3AndLooksTheSame() throws {
        let renderer = try CardFixtures.renderer()
        var options = CardOptions(preset: .landscape)
        let srgb = try renderer.export(
            CardFixtures.aarhus, photo: nil, options: options, output: CardOutput())
        options.gamut = .displayP3
        let p3 = try renderer.export(CardFixtures.aarhus, photo: nil, options: options, output: CardOutput())
        XCTAssertEqual(try pngChunkTypes(p3.data), ["IHDR", "iCCP", "IDAT", "IEND"])
        let decodedP3 = try ImageDecoder.decode(p3.data, into: nil)
        XCTAssertEqual(decodedP3.colour, .icc(ColourSpace.displayP3.iccProfile))
        // The card's own colours were converted: seen through the profile, the P3 card is the
        // sRGB card (within rounding); read as numbers, its accent differs.
        let asSRGB = try ImageDecoder.decode(p3.data).pixels
        let reference = try ImageDecoder.decode(srgb.data).pixels
        var worst = 0
        var off = 0
        var samples = 0
        var differing = 0
        for y in stride(from: 0, to: 630, by: 7) {
            for x in stride(from: 0, to: 1200, by: 7) {
                let a = asSRGB.rgba(x: x, y: y)
                let b = reference.rgba(x: x, y: y)
                let c = decodedP3.pixels.rgba(x: x, y: y)
                let delta = max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
                worst = max(worst, delta)
                samples += 1
                if delta > 3 { off += 1 }
                if abs(Int(c.r) - Int(b.r)) > 4 { differing += 1 }
            }
        }
        // Antialiased edges blend in P3 instead of sRGB: a few levels there, nowhere else.
        XCTAssertLessThanOrEqual(worst, 10, "the P3 card converted back into sRGB is the sRGB card")
        XCTAssertLessThan(
            Double(off) / Double(samples), 0.005, "\(off) of \(samples) samples off by more than 3")
        XCTAssertGreaterThan(differing, 0, "some colours have other numbers in P3")
        let jpeg = try renderer.export(
            CardFixtures.aarhus, photo: nil, options: options, output: CardOutput(format: .jpeg))
        XCTAssertEqual(try ImageDecoder.decode(jpeg.data).iccProfile, ColourSpace.displayP3.iccProfile)
    }

    func testTheJPEGCardHasNoAPP1Segment() throws {
        let card = try CardFixtures.renderer().export(
            CardFixtures.aarhus, photo: try aarhus(), options: CardOptions(preset: .landscape),
            output: CardOutput(format: .jpeg, quality: 85))
        XCTAssertEqual(card.quality, 85)
        let markers = try jpegMarkers(card.data)
        XCTAssertFalse(markers.contains(0xE1), "no APP1 (EXIF or XMP) segment")
        XCTAssertEqual(
            markers.filter { (0xE0...0xEF).contains($0) }, [0xE0, 0xE2],
            "only JFIF APP0 and the sRGB profile's APP2")
        XCTAssertNil(card.data.range(of: Data("Exif".utf8)))
        XCTAssertEqual(try ImageDecoder.decode(card.data).pixels.width, 1200)
    }

    func testAByteLimitPicksTheJPEGQuality() throws {
        let renderer = try CardFixtures.renderer()
        let limit = 160 * 1_024
        let card = try renderer.export(
            CardFixtures.aarhus, photo: try aarhus(), options: CardOptions(preset: .story),
            output: CardOutput(format: .jpeg, maxBytes: limit))
        XCTAssertLessThanOrEqual(card.data.count, limit)
        XCTAssertEqual(card.scale, 1)
        let quality = try XCTUnwrap(card.quality)
        XCTAssertLessThan(quality, 90, "q90 does not fit, a lower quality does")
        XCTAssertGreaterThanOrEqual(quality, MaxBytesSearch.lowestQuality)
        // One step up would not have fitted.
        let higher = try CardEncoder.encode(card.card.pixels, format: .jpeg, quality: quality + 1)
        XCTAssertGreaterThan(higher.count, limit)
    }

    func testAnImpossibleLimitNamesTheSmallestSize() throws {
        let renderer = try CardFixtures.renderer()
        XCTAssertThrowsError(
            try renderer.export(
                CardFixtures.aarhus, photo: try aarhus(), options: CardOptions(preset: .story, scale: 2),
                output: CardOutput(format: .jpeg, maxBytes: 8_000))
        ) { error in
            guard case .cannotFit(let limit, let smallest, let quality)? = error as? CardError else {
                return XCTFail("unexpected error \(error)")
            }
            XCTAssertEqual(limit, 8_000)
            XCTAssertGreaterThan(smallest, limit)
            XCTAssertEqual(quality, MaxBytesSearch.lowestQuality)
            XCTAssertTrue("\(error)".contains("the smallest it can be is"), "\(error)")
        }
    }

    func testAPNGOverTheLimitSuggestsJPEG() throws {
        let renderer = try CardFixtures.renderer()
        XCTAssertThrowsError(
            try renderer.export(
                CardFixtures.aarhus, photo: try aarhus(), options: CardOptions(preset: .landscape, scale: 2),
                output: CardOutput(format: .png, maxBytes: 100_000))
        ) { error in
            guard case .pngTooLarge(let limit, let smallest)? = error as? CardError else {
                return XCTFail("unexpected error \(error)")
            }
            XCTAssertEqual(limit, 100_000)
            XCTAssertGreaterThan(smallest, limit)
            XCTAssertTrue("\(error)".contains("--format jpeg"))
        }
        // A PNG that fits at scale 1 but not at scale 2 comes back at scale 1.
        let one = try renderer.export(
            CardFixtures.rainInBilbao, photo: nil, options: CardOptions(preset: .landscape),
            output: CardOutput())
        let two = try renderer.export(
            CardFixtures.rainInBilbao, photo: nil, options: CardOptions(preset: .landscape, scale: 2),
            output: CardOutput())
        XCTAssertGreaterThan(two.data.count, one.data.count)
        let fitted = try renderer.export(
            CardFixtures.rainInBilbao, photo: nil, options: CardOptions(preset: .landscape, scale: 2),
            output: CardOutput(format: .png, maxBytes: one.data.count))
        XCTAssertEqual(fitted.scale, 1)
        XCTAssertEqual(fitted.data, one.data)
    }

    func testAQualityOutOfRangeIsRefused() throws {
        let renderer = try CardFixtures.renderer()
        XCTAssertThrowsError(
            try renderer.export(
                CardFixtures.aarhus, photo: nil, options: CardOptions(),
                output: CardOutput(format: .jpeg, quality: 0))
        ) {
            XCTAssertEqual($0 as? CardError, .invalidQuality(0))
        }
    }

    /// The chunk types of a PNG, in order.
    private func pngChunkTypes(_ data: Data) throws -> [String] {
        let bytes = [UInt8](data)
        XCTAssertEqual(Array(bytes.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var types: [String] = []
        var offset = 8
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            types.append(String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self))
            offset += 12 + length
        }
        XCTAssertEqual(offset, bytes.count, "the chunks end where the file ends")
        return types
    }

    /// The marker bytes of a JPEG's segments up to the start of scan.
    private func jpegMarkers(_ data: Data) throws -> [UInt8] {
        let bytes = [UInt8](data)
        XCTAssertEqual(Array(bytes.prefix(2)), [0xFF, 0xD8])
        var markers: [UInt8] = []
        var offset = 2
        while offset + 4 <= bytes.count, bytes[offset] == 0xFF {
            let marker = bytes[offset + 1]
            markers.append(marker)
            if marker == 0xDA { break }
            offset += 2 + (Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3]))
        }
        XCTAssertEqual(markers.last, 0xDA, "the segments lead to the scan")
        return markers
    }
}
