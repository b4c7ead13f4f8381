import OutdoorCard
import OutdoorDisclosure
import OutdoorGeo
import OutdoorModel
import OutdoorRaster

extension OfflineMapProvider {
    /// The views the cards of `entries` (one entry disclosed in several modes: precise and
    /// hidden) may show, whatever the card's preset: for each preset, its tallest map panel (a
    /// card without a photo, or with one) for each disclosure.
    ///
    /// An approximate place's view is a precise one moved by at most 8 km; a shorter panel
    /// shows a band of the taller one's view. Together they are the area a radar frame frozen
    /// with the entry must cover for any card of it. Each view costs a layout (no drawing).
    public func entryCardViews(for entries: [DisclosedEntry]) throws -> [MapViewport] {
        var views: [MapViewport] = []
        for preset in CardPreset.allCases {
            let panels = [true, false].flatMap { hasPhoto in
                CardGrid.make(preset: preset, hasPhoto: hasPhoto).columns.filter { $0.contains(.map) }.map(
                    \.frame)
            }
            guard let tallest = panels.max(by: { $0.height < $1.height }) else { continue }
            let scale = 2.0
            let pixelSize = PixelSize(
                width: max(1, Int((Double(tallest.width) * scale).rounded())),
                height: max(1, Int((Double(tallest.height) * scale).rounded())))
            for entry in entries {
                let request = CardMap.request(
                    pixelSize: pixelSize, scale: scale, medium: .screen, theme: .light, units: .metric,
                    overlays: entry.mapOverlays())
                views.append(try renderer.layout(request).viewport)
            }
        }
        return views
    }
}
