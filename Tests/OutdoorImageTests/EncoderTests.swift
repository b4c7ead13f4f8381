import Foundation
import OutdoorImage
import OutdoorRaster
import TestSupport
import XCTest

final class EncoderTests: XCTestCase {
    /// A buffer with a smooth gradient, hard edges and (optionally) varying alpha, marked as
    /// having alpha when `markedWithAlpha` says so (else when it has some).
    private func sampleBuffer(width: Int = 73, height: Int = 41, alpha: Bool, markedWithAlpha: Bool? = nil)
        throws -> PixelBuffer
    {
        let buffer = try PixelBuffer(width: width, height: height, hasAlpha: markedWithAlpha ?? alpha)
        for y in 0..<height {
            let row = (buffer.baseAddress + y * buffer.bytesPerRow).assumingMemoryBound(to: UInt8.self)
            for x in 0..<width {
                let a = alpha ? UInt32((x * 7 + y * 3) % 256) : 255
                let r = UInt32(x * 255 / width)
                let g = UInt32(y * 255 / height)
                let b = UInt32((x / 8 + y / 8) % 2 == 0 ? 230 : 20)
                row[x * 4] = UInt8((b * a + 127) / 255)
                row[x * 4 + 1] = UInt8((g * a + 127) / 255)
                row[x * 4 + 2] = UInt8((r * a + 127) / 255)
                row[x * 4 + 3] = UInt8(a)
            }
        }
        return buffer
    }

    private func bytes(_ buffer: PixelBuffer) -> [UInt8] {
        Array(UnsafeRawBufferPointer(start: buffer.baseAddress, count: buffer.byteCount))
    }

    func testOpaquePNGIsRGBAndRoundTripsExactly() throws {
        let source = try sampleBuffer(alpha: false)
        for filter in PNGFilter.allCases {
            for level in [0, 1, 6, 12] {
                let png = try PNGEncoder(compressionLevel: level, filter: filter).encode(source)
                // IHDR colour type 2: RGB.
                XCTAssertEqual(png[25], 2, "colour type for \(filter) level \(level)")
                XCTAssertEqual(png[24], 8)  // bit depth
                let decoded = try ImageDecoder.decode(png).pixels
                XCTAssertEqual(bytes(decoded), bytes(source), "\(filter) level \(level)")
            }
        }
    }

    func testOpaqueBufferMarkedWithAlphaIsStillWrittenAsRGB() throws {
        let source = try sampleBuffer(alpha: false, markedWithAlpha: true)
        XCTAssertEqual(try PNGEncoder().encode(source)[25], 2)
    }

    func testTranslucentPNGIsRGBAAndRoundTripsWithinRounding() throws {
        let source = try sampleBuffer(alpha: true)
        let png = try PNGEncoder(filter: .adaptive).encode(source)
        XCTAssertEqual(png[25], 6)  // RGBA
        let decoded = try ImageDecoder.decode(png).pixels
        XCTAssertTrue(decoded.hasAlpha)
        // Un-premultiplying and premultiplying again returns the same premultiplied values.
        let a = bytes(source)
        let b = bytes(decoded)
        XCTAssertEqual(a.count, b.count)
        XCTAssertLessThanOrEqual(zip(a, b).map { abs(Int($0) - Int($1)) }.max() ?? 0, 1)
    }

    func testPNGProbeAcceptsWhatWeWriteAndItHasNoMetadataChunks() throws {
        let png = try PNGEncoder.card.encode(try sampleBuffer(alpha: false))
        let probed = try ImageProbe.inspect(png)
        XCTAssertEqual([probed.pixelWidth, probed.pixelHeight], [73, 41])
        XCTAssertNil(probed.exif)
        var chunks: [String] = []
        var offset = 8
        while offset + 8 <= png.count {
            let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            chunks.append(String(decoding: png[offset + 4..<offset + 8], as: UTF8.self))
            offset += 12 + length
        }
        XCTAssertEqual(chunks, ["IHDR", "IDAT", "IEND"])
    }

    func testPNGRefusesBadLevel() {
        XCTAssertThrowsError(try PNGEncoder(compressionLevel: 13).encode(try sampleBuffer(alpha: false)))
    }

    func testJPEGRoundTripIsClose() throws {
        let source = try PhotoFixtures.quadrants(width: 64, height: 48)
        for chroma in JPEGEncoder.ChromaSubsampling.allCases {
            let jpeg = try JPEGEncoder(quality: 92, chroma: chroma).encode(source)
            let decoded = try ImageDecoder.decode(jpeg)
            XCTAssertEqual(decoded.format, .jpeg)
            assertQuadrants(
                decoded.pixels, topLeft: PhotoFixtures.topLeft, topRight: PhotoFixtures.topRight,
                bottomLeft: PhotoFixtures.bottomLeft, bottomRight: PhotoFixtures.bottomRight)
        }
    }

    func testJPEGCarriesNoExifEvenFromAnExifPhoto() throws {
        let photo = try PhotoFixtures.jpeg(exif: .sample)
        XCTAssertNotNil(try ImageProbe.inspect(photo).exif?.gps)
        let decoded = try ImageDecoder.decode(photo)
        let jpeg = try JPEGEncoder().encode(decoded.pixels)
        let probed = try ImageProbe.inspect(jpeg)
        XCTAssertNil(probed.exif)
        XCTAssertNil(jpeg.range(of: Data("Exif".utf8)))
    }

    func testJPEGFlattensTranslucencyOntoWhite() throws {
        let clear = try PixelBuffer(width: 16, height: 16, hasAlpha: true)  // all transparent
        let decoded = try ImageDecoder.decode(try JPEGEncoder().encode(clear))
        assertColor(decoded.pixels, x: 8, y: 8, (255, 255, 255), tolerance: 2)
    }

    func testJPEGRefusesBadQuality() {
        XCTAssertThrowsError(try JPEGEncoder(quality: 0).encode(try sampleBuffer(alpha: false))) { error in
            XCTAssertEqual(
                (error as? ImageError)?.description, "could not encode the JPEG (quality 0 is not in 1-100)")
        }
    }

    func testProgressiveAndOptimizedJPEGsDecode() throws {
        let source = try PhotoFixtures.quadrants(width: 40, height: 40)
        for progressive in [false, true] {
            for optimize in [false, true] {
                let jpeg = try JPEGEncoder(quality: 90, optimizeCoding: optimize, progressive: progressive)
                    .encode(source)
                XCTAssertEqual(try ImageProbe.inspect(jpeg).pixelWidth, 40)
            }
        }
    }
}
