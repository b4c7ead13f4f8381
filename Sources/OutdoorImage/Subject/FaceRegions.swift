import Foundation

/// Regions of skin that look like faces, in a small image's pixels.
enum FaceRegions {
    /// The most faces kept, largest first.
    static let maxFaces = 6

    /// Boxes (pixels, widened for hair and chin) of the skin regions of a `width` x `height`
    /// mask that have a face's shape and features.
    static func find(skin: [Bool], luma: [Double], width w: Int, height h: Int) -> [CGRect] {
        var label = [Int32](repeating: 0, count: w * h)
        var next: Int32 = 0
        var stack: [Int] = []
        var found: [(box: CGRect, area: Int)] = []
        let minimumArea = max(12, w * h / 2500)
        for start in 0..<(w * h) where skin[start] && label[start] == 0 {
            next += 1
            label[start] = next
            stack.append(start)
            var area = 0
            var minX = w
            var maxX = 0
            var minY = h
            var maxY = 0
            var lumaSum = 0.0
            while let i = stack.popLast() {
                area += 1
                lumaSum += luma[i]
                let x = i % w
                let y = i / w
                minX = min(minX, x)
                maxX = max(maxX, x)
                minY = min(minY, y)
                maxY = max(maxY, y)
                for n in [x > 0 ? i - 1 : -1, x < w - 1 ? i + 1 : -1, y > 0 ? i - w : -1, y < h - 1 ? i + w : -1]
                where n >= 0 && skin[n] && label[n] == 0 {
                    label[n] = next
                    stack.append(n)
                }
            }
            let bw = maxX - minX + 1
            let bh = maxY - minY + 1
            guard area >= minimumArea, area <= w * h / 4, bw >= 4, bh >= 4 else { continue }
            let aspect = Double(bh) / Double(bw)
            let fill = Double(area) / Double(bw * bh)
            guard (0.85...2.1).contains(aspect), (0.4...0.92).contains(fill) else { continue }
            // The marks of a face: pixels inside its middle that are not skin and clearly darker.
            let mean = lumaSum / Double(area)
            var inner = 0
            var marks = 0
            for y in (minY + bh / 5)...(minY + bh * 3 / 4) {
                for x in (minX + bw / 7)...(maxX - bw / 7) {
                    inner += 1
                    let i = y * w + x
                    if label[i] != next && luma[i] < 0.8 * mean { marks += 1 }
                }
            }
            let share = inner > 0 ? Double(marks) / Double(inner) : 0
            guard (0.02...0.4).contains(share) else { continue }
            // Hair above, chin and a little of the neck below, ears at the sides.
            let box = CGRect(
                x: Double(minX) - 0.15 * Double(bw), y: Double(minY) - 0.3 * Double(bh),
                width: 1.3 * Double(bw), height: 1.45 * Double(bh)
            ).intersection(CGRect(x: 0, y: 0, width: w, height: h))
            found.append((box, area))
        }
        return found.sorted { $0.area > $1.area }.prefix(maxFaces).map(\.box)
    }
}
