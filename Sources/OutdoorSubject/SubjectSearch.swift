import Foundation
import OutdoorRaster

/// Finds what a photo shows: faces first (`FaceCascade`), then a saliency estimate from edges,
/// skin tones and saturation, as smartcrop does.
///
/// Works on a small copy (its short side `sampleShortSide` pixels, its long side at most
/// `sampleLongSide`),
/// so it costs the same whatever the photo's size. Faces are found when their eyes-to-mouth
/// square is at least 45 pixels in that copy: about a seventh of a 3:4 photo's short side (a
/// portrait, a selfie, people close by); smaller faces weigh in
/// through the saliency's skin tones (YCbCr Cb 77-127, Cr 133-173).
public enum SubjectSearch {
    /// The short side of the copy the search works on, in pixels.
    public static let sampleShortSide = 320
    /// The longest side of the copy the search works on (a 3:1 panorama keeps its short side).
    public static let sampleLongSide = 960
    /// Columns (or rows) of the saliency grid along the photo's long side.
    public static let gridSide = 32

    /// The subject of `pixels` (premultiplied BGRA as stored), turned upright by `orientation`.
    ///
    /// `findFaces` false measures the saliency alone (the benchmark's split of the cost).
    public static func find(in pixels: PixelBuffer, orientation: ExifOrientation, findFaces: Bool = true)
        throws
        -> PhotoSubject
    {
        let short = Double(max(min(pixels.width, pixels.height), 1))
        let long = Double(max(pixels.width, pixels.height))
        let factor = min(Double(sampleShortSide) / short, Double(sampleLongSide) / long)
        let sample =
            factor < 1
            ? try AreaResampler.resample(
                pixels, width: max(1, Int((Double(pixels.width) * factor).rounded())),
                height: max(1, Int((Double(pixels.height) * factor).rounded()))) : pixels
        return search(sample, orientation: orientation, findFaces: findFaces)
    }

    /// The search on an already small image; `findFaces` false leaves faces out (for timing).
    static func search(_ image: PixelBuffer, orientation: ExifOrientation, findFaces: Bool = true)
        -> PhotoSubject
    {
        let w = image.width
        let h = image.height
        var luma = [UInt8](repeating: 0, count: w * h)
        // Skin tones for the face search's gate: a broad YCbCr range (wider than the saliency's),
        // in fixed point. Photos with almost no colour (black and white) are searched ungated.
        var skin = [UInt8](repeating: 0, count: w * h)
        var coloured = 0
        for y in 0..<h {
            let row = image.baseAddress.advanced(by: y * image.bytesPerRow).assumingMemoryBound(
                to: UInt8.self)
            for x in 0..<w {
                let r = Int(row[4 * x + 2])
                let g = Int(row[4 * x + 1])
                let b = Int(row[4 * x])
                // BT.601 luma in fixed point: 0.299 R + 0.587 G + 0.114 B.
                let l = (77 * r + 150 * g + 29 * b + 128) >> 8
                luma[y * w + x] = UInt8(truncatingIfNeeded: l)
                let cb = 128 + ((-43 * r - 85 * g + 128 * b) >> 8)
                let cr = 128 + ((128 * r - 107 * g - 21 * b) >> 8)
                if abs(cb - 128) + abs(cr - 128) > 12 { coloured += 1 }
                if l > 40, (77...127).contains(cb), (133...173).contains(cr), r > g { skin[y * w + x] = 1 }
            }
        }

        // Saliency on every second pixel, gathered into an upright grid: edges (a Laplacian of
        // the luma), saturation and skin tones.
        let upright = orientation.upright(PixelSize(width: w, height: h))
        let cell = Double(max(upright.width, upright.height)) / Double(gridSide)
        let columns = max(1, Int((Double(upright.width) / cell).rounded(.up)))
        let rows = max(1, Int((Double(upright.height) / cell).rounded(.up)))
        let swaps = orientation.swapsDimensions
        // Each stored column and row's share of the grid index (a column or a row of the grid,
        // as the orientation turns it).
        let fromX = (0..<w).map { x -> Int in
            let point = orientation.uprightPoint((Double(x) + 0.5) / Double(w), 0.5)
            return swaps
                ? min(rows - 1, Int(point.y * Double(rows))) * columns
                : min(columns - 1, Int(point.x * Double(columns)))
        }
        let fromY = (0..<h).map { y -> Int in
            let point = orientation.uprightPoint(0.5, (Double(y) + 0.5) / Double(h))
            return swaps
                ? min(columns - 1, Int(point.x * Double(columns)))
                : min(rows - 1, Int(point.y * Double(rows))) * columns
        }
        var grid = [Double](repeating: 0, count: columns * rows)
        for y in stride(from: 0, to: h, by: 2) {
            let row = image.baseAddress.advanced(by: y * image.bytesPerRow).assumingMemoryBound(
                to: UInt8.self)
            for x in stride(from: 0, to: w, by: 2) {
                let b = Double(row[4 * x])
                let g = Double(row[4 * x + 1])
                let r = Double(row[4 * x + 2])
                let a = Double(row[4 * x + 3]) / 255
                let i = y * w + x
                let high = max(r, g, b)
                let low = min(r, g, b)
                let saturation = high > 25 ? (high - low) / high : 0
                let cb = 128 - 0.168_736 * r - 0.331_264 * g + 0.5 * b
                let cr = 128 + 0.5 * r - 0.418_688 * g - 0.081_312 * b
                let skin =
                    a > 0.5 && luma[i] > 45 && (77...127).contains(cb) && (133...173).contains(cr) && r > g
                let around =
                    Int(luma[y * w + max(x - 1, 0)]) + Int(luma[y * w + min(x + 1, w - 1)])
                    + Int(luma[max(y - 1, 0) * w + x]) + Int(luma[min(y + 1, h - 1) * w + x])
                let edge = min(1, Double(abs(4 * Int(luma[i]) - around)) / 96)
                // As smartcrop weighs them: detail first, strong colour a little, skin tones where
                // there is detail too (a face, hands; not a beige wall or a blurred background).
                let colour = max(0, saturation - 0.4) / 0.6
                let skinDetail = skin ? 0.35 * min(1, 3 * edge) : 0
                grid[fromX[x] + fromY[y]] += a * (0.6 * edge + 0.1 * colour + skinDetail)
            }
        }

        // Faces, widened from the detector's eyes-to-mouth square to keep the forehead, the hair,
        // the chin and the ears with them.
        let gate = coloured * 100 > w * h ? skin : nil
        let boxes =
            findFaces ? FaceCascade.frontalFace.detect(luma: luma, skin: gate, width: w, height: h) : []
        let faces = boxes.map { box in
            let widened = CGRect(
                x: Double(box.minX) - 0.25 * Double(box.width),
                y: Double(box.minY) - 0.45 * Double(box.height),
                width: 1.5 * Double(box.width), height: 2 * Double(box.height)
            ).intersection(CGRect(x: 0, y: 0, width: w, height: h))
            return orientation.uprightBox(
                CGRect(
                    x: Double(widened.minX) / Double(w), y: Double(widened.minY) / Double(h),
                    width: Double(widened.width) / Double(w), height: Double(widened.height) / Double(h)))
        }
        return PhotoSubject(
            keep: faces, saliency: grid, columns: columns, rows: rows,
            source: faces.isEmpty ? .saliency : .faces)
    }
}
