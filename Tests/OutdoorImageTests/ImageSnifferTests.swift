import Foundation
import OutdoorImage
import TestSupport
import XCTest

final class ImageSnifferTests: XCTestCase {
    func testRecognisesEachFormatFromItsFirstBytes() throws {
        XCTAssertEqual(ImageSniffer.format(of: try PhotoFixtures.jpeg()), .jpeg)
        XCTAssertEqual(ImageSniffer.format(of: PhotoFixtures.quadrantPNG()), .png)
        XCTAssertEqual(ImageSniffer.format(of: try PhotoFixtures.heic()), .heif)
    }

    func testNamesCommonFormatsItRefuses() {
        let cases: [(Data, String)] = [
            (Data("GIF89a......".utf8), "the file is a GIF image, not a JPEG, PNG or HEIC image"),
            (
                Data("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8),
                "the file is a WebP image, not a JPEG, PNG or HEIC image"
            ),
            (
                Data([0, 0, 0, 0x14] + Array("ftypavif\u{0}\u{0}\u{0}\u{0}mif1".utf8)),
                "the file is an AVIF image, not a JPEG, PNG or HEIC image"
            ),
            (Data("%PDF-1.7".utf8), "the file is a PDF document, not a JPEG, PNG or HEIC image"),
            (Data("hello world".utf8), "the file is not a JPEG, PNG or HEIC image"),
            (Data(), "the file is empty: it is not a JPEG, PNG or HEIC image"),
        ]
        for (data, message) in cases {
            let error = imageError { _ = try ImageSniffer.identify(data) }
            XCTAssertEqual(error?.description, message)
        }
    }

    func testGenericHEIFBrandIsAccepted() {
        let mif1 = Data([0, 0, 0, 0x10] + Array("ftypmif1\u{0}\u{0}\u{0}\u{0}".utf8))
        XCTAssertEqual(ImageSniffer.format(of: mif1), .heif)
    }

    func testWorksOnDataSlices() throws {
        let jpeg = try PhotoFixtures.jpeg()
        let padded = Data([1, 2, 3]) + jpeg
        XCTAssertEqual(ImageSniffer.format(of: padded.dropFirst(3)), .jpeg)
    }
}
