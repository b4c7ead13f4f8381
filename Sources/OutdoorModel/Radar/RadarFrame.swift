import Foundation

/// The area a radar picture covers, in degrees, on the Web Mercator map its pixels belong to.
///
/// The picture's columns are evenly spaced in longitude and its rows evenly spaced in Web
/// Mercator's y (not in latitude), so the picture maps onto any Web Mercator view by scaling
/// and shifting alone. `east` may run past 180 when the area crosses the antimeridian.
public struct RadarBounds: Hashable, Sendable {
    /// The western edge, -180..<180 degrees.
    public var west: Double
    /// The eastern edge, more than `west` and at most 360 degrees east of it (may pass 180).
    public var east: Double
    /// The northern edge, at most Web Mercator's limit (85.0511°N).
    public var north: Double
    /// The southern edge, below `north` and at least Web Mercator's limit (85.0511°S).
    public var south: Double

    /// The latitude where Web Mercator's square world ends, north and south (degrees).
    public static let mercatorLimit = 85.051_128_779_806_59

    /// Makes bounds, throwing `RadarBoundsError` when the edges are not finite or out of order.
    public init(west: Double, east: Double, north: Double, south: Double) throws {
        guard [west, east, north, south].allSatisfy(\.isFinite), west >= -180, west < 180, east > west,
            east - west <= 360, north <= Self.mercatorLimit + 1e-9, south >= -Self.mercatorLimit - 1e-9,
            north > south
        else { throw RadarBoundsError(west: west, east: east, north: north, south: south) }
        self.west = west
        self.east = east
        self.north = north
        self.south = south
    }

    /// The width in degrees of longitude.
    public var longitudeSpan: Double { east - west }
}

/// Radar bounds that do not describe an area.
public struct RadarBoundsError: Error, Hashable, CustomStringConvertible {
    public var west, east, north, south: Double

    public var description: String {
        "the radar area west \(west), east \(east), north \(north), south \(south) is not an area of the map"
    }
}

/// Who made a radar frame: decides the credit shown with it and the colours its legend shows.
public struct RadarSource: RawRepresentable, Hashable, Sendable {
    /// The stored id, such as "rainviewer".
    public var rawValue: String

    /// Wraps a stored id; unknown ids are kept and credited by name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// RainViewer's Weather Maps API (composite radar, its "Universal Blue" colours).
    public static let rainViewer = RadarSource(rawValue: "rainviewer")

    /// The provider's name, for messages: "RainViewer".
    public var name: String {
        self == .rainViewer ? "RainViewer" : rawValue
    }

    /// The credit that must be shown wherever a frame from this source is shown.
    public var attribution: String { "Radar: \(name)" }

    /// The colours of the frame's precipitation from light to heavy, as 0xRRGGBB, for a legend.
    ///
    /// RainViewer's "Universal Blue" scheme (colour 2, the one its free tier serves) in steps of
    /// 5 dBZ from 10 dBZ (drizzle) to 75 dBZ (hail); weaker echoes are drawn nearly clear.
    public var legendColors: [UInt32] {
        [
            0x88DDEE, 0x0099CC, 0x0077AA, 0x005588, 0xFFEE00, 0xFFAA00, 0xFF7700, 0xFF4400, 0xEE0000,
            0x990000, 0xFFAAFF, 0xFF77FF, 0xFF44FF, 0xFF00FF,
        ]
    }
}

/// What is known of a radar frame apart from its picture: when, from whom, where, how large.
public struct RadarFrameInfo: Hashable, Sendable {
    /// The frame's time as the source states it (RainViewer: when the composite was made).
    public var time: Date
    /// Who made it.
    public var source: RadarSource
    /// The area the picture covers.
    public var bounds: RadarBounds
    /// The tile zoom level the picture was stitched at (0-7 on RainViewer's free tier).
    public var zoom: Int
    /// The picture's width in pixels.
    public var pixelWidth: Int
    /// The picture's height in pixels.
    public var pixelHeight: Int
    /// The size of the stored picture in bytes.
    public var byteCount: Int

    /// Makes a frame description.
    public init(
        time: Date, source: RadarSource, bounds: RadarBounds, zoom: Int, pixelWidth: Int, pixelHeight: Int,
        byteCount: Int
    ) {
        self.time = time
        self.source = source
        self.bounds = bounds
        self.zoom = zoom
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        self.byteCount = byteCount
    }
}

/// A radar frame with its picture: a PNG of Web Mercator pixels over `info.bounds`.
///
/// The picture keeps the source's colours and transparency (clear where nothing falls).
public struct RadarFrame: Hashable, Sendable {
    /// When, whose, where and how large.
    public var info: RadarFrameInfo
    /// The picture's PNG bytes.
    public var image: Data

    /// Makes a frame.
    public init(info: RadarFrameInfo, image: Data) {
        self.info = info
        self.image = image
    }
}
