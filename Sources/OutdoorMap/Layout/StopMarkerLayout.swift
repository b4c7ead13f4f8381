import Foundation
import OutdoorGeo

/// Lays out a trip's numbered stop markers so that none hides another and every stop stays
/// countable and marked where it is.
///
/// Stops whose markers would really coincide at the drawn scale (within a third of a marker of
/// each other) share one marker: a range of consecutive numbers ("2-3") or the numbers of a trip
/// that came back ("2,7"). Every other stop keeps its own badge: at its position when that is
/// free, else set off beside it as a callout, on the side away from the route where possible,
/// joined to a small dot at its true position by a leader line, so every turn of the route keeps
/// its stop (`calloutLayout`). Only when a cluster is too dense for callouts within the map does
/// the layout fall back to merging overlapping groups into ranges and fans (`mergedLayout`).
enum StopMarkerLayout {
    /// A stop to mark: the request's pin index, its number and its position in logical pixels.
    struct Stop: Hashable {
        var pin: Int
        var number: Int
        var position: MapPoint
    }

    /// A marker to draw: the stops it stands for, its text, its centre and size, and where its
    /// leader line starts when it was fanned out away from its stops.
    struct Marker: Hashable {
        var pins: [Int]
        var numbers: [Int]
        var text: String
        var center: MapPoint
        var size: CGSize
        var leaderFrom: MapPoint?

        /// The box the marker covers.
        var frame: CGRect {
            CGRect(
                x: center.x - Double(size.width) / 2, y: center.y - Double(size.height) / 2,
                width: Double(size.width), height: Double(size.height))
        }
    }

    /// The most runs one fan holds; a group with more shows them all in one marker.
    static let maximumFan = 6
    /// Pixels kept between markers.
    static let gap = 2.0

    /// Stops closer than this share of a marker's height coincide at the drawn scale.
    static let coincidence = 0.3

    /// Markers for `stops`, callouts inside `bounds` when it is given.
    ///
    /// `width(text)` is the width of a marker showing `text`, at least its height.
    static func layout(_ stops: [Stop], height: Double, bounds: CGRect? = nil, width: (String) -> Double)
        -> [Marker]
    {
        guard !stops.isEmpty else { return [] }
        if let markers = calloutLayout(stops, height: height, bounds: bounds, width: width) { return markers }
        return mergedLayout(stops, height: height, width: width)
    }

    /// Stops that coincide grouped (indices into `stops`, each group sorted by number), in the
    /// order of their first number.
    static func coincidentGroups(_ stops: [Stop], height: Double) -> [[Int]] {
        let order = stops.indices.sorted {
            (stops[$0].number, stops[$0].pin) < (stops[$1].number, stops[$1].pin)
        }
        let near = coincidence * height
        var groups: [[Int]] = []
        for index in order {
            let p = stops[index].position
            if let g = groups.firstIndex(where: { group in
                group.allSatisfy { distance(stops[$0].position, p) <= 1.6 * near }
                    && group.contains { distance(stops[$0].position, p) <= near }
            }) {
                groups[g].append(index)
            } else {
                groups.append([index])
            }
        }
        return groups
    }

