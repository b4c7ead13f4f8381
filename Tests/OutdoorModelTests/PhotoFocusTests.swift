import OutdoorModel
import XCTest

final class PhotoFocusTests: XCTestCase {
    func testAFocusPointIsTwoFractionsFromZeroToOne() throws {
        let point = try XCTUnwrap(PhotoFocus(parsing: "0.25, 0.75"))
        XCTAssertEqual(point.x, 0.25)
        XCTAssertEqual(point.y, 0.75)
        XCTAssertEqual(point.text, "0.25,0.75")
        XCTAssertEqual(PhotoFocus(parsing: "0,1")?.text, "0,1")
        for bad in [
            "", "0.5", "0.5,", ",0.5", "1.5,0.5", "-0.1,0.2", "a,b", "0.5,0.5,0.5", "nan,0.5", "inf,0",
        ] {
            XCTAssertNil(PhotoFocus(parsing: bad), bad)
        }
        XCTAssertNil(PhotoFocus(x: 0.5, y: .nan))
    }
}
