import Foundation
import TestSupport
import XCTest

@testable import OutdoorImage

/// Metadata from a photo can never crash, hang or allocate without bound: damaged EXIF, XMP and
/// HEIC Exif items from real and crafted photos give an answer or a reason, nothing worse.
final class MetadataRobustnessTests: XCTestCase {
    /// Flips bytes only inside the metadata of real photos, where the image itself stays whole.
    func testDamagedMetadataOfRealPhotos() throws {
        var random = SeededRandom(seed: 10)
        for name in [
            "exiftool/Apple.jpg", "exiftool/GoPro.jpg", "exiv2/exiv2-bug540.jpg", "exiv2/1343_exif.png",
        ] {
            let original = try Corpus.data(name)
            let whole = try ImageProbe.inspect(original)
            // JPEG metadata sits between SOI and the first scan; PNG's eXIf before IDAT.
            let end = min(original.count, name.hasSuffix(".png") ? 200 : 2000)
            for _ in 0..<150 {
                var damaged = original
                for _ in 0..<(1 + Int(random.next() % 8)) {
                    let at = 12 + Int(random.next() % UInt64(end - 12))
                    damaged[at] = UInt8(truncatingIfNeeded: random.next())
                }
                if whole.format == .jpeg {
                    // A JPEG's first 2000 bytes here are metadata: the photo is still accepted whole.
                    let probed = try ImageProbe.inspect(damaged)
                    XCTAssertEqual(
                        [probed.pixelWidth, probed.pixelHeight], [whole.pixelWidth, whole.pixelHeight], name)
                    if let damage = probed.exifError, case .malformed(let messages) = damage {
                        XCTAssertFalse(messages.isEmpty, name)
                    }
                } else {
                    // A PNG's first 200 bytes hold its header chunk too, whose damage refuses it.
                    assertProbeOutcome(damaged, format: whole.format)
                }
            }
        }
    }

    func testEXIFBlocksClaimingHugeCountsAndOffsets() throws {
        var block = FixtureExif.sample.block()
        // Every 4-byte field in turn claims 0xFFFFFFFF: counts, offsets and values.
        for at in stride(from: 10, to: block.count - 4, by: 2) {
            var damaged = block
            damaged.replaceSubrange(at..<at + 4, with: [0xFF, 0xFF, 0xFF, 0xFF])
            // Read, never refused: damage is reported in libexif's words.
            let read = try ExifReader.read(exifBlock: damaged)
            if case .malformed(let messages)? = read.damage { XCTAssertFalse(messages.isEmpty, "at \(at)") }
            let photo = PhotoFixtures.insertingAPP1(
                damaged, into: try PhotoFixtures.jpeg(width: 16, height: 16))
            XCTAssertNoThrow(try ImageProbe.inspect(photo), "damaged EXIF must not refuse the photo")
        }
        block.append(contentsOf: [UInt8](repeating: 0xAB, count: 60_000))
        XCTAssertNoThrow(try ExifReader.read(exifBlock: block))
    }

    func testDamagedXMPPacketsInEveryContainer() throws {
        let packet = PhotoFixtures.xmpPacket([
            ("exif:GPSLatitude", "43,28.0469N"), ("exif:GPSLongitude", "3,47.52W"),
            ("exif:DateTimeOriginal", "2024-06-14T08:42:05+02:00"),
        ])
        let jpeg = try PhotoFixtures.jpeg(width: 16, height: 16)
        let png = PhotoFixtures.quadrantPNG(width: 8, height: 8)
        for cut in stride(from: 0, to: packet.count, by: 7) {
            let part = Array(packet.prefix(cut))
            _ = try ImageProbe.inspect(PhotoFixtures.insertingXMP(part, into: jpeg))
            _ = try ImageProbe.inspect(PhotoFixtures.insertingXMP(part, intoPNG: png))
        }
        // Values that are not numbers, quotes that never close, a megabyte of one name.
        let hostile = [
            PhotoFixtures.xmpPacket([("exif:GPSLatitude", "1e400,NaN,infN"), ("exif:GPSLongitude", "-,-,-W")]
            ),
            Array("<x exif:GPSLatitude=\"43,1N".utf8),
            Array(String(repeating: "exif:GPSLatitude", count: 40_000).utf8),
        ]
        for packet in hostile {
            let metadata = try ImageProbe.inspect(PhotoFixtures.insertingXMP(packet, intoPNG: png)).exif
            XCTAssertNil(metadata?.gps)
        }
    }

    func testHEICExifItemOffsets() throws {
        let block = FixtureExif.sample.block()
        let tiff = Array(block.dropFirst(6))
        // The offset prefix as Apple writes it (6: past "Exif\0\0"), as 0 before the TIFF header,
        // as 0 before a header, and as nonsense.
        let items: [[UInt8]: Bool] = [
            [0, 0, 0, 6] + block: true, [0, 0, 0, 0] + tiff: true, [0, 0, 0, 0] + block: true,
            [0xFF, 0xFF, 0xFF, 0xFF] + block: false, [0, 0, 0x10, 0] + block: false, [0, 0]: false,
        ]
        for (item, readable) in items {
            let reframed = ExifLocator.heifExif(item)
            if readable {
                XCTAssertEqual(
                    try ExifReader.read(exifBlock: try XCTUnwrap(reframed)).metadata.cameraModel, "Camera 1")
            } else {
                XCTAssertNil(reframed)
            }
        }
    }
}
