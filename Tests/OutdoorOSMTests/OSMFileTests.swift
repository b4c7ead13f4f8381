import Foundation
import OutdoorGeo
import OutdoorModel
import OutdoorOSM
import TestSupport
import XCTest

/// The two real extracts the tests read (see Resources/README.md).
enum Extracts {
    /// The folder holding them.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Resources")
    /// Central Helsinki (685 KB, three coastline ways).
    static let helsinki = folder.appendingPathComponent("Helsinki.osm.pbf").path
    /// Rural Finland near Kouvola (137 KB, lakes and forest).
    static let rural = folder.appendingPathComponent("test.osm.pbf").path
}

final class SmokeTests: XCTestCase {
    func testSmoke() throws {
        let dir = try TemporaryDirectory()
        for path in [Extracts.helsinki, Extracts.rural] {
            let summary = try DetailImport(folder: MapDataFolder(url: dir.url)).run(
                path: path, name: RegionName.defaultName(forFile: path))
            print(
                summary.info.counts.sorted { $0.key < $1.key }, summary.info.hasCoastline,
                summary.coastlineProblem ?? "-", summary.bytesWritten)
        }
        print(try FileManager.default.subpathsOfDirectory(atPath: dir.url.path))
    }
}
