import Foundation
import OutdoorModel
import Synchronization

/// Read access to a directory of map data: lines and polygons by layer and level, and places.
///
/// Opening is cheap: files are memory-mapped the first time a query needs them, their headers
/// checked, and only the index and the records a query touches are read. A damaged, truncated
/// or foreign file gives a `GeoDataError` naming it, never a crash. The database is safe to
/// share between threads. The files are expected to stay unchanged while the database is open.
///
/// Drawing a map from it:
///
///     let view = try MapViewport.fitting(points, width: 1080, height: 540, padding: 48, scale: 2)
///     let coast = try database.features(.coast, in: view)     // level chosen from the view
///     // Fill by CoastLevel order (land, lake, island in lake, pond) over a water background,
///     // all rings of one level in one path (nonzero winding), projecting with
///     // view.projectUnwrapped(_:); then stroke each feature's strokeRuns.
///     let rivers = try database.features(.rivers, in: view)   // lines; width by RiverClass.rank
///     let borders = try database.features(.borders, in: view) // lines; BorderKind
///     let labels = try database.places(in: view, limit: 100)  // most populous first; view.project(_:)
///
/// Geometry comes back in the view's continuous longitude frame (past 180 across the
/// antimeridian), so it needs no wrapping; places keep -180...180 and `project(_:)` picks the
/// copy nearest the centre.
public final class GeoDatabase: Sendable {
    /// The directory the data is read from.
    public let directory: URL

    /// The files opened so far and the levels found, shared by every thread using the database.
    struct Opened {
        var featureFiles: [String: FeatureFile] = [:]
        var placeFile: PlaceFile?
        var reliefFile: ReliefFile?
        var areaFiles: [AreaLayer: AreaFile] = [:]
        var countryIndex: [String: Int]?
        var labelFile: LabelFile?
        var detailPointFile: DetailPointFile?
        var areaTables: [AreaLayer: [GeoArea]] = [:]
        var levels: [GeoLayer: [GeoLevel]] = [:]
        /// The parts of areas measured so far (`extent(_:owner:at:)`), by layer and owner.
        var extents: [ExtentKey: [(cells: Set<Int>, extent: PlaceExtent)]] = [:]
    }

    /// An area of a layer, as the extents it has are cached.
    struct ExtentKey: Hashable {
        var layer: AreaLayer
        var owner: AreaFile.Owner
    }

    let opened = Mutex(Opened())

