import Foundation
import OutdoorImage
import OutdoorRaster
import TestSupport
import XCTest

/// Cutting a JPEG's metadata without touching its picture.
final class JPEGSegmentsTests: XCTestCase {
    /// A segment with `marker` and `payload`.
    func segment(_ marker: UInt8, _ payload: [UInt8]) -> [UInt8] {
        [0xFF, marker, UInt8((payload.count + 2) >> 8), UInt8((payload.count + 2) & 0xFF)] + payload
    }

    /// `jpeg` with `segments` inserted after its JFIF segment and `trailer` after its end.
    func decorated(_ jpeg: Data, _ segments: [[UInt8]], trailer: [UInt8] = []) throws -> Data {
        let jfifEnd = 4 + (Int(jpeg[4]) << 8 | Int(jpeg[5]))
        var out = Data(jpeg.prefix(jfifEnd))
        for s in segments { out.append(contentsOf: s) }
        out.append(jpeg.dropFirst(jfifEnd))
        out.append(contentsOf: trailer)
        return out
    }

    func testMetadataIsCutAndThePictureKept() throws {
        let plain = try PhotoFixtures.jpeg(width: 96, height: 64)
        // "GGG...": a stand-in for GPS data.
        let exif = segment(0xE1, Array("Exif\0\0".utf8) + Array(repeating: 0x47, count: 40))
        let xmp = segment(0xE1, Array("http://ns.adobe.com/xap/1.0/\0<x:xmpmeta/>".utf8))
        let icc = segment(0xE2, Array("ICC_PROFILE\0".utf8) + [1, 1] + Array(repeating: 0x11, count: 20))
        let mpf = segment(0xE2, Array("MPF\0".utf8) + Array(repeating: 0x22, count: 12))
        let adobe = segment(0xEE, Array("Adobe".utf8) + [0, 100, 0, 0, 0, 0, 1])
        let comment = segment(0xFE, Array("taken at home".utf8))
        let iptc = segment(0xED, Array("Photoshop 3.0\0".utf8) + [1, 2, 3])
        let trailer: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE1, 0x00, 0x04, 0x45, 0x78, 0xFF, 0xD9]  // an MPF image
        let photo = try decorated(plain, [exif, xmp, icc, mpf, adobe, comment, iptc], trailer: trailer)

        let segments = try JPEGSegments.read(photo)
        XCTAssertEqual(segments.frame.width, 96)
        XCTAssertEqual(segments.frame.height, 64)
        XCTAssertEqual(segments.frame.components, 3)
        XCTAssertEqual(segments.frame.precision, 8)
        XCTAssertEqual(segments.frame.coding, .baseline)
        XCTAssertTrue(segments.isPortableToPDF)
        let stripped = segments.withoutMetadata()
        XCTAssertEqual(
            segments.metadataByteCount,
            [exif, xmp, icc, mpf, comment, iptc].reduce(0) { $0 + $1.count } + trailer.count)
        XCTAssertEqual(stripped.count, photo.count - segments.metadataByteCount)
        for cut in ["Exif", "xap/1.0", "ICC_PROFILE", "MPF", "taken at home", "Photoshop"] {
            XCTAssertNil(stripped.range(of: Data(cut.utf8)), "\(cut) is still there")
        }
        for kept in ["JFIF", "Adobe"] {
            XCTAssertNotNil(stripped.range(of: Data(kept.utf8)), "\(kept) was cut")
        }
        // Exactly the plain file with Adobe's segment: the picture's bytes untouched.
        XCTAssertEqual(stripped, try decorated(plain, [adobe]))
        XCTAssertEqual(try JPEGSegments.read(stripped).metadataByteCount, 0)
    }

    func testThePictureDecodesTheSameAfterwards() throws {
        for jpeg in [
            try PhotoFixtures.jpeg(width: 80, height: 60, exif: FixtureExif(orientation: 6)),
            try PhotoFixtures.progressiveJPEG(width: 80, height: 60), try PhotoFixtures.greyJPEG(),
        ] {
            let stripped = try JPEGSegments.read(jpeg).withoutMetadata()
            let before = try ImageDecoder.decode(jpeg).pixels
            let after = try ImageDecoder.decode(stripped).pixels
            XCTAssertEqual(before.width, after.width)
            XCTAssertEqual(before.height, after.height)
            XCTAssertEqual(
                Data(bytes: before.baseAddress, count: before.byteCount),
                Data(bytes: after.baseAddress, count: after.byteCount))
        }
        XCTAssertEqual(try JPEGSegments.read(try PhotoFixtures.progressiveJPEG()).frame.coding, .progressive)
        XCTAssertEqual(try JPEGSegments.read(try PhotoFixtures.greyJPEG()).frame.components, 1)
        XCTAssertFalse(
            try JPEGSegments.read(try PhotoFixtures.cmykJPEG(ink: (10, 20, 30, 40))).isPortableToPDF)
    }

    func testDamageIsRefusedWithAReason() throws {
        let jpeg = try PhotoFixtures.jpeg()
        XCTAssertThrowsError(try JPEGSegments.read(Data()))
        XCTAssertThrowsError(try JPEGSegments.read(Data("not a jpeg".utf8)))
        XCTAssertThrowsError(try JPEGSegments.read(PhotoFixtures.truncated(jpeg, keeping: 0.5)))
        XCTAssertThrowsError(try JPEGSegments.read(jpeg.prefix(jpeg.count - 2)))
        for seed in 1...40 {
            // Damaged files never crash or hang; they read or are refused.
            _ = try? JPEGSegments.read(PhotoFixtures.flippingBits(jpeg, count: 8, seed: UInt64(seed)))
        }
    }
}
