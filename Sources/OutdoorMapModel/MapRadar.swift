import OutdoorModel

/// A radar frame laid over a map, with the legend that explains it.
///
/// The picture is drawn over land and sea and under borders, names and pins, magnified
/// smoothly where the map is finer than the frame; a legend in the top-left corner shows its
/// colours from light to heavy precipitation under `timeText`, and its source's credit joins
/// the map's data credit.
public struct MapRadar: MapOverlay {
    /// The frame: a PNG of Web Mercator pixels over its bounds, its time and source.
    public var frame: RadarFrame
    /// The frame's time as the legend shows it, formatted by the caller in the zone it chooses
    /// ("14:20 CET", "2025 JUN 14 08:40 CEST"): the renderer reads no clock or zone.
    public var timeText: String
    /// How opaque the picture is drawn, 0 to 1.
    public var opacity: Double

    /// The default opacity: the geography stays readable through the heaviest rain.
    public static let defaultOpacity = 0.72

    /// Makes an overlay.
    public init(frame: RadarFrame, timeText: String, opacity: Double = MapRadar.defaultOpacity) {
        self.frame = frame
        self.timeText = timeText
        self.opacity = opacity
    }

    /// Kept: the weather over a region, clipped to the view, says nothing of where the place is.
    public func withholding(_ areas: MapWithheldAreas) -> (any MapOverlay)? { self }

    /// The legend's heading: "Radar 14:20 CET".
    public var legendTitle: String { "Radar \(timeText)" }

    /// The radar source's credit ("Radar: RainViewer").
    public var attribution: String? { frame.info.source.attribution }

    /// Checks that the opacity lies between 0 and 1.
    public func validate() throws {
        guard opacity.isFinite, (0...1).contains(opacity) else {
            throw MapError.invalidRadar("its opacity \(opacity) is not between 0 and 1")
        }
    }
}