    /// Every group of coinciding stops at its position, or set off beside it as a callout with a
    /// leader; nil when some stop finds no free spot within three marker heights inside `bounds`.
    static func calloutLayout(_ stops: [Stop], height: Double, bounds: CGRect?, width: (String) -> Double)
        -> [Marker]?
    {
        let groups = coincidentGroups(stops, height: height)
        var entries = groups.map { group -> Marker in
            let numbers = group.map { stops[$0].number }
            let text = runs(numbers).map(text(ofRun:)).joined(separator: ",")
            return Marker(
                pins: group.map { stops[$0].pin }.sorted(), numbers: numbers, text: text,
                center: mean(group.map { stops[$0].position }),
                size: CGSize(width: max(height, width(text)), height: height), leaderFrom: nil)
        }
        let positions = entries.map(\.center)
        let area = bounds?.insetBy(dx: 1, dy: 1)
        func inside(_ m: Marker) -> Bool { area.map { $0.contains(m.frame) } ?? true }
        // Markers that meet no other at their own positions stay there.
        var placed: [Marker?] = Array(repeating: nil, count: entries.count)
        for i in entries.indices where inside(entries[i]) {
            let clash = entries.indices.contains { j in j != i && overlaps(entries[i], entries[j]) }
            if !clash { placed[i] = entries[i] }
        }
        // The rest, in time order: at their position when free, else the nearest free callout.
        let dotClearance = height / 2 + 3
        for i in entries.indices where placed[i] == nil {
            let entry = entries[i]
            let others = placed.compactMap { $0 }
            func fits(_ m: Marker) -> Bool {
                guard inside(m), !others.contains(where: { overlaps($0, m) }) else { return false }
                // Other stops' dots stay visible, and the leader crosses no other marker.
                for (j, p) in positions.enumerated() where j != i {
                    if pillDistance(m, p) < dotClearance { return false }
                }
                if let from = m.leaderFrom {
                    for other in others where segmentMeets(from, m.center, other, margin: 1.5) {
                        return false
                    }
                }
                return true
            }
            if fits(entry) {
                placed[i] = entry
                continue
            }
            // The route's direction here: callouts prefer to sit square to it.
            let previous = i > 0 ? positions[i - 1] : entry.center
            let next = i + 1 < positions.count ? positions[i + 1] : entry.center
            let tangent = atan2(next.y - previous.y, next.x - previous.x)
            var candidates: [(marker: Marker, cost: Double)] = []
            let half = Double(entry.size.width) / 2
            for ring in 0..<5 {
                let r = height / 2 + half + 5 + Double(ring) * height * 0.5
                for k in 0..<16 {
                    let angle = Double(k) * .pi / 8
                    let square = abs(sin(angle - tangent))
                    var m = entry
                    m.center = MapPoint(
                        x: entry.center.x + r * cos(angle), y: entry.center.y + r * sin(angle))
                    m.leaderFrom = entry.center
                    candidates.append((m, r + (1 - square) * height * 0.6 + Double(k) * 1e-6))
                }
            }
            candidates.sort { $0.cost < $1.cost }
            guard let chosen = candidates.first(where: { fits($0.marker) }) else { return nil }
            placed[i] = chosen.marker
        }
        entries = placed.compactMap { $0 }
        return entries.count == groups.count ? entries : nil
    }

    /// The distance from `point` to a marker's outline (0 inside it).
    static func pillDistance(_ m: Marker, _ point: MapPoint) -> Double {
        let r = Double(m.size.height) / 2
        let h = max(0, Double(m.size.width) / 2 - r)
        let dx = max(0, abs(point.x - m.center.x) - h)
        let dy = abs(point.y - m.center.y)
        return max(0, (dx * dx + dy * dy).squareRoot() - r)
    }

    /// Whether the segment from `a` to `b` comes within `margin` of marker `m`'s outline.
    static func segmentMeets(_ a: MapPoint, _ b: MapPoint, _ m: Marker, margin: Double) -> Bool {
        let length = distance(a, b)
        let steps = max(2, Int((length / 2).rounded(.up)))
        for k in 0...steps {
            let t = Double(k) / Double(steps)
            let p = MapPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
            if pillDistance(m, p) < margin { return true }
        }
        return false
    }

    /// The older layout: groups of overlapping markers merged into ranges, or fanned out when
    /// they mix separate runs, until no two overlap.
    static func mergedLayout(_ stops: [Stop], height: Double, width: (String) -> Double) -> [Marker] {
        guard !stops.isEmpty else { return [] }
        // Groups of stop indices, each sorted by number; start with one group per stop.
        var groups = stops.indices.sorted {
            (stops[$0].number, stops[$0].pin) < (stops[$1].number, stops[$1].pin)
        }
        .map { [$0] }
        var markers = groups.map { markersFor($0, stops, height: height, width: width) }
        // Each pass merges the first pair of groups whose markers overlap; at most n - 1 passes.
        while true {
            guard let (a, b) = firstOverlap(markers) else { break }
            let merged = (groups[a] + groups[b]).sorted {
                (stops[$0].number, stops[$0].pin) < (stops[$1].number, stops[$1].pin)
            }
            groups[a] = merged
            markers[a] = markersFor(merged, stops, height: height, width: width)
            groups.remove(at: b)
            markers.remove(at: b)
        }
        return markers.flatMap { $0 }
    }