    /// Opens the data directory at `directory` (nothing is read until the first query).
    ///
    /// Throws `GeoDataError.notADirectory` when there is no directory there.
    public init(directory: URL) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory),
            isDirectory.boolValue
        else {
            throw GeoDataError.notADirectory(path: directory.path)
        }
        self.directory = directory
    }

    /// The file name that holds a layer at a level ("coast-h.oug").
    public static func fileName(layer: GeoLayer, level: GeoLevel) -> String {
        GeoFileFormat.fileName(layer: layer, level: level)
    }

    /// The file name that holds the places ("places.oug").
    public static let placesFileName = GeoFileFormat.placesFileName

    /// The levels of a layer whose files are present in the directory (not yet checked).
    ///
    /// The directory is looked at once per layer: the files must not change while the database is open.
    public func availableLevels(_ layer: GeoLayer) -> [GeoLevel] {
        opened.withLock { opened in
            if let cached = opened.levels[layer] { return cached }
            let found = GeoLevel.allCases.filter {
                FileManager.default.fileExists(atPath: path(GeoFileFormat.fileName(layer: layer, level: $0)))
            }
            opened.levels[layer] = found
            return found
        }
    }

    /// The features of a layer at a level whose bounds meet `box`.
    ///
    /// `box` may run past ±180 (west 170, east 190): data found across the antimeridian comes
    /// back with longitudes shifted into the box's frame (past 180), so it can be drawn as is.
    /// Features come back cell by cell, and within a cell ordered by kind (land before lakes).
    public func features(_ layer: GeoLayer, level: GeoLevel, in box: GeoBox) throws -> [GeoFeature] {
        guard box.isValid else {
            throw GeoDataError.invalidQuery("the box \(box) is not finite and in order")
        }
        guard box.longitudeSpan <= GeoBox.maximumLongitudeSpan else {
            throw GeoDataError.invalidQuery("the box spans \(box.longitudeSpan) degrees of longitude")
        }
        let file = try featureFile(layer, level)
        var result: [GeoFeature] = []
        for piece in box.wrappedPieces() {
            try file.features(in: piece.box, longitudeShift: piece.longitudeShift, into: &result)
        }
        return result
    }

    /// The features of a layer visible in a view, at `level` or at the level the view calls for.
    ///
    /// Longitudes are continuous in the view's frame: draw them with `viewport.projectUnwrapped(_:)`.
    public func features(_ layer: GeoLayer, in viewport: MapViewport, level: GeoLevel? = nil) throws
        -> [GeoFeature]
    {
        let chosen = level ?? viewport.detailLevel(available: availableLevels(layer))
        return try features(layer, level: chosen, in: viewport.visibleBox)
    }

    /// Decodes every file in the directory completely and returns what it found.
    ///
    /// This reads everything (tens of megabytes of work): use it in tests and diagnostics, not per render.
    public func validate() throws -> [String: Int] {
        var counts: [String: Int] = [:]
        for layer in GeoLayer.allCases {
            for level in availableLevels(layer) {
                counts[GeoFileFormat.fileName(layer: layer, level: level)] = try featureFile(layer, level)
                    .validateAll()
            }
        }
        counts[GeoFileFormat.placesFileName] = try placeFile().validateAll()
        for layer in AreaLayer.allCases where hasAreas(layer) {
            counts[GeoFileFormat.fileName(areas: layer)] = try areaFile(layer).validateAll()
        }
        if hasRelief { counts[GeoFileFormat.reliefFileName] = try reliefFile().validateAll() }
        if hasLabels { counts[GeoFileFormat.labelsFileName] = try labelFile().labels.count }
        if hasDetailPoints {
            counts[GeoFileFormat.detailPointsFileName] = try detailPointFile().validateAll()
        }
        return counts
    }

    // MARK: Files

    func path(_ name: String) -> String {
        directory.appendingPathComponent(name).path
    }

    func featureFile(_ layer: GeoLayer, _ level: GeoLevel) throws -> FeatureFile {
        let name = GeoFileFormat.fileName(layer: layer, level: level)
        return try opened.withLock { opened in
            if let file = opened.featureFiles[name] { return file }
            let file = try FeatureFile(path: path(name), layer: layer, level: level)
            opened.featureFiles[name] = file
            return file
        }
    }

    func reliefFile() throws -> ReliefFile {
        try opened.withLock { opened in
            if let file = opened.reliefFile { return file }
            let file = try ReliefFile(path: path(GeoFileFormat.reliefFileName))
            opened.reliefFile = file
            return file
        }
    }

    func areaFile(_ layer: AreaLayer) throws -> AreaFile {
        try opened.withLock { opened in
            if let file = opened.areaFiles[layer] { return file }
            let file = try AreaFile(path: path(GeoFileFormat.fileName(areas: layer)), layer: layer)
            opened.areaFiles[layer] = file
            return file
        }
    }

    /// The countries file's area index of each ISO code, read once.
    func countryIndex() throws -> [String: Int] {
        let file = try areaFile(.countries)
        if let cached = opened.withLock({ $0.countryIndex }) { return cached }
        var index: [String: Int] = [:]
        for i in 0..<file.areaCount {
            let area = try file.area(at: i)
            if index[area.countryCode] == nil { index[area.countryCode] = i }
        }
        opened.withLock { $0.countryIndex = index }
        return index
    }

    func placeFile() throws -> PlaceFile {
        try opened.withLock { opened in
            if let file = opened.placeFile { return file }
            let file = try PlaceFile(path: path(GeoFileFormat.placesFileName))
            opened.placeFile = file
            return file
        }
    }
}
