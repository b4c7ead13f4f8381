import Foundation
import OutdoorDrawing
import OutdoorGeo

extension MapRenderer {
    /// Fills land, lakes and islands, then strokes shores on regional maps; returns points drawn.
    ///
    /// All rings of one coast level go into one path filled with the nonzero rule: the data
    /// cuts big polygons along a grid, and pieces filled one by one would leave hairline seams
    /// where their antialiased edges meet. Shores are stroked along `strokeRuns` only, so the
    /// cut edges stay invisible. The tints of `areaTints` go on the land before lakes are
    /// filled, clipped to it, so water keeps its colour inside an approximate area.
    func drawCoast(
        on canvas: Canvas, viewport: MapViewport, level: GeoLevel, _ projector: MapProjector,
        _ style: MapStyle, areaTints: [(center: CGPoint, radius: Double)] = []
    ) throws -> Int {
        let features = try coastFeatures(in: viewport, level: level)
        var fills = [Path](repeating: Path(), count: CoastLevel.allCases.count)
        var drawn = 0
        for feature in features {
            guard case .coast(let coastLevel) = feature.kind else { continue }
            let index = Int(coastLevel.rawValue) - 1
            drawn += projector.append(
                feature.points, closed: true, keep: MapProjector.seamPoints(of: feature), to: &fills[index],
                scratch: &scratch)
        }
        for coastLevel in CoastLevel.allCases {
            let path = fills[Int(coastLevel.rawValue) - 1]
            guard !path.isEmpty else { continue }
            try canvas.fill(path, color: coastLevel.isWater ? style.water : style.land, rule: .winding)
            if coastLevel == .land, !areaTints.isEmpty {
                try canvas.withClip(to: path, rule: .winding) {
                    try drawAreaTints(areaTints, on: canvas, style)
                }
            }
        }

        // Shores: a hairline a shade deeper than the water, on regional maps only. On world
        // and continent maps it is too fine to see yet would cost most of the render (Cairo
        // strokes about a microsecond per point; a world map has 8,000 shore points).
        guard level >= .intermediate else { return drawn }
        var shores = Path()
        for feature in features {
            for run in feature.strokeRuns {
                drawn += projector.append(run, closed: false, to: &shores, scratch: &scratch)
            }
        }
        if !shores.isEmpty {
            try canvas.stroke(shores, style: StrokeStyle(color: style.shore, width: 0.6, join: .round))
        }
        return drawn
    }

    /// Strokes rivers and canals, wider for more important classes; returns points drawn.
    ///
    /// Coarse views keep only the major classes: at `coarse` rank 1, at `low` ranks 1-2, at
    /// `intermediate` ranks 1-3, at `high` all.
    func drawRivers(
        on canvas: Canvas, viewport: MapViewport, level coastLevel: GeoLevel, _ projector: MapProjector,
        _ style: MapStyle
    ) throws -> Int {
        guard let level = lineLevel(.rivers, coastLevel: coastLevel) else { return 0 }
        let maximumRank = Self.maximumRiverRank(at: coastLevel)
        let features = try database.features(.rivers, level: level, in: viewport.visibleBox)
        // One path per (rank, intermittent) pair.
        var paths = [Path](repeating: Path(), count: 8)
        var drawn = 0
        for feature in features {
            guard case .river(let riverClass) = feature.kind, riverClass.rank <= maximumRank else { continue }
            let index = (riverClass.rank - 1) * 2 + (riverClass.isIntermittent ? 1 : 0)
            drawn += projector.append(feature.points, closed: false, to: &paths[index], scratch: &scratch)
        }
        let thinning = Self.lineWidthFactor(at: coastLevel)
        // Minor classes first, so major rivers run on top where they meet.
        for index in paths.indices.reversed() where !paths[index].isEmpty {
            let rank = index / 2 + 1
            let intermittent = index % 2 == 1
            let base = style.riverWidths.indices.contains(rank - 1) ? style.riverWidths[rank - 1] : 0.7
            let width = base * thinning * (intermittent ? 0.75 : 1)
            let color = intermittent ? style.intermittentRiver : style.river
            try canvas.stroke(
                paths[index], style: StrokeStyle(color: color, width: width, cap: .round, join: .round))
        }
        return drawn
    }

    /// Strokes state borders (dashed) and national borders (over a soft halo); returns points drawn.
    func drawBorders(
        on canvas: Canvas, viewport: MapViewport, level coastLevel: GeoLevel, _ projector: MapProjector,
        _ style: MapStyle
    ) throws -> Int {
        guard let level = lineLevel(.borders, coastLevel: coastLevel) else { return 0 }
        let features = try database.features(.borders, level: level, in: viewport.visibleBox)
        var national = Path()
        var state = Path()
        var drawn = 0
        let drawsStates = coastLevel >= .low
        for feature in features {
            guard case .border(let kind) = feature.kind else { continue }
            switch kind {
            case .national:
                drawn += projector.append(feature.points, closed: false, to: &national, scratch: &scratch)
            case .state where drawsStates:
                drawn += projector.append(feature.points, closed: false, to: &state, scratch: &scratch)
            default:
                continue
            }
        }
        let thinning = Self.lineWidthFactor(at: coastLevel)
        if !state.isEmpty {
            let width = style.stateBorderWidth * thinning
            try canvas.stroke(
                state,
                style: StrokeStyle(
                    color: style.stateBorder, width: width, cap: .butt, join: .round,
                    dash: [4 * thinning, 2.5 * thinning]))
        }
        if !national.isEmpty {
            let width = style.nationalBorderWidth * thinning
            try canvas.stroke(
                national,
                style: StrokeStyle(
                    color: style.nationalBorderHalo, width: width + 2.4, cap: .round, join: .round))
            try canvas.stroke(
                national,
                style: StrokeStyle(color: style.nationalBorder, width: width, cap: .round, join: .round))
        }
        return drawn
    }

    /// The least important river rank drawn at a level (1 most important, 4 least).
    static func maximumRiverRank(at level: GeoLevel) -> Int {
        switch level {
        case .coarse: return 1
        case .low: return 2
        case .intermediate: return 3
        case .high: return 4
        }
    }

    /// Lines are drawn thinner on coarse views, where there is more of them per pixel.
    static func lineWidthFactor(at level: GeoLevel) -> Double {
        switch level {
        case .coarse: return 0.7
        case .low: return 0.85
        case .intermediate, .high: return 1
        }
    }
}
