import OutdoorDrawing
import OutdoorGeo
import OutdoorImage
import OutdoorMap
import OutdoorModel

/// The card's map panel drawn by the project's own tile-free map renderer.
///
/// The panel is drawn at twice the card's density (a 984 x 360 panel is a 492 x 180 map at
/// scale 2), so place names, the scale bar and the pin stay legible when a phone shows the
/// whole card on a small screen. The card prints the data credit under the panel itself.
public final class MapCardProvider: CardMapProvider {
    let renderer: MapRenderer

    /// How much larger than the card's own scale the map draws its lines and labels.
    public static let magnification = 2.0

    /// Makes a provider drawing from `database` with `fonts` (use it from one thread at a time).
    public init(database: GeoDatabase, fonts: FontLibrary) {
        renderer = MapRenderer(database: database, fonts: fonts)
    }

    public var attribution: String { MapRequest.attributionText }

    public func mapPanel(_ request: CardMapRequest) throws -> PixelBuffer {
        let scale = request.scale * Self.magnification
        let width = Int((Double(request.pixelSize.width) / scale).rounded(.up))
        let height = Int((Double(request.pixelSize.height) / scale).rounded(.up))
        let precision: LocationPrecision
        switch request.coordinates {
        case .precise: precision = .exact
        case .approx: precision = .approximate
        case .hidden: precision = .hidden
        }
        let palette = CardPalette.of(request.theme)
        let map = MapRequest(
            width: width, height: height, scale: scale, theme: request.theme == .dark ? .dark : .light,
            units: request.units, view: .automatic,
            pins: [MapPin(request.coordinate, precision: precision, mark: .pin)],
            showsAttribution: false, accentColor: palette.accent)
        let pixels = try renderer.render(map)
        guard pixels.width != request.pixelSize.width || pixels.height != request.pixelSize.height else {
            return pixels
        }
        return try Self.cropped(pixels, to: request.pixelSize)
    }

    /// The top-left `size` pixels of `pixels` (the map is rounded up to whole points).
    static func cropped(_ pixels: PixelBuffer, to size: PixelSize) throws -> PixelBuffer {
        let out = try PixelBuffer(width: size.width, height: size.height, hasAlpha: pixels.hasAlpha)
        let rowBytes = min(size.width, pixels.width) * 4
        for y in 0..<min(size.height, pixels.height) {
            (out.baseAddress + y * out.bytesPerRow).copyMemory(
                from: pixels.baseAddress + y * pixels.bytesPerRow, byteCount: rowBytes)
        }
        return out
    }
}
