import Foundation
import OutdoorImage
import OutdoorRaster
import TestSupport
import XCTest

/// Fuzz-style checks: damaged copies of valid files must give an error or a result, never a
/// crash, a hang or a huge allocation.
final class RobustnessTests: XCTestCase {
    private func survive(_ data: Data) {
        _ = try? ImageProbe.inspect(data)
        _ = try? ImageDecoder.decode(data, covering: PixelSize(width: 16, height: 16))
    }

    func testTruncationsAtEveryFewBytes() throws {
        let files = [
            try PhotoFixtures.jpeg(width: 48, height: 32, exif: .sample),
            PhotoFixtures.quadrantPNG(width: 24, height: 16),
            try PhotoFixtures.heic(width: 32, height: 32, exif: .sample),
            try PhotoFixtures.progressiveJPEG(width: 32, height: 32),
        ]
        for file in files {
            for length in stride(from: 1, to: file.count, by: max(1, file.count / 97)) {
                let cut = Data(file.prefix(length))
                survive(cut)
                XCTAssertThrowsError(
                    try ImageProbe.inspect(cut), "a cut at \(length) of \(file.count) passed")
            }
        }
    }

    func testRandomBitFlips() throws {
        let files = [
            try PhotoFixtures.jpeg(width: 48, height: 32, exif: .sample),
            PhotoFixtures.quadrantPNG(width: 24, height: 16),
            try PhotoFixtures.heic(width: 32, height: 32), try PhotoFixtures.cmykJPEG(ink: (10, 200, 30, 40)),
        ]
        for (index, file) in files.enumerated() {
            for seed in 1...60 {
                survive(
                    PhotoFixtures.flippingBits(file, count: 1 + seed % 6, seed: UInt64(seed * 31 + index)))
            }
        }
    }

    func testGarbageAfterValidSignatures() {
        let signatures: [[UInt8]] = [
            [0xFF, 0xD8, 0xFF], [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
            [0, 0, 0, 0x18] + Array("ftypheic".utf8) + [0, 0, 0, 0] + Array("mif1heic".utf8),
        ]
        for signature in signatures {
            for seed in 1...40 {
                let data = Data(signature) + PhotoFixtures.garbage(count: seed * 13, seed: UInt64(seed))
                survive(data)
                XCTAssertThrowsError(try ImageProbe.inspect(data))
            }
        }
    }
}
