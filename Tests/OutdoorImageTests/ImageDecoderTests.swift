import Foundation
import OutdoorModel
import OutdoorRaster
import TestSupport
import XCTest

@testable import OutdoorImage

final class ImageDecoderTests: XCTestCase {
    private typealias F = PhotoFixtures

    func testJPEGDecodesWholeWithItsColours() throws {
        let decoded = try ImageDecoder.decode(try F.jpeg(width: 64, height: 48))
        XCTAssertEqual(decoded.format, .jpeg)
        XCTAssertEqual([decoded.pixels.width, decoded.pixels.height], [64, 48])
        XCTAssertFalse(decoded.pixels.hasAlpha)
        assertQuadrants(
            decoded.pixels, topLeft: F.topLeft, topRight: F.topRight, bottomLeft: F.bottomLeft,
            bottomRight: F.bottomRight)
    }

    func testJPEGDecodesAtTheDCTScaleThatCoversTheTarget() throws {
        let jpeg = try F.jpeg(width: 256, height: 192)
        let decoded = try ImageDecoder.decode(jpeg, covering: PixelSize(width: 60, height: 60))
        // 192 * 3/8 = 72 >= 60, 2/8 = 48 < 60.
        XCTAssertEqual([decoded.pixels.width, decoded.pixels.height], [96, 72])
        XCTAssertEqual(decoded.fullSize, PixelSize(width: 256, height: 192))
        assertQuadrants(
            decoded.pixels, topLeft: F.topLeft, topRight: F.topRight, bottomLeft: F.bottomLeft,
            bottomRight: F.bottomRight)
    }

    func testJPEGOrientationIsReportedAndPixelsStayAsStored() throws {
        let jpeg = try F.jpeg(width: 256, height: 192, exif: FixtureExif(orientation: 6))
        // Upright the photo is 192x256; covering 60x80 upright needs 80 across the stored width.
        let decoded = try ImageDecoder.decode(jpeg, covering: PixelSize(width: 60, height: 80))
        XCTAssertEqual(decoded.orientation, .right)
        XCTAssertEqual([decoded.pixels.width, decoded.pixels.height], [96, 72])
        XCTAssertEqual(decoded.uprightSize, PixelSize(width: 72, height: 96))
        assertQuadrants(
            decoded.pixels, topLeft: F.topLeft, topRight: F.topRight, bottomLeft: F.bottomLeft,
            bottomRight: F.bottomRight)
    }

    func testLargeReductionAveragesBoxes() throws {
        // A 1-pixel checkerboard of black and white averages to mid grey, not to aliasing.
        let png = F.png(width: 400, height: 400, colorType: .grey) { x, y in
            let v: UInt16 = (x + y) % 2 == 0 ? 0 : 65535
            return (v, v, v, 65535)
        }
        let decoded = try ImageDecoder.decode(png, covering: PixelSize(width: 100, height: 100))
        XCTAssertEqual([decoded.pixels.width, decoded.pixels.height], [100, 100])
        for (x, y) in [(0, 0), (50, 50), (99, 99)] {
            let p = decoded.pixels.rgba(x: x, y: y)
            XCTAssertEqual(Int(p.r), 128, accuracy: 1)
        }
    }

    func testCMYKWithAdobeMarkerIsInverted() throws {
        // Pure cyan ink (no black) is (0, 255, 255) on screen; 50% black halves it.
        let cyan = try ImageDecoder.decode(try F.cmykJPEG(ink: (255, 0, 0, 0)))
        assertColor(cyan.pixels, x: 8, y: 8, (0, 255, 255), tolerance: 6)
        let darkMagenta = try ImageDecoder.decode(try F.cmykJPEG(ink: (0, 255, 0, 128)))
        assertColor(darkMagenta.pixels, x: 8, y: 8, (127, 0, 127), tolerance: 6)
        let white = try ImageDecoder.decode(try F.cmykJPEG(ink: (0, 0, 0, 0)))
        assertColor(white.pixels, x: 8, y: 8, (255, 255, 255), tolerance: 4)
    }

    func testGreyscaleJPEG() throws {
        let decoded = try ImageDecoder.decode(try F.greyJPEG(width: 64, height: 16))
        assertColor(decoded.pixels, x: 0, y: 8, (0, 0, 0), tolerance: 6)
        assertColor(decoded.pixels, x: 63, y: 8, (255, 255, 255), tolerance: 6)
        let middle = decoded.pixels.rgba(x: 32, y: 8)
        XCTAssertEqual(middle.r, middle.g)
        XCTAssertEqual(middle.g, middle.b)
        XCTAssertEqual(Int(middle.r), 32 * 255 / 63, accuracy: 6)
    }

