import Foundation
import OutdoorGeo
import OutdoorModel

/// Imports an OpenStreetMap extract as a region of map detail.
///
/// The extract is read whole first (nothing is written while reading), its coastline assembled
/// into land, then the tiers' areas and ways, the named points and "region.json" are written
/// into a temporary folder and swapped in (`MapDataFolder.install`). A bad file, an
/// interruption or a failed write leaves the map data folder as it was.
public struct DetailImport {
    /// The folder regions go to.
    public let folder: MapDataFolder
    /// When the import happens (for "region.json").
    public let now: () -> Date
    /// Asked at every object read and between files; true stops the import.
    public let shouldStop: @Sendable () -> Bool
    /// Told how far the read is.
    public let progress: (OSMProgress) -> Void

    /// An import into `folder`.
    public init(
        folder: MapDataFolder, now: @escaping () -> Date = Date.init,
        shouldStop: @escaping @Sendable () -> Bool = { false },
        progress: @escaping (OSMProgress) -> Void = { _ in }
    ) {
        self.folder = folder
        self.now = now
        self.shouldStop = shouldStop
        self.progress = progress
    }

    /// Imports the extract at `path` as region `name`.
    ///
    /// Throws `MapDataError.invalidName` before reading, `OSMError` for a file that is missing,
    /// empty or not a readable PBF extract, `MapDataError.interrupted` when `shouldStop` said so,
    /// `FileLockBusy` when another import or removal is running, and `MapDataError.file` or
    /// `GeoWriteError` when writing fails.
    public func run(path: String, name: String) throws -> DetailImportSummary {
        if let problem = RegionName.problem(name) { throw MapDataError.invalidName(name, reason: problem) }
        let file = try OSMFile(path: path)
        let lock = try folder.lock(for: "an import of map data")
        defer { withExtendedLifetime(lock) {} }
        let collector = try DetailCollector(shouldStop: shouldStop, progress: progress)
        let result = try file.read(into: collector)
        if let failure = collector.failure { throw failure }
        guard case .finished(let dataBox) = result else { throw MapDataError.interrupted }
        // The header's box is untrusted: it decides nothing the data does not bear out.
        let coverage = collector.coverage.build()
        let header = Self.plausibleHeader(file.headerBox, coverage: coverage)
        guard let bounds = header ?? coverage?.box ?? dataBox.flatMap(Self.plausibleDataBox) else {
            throw MapDataError.noData(path: path)
        }

        var coastlineProblem: String?
        var hasCoastline = false
        // A region across the antimeridian keeps the bundled coast (its chains cannot be closed
        // along one box).
        let assembly =
            bounds.east > 180 || bounds.west < -180
            ? .none : CoastlineAssembler(bounds: bounds).assemble(collector.coastline)
        switch assembly {
        case .none:
            break
        case .land(let rings):
            try collector.addLand(rings)
            hasCoastline = true
        case .inconsistent(let reason):
            coastlineProblem = reason
        }
        guard !shouldStop() else { throw MapDataError.interrupted }

        let info = DetailRegionInfo(
            name: name, sourceFile: (path as NSString).lastPathComponent, sourceBytes: Int(file.size),
            importedAt: now(), bounds: bounds, hasCoastline: hasCoastline, counts: collector.counts,
            coverage: coverage)
        let replaced = try folder.install(name) { directory in
            for tier in DetailTier.allCases {
                guard let writers = collector.writers[tier] else { continue }
                for writer in [writers.areas, writers.ways] {
                    guard !shouldStop() else { throw MapDataError.interrupted }
                    try MapDataFolder.writeSynced(
                        try writer.encoded(),
                        to: directory.appendingPathComponent(
                            GeoDatabase.fileName(layer: writer.layer, level: tier.level)))
                }
            }
            guard !shouldStop() else { throw MapDataError.interrupted }
            try MapDataFolder.writeSynced(
                try collector.points.encoded(),
                to: directory.appendingPathComponent(GeoDatabase.detailPointsFileName))
            try MapDataFolder.writeSynced(
                try info.encoded(), to: directory.appendingPathComponent(DetailRegionInfo.fileName))
            guard !shouldStop() else { throw MapDataError.interrupted }
        }
        return DetailImportSummary(
            info: info, replacedExisting: replaced, coastlineProblem: coastlineProblem,
            bytesWritten: folder.size(of: name))
    }

    /// How many times the area of the data's own box a header's box may cover and still be
    /// believed (an extract cut along a box holds land and sea, roads and empty hills).
    static let headerAreaRatio = 16.0

    /// The extract's header box when the data bears it out: a finite box in range, west of its
    /// east, meeting the data's coverage and no more than `headerAreaRatio` times its area; nil
    /// otherwise (a 579-byte file claiming the world, a box across the antimeridian read as 358
    /// degrees).
    static func plausibleHeader(_ header: GeoBox?, coverage: DetailCoverage?) -> GeoBox? {
        guard let header, header.isValid, header.west < header.east, header.south < header.north,
            header.west >= -180, header.east <= 180, header.south >= -90, header.north <= 90,
            let coverage
        else { return nil }
        let data = coverage.box
        guard data.west >= -180, data.east <= 180, header.intersects(data) else { return nil }
        let dataArea = max(data.longitudeSpan * data.latitudeSpan, 1e-6)
        guard header.longitudeSpan * header.latitudeSpan <= headerAreaRatio * dataArea else { return nil }
        return header
    }

    /// The data's own box from the reader, when nothing was kept to cover (a valid box only).
    static func plausibleDataBox(_ box: GeoBox) -> GeoBox? {
        box.isValid && box.west <= box.east && box.south <= box.north ? box : nil
    }
}
