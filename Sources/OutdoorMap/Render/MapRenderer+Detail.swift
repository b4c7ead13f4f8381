import Foundation
import OutdoorDrawing
import OutdoorGeo
import OutdoorMapModel
import OutdoorModel
import OutdoorRaster

extension MapRenderer {
    /// Runs `body` with the canvas clipped to the map outside the covered regions, so the bundled
    /// data's lakes, rivers, shores and land cover give way to the regions' own.
    func outsideDetail(_ plan: MapPlan, on canvas: Canvas, _ body: () throws -> Int) throws -> Int {
        guard let detail = plan.detail,
            let clip = detail.outsideCovered(
                width: Double(plan.viewport.width), height: Double(plan.viewport.height))
        else { return try body() }
        return try canvas.withClip(to: clip, rule: .evenOdd, body)
    }

    /// The finest view on which the bundled map shows beyond an imported region unveiled, in
    /// metres per logical pixel: finer, its coast (simplified at 200 m) would draw shards.
    static let bundledVeilMetresPerPixel = 60.0

    /// Marks where an imported region's data ends: beyond it, on views finer than the bundled
    /// data's accuracy, a veil over the bundled map; along it, a subtle dotted line.
    func drawDetailEdge(_ plan: MapPlan, on canvas: Canvas) throws {
        guard let detail = plan.detail, !detail.edges.isEmpty else { return }
        let width = Double(plan.viewport.width)
        let height = Double(plan.viewport.height)
        if plan.viewport.metresPerPixel < Self.bundledVeilMetresPerPixel,
            let outside = detail.outsideCovered(width: width, height: height)
        {
            try canvas.fill(outside, color: plan.style.land.withAlpha(0.7), rule: .evenOdd)
        }
        var edge = Path()
        for (a, b) in detail.edges {
            edge.addPolyline([CGPoint(x: a.x, y: a.y), CGPoint(x: b.x, y: b.y)], closed: false)
        }
        try canvas.stroke(
            edge, style: StrokeStyle(color: plan.style.stateBorder, width: 0.9, cap: .butt, dash: [1.5, 2.5]))
    }

    /// Inside regions with their own coastline, paints their sea, then their land over it.
    ///
    /// Their coastline is metres-accurate where the bundled one is simplified at 200 m, so no
    /// road runs into the sea and no sliver of sea cuts across a harbour town. Returns points drawn.
    func drawDetailCoast(_ plan: MapPlan, on canvas: Canvas) throws -> Int {
        guard let detail = plan.detail, !detail.coasts.isEmpty else { return 0 }
        var clip = Path()
        for rect in detail.coasts { clip.addRect(rect) }
        let (paths, drawn) = projectedAreas(detail, [.land], plan)
        try canvas.withClip(to: clip, rule: .winding) {
            try canvas.fill(clip, color: plan.style.water, rule: .winding)
            if let land = paths[.land] { try canvas.fill(land, color: plan.style.land, rule: .winding) }
        }
        return drawn
    }

    /// The regions' areas of `kinds` projected, one path per kind, and the points they hold.
    private func projectedAreas(_ detail: DetailPlan, _ kinds: Set<DetailArea>, _ plan: MapPlan)
        -> (paths: [DetailArea: Path], points: Int)
    {
        var paths: [DetailArea: Path] = [:]
        var points = 0
        for feature in detail.areas {
            guard case .detailArea(let kind) = feature.kind, kinds.contains(kind) else { continue }
            points += plan.projector.append(
                feature.points, closed: true, keep: MapProjector.seamPoints(of: feature),
                to: &paths[kind, default: Path()], scratch: &scratch)
        }
        return (paths, points)
    }

    /// Fills the regions' areas of the given kinds, one path per kind in drawing order.
    func drawDetailAreas(_ kinds: Set<DetailArea>, _ plan: MapPlan, on canvas: Canvas) throws -> Int {
        guard let detail = plan.detail else { return 0 }
        let (paths, drawn) = projectedAreas(detail, kinds, plan)
        guard !paths.isEmpty else { return drawn }
        let colors = plan.style.detail
        for kind in DetailArea.allCases {
            guard let path = paths[kind], !path.isEmpty else { continue }
            let color: Color
            switch kind {
            case .land: color = plan.style.land
            case .builtUp: color = colors.builtUp
            case .meadow: color = colors.meadow
            case .park: color = colors.park
            case .wood: color = colors.wood
            case .wetland: color = colors.wetland
            case .rock: color = colors.rock
            case .glacier: color = colors.glacier
            case .water: color = plan.style.water
            }
            try canvas.fill(path, color: color, rule: .winding)
        }
        return drawn
    }

    /// Strokes the regions' lines of the given kinds: casings first, then fills, minor under major.
    ///
    /// A city's thousands of short ways are stroked with Cairo's fast antialiasing and bevelled
    /// joins: half the time of the standard rasterizer with round joins (17 ms to 8 ms for central
    /// Helsinki on a 2x card panel), and no difference to see at the widths drawn.
    func drawDetailWays(_ kinds: Set<DetailWay>, _ plan: MapPlan, on canvas: Canvas) throws -> Int {
        guard let detail = plan.detail else { return 0 }
        var paths: [DetailWay: Path] = [:]
        var drawn = 0
        for feature in detail.ways {
            guard case .detailWay(let kind) = feature.kind, kinds.contains(kind) else { continue }
            drawn += plan.projector.append(
                feature.points, closed: false, to: &paths[kind, default: Path()], scratch: &scratch)
        }
        guard !paths.isEmpty else { return drawn }
        let factor = Self.detailWidthFactor(detail.tier)
        let order = DetailWay.allCases.reversed().filter { paths[$0] != nil }
        try canvas.withSavedState {
            canvas.antialiasing = .fast
            for kind in order where Self.hasCasing(kind) {
                guard let path = paths[kind] else { continue }
                let width = Self.detailWidth(kind) * factor
                try canvas.stroke(
                    path,
                    style: StrokeStyle(
                        color: plan.style.detail.roadCasing, width: width + 1.2, cap: .butt, join: .bevel))
            }
            for kind in order {
                guard let path = paths[kind] else { continue }
                let width = Self.detailWidth(kind) * factor
                try canvas.stroke(
                    path,
                    style: StrokeStyle(
                        color: Self.detailColor(kind, plan.style), width: width,
                        cap: .butt, join: .bevel, dash: Self.detailDash(kind).map { $0 * max(factor, 0.8) }))
            }
        }
        return drawn
    }