    func testSixteenBitPNGIsScaledToEightBits() throws {
        let png = F.png(width: 4, height: 1, colorType: .rgb, bitDepth: 16) { x, _ in
            [
                (0xFFFF, 0x8080, 0x0000, 0xFFFF), (0x1234, 0xABCD, 0x7F7F, 0xFFFF), (0, 0, 0, 0xFFFF),
                (257, 514, 771, 0xFFFF),
            ][x]
        }
        let decoded = try ImageDecoder.decode(png)
        let expected: [(UInt8, UInt8, UInt8)] = [(255, 128, 0), (18, 171, 127), (0, 0, 0), (1, 2, 3)]
        for (x, e) in expected.enumerated() {
            let p = decoded.pixels.rgba(x: x, y: 0)
            XCTAssertEqual([p.r, p.g, p.b], [e.0, e.1, e.2], "pixel \(x)")
        }
    }

    func testPalettePNGWithTransparencyIsPremultiplied() throws {
        let colors: [PhotoFixtures.RGBA16] = [
            (65535, 0, 0, 65535), (0, 0, 65535, 128 * 257), (0, 65535, 0, 0),
        ]
        let png = F.png(width: 3, height: 2, colorType: .palette, bitDepth: 2) { x, _ in colors[x] }
        let buffer = try ImageDecoder.decode(png).pixels
        XCTAssertTrue(buffer.hasAlpha)
        withExtendedLifetime(buffer) {
            let raw = buffer.baseAddress.assumingMemoryBound(to: UInt8.self)
            XCTAssertEqual([raw[0], raw[1], raw[2], raw[3]], [0, 0, 255, 255])  // opaque red as B, G, R, A
            XCTAssertEqual([raw[4], raw[5], raw[6], raw[7]], [128, 0, 0, 128])  // half blue, premultiplied
            XCTAssertEqual([raw[8], raw[9], raw[10], raw[11]], [0, 0, 0, 0])  // fully transparent
        }
    }

    func testGreyAlphaAndRGBAAreRegularlyPremultiplied() throws {
        let greyAlpha = F.png(width: 1, height: 1, colorType: .greyAlpha) { _, _ in
            (200 * 257, 0, 0, 64 * 257)
        }
        let buffer = try ImageDecoder.decode(greyAlpha).pixels
        let premultiplied = UInt8((200 * 64 + 127) / 255)
        withExtendedLifetime(buffer) {
            let ga = buffer.baseAddress.assumingMemoryBound(to: UInt8.self)
            XCTAssertEqual([ga[0], ga[1], ga[2], ga[3]], [premultiplied, premultiplied, premultiplied, 64])
        }
        let rgba = F.png(width: 1, height: 1, colorType: .rgba, bitDepth: 16) { _, _ in
            (65535, 32768, 0, 32768)
        }
        let p = try ImageDecoder.decode(rgba).pixels.rgba(x: 0, y: 0)
        XCTAssertEqual(Int(p.a), 128, accuracy: 1)
        XCTAssertEqual(Int(p.r), 255, accuracy: 1)
        XCTAssertEqual(Int(p.g), 128, accuracy: 2)
    }

    func testGreyPNGsOfLowBitDepthAndTRNSKey() throws {
        for depth in [1, 2, 4, 8, 16] {
            let png = F.png(width: 8, height: 1, colorType: .grey, bitDepth: depth) { x, _ in
                let v: UInt16 = x < 4 ? 0 : 65535
                return (v, v, v, 65535)
            }
            let decoded = try ImageDecoder.decode(png).pixels
            XCTAssertEqual(decoded.rgba(x: 0, y: 0).r, 0, "depth \(depth)")
            XCTAssertEqual(decoded.rgba(x: 7, y: 0).r, 255, "depth \(depth)")
        }
        let keyed = F.png(width: 2, height: 1, colorType: .rgb, transparentColor: (0, 65535, 0, 0)) { x, _ in
            x == 0 ? (0, 65535, 0, 65535) : (65535, 0, 0, 65535)
        }
        let decoded = try ImageDecoder.decode(keyed).pixels
        XCTAssertEqual(decoded.rgba(x: 0, y: 0).a, 0)
        XCTAssertEqual(decoded.rgba(x: 1, y: 0).a, 255)
    }

