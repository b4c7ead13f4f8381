import Foundation
import OutdoorDrawing
import OutdoorRaster
import TestSupport

/// Shared inputs for the drawing tests: the bundled fonts and photos made in code.
enum DrawingFixtures {
    /// The repository's Fonts folder.
    static var fontsDirectory: String { RepositoryRoot.url.appendingPathComponent("Fonts").path }

    /// A font library over the bundled fonts only.
    static func hermeticLibrary() throws -> FontLibrary {
        try FontLibrary(fontsDirectory: fontsDirectory, mode: .hermetic)
    }

    /// The colours of the quadrant photo: top-left, top-right, bottom-left, bottom-right as stored.
    static let quadrantColors: [(r: UInt8, g: UInt8, b: UInt8)] = [
        (220, 40, 40), (40, 170, 60), (40, 80, 220), (240, 200, 40),
    ]

    /// An opaque photo of `width` x `height` pixels in four coloured quadrants (as stored).
    static func quadrantPhoto(width: Int = 60, height: Int = 40) throws -> PixelBuffer {
        let buffer = try PixelBuffer(width: width, height: height, hasAlpha: false)
        let p = buffer.baseAddress.assumingMemoryBound(to: UInt8.self)
        for y in 0..<height {
            for x in 0..<width {
                let index = (y < height / 2 ? 0 : 2) + (x < width / 2 ? 0 : 1)
                let color = quadrantColors[index]
                let o = y * buffer.bytesPerRow + x * 4
                p[o] = color.b
                p[o + 1] = color.g
                p[o + 2] = color.r
                p[o + 3] = 255
            }
        }
        return buffer
    }

    /// A smooth photo of `width` x `height` pixels with fine stripes, to show filtering quality.
    static func stripedPhoto(width: Int, height: Int) throws -> PixelBuffer {
        let buffer = try PixelBuffer(width: width, height: height, hasAlpha: false)
        let p = buffer.baseAddress.assumingMemoryBound(to: UInt8.self)
        for y in 0..<height {
            for x in 0..<width {
                let stripe: UInt8 = (x / 2 + y / 2) % 2 == 0 ? 255 : 0
                let o = y * buffer.bytesPerRow + x * 4
                p[o] = stripe
                p[o + 1] = UInt8(truncatingIfNeeded: y * 255 / max(1, height - 1))
                p[o + 2] = UInt8(truncatingIfNeeded: x * 255 / max(1, width - 1))
                p[o + 3] = 255
            }
        }
        return buffer
    }
}
