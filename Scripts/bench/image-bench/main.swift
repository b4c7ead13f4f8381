// Codec figures for OutdoorImage: probe and decode times, PNG encoder choices, JPEG encode.
// Build and run in release mode, for example:
//   swift build -c release --product outdoor-image-bench
//   .build/release/outdoor-image-bench png-matrix photo.jpg
// Whole-process peak memory: /usr/bin/time -v .build/release/outdoor-image-bench decode photo.jpg 1080x1080
import Foundation
import OutdoorImage
import OutdoorRaster
import OutdoorSubject

/// Milliseconds taken by `body`, best of `runs` (median would hide cache effects less; both are printed).
func measure(runs: Int, _ body: () throws -> Void) rethrows -> (best: Double, median: Double) {
    var times: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        try body()
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    times.sort()
    return (times[0], times[times.count / 2])
}

func fmt(_ value: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", value) }

func parseSize(_ text: String) -> PixelSize? {
    let parts = text.split(separator: "x").compactMap { Int($0) }
    return parts.count == 2 ? PixelSize(width: parts[0], height: parts[1]) : nil
}

/// A 1080x1920 opaque card-like image: the photo's centre 1080x1080 on top, flat UI below
/// (background, a rounded white card with soft edges, a map-like panel of flat areas and
/// anti-aliased lines, and rows of small dark marks standing in for text).
func makeCard(photo: Data) throws -> PixelBuffer {
    let decoded = try ImageDecoder.decode(photo, covering: PixelSize(width: 1080, height: 1080))
    let card = try PixelBuffer(width: 1080, height: 1920, hasAlpha: false)
    let src = decoded.pixels
    let ox = max(0, (src.width - 1080) / 2)
    let oy = max(0, (src.height - 1080) / 2)
    func put(_ x: Int, _ y: Int, _ r: Double, _ g: Double, _ b: Double) {
        let p = (card.baseAddress + y * card.bytesPerRow + x * 4).assumingMemoryBound(to: UInt8.self)
        p[0] = UInt8(max(0, min(255, b)))
        p[1] = UInt8(max(0, min(255, g)))
        p[2] = UInt8(max(0, min(255, r)))
        p[3] = 255
    }
    for y in 0..<1080 {
        for x in 0..<1080 {
            let sx = min(src.width - 1, ox + x)
            let sy = min(src.height - 1, oy + y)
            let s = (src.baseAddress + sy * src.bytesPerRow + sx * 4).assumingMemoryBound(to: UInt8.self)
            put(x, y, Double(s[2]), Double(s[1]), Double(s[0]))
        }
    }
    func coverage(
        _ x: Int, _ y: Int, _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ radius: Double
    ) -> Double {
        let cx = min(max(Double(x) + 0.5, x0 + radius), x1 - radius)
        let cy = min(max(Double(y) + 0.5, y0 + radius), y1 - radius)
        let d =
            ((Double(x) + 0.5 - cx) * (Double(x) + 0.5 - cx) + (Double(y) + 0.5 - cy) * (Double(y) + 0.5 - cy))
            .squareRoot()
        return max(0, min(1, radius - d + 0.5))
    }
    for y in 1080..<1920 {
        for x in 0..<1080 {
            var (r, g, b) = (244.0, 241.0, 234.0)
            let c = coverage(x, y, 40, 1040, 1040, 1880, 32)
            r = r * (1 - c) + 255 * c
            g = g * (1 - c) + 255 * c
            b = b * (1 - c) + 255 * c
            // map panel
            let m = coverage(x, y, 600, 1140, 1000, 1540, 20)
            if m > 0 {
                let fx = Double(x) / 37.0
                let fy = Double(y) / 53.0
                let water = sin(fx) + cos(fy * 1.3) > 1.1
                var (mr, mg, mb) = water ? (170.0, 211.0, 223.0) : (236.0, 234.0, 226.0)
                let road = abs(sin(Double(x + 2 * y) / 90.0))
                if road < 0.03 {
                    (mr, mg, mb) = (255, 255, 255)
                } else if road < 0.05 {
                    let t = (road - 0.03) / 0.02
                    mr = 255 * (1 - t) + mr * t
                    mg = 255 * (1 - t) + mg * t
                    mb = 255 * (1 - t) + mb * t
                }
                r = r * (1 - m) + mr * m
                g = g * (1 - m) + mg * m
                b = b * (1 - m) + mb * m
            }
            // text rows
            for line in 0..<4 {
                let top = 1150 + line * 90
                if y >= top && y < top + (line == 0 ? 48 : 30) && x >= 90 && x < 560 {
                    let glyph = (x / (line == 0 ? 26 : 17)) % 7 != 3
                    let edge = Double((x * 7 + y * 13) % 11) / 10.0
                    if glyph {
                        let ink = 0.35 + 0.65 * edge
                        r = r * (1 - ink) + 34 * ink
                        g = g * (1 - ink) + 34 * ink
                        b = b * (1 - ink) + 40 * ink
                    }
                }
            }
            put(x, y, r, g, b)
        }
    }
    return card
}

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
    print("usage: outdoor-image-bench probe|decode|png-matrix|jpeg|card FILE [WxH|OUT]")
    exit(2)
}
let command = arguments[1]
let file = URL(fileURLWithPath: arguments[2])
do {
    let data = try Data(contentsOf: file)
    switch command {
    case "probe":
        var result: ProbedImage?
        let t = try measure(runs: 1) { result = try ImageProbe.inspect(data) }
        print("probe \(file.lastPathComponent): \(String(describing: result)) in \(fmt(t.best)) ms")
    case "probe-primary":
        let t = try measure(runs: 1) { _ = try ImageProbe.inspect(data, heifDepth: .primaryImage) }
        print("probe (primary) \(file.lastPathComponent): \(fmt(t.best)) ms")
    case "decode":
        let target = arguments.count > 3 ? parseSize(arguments[3]) : nil
        var result: DecodedImage?
        let t = try measure(runs: 1) { result = try ImageDecoder.decode(data, covering: target) }
        if let result {
            print(
                "decode \(file.lastPathComponent) covering \(target?.description ?? "whole"): \(result.pixels.width)x\(result.pixels.height) orientation \(result.orientation) in \(fmt(t.best)) ms"
            )
        }
    case "decode-crop":
        // As a card decodes: only the centred part of the target's shape (see ImageDecoder).
        let target = arguments.count > 3 ? parseSize(arguments[3]) : nil
        let t = try measure(runs: 5) { _ = try ImageDecoder.decode(data, covering: target, cropping: true) }
        print(
            "decode (cropped) \(file.lastPathComponent) covering \(target?.description ?? "whole"): best \(fmt(t.best)) ms, median \(fmt(t.median)) ms"
        )
    case "subject":
        // Issue 26: what the subject search (faces, saliency) costs against the decode it follows,
        // in the same run: the photo decoded whole, covering the card's photo panel.
        let target = arguments.count > 3 ? parseSize(arguments[3]) : nil
        var image: DecodedImage?
        let decode = try measure(runs: 7) { image = try ImageDecoder.decode(data, covering: target) }
        guard let image else { break }
        var subject: PhotoSubject?
        let search = try measure(runs: 15) {
            subject = try SubjectSearch.find(in: image.pixels, orientation: image.orientation)
        }
        let saliency = try measure(runs: 15) {
            _ = try SubjectSearch.find(in: image.pixels, orientation: image.orientation, findFaces: false)
        }
        print("  of which saliency alone: median \(fmt(saliency.median)) ms")
        print(
            "subject \(file.lastPathComponent) decoded \(image.pixels.width)x\(image.pixels.height): decode median \(fmt(decode.median)) ms; search best \(fmt(search.best)) ms, median \(fmt(search.median)) ms (x\(fmt(search.median / decode.median, 2)) of the decode); \(subject?.keep.count ?? 0) face(s)"
        )
    case "decode-repeat":
        let target = arguments.count > 3 ? parseSize(arguments[3]) : nil
        let t = try measure(runs: 7) { _ = try ImageDecoder.decode(data, covering: target) }
        print(
            "decode \(file.lastPathComponent) covering \(target?.description ?? "whole"): best \(fmt(t.best)) ms, median \(fmt(t.median)) ms"
        )
    case "decode-colour":
        // The cost of colour management as a card decodes: the same cropped decode keeping the
        // file's colours, converted into sRGB (a no-op without a profile), and into Display P3
        // (always a conversion), interleaved; medians of 9 runs.
        let target = arguments.count > 3 ? parseSize(arguments[3]) : nil
        let spaces: [(String, ColourSpace?)] = [
            ("own colours", nil), ("into sRGB", .sRGB), ("into P3", .displayP3),
        ]
        var times = [[Double]](repeating: [], count: spaces.count)
        var colour = PhotoColour.unspecified
        for _ in 0..<9 {
            for (index, space) in spaces.enumerated() {
                let t = try measure(runs: 1) {
                    colour = try ImageDecoder.decode(data, covering: target, cropping: true, into: space.1)
                        .colour
                }
                times[index].append(t.best)
            }
        }
        let medians = times.map { $0.sorted()[$0.count / 2] }
        // The conversion alone (Little CMS over the decoded pixels, sRGB into P3), without the
        // decode's noise around it.
        let decoded = try ImageDecoder.decode(data, covering: target, cropping: true, into: nil)
        let alone = try measure(runs: 9) { try ColourSpace.displayP3.convertFromSRGB(decoded.pixels) }
        print(
            "decode-colour \(file.lastPathComponent) covering \(target?.description ?? "whole") (\(colour.summary)):"
        )
        for (index, space) in spaces.enumerated() {
            print(
                "  \(space.0): median \(fmt(medians[index])) ms (+\(fmt(medians[index] - medians[0])) ms)")
        }
        print(
            "  conversion alone, \(decoded.pixels.width)x\(decoded.pixels.height) pixels: median \(fmt(alone.median, 2)) ms, best \(fmt(alone.best, 2)) ms"
        )
    case "png-matrix":
        let card = try makeCard(photo: data)
        if arguments.count > 3 {
            try PNGEncoder(compressionLevel: 6, filter: .adaptive).encode(card).write(
                to: URL(fileURLWithPath: arguments[3]))
        }
        print("| filter | level | bytes | MB | best ms | median ms |")
        print("|---|---|---|---|---|---|")
        for filter in PNGFilter.allCases {
            for level in [1, 2, 3, 4, 6] {
                let encoder = PNGEncoder(compressionLevel: level, filter: filter)
                var size = 0
                let t = try measure(runs: 5) { size = try encoder.encode(card).count }
                print(
                    "| \(filter) | \(level) | \(size) | \(fmt(Double(size) / 1e6, 2)) | \(fmt(t.best)) | \(fmt(t.median)) |"
                )
            }
        }
    case "jpeg":
        let card = try makeCard(photo: data)
        for chroma in JPEGEncoder.ChromaSubsampling.allCases {
            for optimize in [false, true] {
                let encoder = JPEGEncoder(quality: 90, chroma: chroma, optimizeCoding: optimize)
                var size = 0
                let t = try measure(runs: 5) { size = try encoder.encode(card).count }
                print(
                    "jpeg q90 \(chroma) optimize=\(optimize): \(size) bytes, best \(fmt(t.best)) ms, median \(fmt(t.median)) ms"
                )
            }
        }
    case "card":
        // Decode + compose + PNG encode with the card defaults: the codec share of a card.
        let card = try makeCard(photo: data)
        let png = try PNGEncoder.card.encode(card)
        if arguments.count > 3 { try png.write(to: URL(fileURLWithPath: arguments[3])) }
        print("card PNG \(png.count) bytes")
    default:
        print("unknown command \(command)")
        exit(2)
    }
} catch {
    print("error: \(error)")
    exit(1)
}