    func testInterlacedPNGMatchesTheSameImageNotInterlaced() throws {
        let pixel: (Int, Int) -> PhotoFixtures.RGBA16 = { x, y in
            (
                UInt16(x * 9 % 256) * 257, UInt16(y * 13 % 256) * 257, UInt16((x ^ y) % 256) * 257,
                UInt16(255 - x % 64) * 257
            )
        }
        let plain = try ImageDecoder.decode(F.png(width: 37, height: 29, colorType: .rgba, pixel: pixel))
            .pixels
        let interlacedPNG = F.png(width: 37, height: 29, colorType: .rgba, interlaced: true, pixel: pixel)
        let interlaced = try ImageDecoder.decode(interlacedPNG).pixels
        XCTAssertEqual(
            Data(bytes: plain.baseAddress, count: plain.byteCount),
            Data(bytes: interlaced.baseAddress, count: interlaced.byteCount))
        let reduced = try ImageDecoder.decode(interlacedPNG, covering: PixelSize(width: 10, height: 10))
            .pixels
        XCTAssertEqual([reduced.width, reduced.height], [13, 10])  // shrunk 2.9x: just covers 10x10
        _ = try ImageProbe.inspect(interlacedPNG)
    }

    func testPNGOrientationComesFromItsExifChunk() throws {
        let decoded = try ImageDecoder.decode(F.quadrantPNG(exif: FixtureExif(orientation: 8)))
        XCTAssertEqual(decoded.orientation, .left)
    }

    func testHEICTurnsByItsOwnTransformNotByEXIF() throws {
        let heic = try F.heic(width: 64, height: 48, exif: FixtureExif(orientation: 3), transform: 6)
        let tiled = try ImageDecoder.decode(heic)
        XCTAssertEqual(tiled.format, .heif)
        // The tile decoder hands the file's irot back as the turn to apply; EXIF's 3 is ignored.
        XCTAssertEqual(tiled.orientation, .right)
        XCTAssertEqual([tiled.pixels.width, tiled.pixels.height], [64, 48])
        XCTAssertEqual(tiled.uprightSize, PixelSize(width: 48, height: 64))
        // libheif applies the transform itself and leaves nothing to turn.
        let decoded = try heic.withUnsafeBytes { bytes in
            DecodedImage(
                pixels: try HEIFDecoder.decodeWithLibheif(bytes, target: nil).pixels, orientation: .up,
                format: .heif,
                fullSize: PixelSize(width: 48, height: 64))
        }
        XCTAssertEqual([decoded.pixels.width, decoded.pixels.height], [48, 64])
        // Turned 90 degrees clockwise: the stored left column becomes the top row.
        assertQuadrants(
            decoded.pixels, topLeft: F.bottomLeft, topRight: F.topLeft, bottomLeft: F.bottomRight,
            bottomRight: F.topRight)
    }

    func testHEICWithoutTransformKeepsItsLayout() throws {
        let decoded = try ImageDecoder.decode(try F.heic(width: 64, height: 48))
        XCTAssertEqual([decoded.pixels.width, decoded.pixels.height], [64, 48])
        assertQuadrants(
            decoded.pixels, topLeft: F.topLeft, topRight: F.topRight, bottomLeft: F.bottomLeft,
            bottomRight: F.bottomRight)
        let reduced = try ImageDecoder.decode(
            try F.heic(width: 64, height: 48), covering: PixelSize(width: 16, height: 16))
        XCTAssertEqual([reduced.pixels.width, reduced.pixels.height], [22, 16])  // factor 3
    }

    func testRefusesEmptyTarget() {
        let error = imageError {
            _ = try ImageDecoder.decode(try F.jpeg(), covering: PixelSize(width: 0, height: 10))
        }
        XCTAssertEqual(error?.description, "cannot decode a photo to cover 0x10 pixels: the size is empty")
    }

    func testFullSizeIsTheSizeBeforeReduction() throws {
        let target = PixelSize(width: 16, height: 16)
        let heic = try ImageDecoder.decode(try F.heic(width: 64, height: 48), covering: target)
        XCTAssertEqual(heic.fullSize, PixelSize(width: 64, height: 48))
        XCTAssertEqual([heic.pixels.width, heic.pixels.height], [22, 16])
        let png = try ImageDecoder.decode(F.quadrantPNG(width: 64, height: 48), covering: target)
        XCTAssertEqual(png.fullSize, PixelSize(width: 64, height: 48))
        XCTAssertEqual([png.pixels.width, png.pixels.height], [22, 16])
    }
}
