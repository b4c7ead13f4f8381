import Foundation
import OutdoorModel
import XCTest

/// Errors kept inside other errors: compared by type and sentence, read as one sentence.
final class ErrorCauseTests: XCTestCase {
    private struct Refused: Error, CustomStringConvertible {
        var description: String
    }

    private struct Other: Error, CustomStringConvertible {
        var description: String
    }

    func testCausesAreEqualWhenTheyAreOfOneTypeAndSayTheSame() {
        XCTAssertEqual(ErrorCause(Refused(description: "no")), ErrorCause(Refused(description: "no")))
        XCTAssertNotEqual(ErrorCause(Refused(description: "no")), ErrorCause(Refused(description: "never")))
        XCTAssertNotEqual(ErrorCause(Refused(description: "no")), ErrorCause(Other(description: "no")))
        XCTAssertEqual(
            Set([ErrorCause(Refused(description: "no")), ErrorCause(Refused(description: "no"))]).count, 1)
    }

    func testTheTypedErrorIsKeptAndACauseOfACauseIsTheErrorItself() {
        let cause = ErrorCause(ErrorCause(Refused(description: "no")))
        XCTAssertTrue(cause.error is Refused)
        XCTAssertEqual("\(cause)", "no")
    }

    func testFoundationErrorsReadAsTheSystemsSentence() {
        let missing = NSError(
            domain: NSCocoaErrorDomain, code: NSFileReadNoSuchFileError,
            userInfo: [NSLocalizedDescriptionKey: "The file “x.json” couldn’t be opened."])
        XCTAssertEqual(ErrorText.sentence(missing), "The file “x.json” couldn’t be opened.")
        XCTAssertEqual(ErrorCause(missing).description, "The file “x.json” couldn’t be opened.")
        XCTAssertEqual(ErrorText.sentence(Refused(description: "no entry")), "no entry")
    }
}
