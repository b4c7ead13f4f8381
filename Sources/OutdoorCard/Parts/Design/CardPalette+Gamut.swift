import OutdoorDrawing
import OutdoorImage
import OutdoorRaster

extension CardPalette {
    /// The palette with every colour converted from sRGB into `space` (relative colorimetric),
    /// so the card looks the same in a wide-colour space; sRGB returns it unchanged.
    func converted(into space: ColourSpace) throws -> CardPalette {
        guard space != .sRGB else { return self }
        var colours: [Color] = []
        _ = map {
            colours.append($0)
            return $0
        }
        let rgb = try space.fromSRGB(colours.flatMap { [$0.red, $0.green, $0.blue] })
        var index = 0
        return map { colour in
            defer { index += 1 }
            return Color(
                red: rgb[index * 3], green: rgb[index * 3 + 1], blue: rgb[index * 3 + 2], alpha: colour.alpha)
        }
    }

    /// The palette with `transform` applied to each colour, always in the same order.
    private func map(_ transform: (Color) -> Color) -> CardPalette {
        func shade(_ s: Shade) -> Shade { Shade(transform(s.top), transform(s.bottom)) }
        var result = self
        result.background = transform(background)
        result.surface = transform(surface)
        result.hairline = transform(hairline)
        result.shadow = transform(shadow)
        result.ink = transform(ink)
        result.secondaryInk = transform(secondaryInk)
        result.mutedInk = transform(mutedInk)
        result.accent = transform(accent)
        result.icon.sun = shade(icon.sun)
        result.icon.moon = shade(icon.moon)
        result.icon.cloud = shade(icon.cloud)
        result.icon.cloudBack = shade(icon.cloudBack)
        result.icon.stormCloud = shade(icon.stormCloud)
        result.icon.rain = transform(icon.rain)
        result.icon.snow = transform(icon.snow)
        result.icon.bolt = shade(icon.bolt)
        result.icon.fog = transform(icon.fog)
        result.icon.wind = transform(icon.wind)
        result.icon.knockout = transform(icon.knockout)
        return result
    }
}
