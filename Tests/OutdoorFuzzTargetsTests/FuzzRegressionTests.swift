import Foundation
import OutdoorFuzzTargets
import XCTest

/// Replays every fuzz seed and every saved regression input (Scripts/fuzz) through its target,
/// so an input that once crashed keeps passing in `make test`.
final class FuzzRegressionTests: XCTestCase {
    /// Scripts/fuzz of this checkout.
    let fuzzFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Scripts/fuzz")

    func inputs(_ kind: String, _ target: String) -> [URL] {
        let folder = fuzzFolder.appendingPathComponent(kind).appendingPathComponent(target)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") && $0 != "README.md" }.sorted().map {
            folder.appendingPathComponent($0)
        }
    }

    func testEveryTargetHasSeedsAndEverySeedAndRegressionRuns() throws {
        var ran = 0
        for target in FuzzTargets.names {
            let seeds = inputs("corpus", target)
            XCTAssertFalse(seeds.isEmpty, "no seed corpus for \(target)")
            for file in seeds + inputs("regressions", target) {
                XCTAssertTrue(FuzzTargets.run(target, try Data(contentsOf: file)), file.path)
                ran += 1
            }
        }
        XCTAssertGreaterThan(ran, FuzzTargets.names.count)
    }

    func testAnUnknownTargetIsRefused() {
        XCTAssertFalse(FuzzTargets.run("no-such-target", Data()))
    }
}
