import Foundation
import TestSupport

/// Photos made in code: small to store in a golden, and the same on every machine.
extension CardFixtures {
    /// A 900 x 600 RGBA PNG of snowy mountains under a fully transparent sky, with soft edges.
    public static func cutOutPNG(width: Int = 900, height: Int = 600) -> Data {
        PhotoFixtures.png(width: width, height: height, colorType: .rgba) { x, y in
            let u = Double(x) / Double(width)
            let v = Double(y) / Double(height)
            let ridge =
                0.42 + 0.14 * sin(u * 2 * Double.pi * 1.3 + 0.6) + 0.06 * sin(u * 2 * Double.pi * 4.1)
                + 0.02 * sin(u * 2 * Double.pi * 11)
            let depth = v - ridge
            let coverage = min(max(depth * Double(height) + 0.5, 0), 1)
            guard coverage > 0 else { return (0, 0, 0, 0) }
            let snow = depth < 0.06 && ridge < 0.4
            let shade = min(max(depth / 0.5, 0), 1)
            let r = snow ? 0.95 : 0.36 - 0.16 * shade
            let g = snow ? 0.96 : 0.45 - 0.18 * shade
            let b = snow ? 0.99 : 0.60 - 0.20 * shade
            func c(_ value: Double) -> UInt16 { UInt16(min(max(value, 0), 1) * 65_535) }
            return (c(r), c(g), c(b), c(coverage))
        }
    }

    /// A 720 x 480 RGB PNG of a painted landscape: an evening sky over three ridges and a lake.
    ///
    /// It stands in for a photo where the card's treatment of its photo is not what a golden
    /// tests (long texts, units, scripts, attribution): rows of flat colour and soft gradients
    /// compress many times better than a photograph, which keeps those goldens small.
    public static let paintedLandscapePNG: Data = {
        let width = 720
        let height = 480
        // Ridge heights as a share of the height, for a position u across (0...1).
        func ridge(_ u: Double, base: Double, amplitude: Double, phase: Double) -> Double {
            base + amplitude
                * (0.6 * sin(u * 2 * Double.pi * 1.1 + phase) + 0.3 * sin(u * 2 * Double.pi * 2.7 + 2 * phase)
                    + 0.1 * sin(u * 2 * Double.pi * 6.3 + 3 * phase))
        }
        func mix(_ a: (Double, Double, Double), _ b: (Double, Double, Double), _ t: Double) -> (
            Double, Double, Double
        ) {
            let k = min(max(t, 0), 1)
            return (a.0 + (b.0 - a.0) * k, a.1 + (b.1 - a.1) * k, a.2 + (b.2 - a.2) * k)
        }
        let skyTop = (0.36, 0.50, 0.72)
        let skyHorizon = (0.98, 0.80, 0.62)
        let layers:
            [(
                base: Double, amplitude: Double, phase: Double, top: (Double, Double, Double),
                bottom: (Double, Double, Double)
            )] = [
                (0.42, 0.10, 0.4, (0.55, 0.56, 0.68), (0.62, 0.60, 0.68)),
                (0.55, 0.08, 2.1, (0.36, 0.42, 0.52), (0.42, 0.46, 0.52)),
                (0.68, 0.06, 4.0, (0.20, 0.30, 0.30), (0.16, 0.24, 0.22)),
            ]
        let lakeTop = 0.84
        return PhotoFixtures.png(width: width, height: height, colorType: .rgb) { x, y in
            let u = Double(x) / Double(width)
            let v = Double(y) / Double(height)
            var colour = mix(skyTop, skyHorizon, v / 0.62)
            // A low sun: a disc with a soft glow, in the sky only.
            let dx = (u - 0.68) * Double(width)
            let dy = (v - 0.40) * Double(height)
            let distance = (dx * dx + dy * dy).squareRoot()
            colour = mix(colour, (1.0, 0.95, 0.82), distance < 26 ? 1 : 0.55 * exp(-(distance - 26) / 40))
            for layer in layers {
                let top = ridge(u, base: layer.base, amplitude: layer.amplitude, phase: layer.phase)
                // The share of the pixel below the ridge line, so its edge is smooth.
                let coverage = (v - top) * Double(height) + 0.5
                if coverage > 0 {
                    colour = mix(colour, mix(layer.top, layer.bottom, (v - top) / 0.3), coverage)
                }
            }
            if v >= lakeTop {
                colour = mix((0.44, 0.56, 0.66), (0.30, 0.40, 0.50), (v - lakeTop) / (1 - lakeTop))
            }
            func c(_ value: Double) -> UInt16 { UInt16(min(max(value, 0), 1) * 65_535) }
            return (c(colour.0), c(colour.1), c(colour.2), 65_535)
        }
    }()
}
