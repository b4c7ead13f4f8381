// A city-sized stand-in for detail density: the imported Helsinki extract's high-tier areas, ways
// and points repeated on a 7 x 7 grid of copies (about 7 x 12 km), so a 10 km card map meets
// about 25 times the ways the 1.7 km extract holds. A projection of a real city, not a city.
import Foundation
import OutdoorGeo
import OutdoorModel

/// Writes the tiled copy of region `source` (in `folder`) as region "dense" beside it.
func writeDenseRegion(folder: URL, source: String) throws {
    let regions = DetailRegions(directory: folder)
    guard let region = regions.regions.first(where: { $0.info.name == source }) else {
        throw BenchError.child("no region \(source) in \(folder.path)")
    }
    let b = region.info.bounds
    let (dx, dy) = (b.east - b.west, b.north - b.south)
    let out = folder.appendingPathComponent("dense", isDirectory: true)
    try? FileManager.default.removeItem(at: out)
    try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
    let offsets = (-3...3).flatMap { i in (-3...3).map { j in (Double(i) * dx, Double(j) * dy) } }
    for tier in DetailTier.allCases {
        for layer in [GeoLayer.detailAreas, .detailWays] {
            guard region.database.availableLevels(layer).contains(tier.level) else { continue }
            var writer = try tier.writer(layer)
            for feature in try region.database.features(layer, level: tier.level, in: b) {
                // Land from the coastline would overlap its neighbours' sea: the copies keep the rest.
                if feature.kind == .detailArea(.land) { continue }
                for (ox, oy) in offsets {
                    var moved = feature
                    moved.points = feature.points.map {
                        Coordinate(latitude: $0.latitude + oy, longitude: $0.longitude + ox)
                    }
                    try writer.add(moved)
                }
            }
            try writer.encoded().write(
                to: out.appendingPathComponent(GeoDatabase.fileName(layer: layer, level: tier.level)))
        }
    }
    var points = DetailPointWriter()
    for point in try region.database.detailPoints(in: b) {
        for (ox, oy) in offsets {
            var moved = point
            moved.coordinate = Coordinate(
                latitude: point.coordinate.latitude + oy, longitude: point.coordinate.longitude + ox)
            try points.add(moved)
        }
    }
    try points.encoded().write(to: out.appendingPathComponent(GeoDatabase.detailPointsFileName))
    var info = region.info
    info.name = "dense"
    info.hasCoastline = false
    info.bounds = GeoBox(
        west: b.west - 3 * dx, south: b.south - 3 * dy, east: b.east + 3 * dx, north: b.north + 3 * dy)
    try info.encoded().write(to: out.appendingPathComponent(DetailRegionInfo.fileName))
    print("wrote \(out.path)")
}
