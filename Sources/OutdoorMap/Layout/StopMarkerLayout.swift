import Foundation
import OutdoorGeo

/// Lays out a trip's numbered stop markers so that none hides another.
///
/// Stops whose markers would overlap form a group. A group of consecutive numbers becomes one
/// marker that shows them as a range ("2-3", "4-7") at the mean of their positions: the route
/// between them is shorter than a marker anyway. A group that mixes separate runs (a trip that
/// comes back to the same place: stops 2 and 7) fans out instead: each run gets its own marker on
/// a small circle around the group, in time order clockwise from the top, joined by a short
/// leader line to where it really is. Groups are merged again until no two markers overlap, so
/// every stop is shown exactly once and stays countable. A group of more runs than a fan holds
/// shows all of its runs in one marker ("2-3,7").
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

    /// Markers for `stops`; `width(text)` is the width of a marker showing `text`, at least its height.
    static func layout(_ stops: [Stop], height: Double, width: (String) -> Double) -> [Marker] {
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
