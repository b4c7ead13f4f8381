import Foundation
import OutdoorArguments
import OutdoorCLI
import XCTest

/// The argument fuzzer's seeds (Scripts/fuzz/corpus/arguments: NUL-separated words) parsed
/// against every real command's grammar: each parses or is refused with a usage error, never
/// anything else.
final class ArgumentSeedTests: XCTestCase {
    func testEverySeedParsesOrIsAUsageErrorForEveryCommand() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Scripts/fuzz/corpus/arguments")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            !$0.hasPrefix(".") && $0 != "README.md"
        }
        XCTAssertFalse(files.isEmpty)
        var refused = 0
        var parsed = 0
        for name in files {
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            let words = data.split(separator: 0, omittingEmptySubsequences: false).map {
                String(decoding: $0, as: UTF8.self)
            }
            for spec in OutdoorCLI.commandSpecs {
                do {
                    _ = try ArgumentParser.parse(words, spec: spec)
                    parsed += 1
                } catch is UsageError {
                    refused += 1
                } catch {
                    XCTFail("\(spec.displayName) \(words): not a usage error: \(error)")
                }
            }
        }
        XCTAssertGreaterThan(parsed, 0)
        XCTAssertGreaterThan(refused, 0)
    }
}
