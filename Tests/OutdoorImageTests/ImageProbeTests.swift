import Foundation
import OutdoorImage
import OutdoorModel
import OutdoorRaster
import TestSupport
import XCTest

final class ImageProbeTests: XCTestCase {
    func testProbesJPEGWithExif() throws {
        let probed = try ImageProbe.inspect(try PhotoFixtures.jpeg(width: 64, height: 48, exif: .sample))
        XCTAssertEqual(probed.format, .jpeg)
        XCTAssertEqual(probed.pixelWidth, 64)
        XCTAssertEqual(probed.pixelHeight, 48)
        XCTAssertNil(probed.exifError)
        XCTAssertEqual(probed.exif?.gps?.latitude ?? 0, 59.9139, accuracy: 1e-6)
        XCTAssertEqual(probed.exif?.cameraModel, "Camera 1")
    }

    func testProbesJPEGWithoutExif() throws {
        let probed = try ImageProbe.inspect(try PhotoFixtures.jpeg())
        XCTAssertNil(probed.exif)
        XCTAssertNil(probed.exifError)
        XCTAssertEqual(probed.orientation, .up)
    }

    func testOrientationSwapsUprightSizeForJPEG() throws {
        let probed = try ImageProbe.inspect(
            try PhotoFixtures.jpeg(width: 64, height: 48, exif: FixtureExif(orientation: 6)))
        XCTAssertEqual(probed.orientation, .right)
        XCTAssertEqual(probed.uprightSize, PixelSize(width: 48, height: 64))
    }

    func testProbesPNGWithExifChunk() throws {
        let probed = try ImageProbe.inspect(PhotoFixtures.quadrantPNG(width: 30, height: 20, exif: .sample))
        XCTAssertEqual(probed.format, .png)
        XCTAssertEqual([probed.pixelWidth, probed.pixelHeight], [30, 20])
        XCTAssertEqual(probed.exif?.offsetTimeOriginal, 7200)
    }

    func testProbesHEICWithExifAndTransform() throws {
        let heic = try PhotoFixtures.heic(
            width: 64, height: 48, exif: FixtureExif(orientation: 6, latitude: -1.5, longitude: 36.8),
            transform: 6)
        let probed = try ImageProbe.inspect(heic)
        XCTAssertEqual(probed.format, .heif)
        // libheif presents the image with its irot applied; nothing is left to turn.
        XCTAssertEqual([probed.pixelWidth, probed.pixelHeight], [48, 64])
        XCTAssertEqual(probed.orientation, .up)
        XCTAssertEqual(probed.exif?.orientation, .right)
        XCTAssertEqual(probed.exif?.gps?.latitude ?? 0, -1.5, accuracy: 1e-6)
        XCTAssertEqual(try ImageProbe.inspect(heic, heifDepth: .primaryImage), probed)
    }

    func testProbesHEICWithThumbnail() throws {
        let heic = try PhotoFixtures.heic(width: 128, height: 96, thumbnail: 32)
        let probed = try ImageProbe.inspect(heic)
        XCTAssertEqual([probed.pixelWidth, probed.pixelHeight], [128, 96])
    }

    func testMalformedExifIsReportedButTheImageIsAccepted() throws {
        let probed = try ImageProbe.inspect(try PhotoFixtures.jpegWithMalformedExif())
        XCTAssertEqual(probed.format, .jpeg)
        let error = try XCTUnwrap(probed.exifError)
        XCTAssertTrue(error.description.contains("EXIF"), error.description)
    }

    func testRefusesNonImages() {
        XCTAssertEqual(imageError { _ = try ImageProbe.inspect(Data()) }, .empty)
        XCTAssertEqual(
            imageError { _ = try ImageProbe.inspect(PhotoFixtures.garbage(count: 5000)) },
            .notAnImage(detectedKind: nil))
        XCTAssertEqual(
            imageError {
                _ = try ImageProbe.inspect(Data("GIF89a".utf8) + PhotoFixtures.garbage(count: 100))
            }?
            .description, "the file is a GIF image, not a JPEG, PNG or HEIC image")
    }

    func testRefusesTruncatedFiles() throws {
        let jpeg = try PhotoFixtures.jpeg(width: 256, height: 192)
        XCTAssertEqual(
            imageError { _ = try ImageProbe.inspect(PhotoFixtures.truncated(jpeg, keeping: 0.6)) },
            .truncated(.jpeg))
        XCTAssertEqual(
            imageError { _ = try ImageProbe.inspect(PhotoFixtures.truncated(jpeg, keeping: 0.6)) }?
                .description,
            "the JPEG is truncated: the file ends before the image does")
        let png = PhotoFixtures.quadrantPNG(width: 256, height: 192)
        XCTAssertEqual(
            imageError { _ = try ImageProbe.inspect(PhotoFixtures.truncated(png, keeping: 0.7)) },
            .truncated(.png))
        // Cut inside IEND: every row decodes, but the file is still incomplete.
        XCTAssertEqual(imageError { _ = try ImageProbe.inspect(png.dropLast(6)) }, .truncated(.png))
        let heic = try PhotoFixtures.heic(width: 64, height: 48)
        XCTAssertEqual(
            imageError { _ = try ImageProbe.inspect(PhotoFixtures.truncated(heic, keeping: 0.8)) },
            .truncated(.heif))
    }

