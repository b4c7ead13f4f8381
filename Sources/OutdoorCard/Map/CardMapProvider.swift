import OutdoorModel
import OutdoorRaster

/// The card's map: anything that can draw a picture of a place for the card's map panel.
///
/// The provider returns only the map picture (water, land, lines, labels, the pin or area
/// and a scale bar, as it sees fit); the card clips it to its rounded panel, draws the panel's
/// hairline, and prints `attribution` under the panel in the card's own type. The provider is
/// called on the thread that renders the card, while the photo decodes on another thread.
public protocol CardMapProvider {
    /// A picture of exactly `request.pixelSize` pixels; premultiplied ARGB32, owned by the caller.
    func mapPanel(_ request: CardMapRequest) throws -> PixelBuffer

    /// The credit line for the map's data, printed under the panel.
    var attribution: String { get }
}

extension CardMapProvider {
    /// The credit line for the project's bundled map data (GSHHG coastlines, GeoNames places).
    public var attribution: String { MapAttribution.bundledData }
}
