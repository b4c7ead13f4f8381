import Foundation
import OutdoorRaster
import TestSupport
import XCTest

@testable import OutdoorImage

/// The HEIC tile decoder (libavcodec) against libheif: same pixels, same turn, only the tiles a
/// crop needs, and libheif still decoding what the tile decoder leaves to it.
final class HEVCTileDecoderTests: XCTestCase {
    /// The pixel shown at upright (u, v) of `image`, whose pixels are stored turned by `orientation`.
    private func upright(_ image: PixelBuffer, _ orientation: ExifOrientation, _ u: Int, _ v: Int) -> (
        r: UInt8, g: UInt8, b: UInt8, a: UInt8
    ) {
        let (w, h) = (image.width, image.height)
        let (x, y): (Int, Int)
        switch orientation {
        case .up: (x, y) = (u, v)
        case .upMirrored: (x, y) = (w - 1 - u, v)
        case .down: (x, y) = (w - 1 - u, h - 1 - v)
        case .downMirrored: (x, y) = (u, h - 1 - v)
        case .leftMirrored: (x, y) = (v, u)
        case .right: (x, y) = (v, h - 1 - u)
        case .rightMirrored: (x, y) = (w - 1 - v, h - 1 - u)
        case .left: (x, y) = (w - 1 - v, u)
        }
        return image.rgba(x: x, y: y)
    }

    private func libheif(_ data: Data, target: PixelSize?) throws -> PixelBuffer {
        try data.withUnsafeBytes { try HEIFDecoder.decodeWithLibheif($0, target: target).pixels }
    }

    /// Mean and largest channel difference between the tile decoder's picture and libheif's.
    private func compare(_ data: Data, target: PixelSize?) throws -> (
        mean: Double, max: Int, decoded: DecodedImage
    ) {
        let ours = try ImageDecoder.decode(data, covering: target, into: nil)  // libheif's own colours
        let theirs = try libheif(data, target: target)
        XCTAssertEqual(ours.uprightSize, PixelSize(width: theirs.width, height: theirs.height))
        var total = 0
        var largest = 0
        for v in 0..<theirs.height {
            for u in 0..<theirs.width {
                let a = upright(ours.pixels, ours.orientation, u, v)
                let b = theirs.rgba(x: u, y: v)
                for d in [Int(a.r) - Int(b.r), Int(a.g) - Int(b.g), Int(a.b) - Int(b.b)] {
                    total += abs(d)
                    largest = max(largest, abs(d))
                }
            }
        }
        return (Double(total) / Double(theirs.width * theirs.height * 3), largest, ours)
    }

    func testTheIPhoneGridMatchesLibheif() throws {
        try XCTSkipIf(AVCodecLibrary.shared == nil, "libavcodec is not installed")
        let data = try Corpus.data("exiv2/2021-02-13-1929.heic")
        let result = try compare(data, target: PixelSize(width: 189, height: 252))
        XCTAssertEqual(result.decoded.orientation, .right, "irot 3 is a quarter turn clockwise")
        XCTAssertEqual(result.decoded.fullSize, PixelSize(width: 4032, height: 3024))
        XCTAssertNotNil(result.decoded.iccProfile, "the iPhone's Display P3 profile")
        XCTAssertLessThan(result.mean, 1.0)
        XCTAssertLessThanOrEqual(result.max, 12)
    }

    func testSingleImageHEICsMatchLibheif() throws {
        try XCTSkipIf(AVCodecLibrary.shared == nil, "libavcodec is not installed")
        let nikon = try compare(try Corpus.data("exiv2/Stonehenge.heic"), target: nil)
        XCTAssertLessThan(nikon.mean, 1.0)
        XCTAssertLessThanOrEqual(nikon.max, 8)
    }

