import OutdoorCard
import OutdoorDisclosure
import OutdoorGeo
import OutdoorModel
import OutdoorRaster

extension OfflineMapProvider {
    /// The views the cards of `entries` (one entry disclosed in several modes: precise and
    /// hidden) may show, whatever the card's preset.
    ///
    /// For each preset, its tallest and its widest map panel (a card without a photo, or with a
    /// photo of each shape, since the layout follows the photo) for each disclosure.
    ///
    /// An approximate place's view is a precise one moved by at most 8 km; a shorter panel
    /// shows a band of the taller one's view. Together they are the area a radar frame frozen
    /// with the entry must cover for any card of it. Each view costs a layout (no drawing).
    public func entryCardViews(for entries: [DisclosedEntry]) throws -> [MapViewport] {
        var views: [MapViewport] = []
        for preset in CardPreset.allCases {
            let aspects: [Double?] = [nil] + PhotoShape.allCases.map(\.typicalAspect)
            let panels = aspects.flatMap { aspect in
                CardGrid.make(preset: preset, photoAspect: aspect).columns.filter { $0.contains(.map) }.map(
                    \.frame)
            }
            guard let tallest = panels.max(by: { $0.height < $1.height }),
                let widest = panels.max(by: { $0.width < $1.width })
            else { continue }
            let scale = 2.0
            let sizes = [tallest, widest].map { PixelSize(width: Int($0.width), height: Int($0.height)) }
            for panel in sizes.indices.filter({ sizes.firstIndex(of: sizes[$0]) == $0 }).map({ sizes[$0] }) {
                let pixelSize = PixelSize(
                    width: max(1, Int((Double(panel.width) * scale).rounded())),
                    height: max(1, Int((Double(panel.height) * scale).rounded())))
                for entry in entries {
                    let request = CardMap.request(
                        pixelSize: pixelSize, scale: scale, medium: .screen, theme: .light, units: .metric,
                        overlays: entry.mapOverlays())
                    views.append(try renderer.layout(request).viewport)
                }
            }
        }
        return views
    }
}