    /// Line widths of the detail, in logical pixels at the high tier.
    static func detailWidth(_ kind: DetailWay) -> Double {
        switch kind {
        case .motorway: return 3.4
        case .trunk: return 3.1
        case .primary: return 2.8
        case .secondary: return 2.4
        case .tertiary: return 2.0
        case .minorRoad: return 1.4
        case .service: return 0.8
        case .track: return 1.0
        case .path, .alpinePath: return 0.9
        case .railway: return 0.9
        case .ferry: return 1.0
        case .river: return 1.8
        case .stream: return 0.8
        }
    }

    /// Wider views draw thinner lines: more of them share each pixel.
    static func detailWidthFactor(_ tier: DetailTier) -> Double {
        switch tier {
        case .low: return 0.5
        case .intermediate: return 0.72
        case .high: return 1
        }
    }

    /// Roads get a casing; tracks, paths, railways, ferries and water do not.
    static func hasCasing(_ kind: DetailWay) -> Bool { kind.isRoad && kind != .service }

    /// The dash of a line kind (empty: solid): tracks long dashes, paths short, alpine paths dots.
    static func detailDash(_ kind: DetailWay) -> [Double] {
        switch kind {
        case .track: return [4, 2]
        case .path: return [2.4, 1.8]
        case .alpinePath: return [1, 2]
        case .ferry: return [5, 3]
        default: return []
        }
    }

    /// The colour a line kind is stroked in.
    static func detailColor(_ kind: DetailWay, _ style: MapStyle) -> Color {
        let colors = style.detail
        switch kind {
        case .motorway, .trunk, .primary, .secondary: return colors.majorRoad
        case .tertiary, .minorRoad, .service: return colors.minorRoad
        case .track: return colors.track
        case .path, .alpinePath: return colors.path
        case .railway: return colors.railway
        case .ferry: return colors.ferry
        case .river, .stream: return style.river
        }
    }

    /// Draws the symbol of a peak, pass, hut, viewpoint or campsite at `point`; false for other kinds.
    func drawLandmark(_ kind: DetailPointKind, at point: MapPoint, on canvas: Canvas, _ style: MapStyle)
        throws -> Bool
    {
        let x = point.x
        let y = point.y
        let ink = style.detail.symbol
        let ring = StrokeStyle(color: style.labelHalo, width: 1.6, join: .round)
        var path = Path()
        switch kind {
        case .peak, .volcano:
            path.addPolyline(
                [CGPoint(x: x - 4, y: y + 3), CGPoint(x: x + 4, y: y + 3), CGPoint(x: x, y: y - 4)],
                closed: true)
        case .pass, .saddle:
            path.addPolyline(
                [
                    CGPoint(x: x - 3.5, y: y), CGPoint(x: x, y: y - 3.5), CGPoint(x: x + 3.5, y: y),
                    CGPoint(x: x, y: y + 3.5),
                ],
                closed: true)
        case .alpineHut, .wildernessHut, .shelter:
            path.addPolyline(
                [
                    CGPoint(x: x - 3.5, y: y + 3.5), CGPoint(x: x + 3.5, y: y + 3.5),
                    CGPoint(x: x + 3.5, y: y - 0.5),
                    CGPoint(x: x, y: y - 4), CGPoint(x: x - 3.5, y: y - 0.5),
                ], closed: true)
        case .campsite:
            path.addPolyline(
                [CGPoint(x: x - 4, y: y + 3), CGPoint(x: x + 4, y: y + 3), CGPoint(x: x, y: y - 3.5)],
                closed: true)
            try canvas.stroke(path, style: ring)
            try canvas.stroke(path, style: StrokeStyle(color: ink, width: 1.2, join: .round))
            return true
        case .viewpoint:
            path.addCircle(center: CGPoint(x: x, y: y), radius: 2.6)
            try canvas.stroke(path, style: ring)
            try canvas.stroke(path, style: StrokeStyle(color: ink, width: 1.4))
            try canvas.fill(Path.circle(center: CGPoint(x: x, y: y), radius: 0.9), color: ink)
            return true
        case .city, .town, .village, .hamlet, .suburb, .locality:
            return false
        }
        try canvas.stroke(path, style: ring)
        try canvas.fill(path, color: ink)
        return true
    }

    /// A place's name as the map sets it: with its height for summits, passes and huts
    /// ("Matterhorn 4,478 m", "Matterhorn 14,692 ft").
    static func labelText(of place: Place, units: UnitSystem) -> String {
        guard let kind = place.detail, !kind.isPlace, let metres = place.elevation else { return place.name }
        let value = units == .imperial ? Int((Double(metres) * 3.28084).rounded()) : metres
        let number = value.formatted(.number.grouping(.automatic).locale(Locale(identifier: "en_US")))
        return "\(place.name) \(number) \(units == .imperial ? "ft" : "m")"
    }
}
