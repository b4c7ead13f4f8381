import Foundation
import OutdoorModel

extension GeoDatabase {
    /// The file name of an imported region's named points ("detail-points.oug").
    public static let detailPointsFileName = GeoFileFormat.detailPointsFileName

    /// Whether the directory holds named points of an imported region.
    public var hasDetailPoints: Bool {
        FileManager.default.fileExists(atPath: path(GeoFileFormat.detailPointsFileName))
    }

    /// The named points (places, peaks, passes, huts...) inside `box`, in the box's longitude frame.
    ///
    /// `box` may run past ±180 like `features(_:level:in:)`; points across the antimeridian come
    /// back shifted into the box's frame. Empty when the directory has no points file.
    public func detailPoints(in box: GeoBox) throws -> [DetailPoint] {
        guard box.isValid else {
            throw GeoDataError.invalidQuery("the box \(box) is not finite and in order")
        }
        guard hasDetailPoints else { return [] }
        let file = try detailPointFile()
        var result: [DetailPoint] = []
        for piece in box.wrappedPieces() {
            try file.points(in: piece.box, longitudeShift: piece.longitudeShift, into: &result)
        }
        return result
    }

    func detailPointFile() throws -> DetailPointFile {
        try opened.withLock { opened in
            if let file = opened.detailPointFile { return file }
            let file = try DetailPointFile(path: path(GeoFileFormat.detailPointsFileName))
            opened.detailPointFile = file
            return file
        }
    }
}
