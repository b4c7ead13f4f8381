import OutdoorRaster

/// What the tile decoder needs to decode a HEIF image itself: an 8-bit HEVC image, alone or as
/// a grid of tiles, with its transforms and colours; nil-producing for anything else.
///
/// Anything this plan does not cover (alpha, 10-bit, cropping `clap`, other codecs, data in
/// other items) is decoded by libheif instead: `make` returns nil for it.
struct HEVCImagePlan {
    /// One coded HEVC image: where its data and its decoder configuration (hvcC) lie.
    struct Tile {
        var data: [Range<Int>]
        var configuration: Range<Int>
    }

    /// Tiles across and down (1 x 1 for a single image).
    var columns: Int
    var rows: Int
    /// The coded size of every tile, in pixels.
    var tileSize: PixelSize
    /// The image's size before its transforms (the grid's output size), in pixels.
    var size: PixelSize
    /// The tiles in row-major order.
    var tiles: [Tile]
    /// The turn still to apply to be upright: the file's irot and imir, in their order.
    var orientation: ExifOrientation
    /// How to turn YCbCr into RGB.
    var colour: YCbCrMatrix
    /// Chroma subsampling shifts (1, 1 for 4:2:0; 0, 0 for 4:4:4; nil for monochrome).
    var chromaShift: (x: Int, y: Int)?

    /// The largest number of tiles a grid may have (a 65535-pixel square of 256-pixel tiles).
    static let maxTiles = 65_536

    /// A plan for the primary image of `container`, or nil when libheif should decode it.
    static func make(_ container: HEIFContainer, bytes: UnsafeRawBufferPointer) throws -> HEVCImagePlan? {
        let primary = container.primaryID
        guard let item = container.items[primary] else { return nil }
        guard try !hasAlpha(container, primary: primary, bytes: bytes) else { return nil }
        var orientation = Turn.identity
        var colour = YCbCrMatrix.bt601Full
        for property in container.properties(of: primary) {
            switch property.type {
            case "irot":
                var reader = ISOBoxReader(bytes, range: property.payload)
                orientation = orientation.then(Turn(irot: try reader.uint8() & 3))
            case "imir":
                var reader = ISOBoxReader(bytes, range: property.payload)
                orientation = orientation.then(Turn(imir: try reader.uint8() & 1))
            case "clap": return nil
            case "colr":
                var reader = ISOBoxReader(bytes, range: property.payload)
                let type = try reader.fourCC()
                if type == "nclx" {
                    try reader.skip(4)  // primaries, transfer
                    let matrix = try reader.uint16()
                    let fullRange = try reader.uint8() & 0x80 != 0
                    guard let known = YCbCrMatrix(matrixCoefficients: matrix, fullRange: fullRange) else {
                        return nil
                    }
                    colour = known
                }
            default: break
            }
        }
        let tileIDs: [Int]
        let columns: Int
        let rows: Int
        var size: PixelSize?
        switch item.type {
        case "hvc1":
            tileIDs = [primary]
            (columns, rows) = (1, 1)
        case "grid":
            tileIDs = container.references["dimg"]?[primary] ?? []
            let ranges = try container.dataRanges(of: primary, fileSize: bytes.count)
            guard ranges.count == 1 else { return nil }
            var reader = ISOBoxReader(bytes, range: ranges[0])
            try reader.skip(1)  // version
            let wide = try reader.uint8() & 1 == 1
            rows = try reader.uint8() + 1
            columns = try reader.uint8() + 1
            size = PixelSize(width: try reader.uint(wide ? 4 : 2), height: try reader.uint(wide ? 4 : 2))
            guard tileIDs.count == rows * columns, tileIDs.count <= maxTiles else {
                throw ISOBoxError.malformed("the grid lists \(tileIDs.count) tiles for \(columns)x\(rows)")
            }
        default:
            return nil
        }
        var tiles: [Tile] = []
        var tileSize: PixelSize?
        var shift: (x: Int, y: Int)?
        for id in tileIDs {
            guard container.items[id]?.type == "hvc1" else { return nil }
            let properties = container.properties(of: id)
            guard let configuration = properties.first(where: { $0.type == "hvcC" })?.payload,
                let extent = properties.first(where: { $0.type == "ispe" })?.payload
            else { throw ISOBoxError.malformed("tile \(id) has no hvcC or ispe") }
            var ispe = ISOBoxReader(bytes, range: extent)
            try ispe.skip(4)
            let coded = PixelSize(width: try ispe.uint32(), height: try ispe.uint32())
            guard tileSize == nil || tileSize == coded else { return nil }
            tileSize = coded
            var hvcC = ISOBoxReader(bytes, range: configuration)
            try hvcC.skip(16)
            let chroma = try hvcC.uint8() & 3
            let lumaBits = (try hvcC.uint8() & 7) + 8
            let chromaBits = (try hvcC.uint8() & 7) + 8
            guard lumaBits == 8, chromaBits == 8 || chroma == 0 else { return nil }
            shift = [0: nil, 1: (1, 1), 2: (1, 0), 3: (0, 0)][chroma] ?? nil
            tiles.append(
                Tile(
                    data: try container.dataRanges(of: id, fileSize: bytes.count),
                    configuration: configuration))
        }
        guard let tileSize, tileSize.width > 0, tileSize.height > 0 else { return nil }
        let output = size ?? tileSize
        try ImageLimits.check(
            width: output.width, height: output.height, maxPixels: ImageLimits.maxFullDecodePixels,
            format: .heif)
        try ImageLimits.check(
            width: tileSize.width, height: tileSize.height, maxPixels: ImageLimits.maxFullDecodePixels,
            format: .heif)
        guard tileSize.width * columns >= output.width, tileSize.height * rows >= output.height else {
            throw ISOBoxError.malformed("the grid's tiles do not cover its \(output) pixels")
        }
        return HEVCImagePlan(
            columns: columns, rows: rows, tileSize: tileSize, size: output, tiles: tiles,
            orientation: orientation.exifOrientation, colour: colour, chromaShift: shift)
    }

