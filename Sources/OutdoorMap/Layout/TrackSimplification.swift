import Foundation
import OutdoorGeo
import OutdoorModel

/// A recorded track made ready for one view: projected, thinned, cut to the map and simplified.
///
/// For each segment, in order:
/// 1. drop a point nearer than `tolerance` to the last one kept (radial thinning, decided in
///    degrees: a 100,000-point track at card scale keeps a few thousand), and project the rest
///    into the view's pixels, longitudes unwrapped along the segment (a track across the 180th
///    meridian stays whole);
/// 2. keep only the stretches that can show: a step is kept when its box meets the map grown by
///    `margin` (what runs off the map is left out, with the step that leaves it);
/// 3. simplify each stretch with Douglas-Peucker at `tolerance`: a point stays only when the
///    line without it would pass farther than `tolerance` from it.
///
/// `tolerance` is in logical pixels (the renderer takes half a device pixel: nothing visible
/// changes). Douglas-Peucker's worst case is quadratic; a stretch stops simplifying after
/// `workPerPoint` distance checks per point and keeps the rest of its points as they are.
enum TrackSimplification {
    /// Distance checks allowed per point of a stretch before simplifying stops.
    static let workPerPoint = 64

    /// The visible lines of `segments` on `viewport`, each at least two points, in logical pixels.
    static func lines(
        _ segments: [[Coordinate]], viewport: MapViewport, clip: CGRect, margin: Double, tolerance: Double
    ) -> [[MapPoint]] {
        let projector = MapProjector(viewport: viewport, tolerance: tolerance)
        let box = clip.insetBy(dx: -margin, dy: -margin)
        var lines: [[MapPoint]] = []
        var xs: [Double] = []
        var ys: [Double] = []
        for segment in segments where segment.count >= 2 {
            project(segment, projector: projector, center: viewport.center.longitude, xs: &xs, ys: &ys)
            for run in visibleRuns(xs: xs, ys: ys, box: box) {
                let kept = douglasPeucker(xs: xs, ys: ys, range: run, tolerance: tolerance)
                lines.append(kept.map { MapPoint(x: xs[$0], y: ys[$0]) })
            }
        }
        return lines
    }

    /// Projects `segment` into `xs`, `ys`, thinned radially at the projector's tolerance (the
    /// first and last points always kept), longitudes unwrapped from the copy nearest `center`.
    ///
    /// The thinning is decided before projecting, in degrees, against a distance that is never
    /// less than the one on the map (a degree of latitude counted as long as at the segment's
    /// highest latitude): a point dropped lies within the tolerance of the last one kept, and
    /// only the points kept pay for the projection's logarithm.
    static func project(
        _ segment: [Coordinate], projector: MapProjector, center: Double, xs: inout [Double],
        ys: inout [Double]
    ) {
        xs.removeAll(keepingCapacity: true)
        ys.removeAll(keepingCapacity: true)
        let n = segment.count
        guard n > 0 else { return }
        let t2 = projector.tolerance * projector.tolerance
        let perDegree = projector.pixelsPerDegree
        segment.withUnsafeBufferPointer { p in
            var highest = 0.0
            for i in 0..<n { highest = max(highest, abs(p[i].latitude)) }
            // Mercator stretches a degree of latitude by 1 / cos(latitude); at most this much here.
            let stretch = 1 / cos(min(highest, WebMercator.maximumLatitude) * .pi / 180)
            var previous = p[0].longitude
            var longitude = center + wrapped(previous - center)
            var lastLongitude = 0.0
            var lastLatitude = 0.0
            for i in 0..<n {
                if i > 0 {
                    longitude += wrapped(p[i].longitude - previous)
                    previous = p[i].longitude
                }
                let latitude = p[i].latitude
                if i > 0 && i < n - 1 {
                    let dx = (longitude - lastLongitude) * perDegree
                    let dy = (latitude - lastLatitude) * perDegree * stretch
                    if dx * dx + dy * dy < t2 { continue }
                }
                xs.append(projector.x(longitude))
                ys.append(projector.y(latitude))
                lastLongitude = longitude
                lastLatitude = latitude
            }
        }
    }

    /// A longitude difference taken the short way round: -180 to 180 degrees.
    @inline(__always)
    static func wrapped(_ degrees: Double) -> Double {
        var d = degrees
        if d > 180 || d < -180 { d -= 360 * (d / 360).rounded() }
        return d
    }

    /// The index ranges of points whose steps can show in `box`: a step shows when its box meets `box`.
    static func visibleRuns(xs: [Double], ys: [Double], box: CGRect) -> [ClosedRange<Int>] {
        let minX = Double(box.minX)
        let maxX = Double(box.maxX)
        let minY = Double(box.minY)
        let maxY = Double(box.maxY)
        var runs: [ClosedRange<Int>] = []
        var start: Int?
        let n = xs.count
        guard n >= 2 else { return [] }
        for k in 0..<(n - 1) {
            let shows =
                min(xs[k], xs[k + 1]) <= maxX && max(xs[k], xs[k + 1]) >= minX
                && min(ys[k], ys[k + 1]) <= maxY
                && max(ys[k], ys[k + 1]) >= minY
            if shows {
                if start == nil { start = k }
            } else if let first = start {
                runs.append(first...k)
                start = nil
            }
        }
        if let first = start { runs.append(first...(n - 1)) }
        return runs
    }

    /// The indices in `range` that Douglas-Peucker keeps at `tolerance`, ascending (both ends always).
    static func douglasPeucker(xs: [Double], ys: [Double], range: ClosedRange<Int>, tolerance: Double)
        -> [Int]
    {
        let first = range.lowerBound
        let last = range.upperBound
        guard last - first >= 2 else { return Array(range) }
        var keep = [Bool](repeating: false, count: last - first + 1)
        keep[0] = true
        keep[last - first] = true
        let t2 = tolerance * tolerance
        var budget = workPerPoint * (last - first + 1)
        var stack: [(Int, Int)] = [(first, last)]
        while let (a, b) = stack.popLast() {
            guard b - a >= 2 else { continue }
            if budget <= 0 {
                // Out of work: keep the stretch's points as they are (correct, just not simplified).
                for i in (a + 1)..<b { keep[i - first] = true }
                continue
            }
            budget -= b - a - 1
            let ax = xs[a]
            let ay = ys[a]
            let dx = xs[b] - ax
            let dy = ys[b] - ay
            let length2 = dx * dx + dy * dy
            var farthest = -1
            var farthestDistance = t2
            for i in (a + 1)..<b {
                let px = xs[i] - ax
                let py = ys[i] - ay
                var d2: Double
                if length2 == 0 {
                    d2 = px * px + py * py
                } else {
                    // Distance to the segment (not the infinite line): a point beyond an end counts.
                    let t = min(max((px * dx + py * dy) / length2, 0), 1)
                    let ex = px - t * dx
                    let ey = py - t * dy
                    d2 = ex * ex + ey * ey
                }
                if d2 > farthestDistance {
                    farthestDistance = d2
                    farthest = i
                }
            }
            if farthest >= 0 {
                keep[farthest - first] = true
                stack.append((a, farthest))
                stack.append((farthest, b))
            }
        }
        var indices: [Int] = []
        for (offset, kept) in keep.enumerated() where kept { indices.append(first + offset) }
        return indices
    }
}
