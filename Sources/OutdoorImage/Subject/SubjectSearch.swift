import Foundation
import OutdoorRaster

/// Finds what a photo shows, without a face detector: faces by their skin tones and features,
/// and a saliency estimate from edges, skin tones and saturation, as smartcrop does.
///
/// Works on a small copy (`sampleSide` pixels on the long side), so it costs a few milliseconds
/// whatever the photo's size. Skin is the classic YCbCr range (Cb 77-127, Cr 133-173); a region
/// of skin is taken for a face when it has a face's shape (taller than wide, up to twice), fills
/// a good part of its box, and holds darker marks where eyes, brows and mouth are: sand, wood and
/// bare rock in skin tones have the colour but not the marks. A face so found is kept whole by
/// `PhotoCrop`; the saliency weights choose among crops that keep every face.
public enum SubjectSearch {
    /// The long side of the copy the search works on, in pixels.
    public static let sampleSide = 256
    /// Columns (or rows) of the saliency grid along the photo's long side.
    public static let gridSide = 32

    /// The subject of `pixels` (premultiplied BGRA as stored), turned upright by `orientation`.
    public static func find(in pixels: PixelBuffer, orientation: ExifOrientation) throws -> PhotoSubject {
        let long = max(pixels.width, pixels.height)
        let factor = Double(sampleSide) / Double(max(long, 1))
        let sample =
            factor < 1
            ? try AreaResampler.resample(
                pixels, width: max(1, Int((Double(pixels.width) * factor).rounded())),
                height: max(1, Int((Double(pixels.height) * factor).rounded()))) : pixels
        return search(sample, orientation: orientation)
    }

    /// The search on an already small image.
    static func search(_ image: PixelBuffer, orientation: ExifOrientation) -> PhotoSubject {
        let w = image.width
        let h = image.height
        var luma = [Double](repeating: 0, count: w * h)
        var skin = [Bool](repeating: false, count: w * h)
        var saturation = [Double](repeating: 0, count: w * h)
        var alpha = [Double](repeating: 1, count: w * h)
        for y in 0..<h {
            let row = image.baseAddress.advanced(by: y * image.bytesPerRow).assumingMemoryBound(to: UInt8.self)
            for x in 0..<w {
                let b = Double(row[4 * x])
                let g = Double(row[4 * x + 1])
                let r = Double(row[4 * x + 2])
                let a = Double(row[4 * x + 3]) / 255
                let i = y * w + x
                alpha[i] = a
                let l = 0.299 * r + 0.587 * g + 0.114 * b
                luma[i] = l
                let high = max(r, g, b)
                let low = min(r, g, b)
                saturation[i] = high > 25 ? (high - low) / high : 0
                let cb = 128 - 0.168_736 * r - 0.331_264 * g + 0.5 * b
                let cr = 128 + 0.5 * r - 0.418_688 * g - 0.081_312 * b
                skin[i] = a > 0.5 && l > 45 && (77...127).contains(cb) && (133...173).contains(cr) && r > g
            }
        }

        // Saliency, gathered into an upright grid.
        let upright = orientation.upright(PixelSize(width: w, height: h))
        let cell = Double(max(upright.width, upright.height)) / Double(gridSide)
        let columns = max(1, Int((Double(upright.width) / cell).rounded(.up)))
        let rows = max(1, Int((Double(upright.height) / cell).rounded(.up)))
        var grid = [Double](repeating: 0, count: columns * rows)
        for y in 0..<h {
            for x in 0..<w {
                let i = y * w + x
                let left = luma[y * w + max(x - 1, 0)]
                let right = luma[y * w + min(x + 1, w - 1)]
                let up = luma[max(y - 1, 0) * w + x]
                let down = luma[min(y + 1, h - 1) * w + x]
                let edge = min(1, abs(4 * luma[i] - left - right - up - down) / 96)
                let score = alpha[i] * (0.45 * edge + 0.25 * saturation[i] + (skin[i] ? 0.6 : 0))
                let point = orientation.uprightPoint((Double(x) + 0.5) / Double(w), (Double(y) + 0.5) / Double(h))
                let column = min(columns - 1, Int(point.x * Double(columns)))
                let row = min(rows - 1, Int(point.y * Double(rows)))
                grid[row * columns + column] += score
            }
        }

        let faces = FaceRegions.find(skin: skin, luma: luma, width: w, height: h).map { box in
            orientation.uprightBox(
                CGRect(
                    x: Double(box.minX) / Double(w), y: Double(box.minY) / Double(h),
                    width: Double(box.width) / Double(w), height: Double(box.height) / Double(h)))
        }
        return PhotoSubject(
            keep: faces, saliency: grid, columns: columns, rows: rows, source: faces.isEmpty ? .saliency : .faces)
    }
}
