import Foundation
import OutdoorCard
import OutdoorGeo
import OutdoorModel
import OutdoorService
import Synchronization

/// The map data the render service draws, looked at again at most once a second: an
/// `outdoor mapdata import` (or `remove`) while the service runs changes the fingerprint, and
/// the next render draws the new data (and carries a new ETag).
final class ServiceMapDataWatch: Sendable {
    private let bundled: BundledData
    private let directory: URL
    private let report: @Sendable (String) -> Void
    private let current: Mutex<(checked: Date, data: ServiceMapData)>

    /// Watches the imported map data of `bundled`; damaged regions are reported through `report`.
    init(bundled: BundledData, directory: URL, report: @escaping @Sendable (String) -> Void) {
        self.bundled = bundled
        self.directory = directory
        self.report = report
        current = Mutex((Date(), Self.data(bundled, fingerprint: Self.fingerprint(of: directory))))
    }

    /// The map data now.
    func data() -> ServiceMapData {
        current.withLock { current in
            guard Date().timeIntervalSince(current.checked) >= 1 else { return current.data }
            current.checked = Date()
            let fingerprint = Self.fingerprint(of: directory)
            guard fingerprint != current.data.fingerprint else { return current.data }
            var bundled = self.bundled
            bundled.detail = DetailRegions(directory: directory)
            for problem in bundled.detail.problems { report("map data \(problem)") }
            report("map data changed: \(bundled.detail.regions.map(\.info.name).joined(separator: ", "))")
            current.data = Self.data(bundled, fingerprint: fingerprint)
            return current.data
        }
    }

    /// The map data `bundled` draws, under `fingerprint`.
    private static func data(_ bundled: BundledData, fingerprint: String) -> ServiceMapData {
        ServiceMapData(fingerprint: fingerprint) {
            ServiceCardMakers(
                entry: try bundled.cardRenderer(), summary: try bundled.summaryCard(),
                activity: try bundled.activityCard())
        }
    }

    /// A fingerprint of the folder of imported map data: each item's name, inode and change
    /// time, and its description's, so a region imported, replaced or removed changes it.
    static func fingerprint(of directory: URL) -> String {
        var parts: [String] = []
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
        for name in names where !name.hasPrefix(".") {
            let item = directory.appendingPathComponent(name)
            parts.append(
                name + stamp(item.path) + stamp(item.appendingPathComponent(DetailRegionInfo.fileName).path))
        }
        return String(SHA256.hex(of: Data(parts.joined(separator: "\n").utf8)).prefix(16))
    }

    /// " inode:seconds.nanoseconds:size" of `path`, or "" when there is nothing there.
    private static func stamp(_ path: String) -> String {
        var info = stat()
        guard lstat(path, &info) == 0 else { return "" }
        return " \(info.st_ino):\(info.st_ctim.tv_sec).\(info.st_ctim.tv_nsec):\(info.st_size)"
    }
}
