import Foundation

extension Path {
    /// Adds a polyline through `points` as its own subpath, closed back to its start if `closed`.
    ///
    /// Fewer than two points add nothing (one point has no length to stroke or area to fill).
    public mutating func addPolyline(_ points: [CGPoint], closed: Bool = false) {
        guard points.count >= 2 else { return }
        commands.append(Command(kind: .polyline, count: Int32(clamping: points.count)))
        coordinates.reserveCapacity(coordinates.count + 2 * points.count)
        for point in points {
            coordinates.append(Double(point.x))
            coordinates.append(Double(point.y))
        }
        if closed { close() }
    }

    /// Adds a polyline from interleaved coordinates `x0, y0, x1, y1, ...` in points.
    ///
    /// The buffer is copied in one step; an odd trailing value is ignored and fewer than two
    /// points add nothing. This is the fast way to hand the canvas thousands of map lines.
    public mutating func addPolyline(xy: UnsafeBufferPointer<Double>, closed: Bool = false) {
        let pointCount = xy.count / 2
        guard pointCount >= 2, let base = xy.baseAddress else { return }
        commands.append(Command(kind: .polyline, count: Int32(clamping: pointCount)))
        coordinates.append(contentsOf: UnsafeBufferPointer(start: base, count: pointCount * 2))
        if closed { close() }
    }

    /// Adds a polyline from an array of interleaved coordinates `x0, y0, x1, y1, ...` in points.
    public mutating func addPolyline(xy: [Double], closed: Bool = false) {
        xy.withUnsafeBufferPointer { addPolyline(xy: $0, closed: closed) }
    }

    /// Adds a polyline of `pointCount` points whose coordinates `write` fills in place.
    ///
    /// `write` receives a buffer of `2 * pointCount` values to set to `x0, y0, x1, y1, ...`
    /// (points); it lets a map project longitude/latitude straight into the path's storage
    /// without an intermediate array. If `write` throws, the path is left as it was.
    public mutating func addPolyline(
        pointCount: Int, closed: Bool = false,
        _ write: (UnsafeMutableBufferPointer<Double>) throws -> Void
    ) rethrows {
        guard pointCount >= 2 else { return }
        let start = coordinates.count
        coordinates.append(contentsOf: repeatElement(0, count: 2 * pointCount))
        do {
            try coordinates.withUnsafeMutableBufferPointer { all in
                try write(UnsafeMutableBufferPointer(rebasing: all[start...]))
            }
        } catch {
            coordinates.removeSubrange(start...)
            throw error
        }
        commands.append(Command(kind: .polyline, count: Int32(clamping: pointCount)))
        if closed { close() }
    }

    /// The number of points (end and control points) stored in the path; an arc counts as one.
    public var pointCount: Int {
        commands.reduce(0) { sum, command in
            switch command.kind {
            case .move, .line, .arc, .arcNegative: return sum + 1
            case .curve: return sum + 3
            case .polyline: return sum + Int(command.count)
            case .close: return sum
            }
        }
    }

    /// A rectangle containing the whole path, control points and full arc circles included.
    ///
    /// It may be larger than the exact outline, never smaller; an empty path gives `.null`.
    public var bounds: CGRect {
        var minX = Double.infinity
        var minY = Double.infinity
        var maxX = -Double.infinity
        var maxY = -Double.infinity
        func include(_ x: Double, _ y: Double, _ pad: Double = 0) {
            minX = min(minX, x - pad)
            minY = min(minY, y - pad)
            maxX = max(maxX, x + pad)
            maxY = max(maxY, y + pad)
        }
        var index = 0
        for command in commands {
            switch command.kind {
            case .move, .line:
                include(coordinates[index], coordinates[index + 1])
                index += 2
            case .curve:
                for k in 0..<3 { include(coordinates[index + 2 * k], coordinates[index + 2 * k + 1]) }
                index += 6
            case .arc, .arcNegative:
                include(coordinates[index], coordinates[index + 1], abs(coordinates[index + 2]))
                index += 5
            case .polyline:
                for k in 0..<Int(command.count) {
                    include(coordinates[index + 2 * k], coordinates[index + 2 * k + 1])
                }
                index += 2 * Int(command.count)
            case .close:
                break
            }
        }
        guard minX <= maxX, minY <= maxY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Coordinates used by one command.
    private static func coordinateCount(of command: Command) -> Int {
        switch command.kind {
        case .move, .line: return 2
        case .curve: return 6
        case .arc, .arcNegative: return 5
        case .polyline: return 2 * Int(command.count)
        case .close: return 0
        }
    }

    /// Ranges of commands, each starting at a subpath start, holding about `maxPoints` points each.
    ///
    /// Each batch comes with `coordinateOffset`, the index in `coordinates` where its first
    /// command reads its first value, so a batch can be replayed without re-walking the path.
    func subpathBatches(maxPoints: Int) -> [(commands: Range<Int>, coordinateOffset: Int)] {
        var batches: [(commands: Range<Int>, coordinateOffset: Int)] = []
        var start = 0
        var startOffset = 0
        var offset = 0
        var points = 0
        for (index, command) in commands.enumerated() {
            let startsSubpath = command.kind == .move || command.kind == .polyline
            if startsSubpath, index > start, points >= maxPoints {
                batches.append((start..<index, startOffset))
                start = index
                startOffset = offset
                points = 0
            }
            let count = Self.coordinateCount(of: command)
            offset += count
            points += count / 2
        }
        if start < commands.count { batches.append((start..<commands.count, startOffset)) }
        return batches
    }
}