    /// Whether an auxiliary image of `primary` is an alpha plane (depth maps and others are not).
    private static func hasAlpha(_ container: HEIFContainer, primary: Int, bytes: UnsafeRawBufferPointer)
        throws
        -> Bool
    {
        let images = Set([primary] + (container.references["dimg"]?[primary] ?? []))
        for (auxiliary, targets) in container.references["auxl"] ?? [:]
        where !images.isDisjoint(with: targets) {
            guard let auxC = container.properties(of: auxiliary).first(where: { $0.type == "auxC" }) else {
                return true
            }
            var reader = ISOBoxReader(bytes, range: auxC.payload)
            try reader.skip(4)
            let type = try reader.cString()
            if type.contains("alpha") || type == "urn:mpeg:hevc:2015:auxid:1" { return true }
        }
        return false
    }
}

/// One of the eight turns of the square: a left-right mirror (first), then quarter turns clockwise.
struct Turn: Equatable {
    var mirrored: Bool
    var quarterTurns: Int

    static let identity = Turn(mirrored: false, quarterTurns: 0)

    /// HEIF irot: `angle` quarter turns anticlockwise.
    init(irot angle: Int) { self.init(mirrored: false, quarterTurns: (4 - angle) % 4) }

    /// HEIF imir as libheif 1.15 reads it: axis 0 flips top to bottom, axis 1 left to right.
    init(imir axis: Int) {
        self = axis == 1 ? Turn(mirrored: true, quarterTurns: 0) : Turn(mirrored: true, quarterTurns: 2)
    }

    init(mirrored: Bool, quarterTurns: Int) {
        self.mirrored = mirrored
        self.quarterTurns = ((quarterTurns % 4) + 4) % 4
    }

    /// This turn followed by `next`.
    func then(_ next: Turn) -> Turn {
        next.mirrored
            ? Turn(mirrored: !mirrored, quarterTurns: next.quarterTurns - quarterTurns)
            : Turn(mirrored: mirrored, quarterTurns: quarterTurns + next.quarterTurns)
    }

    /// The EXIF orientation that asks for this turn.
    var exifOrientation: ExifOrientation {
        switch (mirrored, quarterTurns) {
        case (false, 0): return .up
        case (true, 0): return .upMirrored
        case (false, 2): return .down
        case (true, 2): return .downMirrored
        case (true, 3): return .leftMirrored
        case (false, 1): return .right
        case (true, 1): return .rightMirrored
        default: return .left
        }
    }
}
