import Foundation

/// A boosted cascade of LBP features that finds frontal faces in a grey image: OpenCV's model
/// (`frontalFace`, converted from opencv-data by Scripts/face-cascade), evaluated here in Swift,
/// so no OpenCV library is needed.
///
/// The image is scanned at scales 1.25 apart, every second pixel, with a window of the model's
/// size (45 x 45 pixels: faces smaller than that in the searched copy are not found); each window
/// runs the stages in turn and is dropped at the first whose sum falls under its threshold. A
/// window that passes every stage counts when at least `minimumNeighbours` of the eight windows a
/// pixel around it pass too (OpenCV's minNeighbors, checked only where there is a hit); the
/// windows that count are grouped as OpenCV groups them (rectangles within a fifth of their size
/// of one another) into one face each.
struct FaceCascade: Sendable {
    let windowWidth: Int
    let windowHeight: Int
    /// Each stage's threshold.
    let stageThresholds: [Float]
    /// How many weak classifiers each stage has, in order.
    let stageCounts: [Int]
    /// Each weak classifier's feature.
    let weakFeatures: [Int]
    /// Each weak classifier's 256-bit set of LBP codes (8 words) that take its first leaf.
    let subsets: [Int32]
    /// Each weak classifier's two leaf values.
    let leaves: [Float]
    /// Each feature's rectangle (x, y, width, height): the first of its 3 x 3 cells.
    let rects: [Int]

    /// The step between scales.
    static let scaleStep = 1.25
    /// Of the eight windows a pixel around a hit, how many must hit too for a face to count.
    static let minimumNeighbours = 1
    /// The eight positions a pixel around a window.
    static let neighbourhood = [(-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1)]

    /// The least share of skin-toned pixels in the middle of a window worth running the cascade on.
    static let skinGate = 0.3

