import Foundation

/// One imported OpenStreetMap region: its description and its data.
public struct DetailRegion: Sendable {
    /// What the region is and covers.
    public let info: DetailRegionInfo
    /// Its files (areas and ways per tier, named points).
    public let database: GeoDatabase
}

/// The imported OpenStreetMap regions in a directory (`$XDG_DATA_HOME/outdoor/mapdata`).
///
/// Each region is a directory holding "region.json" and its data files. Directories whose names
/// start with a dot are imports in progress or leftovers of an interrupted one, never read. A
/// region whose description cannot be read, or of another format version, is skipped and
/// reported in `problems`, so one damaged region does not stop every map.
public struct DetailRegions: Sendable {
    /// The directory the regions live in.
    public let directory: URL
    /// The complete regions found, by name.
    public let regions: [DetailRegion]
    /// Regions skipped, with the reason ("alps: region.json is not valid JSON").
    public let problems: [String]

    /// No regions at all: maps draw only the bundled data.
    public static let none = DetailRegions(
        directory: URL(fileURLWithPath: "/nonexistent"), regions: [], problems: [])

    init(directory: URL, regions: [DetailRegion], problems: [String]) {
        self.directory = directory
        self.regions = regions
        self.problems = problems
    }

    /// Reads the regions in `directory`; a missing directory means none.
    public init(directory: URL) {
        self.directory = directory
        var regions: [DetailRegion] = []
        var problems: [String] = []
        let names =
            (try? FileManager.default.contentsOfDirectory(atPath: directory.path))?.sorted() ?? []
        for name in names where !name.hasPrefix(".") {
            let folder = directory.appendingPathComponent(name, isDirectory: true)
            let infoURL = folder.appendingPathComponent(DetailRegionInfo.fileName)
            guard FileManager.default.fileExists(atPath: infoURL.path) else { continue }
            do {
                let info = try DetailRegionInfo.decode(try Data(contentsOf: infoURL))
                guard info.formatVersion == DetailRegionInfo.currentFormatVersion else {
                    problems.append(
                        "\(name): its files are format \(info.formatVersion), this build reads "
                            + "\(DetailRegionInfo.currentFormatVersion); import it again")
                    continue
                }
                regions.append(DetailRegion(info: info, database: try GeoDatabase(directory: folder)))
            } catch {
                problems.append("\(name): \(DetailRegionInfo.fileName) cannot be read (\(error))")
            }
        }
        self.regions = regions
        self.problems = problems
    }

    /// Whether no region was found.
    public var isEmpty: Bool { regions.isEmpty }

    /// The regions whose bounds meet `box` (which may run past ±180), in name order.
    public func regions(meeting box: GeoBox) -> [DetailRegion] {
        regions.filter { region in
            let pieces = region.info.bounds.wrappedPieces().map(\.box)
            return box.wrappedPieces().contains { piece in pieces.contains { piece.box.intersects($0) } }
        }
    }
}
