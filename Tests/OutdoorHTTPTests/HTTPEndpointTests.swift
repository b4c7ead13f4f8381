import Foundation
import OutdoorHTTP
import XCTest

/// Service addresses as people give them: http(s), a host, no fragment.
final class HTTPEndpointTests: XCTestCase {
    func testHTTPAndHTTPSURLsWithAHostAreTaken() throws {
        XCTAssertEqual(
            try HTTPEndpoint.url("https://api.open-meteo.com/v1/forecast").get().host, "api.open-meteo.com")
        XCTAssertEqual(try HTTPEndpoint.url("http://127.0.0.1:8080/maps.json").get().port, 8080)
        XCTAssertEqual(try HTTPEndpoint.url("HTTPS://example.org?a=1").get().query, "a=1")
    }

    func testOtherTextsAreRefusedWithAReason() {
        func reason(_ text: String) -> String? {
            if case .failure(let refusal) = HTTPEndpoint.url(text) { return refusal.reason }
            return nil
        }
        XCTAssertEqual(reason("ftp://example.org/x"), "it must start with http:// or https://")
        XCTAssertEqual(reason("example.org/x"), "it must start with http:// or https://")
        XCTAssertEqual(reason("http:///path"), "it has no host name")
        XCTAssertEqual(reason("https://example.org/#top"), "it must not have a #fragment")
        XCTAssertEqual(reason("http://exa mple.org"), "it is not a valid URL")
    }
}
