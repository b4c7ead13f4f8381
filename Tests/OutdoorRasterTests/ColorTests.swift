import OutdoorRaster
import XCTest

/// Colours written as hex strings, and their hex form.
final class ColorTests: XCTestCase {
    func testHexColours() throws {
        let water = try Color(hex: "#AAD3DF")
        XCTAssertEqual(water, Color(rgb: 0xAAD3DF))
        XCTAssertEqual(water.red, 170.0 / 255, accuracy: 1e-12)
        XCTAssertEqual(try Color(hex: "aad3df"), water)
        XCTAssertEqual(try Color(hex: "#abc"), Color(rgb: 0xAABBCC))
        let translucent = try Color(hex: "#AAD3DF80")
        XCTAssertEqual(translucent.alpha, 128.0 / 255, accuracy: 1e-12)
        XCTAssertEqual(translucent.hexString, "#AAD3DF80")
        XCTAssertEqual(water.hexString, "#AAD3DF")
        for bad in ["", "#", "#12345", "#GG0000", "#AAD3DF8", "AAD3DF 1", "+AAD3DF"] {
            XCTAssertThrowsError(try Color(hex: bad), bad) { error in
                XCTAssertEqual(error as? InvalidColor, InvalidColor(text: bad))
                XCTAssertTrue("\(error)".contains("#RRGGBB"))
            }
        }
    }
}
