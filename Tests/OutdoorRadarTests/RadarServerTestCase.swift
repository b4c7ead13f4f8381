import TestSupport
import XCTest

/// Base for the radar tests that fetch from a fake RainViewer: each test gets its own fake HTTP
/// server on 127.0.0.1, stopped after it.
class RadarServerTestCase: XCTestCase {
    var server: FakeHTTPServer!

    override func setUpWithError() throws {
        try super.setUpWithError()
        server = try FakeHTTPServer()
    }

    override func tearDown() {
        server.stop()
        server = nil
        super.tearDown()
    }
}