    func testEveryTransformTurnsAsLibheifTurnsIt() throws {
        try XCTSkipIf(AVCodecLibrary.shared == nil, "libavcodec is not installed")
        for transform in 1...8 {
            let data = try PhotoFixtures.heic(width: 64, height: 48, transform: transform)
            let result = try compare(data, target: nil)
            XCTAssertLessThan(result.mean, 2.0, "transform \(transform)")
        }
    }

    func testACropDecodesOnlyTheMiddleAndKeepsItsShape() throws {
        try XCTSkipIf(AVCodecLibrary.shared == nil, "libavcodec is not installed")
        let data = try Corpus.data("exiv2/2021-02-13-1929.heic")
        let square = try ImageDecoder.decode(
            data, covering: PixelSize(width: 270, height: 270), cropping: true)
        XCTAssertEqual(
            square.uprightSize.width, square.uprightSize.height, "a square crop of a portrait photo")
        XCTAssertGreaterThanOrEqual(square.uprightSize.width, 270)
        // The crop is the middle of the whole picture: compare with the whole one's middle.
        let whole = try ImageDecoder.decode(data, covering: PixelSize(width: 270, height: 360))
        let offset = (whole.uprightSize.height - whole.uprightSize.width) / 2
        let scale = Double(square.uprightSize.width) / Double(whole.uprightSize.width)
        var total = 0
        for v in stride(from: 10, to: whole.uprightSize.width - 10, by: 17) {
            for u in stride(from: 10, to: whole.uprightSize.width - 10, by: 17) {
                let a = upright(whole.pixels, whole.orientation, u, v + offset)
                let b = upright(
                    square.pixels, square.orientation, Int(Double(u) * scale), Int(Double(v) * scale))
                total += abs(Int(a.g) - Int(b.g))
            }
        }
        XCTAssertLessThan(Double(total) / 225, 12)
    }

    func testAlphaAndTenBitImagesStillGoThroughLibheif() throws {
        let container = try PhotoFixtures.heic(width: 64, height: 48).withUnsafeBytes {
            try HEIFContainer($0)
        }
        XCTAssertNotNil(container.items[container.primaryID])
        let alpha = try PhotoFixtures.heic(width: 32, height: 32, alpha: 128)
        let plan = try alpha.withUnsafeBytes { try HEVCImagePlan.make(try HEIFContainer($0), bytes: $0) }
        XCTAssertNil(plan, "an alpha plane is left to libheif")
        let decoded = try ImageDecoder.decode(alpha)
        XCTAssertEqual(decoded.orientation, .up)
        XCTAssertLessThan(decoded.pixels.rgba(x: 0, y: 0).a, 200, "the alpha plane is applied")
        let deep = try PhotoFixtures.heic(width: 64, height: 48, bitDepth: 10)
        XCTAssertNil(try deep.withUnsafeBytes { try HEVCImagePlan.make(try HEIFContainer($0), bytes: $0) })
        let tenBit = try ImageDecoder.decode(deep)
        XCTAssertEqual(tenBit.pixels.rgba(x: 2, y: 2).r, PhotoFixtures.topLeft.r, accuracy: 6)
        XCTAssertEqual(tenBit.pixels.rgba(x: 60, y: 40).g, PhotoFixtures.bottomRight.g, accuracy: 6)
    }

    func testDamagedGridsFallBackOrFailCleanly() throws {
        var data = try Corpus.data("exiv2/2021-02-13-1929.heic")
        var random = SeededRandom(seed: 7)
        for _ in 0..<30 {
            var damaged = data
            for _ in 0..<4 {
                let at = Int(random.next() % UInt64(min(damaged.count, 6000)))
                damaged[at] = UInt8(truncatingIfNeeded: random.next())
            }
            _ = try? ImageDecoder.decode(damaged, covering: PixelSize(width: 64, height: 64), cropping: true)
        }
        data.removeLast(data.count / 2)
        XCTAssertThrowsError(try ImageDecoder.decode(data, covering: PixelSize(width: 64, height: 64)))
    }
}
