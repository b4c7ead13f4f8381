import Foundation
import OutdoorRaster
import TestSupport
import XCTest

@testable import OutdoorImage

/// The Swift progressive decoder against libjpeg: the same picture at every reduced scale, from
/// a real photo re-encoded progressive (4:2:0 and 4:4:4) and from the grey and tiny fixtures.
final class ProgressiveJPEGTests: XCTestCase {
    /// A real photo from the sample journal, decoded and written again as a progressive JPEG.
    private func progressivePhoto(chroma: JPEGEncoder.ChromaSubsampling) throws -> Data {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(
                "Sources/OutdoorCLI/SampleJournal/photos/aarhus-cups.jpg")
        let pixels = try ImageDecoder.decode(try Data(contentsOf: source)).pixels
        return try JPEGEncoder(quality: 88, chroma: chroma, progressive: true).encode(pixels)
    }

    private func compare(_ data: Data, scale: Int, file: StaticString = #filePath, line: UInt = #line) throws
    {
        try data.withUnsafeBytes { bytes in
            let probe = try JPEGDecompressor()
            try probe.readHeader(bytes, strict: false)
            let stored = probe.storedSize
            let target = JPEGScale(numerator: scale).outputSize(of: stored)
            let ours = try ProgressiveJPEGDecoder.decode(
                bytes, scale: JPEGScale(numerator: scale), orientation: .up, target: nil)
            let theirs = try JPEGDecoder.decode(bytes, orientation: .up, target: target, libjpegOnly: true)
            XCTAssertEqual(ours.stored, theirs.stored, file: file, line: line)
            XCTAssertEqual(ours.pixels.width, theirs.pixels.width, "scale \(scale)", file: file, line: line)
            XCTAssertEqual(ours.pixels.height, theirs.pixels.height, "scale \(scale)", file: file, line: line)
            var total = 0
            var count = 0
            for y in 0..<min(ours.pixels.height, theirs.pixels.height) {
                for x in 0..<min(ours.pixels.width, theirs.pixels.width) {
                    let a = ours.pixels.rgba(x: x, y: y)
                    let b = theirs.pixels.rgba(x: x, y: y)
                    total += abs(Int(a.r) - Int(b.r)) + abs(Int(a.g) - Int(b.g)) + abs(Int(a.b) - Int(b.b))
                    count += 3
                }
            }
            let mean = Double(total) / Double(max(1, count))
            XCTAssertLessThan(mean, 2.0, "scale \(scale): mean difference \(mean)", file: file, line: line)
            XCTAssertGreaterThan(count, 0)
            print("progressive at \(scale)/8: mean difference from libjpeg \(mean)")
        }
    }

    func testARealPhotoMatchesLibjpegAtEveryReducedScale() throws {
        for chroma in [JPEGEncoder.ChromaSubsampling.yuv420, .yuv444] {
            let photo = try progressivePhoto(chroma: chroma)
            for scale in [1, 2, 3, 4] { try compare(photo, scale: scale) }
        }
        try compare(try progressivePhoto(chroma: .yuv444), scale: 6)
    }

    func testACropIsTheMiddleOfTheWholePicture() throws {
        let photo = try progressivePhoto(chroma: .yuv420)
        let whole = try ImageDecoder.decode(photo, covering: PixelSize(width: 120, height: 120))
        let square = try ImageDecoder.decode(
            photo, covering: PixelSize(width: 120, height: 120), cropping: true)
        XCTAssertEqual(square.pixels.width, square.pixels.height, "the centred square of a landscape photo")
        XCTAssertLessThan(square.pixels.width, whole.pixels.width)
        XCTAssertEqual(square.pixels.height, whole.pixels.height)
        let offset = (whole.pixels.width - square.pixels.width) / 2
        var total = 0
        for y in stride(from: 2, to: square.pixels.height - 2, by: 7) {
            for x in stride(from: 2, to: square.pixels.width - 2, by: 7) {
                total += abs(
                    Int(square.pixels.rgba(x: x, y: y).g) - Int(whole.pixels.rgba(x: x + offset, y: y).g))
            }
        }
        XCTAssertLessThan(Double(total) / Double((square.pixels.height / 7) * (square.pixels.width / 7)), 4)
    }

    func testFixturesMatchLibjpeg() throws {
        try compare(try PhotoFixtures.progressiveJPEG(width: 64, height: 48), scale: 2)
        try compare(try PhotoFixtures.progressiveJPEG(width: 37, height: 21), scale: 3)
        let grey = try JPEGEncoder(quality: 90, progressive: true).encode(
            try ImageDecoder.decode(try PhotoFixtures.greyJPEG(width: 64, height: 16)).pixels)
        try compare(grey, scale: 4)
    }

    func testWhatItLeavesToLibjpegStillDecodes() throws {
        // Baseline JPEGs are not its business.
        let baseline = try PhotoFixtures.jpeg(width: 32, height: 32)
        XCTAssertThrowsError(
            try baseline.withUnsafeBytes {
                try ProgressiveJPEGDecoder.decode(
                    $0, scale: JPEGScale(numerator: 2), orientation: .up, target: nil)
            })
        // 4:2:0 at 5/8 would need upsampling: libjpeg decodes it, and the result is the same size.
        let photo = try progressivePhoto(chroma: .yuv420)
        XCTAssertThrowsError(
            try photo.withUnsafeBytes {
                try ProgressiveJPEGDecoder.decode(
                    $0, scale: JPEGScale(numerator: 5), orientation: .up, target: nil)
            })
        XCTAssertNoThrow(try ImageDecoder.decode(photo, covering: PixelSize(width: 300, height: 200)))
    }

    func testDamagedProgressiveDataNeverCrashes() throws {
        let photo = try progressivePhoto(chroma: .yuv420)
        let size = try ImageProbe.inspect(photo)
        let full = PixelSize(width: size.pixelWidth, height: size.pixelHeight)
        /// Checks the Swift decoder's outcome at `numerator`/8: the picture at that scale of the
        /// header's size, or a `JPEGStreamError` (the caller's cue to fall back to libjpeg).
        func checkSwiftDecode(_ data: Data, numerator: Int, _ message: String) {
            do {
                let (pixels, stored) = try data.withUnsafeBytes {
                    try ProgressiveJPEGDecoder.decode(
                        $0, scale: JPEGScale(numerator: numerator), orientation: .up, target: nil)
                }
                XCTAssertEqual(stored, full, message)
                XCTAssertEqual(
                    [pixels.width, pixels.height],
                    [(full.width * numerator + 7) / 8, (full.height * numerator + 7) / 8], message)
            } catch {
                XCTAssertTrue(error is JPEGStreamError, "\(message): \(error)")
            }
        }
        var random = SeededRandom(seed: 42)
        for round in 0..<25 {
            var damaged = photo
            for _ in 0..<(1 + Int(random.next() % 6)) {
                let at = 2 + Int(random.next() % UInt64(damaged.count - 2))
                damaged[at] = UInt8(truncatingIfNeeded: random.next())
            }
            checkSwiftDecode(damaged, numerator: 2, "damage round \(round)")
            assertDecodeOutcome(damaged, format: .jpeg, covering: PixelSize(width: 64, height: 64))
        }
        for length in stride(from: 2, to: photo.count, by: photo.count / 15) {
            checkSwiftDecode(Data(photo.prefix(length)), numerator: 3, "a cut at \(length)")
        }
    }
}
