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
    /// Central Helsinki (685 KB, three coastline ways), shipped with the sample journal for the demo.
    static let helsinki = RepositoryRoot.url.appendingPathComponent(
        "Sources/OutdoorCLI/SampleJournal/maps/Helsinki.osm.pbf"
    ).path
    /// South-east Finland north of Kotka (137 KB): a motorway, small roads, forest, no coastline.
    static let rural = folder.appendingPathComponent("test.osm.pbf").path
}
