import Foundation
import TestSupport
import XCTest

/// Base for end-to-end tests against a fake HTTP server on 127.0.0.1 that each test starts:
/// `outdoor` is pointed at it through `serverEnvironment`.
class CLIServerTestCase: CLITestCase {
    var server: FakeHTTPServer!

    /// The variables that send `outdoor` to `server`: Open-Meteo's, unless a subclass says otherwise.
    var serverEnvironment: [String: String] { server.openMeteoEnvironment }

    override func setUpWithError() throws {
        try super.setUpWithError()
        server = try FakeHTTPServer()
        cli.environment.merge(serverEnvironment) { $1 }
    }

    override func tearDown() {
        server.stop()
        server = nil
        super.tearDown()
    }
}