    /// The first pair of groups (in order) with markers that overlap, within a group or across two.
    private static func firstOverlap(_ markers: [[Marker]]) -> (Int, Int)? {
        for a in markers.indices {
            for b in markers.indices where b > a {
                for m in markers[a] {
                    for n in markers[b] where overlaps(m, n) { return (a, b) }
                }
            }
        }
        return nil
    }

    /// Whether two markers come closer than `gap` (pills as boxes with round ends).
    static func overlaps(_ a: Marker, _ b: Marker) -> Bool {
        let ra = Double(a.size.height) / 2
        let rb = Double(b.size.height) / 2
        // Distance between the two segments that the pills are drawn around.
        let ha = max(0, Double(a.size.width) / 2 - ra)
        let hb = max(0, Double(b.size.width) / 2 - rb)
        let dx = max(0, abs(a.center.x - b.center.x) - ha - hb)
        let dy = abs(a.center.y - b.center.y)
        return (dx * dx + dy * dy).squareRoot() < ra + rb + gap
    }

    /// The text for a run of numbers: "4", "2-3".
    static func text(ofRun run: [Int]) -> String {
        guard let first = run.first, let last = run.last else { return "" }
        return first == last ? "\(first)" : "\(first)-\(last)"
    }

    /// Splits numbers (ascending) into runs of consecutive numbers.
    static func runs(_ numbers: [Int]) -> [[Int]] {
        var runs: [[Int]] = []
        for n in numbers {
            if let last = runs.last?.last, n == last + 1 || n == last {
                runs[runs.count - 1].append(n)
            } else {
                runs.append([n])
            }
        }
        return runs
    }

    /// The markers for one group of stops (indices into `stops`, sorted by number).
    private static func markersFor(
        _ group: [Int], _ stops: [Stop], height: Double, width: (String) -> Double
    ) -> [Marker] {
        let numbers = group.map { stops[$0].number }
        let runNumbers = runs(numbers)
        // Members of each run, in order.
        var runMembers: [[Int]] = []
        var cursor = 0
        for run in runNumbers {
            runMembers.append(Array(group[cursor..<(cursor + run.count)]))
            cursor += run.count
        }
        let center = mean(group.map { stops[$0].position })
        if runNumbers.count == 1 || runNumbers.count > maximumFan {
            let text = runNumbers.map(text(ofRun:)).joined(separator: ",")
            return [
                Marker(
                    pins: group.map { stops[$0].pin }.sorted(), numbers: numbers, text: text, center: center,
                    size: CGSize(width: max(height, width(text)), height: height), leaderFrom: nil)
            ]
        }
        // Fan the runs out around the group's centre, clockwise from the top, in time order.
        let texts = runNumbers.map(text(ofRun:))
        let widths = texts.map { max(height, width($0)) }
        let anchors = runMembers.map { members in mean(members.map { stops[$0].position }) }
        let k = Double(texts.count)
        let widest = widths.max() ?? height
        let spread = anchors.map { distance($0, center) }.max() ?? 0
        let chord = (widest + gap + 2) / (2 * sin(.pi / k))
        // Far enough out that a name fits between the fan's markers beside the stops' dot.
        let radius = max(chord, spread + height / 2 + 6, height + 14)
        return texts.indices.map { i in
            let angle = -Double.pi / 2 + 2 * Double.pi * Double(i) / k
            let c = MapPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            return Marker(
                pins: runMembers[i].map { stops[$0].pin }.sorted(), numbers: runNumbers[i], text: texts[i],
                center: c, size: CGSize(width: widths[i], height: height), leaderFrom: anchors[i])
        }
    }

    private static func mean(_ points: [MapPoint]) -> MapPoint {
        guard !points.isEmpty else { return MapPoint(x: 0, y: 0) }
        var x = 0.0
        var y = 0.0
        for p in points {
            x += p.x
            y += p.y
        }
        return MapPoint(x: x / Double(points.count), y: y / Double(points.count))
    }

    private static func distance(_ a: MapPoint, _ b: MapPoint) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }
}