    /// The faces in `luma` (`width` x `height` grey values, row by row), as boxes in its pixels.
    ///
    /// With `skin` (1 where a pixel has a skin tone, 0 elsewhere), only windows whose middle is
    /// at least `skinGate` skin are run through the cascade: foliage, sky and stone are passed
    /// over at the cost of four reads each. A colour photo's face is never without skin tones; a
    /// black-and-white photo is searched without the gate.
    func detect(
        luma: [UInt8], skin: [UInt8]? = nil, width: Int, height: Int,
        minimumNeighbours: Int = Self.minimumNeighbours
    ) -> [CGRect] {
        var found: [CGRect] = []
        let skinSums = skin.map { Self.integral($0, width: width, height: height) }
        var factor = 1.0
        while Double(width) / factor >= Double(windowWidth), Double(height) / factor >= Double(windowHeight) {
            let w = Int(Double(width) / factor)
            let h = Int(Double(height) / factor)
            let integral = Self.integral(
                Self.shrink(luma, width: width, height: height, to: w, h), width: w, height: h)
            let stride = w + 1
            let offsets = featureOffsets(stride: stride)
            let step = 2
            let model = (subsets, leaves, weakFeatures, stageCounts, stageThresholds)
            integral.withUnsafeBufferPointer { sums in
                offsets.withUnsafeBufferPointer { offsets in
                    model.0.withUnsafeBufferPointer { subsets in
                        model.1.withUnsafeBufferPointer { leaves in
                            model.2.withUnsafeBufferPointer { features in
                                model.3.withUnsafeBufferPointer { counts in
                                    model.4.withUnsafeBufferPointer { thresholds in
                                        var y = 0
                                        while y + windowHeight <= h {
                                            var x = 0
                                            while x + windowWidth <= w {
                                                if let skinSums,
                                                    Self.skinShare(
                                                        skinSums, width: width, height: height,
                                                        box: (
                                                            Double(x) * factor, Double(y) * factor,
                                                            Double(windowWidth) * factor
                                                        ))
                                                        < Self.skinGate
                                                {
                                                    x += step
                                                    continue
                                                }
                                                let hit = { (px: Int, py: Int) -> Bool in
                                                    px >= 0 && py >= 0 && px + windowWidth <= w
                                                        && py + windowHeight <= h
                                                        && Self.passes(
                                                            sums, at: py * stride + px, offsets: offsets,
                                                            subsets: subsets,
                                                            leaves: leaves, features: features,
                                                            counts: counts,
                                                            thresholds: thresholds)
                                                }
                                                // A face is found by the windows around it too: a hit counts
                                                // when enough of its eight neighbours (a pixel away) hit.
                                                if hit(x, y) {
                                                    var neighbours = 0
                                                    for (dx, dy) in Self.neighbourhood
                                                    where hit(x + dx, y + dy) {
                                                        neighbours += 1
                                                    }
                                                    if neighbours >= minimumNeighbours {
                                                        found.append(
                                                            CGRect(
                                                                x: Double(x) * factor, y: Double(y) * factor,
                                                                width: Double(windowWidth) * factor,
                                                                height: Double(windowHeight) * factor))
                                                    }
                                                }
                                                x += step
                                            }
                                            y += step
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
            factor *= Self.scaleStep
        }
        return Self.group(found, minimumNeighbours: 0)
    }

    /// For each feature, the 16 corners of its 3 x 3 cells as offsets in an integral image rows
    /// `stride` values apart, from the window's top-left corner.
    private func featureOffsets(stride: Int) -> [Int] {
        var offsets: [Int] = []
        offsets.reserveCapacity(rects.count / 4 * 16)
        for feature in 0..<(rects.count / 4) {
            let x = rects[4 * feature]
            let y = rects[4 * feature + 1]
            let w = rects[4 * feature + 2]
            let h = rects[4 * feature + 3]
            for row in 0..<4 {
                for column in 0..<4 {
                    offsets.append((y + row * h) * stride + x + column * w)
                }
            }
        }
        return offsets
    }

    /// Whether the window at `origin` of the integral image `sums` passes every stage.
    @inline(__always)
    private static func passes(
        _ sums: UnsafeBufferPointer<Int32>, at origin: Int, offsets: UnsafeBufferPointer<Int>,
        subsets: UnsafeBufferPointer<Int32>, leaves: UnsafeBufferPointer<Float>,
        features: UnsafeBufferPointer<Int>,
        counts: UnsafeBufferPointer<Int>, thresholds: UnsafeBufferPointer<Float>
    ) -> Bool {
        var weak = 0
        for stage in 0..<counts.count {
            var sum: Float = 0
            for _ in 0..<counts[stage] {
                let code = Self.lbpCode(sums, origin: origin, offsets: offsets, at: 16 * features[weak])
                let word = subsets[8 * weak + (code >> 5)]
                sum += word & (1 << Int32(code & 31)) != 0 ? leaves[2 * weak] : leaves[2 * weak + 1]
                weak += 1
            }
            if sum < thresholds[stage] { return false }
        }
        return true
    }

    /// The LBP code of the feature whose 16 corner offsets start at `at`, in the window at
    /// `origin`: a bit for each of the 8 outer cells whose sum is at least the centre cell's,
    /// clockwise from the top-left cell (bit 7), as OpenCV's LBP evaluator computes it.
    @inline(__always)
    private static func lbpCode(
        _ sums: UnsafeBufferPointer<Int32>, origin: Int, offsets: UnsafeBufferPointer<Int>, at o: Int
    ) -> Int {
        let p0 = sums[origin + offsets[o]]
        let p1 = sums[origin + offsets[o + 1]]
        let p2 = sums[origin + offsets[o + 2]]
        let p3 = sums[origin + offsets[o + 3]]
        let p4 = sums[origin + offsets[o + 4]]
        let p5 = sums[origin + offsets[o + 5]]
        let p6 = sums[origin + offsets[o + 6]]
        let p7 = sums[origin + offsets[o + 7]]
        let p8 = sums[origin + offsets[o + 8]]
        let p9 = sums[origin + offsets[o + 9]]
        let p10 = sums[origin + offsets[o + 10]]
        let p11 = sums[origin + offsets[o + 11]]
        let p12 = sums[origin + offsets[o + 12]]
        let p13 = sums[origin + offsets[o + 13]]
        let p14 = sums[origin + offsets[o + 14]]
        let p15 = sums[origin + offsets[o + 15]]
        let centre = p5 &- p6 &- p9 &+ p10
        var code = 0
        if p0 &- p1 &- p4 &+ p5 >= centre { code |= 128 }
        if p1 &- p2 &- p5 &+ p6 >= centre { code |= 64 }
        if p2 &- p3 &- p6 &+ p7 >= centre { code |= 32 }
        if p6 &- p7 &- p10 &+ p11 >= centre { code |= 16 }
        if p10 &- p11 &- p14 &+ p15 >= centre { code |= 8 }
        if p9 &- p10 &- p13 &+ p14 >= centre { code |= 4 }
        if p8 &- p9 &- p12 &+ p13 >= centre { code |= 2 }
        if p4 &- p5 &- p8 &+ p9 >= centre { code |= 1 }
        return code
    }

    /// The share of skin in the middle (the central 60% each way) of a square window at
    /// `box` (x, y, side, in the full image's pixels), from the skin mask's integral image.
    static func skinShare(_ sums: [Int32], width: Int, height: Int, box: (x: Double, y: Double, side: Double))
        -> Double
    {
        let x0 = min(width, max(0, Int(box.x + 0.2 * box.side)))
        let y0 = min(height, max(0, Int(box.y + 0.2 * box.side)))
        let x1 = min(width, max(x0 + 1, Int(box.x + 0.8 * box.side)))
        let y1 = min(height, max(y0 + 1, Int(box.y + 0.8 * box.side)))
        let stride = width + 1
        let count =
            sums[y1 * stride + x1] - sums[y0 * stride + x1] - sums[y1 * stride + x0] + sums[y0 * stride + x0]
        return Double(count) / Double(max((x1 - x0) * (y1 - y0), 1))
    }

    /// `luma` shrunk to `w` x `h` by averaging the source pixels each output pixel covers.
    static func shrink(_ luma: [UInt8], width: Int, height: Int, to w: Int, _ h: Int) -> [UInt8] {
        guard w != width || h != height else { return luma }
        var out = [UInt8](repeating: 0, count: w * h)
        for y in 0..<h {
            let y0 = y * height / h
            let y1 = max(y0 + 1, (y + 1) * height / h)
            for x in 0..<w {
                let x0 = x * width / w
                let x1 = max(x0 + 1, (x + 1) * width / w)
                var sum = 0
                for sy in y0..<y1 {
                    for sx in x0..<x1 { sum += Int(luma[sy * width + sx]) }
                }
                out[y * w + x] = UInt8(sum / ((y1 - y0) * (x1 - x0)))
            }
        }
        return out
    }

    /// The integral image of `luma`: (w + 1) x (h + 1) sums, a zero row and column first.
    static func integral(_ luma: [UInt8], width w: Int, height h: Int) -> [Int32] {
        var sums = [Int32](repeating: 0, count: (w + 1) * (h + 1))
        for y in 0..<h {
            var row: Int32 = 0
            for x in 0..<w {
                row += Int32(luma[y * w + x])
                sums[(y + 1) * (w + 1) + x + 1] = sums[y * (w + 1) + x + 1] + row
            }
        }
        return sums
    }

    /// Windows grouped as OpenCV's groupRectangles does (eps 0.2): each group of more than
    /// `minimumNeighbours` similar windows becomes their average; a group inside a larger one
    /// is dropped.
    static func group(_ boxes: [CGRect], minimumNeighbours: Int) -> [CGRect] {
        var parent = Array(boxes.indices)
        func root(_ i: Int) -> Int {
            var i = i
            while parent[i] != i {
                parent[i] = parent[parent[i]]
                i = parent[i]
            }
            return i
        }
        for i in boxes.indices {
            for j in boxes.indices where j > i {
                let a = boxes[i]
                let b = boxes[j]
                let delta = 0.2 * Double(min(a.width, b.width) + min(a.height, b.height)) * 0.5
                if abs(Double(a.minX - b.minX)) <= delta, abs(Double(a.minY - b.minY)) <= delta,
                    abs(Double(a.maxX - b.maxX)) <= delta, abs(Double(a.maxY - b.maxY)) <= delta
                {
                    parent[root(i)] = root(j)
                }
            }
        }
        var groups: [Int: [CGRect]] = [:]
        for i in boxes.indices { groups[root(i), default: []].append(boxes[i]) }
        let averaged = groups.values.filter { $0.count > minimumNeighbours }.map { members -> (CGRect, Int) in
            let n = Double(members.count)
            let box = CGRect(
                x: members.map { Double($0.minX) }.reduce(0, +) / n,
                y: members.map { Double($0.minY) }.reduce(0, +) / n,
                width: members.map { Double($0.width) }.reduce(0, +) / n,
                height: members.map { Double($0.height) }.reduce(0, +) / n)
            return (box, members.count)
        }
        let kept = averaged.filter { candidate in
            !averaged.contains { other in
                other.0 != candidate.0 && other.0.width > candidate.0.width
                    && other.0.insetBy(dx: -0.2 * other.0.width, dy: -0.2 * other.0.height).contains(
                        candidate.0)
                    && other.1 >= candidate.1
            }
        }
        return kept.sorted { $0.1 > $1.1 || ($0.1 == $1.1 && $0.0.width > $1.0.width) }.map(\.0)
    }
}
