import OutdoorDrawing
import OutdoorRaster

/// Colours of the detail drawn from an imported OpenStreetMap region, per theme.
///
/// The light palette keeps to the locator style's calm surfaces (forest a soft green, built-up
/// areas a warm grey, rock a stony grey) so the pin and the names stay the strongest marks;
/// roads are white over a grey casing, major ones a pale amber, paths and tracks dashed brown.
/// The dark palette lifts lines over darker surfaces in the same order of importance.
public struct MapDetailColors: Hashable, Sendable {
    /// Forest and woods.
    public var wood: Color
    /// Parks and nature reserves.
    public var park: Color
    /// Meadows and grass.
    public var meadow: Color
    /// Wetlands.
    public var wetland: Color
    /// Built-up areas.
    public var builtUp: Color
    /// Bare rock and scree.
    public var rock: Color
    /// Glaciers.
    public var glacier: Color
    /// The casing under roads.
    public var roadCasing: Color
    /// Minor roads' fill.
    public var minorRoad: Color
    /// Major roads' fill (primary to motorway).
    public var majorRoad: Color
    /// Tracks (dashed).
    public var track: Color
    /// Paths and trails (dashed).
    public var path: Color
    /// Railways.
    public var railway: Color
    /// Ferry routes (dashed).
    public var ferry: Color
    /// Peaks, passes and huts' symbols.
    public var symbol: Color

    /// The light theme's detail colours.
    public static let light = MapDetailColors(
        wood: Color(rgb: 0xCFE3C4), park: Color(rgb: 0xD8EACB), meadow: Color(rgb: 0xE3EDD2),
        wetland: Color(rgb: 0xD6E6DE), builtUp: Color(rgb: 0xE7E1DA), rock: Color(rgb: 0xDDDAD5),
        glacier: Color(rgb: 0xF7FBFD), roadCasing: Color(rgb: 0xBDB6AD), minorRoad: Color(rgb: 0xFFFFFF),
        majorRoad: Color(rgb: 0xF9DCA0), track: Color(rgb: 0x9A7B55), path: Color(rgb: 0xB0553A),
        railway: Color(rgb: 0x8E9094), ferry: Color(rgb: 0x5F8FB0), symbol: Color(rgb: 0x5A4A3C))

    /// The dark theme's detail colours.
    public static let dark = MapDetailColors(
        wood: Color(rgb: 0x2E3D33), park: Color(rgb: 0x314036), meadow: Color(rgb: 0x353F35),
        wetland: Color(rgb: 0x2F3D3D), builtUp: Color(rgb: 0x3B3D42), rock: Color(rgb: 0x3E3E40),
        glacier: Color(rgb: 0x4A5560), roadCasing: Color(rgb: 0x202326), minorRoad: Color(rgb: 0x5C6168),
        majorRoad: Color(rgb: 0x8A7650), track: Color(rgb: 0xB59A78), path: Color(rgb: 0xE08A6C),
        railway: Color(rgb: 0x9A9DA2), ferry: Color(rgb: 0x6F9CC0), symbol: Color(rgb: 0xD8CBB8))
}
