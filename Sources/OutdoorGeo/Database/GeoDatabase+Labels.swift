import Foundation
import OutdoorModel

extension GeoDatabase {
    /// The file name of the area labels ("labels.oug").
    public static let labelsFileName = GeoFileFormat.labelsFileName

    /// Whether the directory holds the area labels (the map names no countries or seas without them).
    public var hasLabels: Bool {
        FileManager.default.fileExists(atPath: path(GeoFileFormat.labelsFileName))
    }

    /// The area labels whose bounds meet `box`, most important first (`AreaLabel.rank`).
    ///
    /// `box` may run past ±180: a label found across the antimeridian comes back with its point
    /// and bounds shifted into the box's frame.
    public func areaLabels(in box: GeoBox) throws -> [AreaLabel] {
        guard box.isValid else {
            throw GeoDataError.invalidQuery("the box \(box) is not finite and in order")
        }
        let all = try labelFile().labels
        var found: [AreaLabel] = []
        for label in all {
            // The copies of the label's bounds (west, west ± 360) that meet the box.
            for shift in [0.0, 360, -360, 720, -720] {
                let b = label.bounds
                guard b.west + shift <= box.east, b.east + shift >= box.west, b.south <= box.north,
                    b.north >= box.south
                else { continue }
                var shifted = label
                shifted.bounds = GeoBox(
                    west: b.west + shift, south: b.south, east: b.east + shift, north: b.north)
                var point = label.labelPoint.longitude + shift
                // The label point may lie on the other side of the antimeridian from the box's copy.
                if point < shifted.bounds.west {
                    point += 360
                } else if point > shifted.bounds.east {
                    point -= 360
                }
                shifted.labelPoint = Coordinate(latitude: label.labelPoint.latitude, longitude: point)
                found.append(shifted)
                break
            }
        }
        return found
    }

    /// The rings of the areas of a layer in `box` (see `AreaOutline`), in the box's frame.
    ///
    /// `box` may run past ±180 (as a view's `visibleBox` does); rings found across the
    /// antimeridian come back shifted into its frame.
    public func areaOutlines(_ layer: AreaLayer, in box: GeoBox) throws -> [AreaOutline] {
        guard box.isValid, box.longitudeSpan <= GeoBox.maximumLongitudeSpan else {
            throw GeoDataError.invalidQuery("the box \(box) is not finite and in order")
        }
        let file = try areaFile(layer)
        var result: [AreaOutline] = []
        for piece in box.wrappedPieces() {
            try file.outlines(in: piece.box, longitudeShift: piece.longitudeShift, into: &result)
        }
        return result
    }

    /// Every area of a layer's table, in the order `AreaOutline.areaIndex` counts them.
    public func areaTable(_ layer: AreaLayer) throws -> [GeoArea] {
        let file = try areaFile(layer)
        if let cached = opened.withLock({ $0.areaTables[layer] }) { return cached }
        let table = try file.allAreas()
        opened.withLock { $0.areaTables[layer] = table }
        return table
    }

    func labelFile() throws -> LabelFile {
        try opened.withLock { opened in
            if let file = opened.labelFile { return file }
            let file = try LabelFile(path: path(GeoFileFormat.labelsFileName))
            opened.labelFile = file
            return file
        }
    }
}