    func testRefusesCorruptJPEGData() throws {
        // Overwrite the middle of the entropy-coded data with a marker-like run.
        var bytes = [UInt8](try PhotoFixtures.jpeg(width: 256, height: 192))
        let middle = bytes.count * 2 / 3
        for index in middle..<middle + 16 { bytes[index] = index % 2 == 0 ? 0xFF : 0xD3 }
        let error = imageError { _ = try ImageProbe.inspect(Data(bytes)) }
        guard case .corrupt(.jpeg, let detail)? = error else {
            return XCTFail("expected a corrupt JPEG, got \(String(describing: error))")
        }
        XCTAssertTrue(detail.contains("Corrupt JPEG data"), detail)
    }

    func testRefusesAbsurdDimensionsBeforeAllocating() throws {
        let png = PhotoFixtures.png(PhotoFixtures.quadrantPNG(), claiming: 100_000, height: 100_000)
        let pngError = imageError { _ = try ImageProbe.inspect(png) }
        XCTAssertEqual(pngError, .tooLarge(width: 100_000, height: 100_000, limit: PixelBuffer.maxPixels))
        XCTAssertEqual(
            pngError?.description, "the image claims 100000x100000 pixels, more than the 64-megapixel limit")
        let wide = PhotoFixtures.png(PhotoFixtures.quadrantPNG(), claiming: 70_000, height: 10)
        XCTAssertEqual(
            imageError { _ = try ImageProbe.inspect(wide) },
            .sideTooLong(width: 70_000, height: 10, limit: 65_535))
        let jpeg = try PhotoFixtures.jpeg(try PhotoFixtures.jpeg(), claiming: 65_000, height: 65_000)
        XCTAssertEqual(
            imageError { _ = try ImageProbe.inspect(jpeg) },
            .tooLarge(width: 65_000, height: 65_000, limit: ImageLimits.maxJPEGPixels))
    }

    func testLargeJPEGHeaderWithLittleDataIsRefusedWithoutAllocating() throws {
        // 15000x15000 is under the JPEG header limit; the entropy data ends long before the
        // image does, so the 1/8 decode hits the end-of-image marker early and the probe says
        // so, having held one 1875-pixel row at a time.
        let jpeg = try PhotoFixtures.jpeg(
            try PhotoFixtures.jpeg(width: 64, height: 48), claiming: 15_000, height: 15_000)
        XCTAssertEqual(
            imageError { _ = try ImageProbe.inspect(jpeg) }?.description,
            "the JPEG is corrupt (Corrupt JPEG data: premature end of data segment)")
    }

    func testHugeProgressiveJPEGHitsTheMemoryCap() throws {
        let progressive = try PhotoFixtures.progressiveJPEG()
        let jpeg = try PhotoFixtures.jpeg(progressive, claiming: 15_000, height: 15_000)
        // A whole-image coefficient buffer of 15000x15000 at 4:4:4 would need about 1.3 GB.
        guard case .outOfMemory(let detail)? = imageError({ _ = try ImageProbe.inspect(jpeg) }) else {
            return XCTFail("expected the memory cap to refuse it")
        }
        XCTAssertTrue(detail.contains("320 MB"), detail)
    }

    func testProgressiveJPEGProbes() throws {
        let probed = try ImageProbe.inspect(try PhotoFixtures.progressiveJPEG(width: 80, height: 60))
        XCTAssertEqual([probed.pixelWidth, probed.pixelHeight], [80, 60])
    }

    func testHEICWithBrokenBoxSizeIsCorrupt() throws {
        var bytes = [UInt8](try PhotoFixtures.heic())
        // The box after ftyp (meta) claims 4 bytes: smaller than its own header.
        let next = Int(bytes[0]) << 24 | Int(bytes[1]) << 16 | Int(bytes[2]) << 8 | Int(bytes[3])
        bytes.replaceSubrange(next..<next + 4, with: [0, 0, 0, 4])
        XCTAssertEqual(
            imageError { _ = try ImageProbe.inspect(Data(bytes)) },
            .corrupt(.heif, detail: "a box at byte \(next) has an impossible size of 4"))
    }

    func testHEICWhoseFileTypeBoxIsTooSmallIsNotAnImage() throws {
        var bytes = [UInt8](try PhotoFixtures.heic())
        bytes.replaceSubrange(0..<4, with: [0, 0, 0, 4])  // ftyp claims 4 bytes: no brand to read
        XCTAssertEqual(imageError { _ = try ImageProbe.inspect(Data(bytes)) }, .notAnImage(detectedKind: nil))
    }
}
