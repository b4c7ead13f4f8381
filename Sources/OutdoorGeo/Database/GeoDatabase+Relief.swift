import Foundation

extension GeoDatabase {
    /// The file name of the shaded relief ("relief.oug").
    public static let reliefFileName = GeoFileFormat.reliefFileName

    /// Whether the directory holds the shaded relief (the map draws without it when not).
    public var hasRelief: Bool {
        FileManager.default.fileExists(atPath: path(GeoFileFormat.reliefFileName))
    }

    /// The relief's levels, finest first, and the side of its square tiles in pixels.
    public func reliefLevels() throws -> (levels: [ReliefLevel], tileSize: Int) {
        let file = try reliefFile()
        return (file.levels, file.tileSize)
    }

    /// The stored JPEG bytes of one relief tile, or nil for a flat tile (all neutral grey, 128).
    ///
    /// A tile's grey values say how much lighter (above 128) or darker (below) than flat ground
    /// the terrain's shading is; see Data/FORMAT.md.
    public func reliefTile(level: Int, column: Int, row: Int) throws -> [UInt8]? {
        try reliefFile().tile(level: level, column: column, row: row)
    }
}
