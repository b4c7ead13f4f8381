import OutdoorCard
import XCTest

/// `--max-bytes` values: bytes, KB and MB (1 KB = 1024 bytes), and the refusals.
final class ByteSizeTests: XCTestCase {
    func testAcceptedForms() throws {
        XCTAssertEqual(try ByteSize.parse("500000"), 500_000)
        XCTAssertEqual(try ByteSize.parse("300KB"), 300_000)
        XCTAssertEqual(try ByteSize.parse("300KiB"), 307_200)
        XCTAssertEqual(try ByteSize.parse("800 kb"), 800_000)
        XCTAssertEqual(try ByteSize.parse("800K"), 800_000)
        XCTAssertEqual(try ByteSize.parse("800KiB"), 819_200)
        XCTAssertEqual(try ByteSize.parse("1.5MB"), 1_500_000)
        XCTAssertEqual(try ByteSize.parse("1.5MiB"), 1_572_864)
        XCTAssertEqual(try ByteSize.parse("2m"), 2_000_000)
        XCTAssertEqual(try ByteSize.parse(" 1MB "), 1_000_000)
        XCTAssertEqual(try ByteSize.parse("1000B"), 1_000)
        XCTAssertEqual(try ByteSize.parse("0.5KB"), 500)
        XCTAssertEqual(try ByteSize.parse("1024MiB"), 1 << 30)
    }

    func testRefusals() {
        func error(_ text: String) -> ByteSizeError? {
            do {
                let bytes = try ByteSize.parse(text)
                XCTFail("\"\(text)\" was accepted as \(bytes) bytes")
                return nil
            } catch {
                return error as? ByteSizeError
            }
        }
        XCTAssertEqual(error(""), .empty)
        XCTAssertEqual(error("   "), .empty)
        XCTAssertEqual(error("abc"), .unknownUnit(text: "abc", unit: "abc"))
        XCTAssertEqual(error("5GB"), .unknownUnit(text: "5GB", unit: "GB"))
        XCTAssertEqual(error("-5"), .notANumber("-5"))
        XCTAssertEqual(error("1.2.3KB"), .notANumber("1.2.3KB"))
        XCTAssertEqual(error("KB"), .notANumber("KB"))
        XCTAssertEqual(error("1.5"), .fractionOfByte("1.5"))
        XCTAssertEqual(error("0"), .zero("0"))
        XCTAssertEqual(error("0.0001KB"), .zero("0.0001KB"))
        XCTAssertEqual(error("2000MB"), .tooLarge("2000MB"))
        XCTAssertEqual(error("99999999999999999999"), .tooLarge("99999999999999999999"))
        XCTAssertEqual(error("١٠٠"), .notANumber("١٠٠"))
    }

    func testMessagesAreSentences() {
        XCTAssertEqual(
            ByteSizeError.unknownUnit(text: "5GB", unit: "GB").description,
            "\"5GB\" has an unknown unit \"GB\": use B, KB or MB (1 KB = 1000 bytes), KiB or MiB (1 KiB = 1024 bytes)"
        )
        XCTAssertTrue(ByteSizeError.empty.description.contains("800KB"))
    }

    func testDescribe() {
        XCTAssertEqual(ByteSize.describe(900), "900 bytes")
        XCTAssertEqual(ByteSize.describe(1_000), "1 KB")
        XCTAssertEqual(ByteSize.describe(191_000), "191 KB")
        XCTAssertEqual(ByteSize.describe(1_500_000), "1.5 MB")
    }
}
