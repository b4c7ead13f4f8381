import Foundation
import OutdoorModel

/// What an imported region is: its name, where it came from, what it covers and holds ("region.json").
public struct DetailRegionInfo: Codable, Hashable, Sendable {
    /// The version of the region's files this build writes and reads.
    public static let currentFormatVersion = 1
    /// The file name of the description inside a region's directory.
    public static let fileName = "region.json"

    /// The region's name, also its directory's name ("helsinki").
    public var name: String
    /// The extract it was imported from: its file name, without folders.
    public var sourceFile: String
    /// The extract's size in bytes.
    public var sourceBytes: Int
    /// When the import finished.
    public var importedAt: Date
    /// The box of what the extract holds (its data, never its header's claim alone), in degrees;
    /// `east` may run past 180 for a region across the antimeridian.
    public var bounds: GeoBox
    /// Where the data really is (see `DetailCoverage`); nil for regions imported before it was kept.
    public var coverage: DetailCoverage?
    /// Whether land and sea were assembled from the extract's own coastline.
    public var hasCoastline: Bool
    /// What was kept, by kind (stored as "way.path": 1234, "point.peak": 56).
    public var counts: DetailCounts
    /// The version of the files (`currentFormatVersion` when written).
    public var formatVersion: Int

    /// Makes a description.
    public init(
        name: String, sourceFile: String, sourceBytes: Int, importedAt: Date, bounds: GeoBox,
        hasCoastline: Bool, counts: DetailCounts, coverage: DetailCoverage? = nil,
        formatVersion: Int = DetailRegionInfo.currentFormatVersion
    ) {
        self.coverage = coverage
        self.name = name
        self.sourceFile = sourceFile
        self.sourceBytes = sourceBytes
        self.importedAt = importedAt
        self.bounds = bounds
        self.hasCoastline = hasCoastline
        self.counts = counts
        self.formatVersion = formatVersion
    }

    /// Whether the region's data covers `coordinate`: in its coverage, or (for older regions) its box.
    public func covers(_ coordinate: Coordinate) -> Bool {
        if let coverage { return coverage.contains(coordinate) }
        return bounds.wrappedPieces().contains { $0.box.contains(coordinate) }
    }

    /// The description as JSON (keys sorted, dates in ISO 8601).
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        encoder.dateEncodingStrategy = .iso8601
        return try encoder.encode(self)
    }

    /// Reads a description written by `encoded()`.
    public static func decode(_ data: Data) throws -> DetailRegionInfo {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return try decoder.decode(DetailRegionInfo.self, from: data)
    }
}
