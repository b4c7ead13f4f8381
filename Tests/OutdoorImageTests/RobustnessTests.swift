import Foundation
import OutdoorImage
import OutdoorModel
import OutdoorRaster
import TestSupport
import XCTest

/// Fuzz-style checks: damaged copies of valid files must give an error or a result, never a
/// crash, a hang or a huge allocation.
final class RobustnessTests: XCTestCase {
    /// Probes and decodes damaged `data` of `format`, returning the decoded picture, if any.
    ///
    /// Each gives a sane photo or a damage error of that format, and what the probe accepts
    /// decodes at the size the probe found.
    @discardableResult
    private func survive(
        _ data: Data, format: PhotoFormat, file: StaticString = #filePath, line: UInt = #line
    ) -> DecodedImage? {
        let probed = assertProbeOutcome(data, format: format, file: file, line: line)
        let decoded = assertDecodeOutcome(
            data, format: format, covering: PixelSize(width: 16, height: 16), file: file, line: line)
        guard let probed else { return decoded }
        guard let decoded else {
            XCTFail("the probe accepted what does not decode", file: file, line: line)
            return nil
        }
        if format != .heif {
            XCTAssertEqual(
                decoded.fullSize, PixelSize(width: probed.pixelWidth, height: probed.pixelHeight),
                "probe and decoder disagree on the size", file: file, line: line)
        }
        return decoded
    }

    func testTruncationsAtEveryFewBytes() throws {
        let files: [(Data, PhotoFormat)] = [
            (try PhotoFixtures.jpeg(width: 48, height: 32, exif: .sample), .jpeg),
            (PhotoFixtures.quadrantPNG(width: 24, height: 16), .png),
            (try PhotoFixtures.heic(width: 32, height: 32, exif: .sample), .heif),
            (try PhotoFixtures.progressiveJPEG(width: 32, height: 32), .jpeg),
        ]
        for (file, format) in files {
            let whole = try XCTUnwrap(survive(file, format: format))
            for length in stride(from: 1, to: file.count, by: max(1, file.count / 97)) {
                let cut = Data(file.prefix(length))
                // A cut keeps the header: what decodes (libjpeg fills in grey) has the whole's size.
                if let decoded = survive(cut, format: format) {
                    XCTAssertEqual(decoded.fullSize, whole.fullSize, "a cut at \(length) of \(file.count)")
                }
                // A cut within the first bytes may not show its signature yet; any later one says
                // it is cut, in its own format.
                XCTAssertThrowsError(
                    try ImageProbe.inspect(cut), "a cut at \(length) of \(file.count) passed"
                ) {
                    let error = $0 as? ImageError
                    let expected: [ImageError] =
                        length < 32
                        ? [.truncated(format), .notAnImage(detectedKind: nil)] : [.truncated(format)]
                    XCTAssertTrue(
                        expected.contains { $0 == error }, "a cut at \(length) of \(file.count): \($0)")
                }
            }
        }
    }

    func testRandomBitFlips() throws {
        let files: [(Data, PhotoFormat)] = [
            (try PhotoFixtures.jpeg(width: 48, height: 32, exif: .sample), .jpeg),
            (PhotoFixtures.quadrantPNG(width: 24, height: 16), .png),
            (try PhotoFixtures.heic(width: 32, height: 32), .heif),
            (try PhotoFixtures.cmykJPEG(ink: (10, 200, 30, 40)), .jpeg),
        ]
        for (index, (file, format)) in files.enumerated() {
            for seed in 1...60 {
                survive(
                    PhotoFixtures.flippingBits(file, count: 1 + seed % 6, seed: UInt64(seed * 31 + index)),
                    format: format)
            }
        }
    }

    func testGarbageAfterValidSignatures() {
        let signatures: [([UInt8], PhotoFormat)] = [
            ([0xFF, 0xD8, 0xFF], .jpeg), ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], .png),
            ([0, 0, 0, 0x18] + Array("ftypheic".utf8) + [0, 0, 0, 0] + Array("mif1heic".utf8), .heif),
        ]
        for (signature, format) in signatures {
            for seed in 1...40 {
                let data = Data(signature) + PhotoFixtures.garbage(count: seed * 13, seed: UInt64(seed))
                survive(data, format: format)
                // Recognised by its signature, refused for what follows it.
                XCTAssertThrowsError(try ImageProbe.inspect(data)) {
                    XCTAssertNotEqual($0 as? ImageError, .notAnImage(detectedKind: nil))
                }
            }
        }
    }
}
