import Foundation
import OutdoorDrawing
import OutdoorGeo
import OutdoorModel

/// The coast of a view as paths ready to fill: one per GSHHG level, all rings of a level together.
struct CoastSurfaces {
    var fills = [Path](repeating: Path(), count: CoastLevel.allCases.count)
    var points = 0

    /// The path of one level's rings.
    func path(_ level: CoastLevel) -> Path { fills[Int(level.rawValue) - 1] }
}

extension MapRenderer {
    /// Projects the plan's coast rings into one path per level.
    ///
    /// All rings of one coast level go into one path filled with the nonzero rule: the data
    /// cuts big polygons along a grid, and pieces filled one by one would leave hairline seams
    /// where their antialiased edges meet.
    func buildCoastSurfaces(_ plan: MapPlan) -> CoastSurfaces {
        var surfaces = CoastSurfaces()
        for feature in plan.coast {
            guard case .coast(let coastLevel) = feature.kind else { continue }
            let index = Int(coastLevel.rawValue) - 1
            surfaces.points += plan.projector.append(
                feature.points, closed: true, keep: MapProjector.seamPoints(of: feature),
                to: &surfaces.fills[index], scratch: &scratch)
        }
        return surfaces
    }

    /// Fills land (overlays may tint it before lakes are filled over it).
    func fillLand(_ surfaces: CoastSurfaces, on canvas: Canvas, _ style: MapStyle) throws {
        let land = surfaces.path(.land)
        guard !land.isEmpty else { return }
        try canvas.fill(land, color: style.land, rule: .winding)
    }

    /// The finest view urban areas and glaciers are drawn on, in metres per logical pixel: Natural
    /// Earth's 1:50m outlines are a kilometre or two off, which on finer views covers villages
    /// with ice (Zermatt) and draws towns as angular blobs (Dongguan, Shenzhen).
    static let landCoverMinimumMetresPerPixel = 400.0

    /// The latitude south of which land is Antarctica's ice (and the ice-capped islands near it).
    static let antarcticIceLatitude = -60.0

    /// Fills urban areas and glaciers (Natural Earth 1:50m, the finest any package carries) on
    /// regional and continent maps, and Antarctica's ice on every map, inside the land only;
    /// returns points drawn.
    ///
    /// The 1:50m outlines are rounder than the coast (a glacier's tongue, a town's edge are a
    /// kilometre or two off), so they are drawn only on views of `landCoverMinimumMetresPerPixel`
    /// or coarser, where that error is a pixel or two. They also reach kilometres out over the
    /// sea (Helsinki's covers half its archipelago, Aarhus's its bay), so they are clipped to the
    /// coast's land.
    func drawLandCover(_ plan: MapPlan, land: Path, on canvas: Canvas) throws -> Int {
        guard !land.isEmpty || plan.southernLimit != nil else { return 0 }
        // Lakes are filled over the land cover later; the sea is the background, so the land
        // cover is clipped to the land (the coast's rings, nonzero like their fill, and the
        // ice beyond Web Mercator's southern limit).
        var clip = land
        if let bottom = plan.southernLimit {
            clip.append(
                Path.rect(
                    CGRect(
                        x: 0, y: bottom, width: Double(plan.viewport.width),
                        height: Double(plan.viewport.height) - bottom)))
        }
        // Antarctica's ice sheet and shelves (GSHHG stores both as land).
        let ice = plan.viewport.projectUnwrapped(
            Coordinate(latitude: Self.antarcticIceLatitude, longitude: plan.viewport.center.longitude)
        ).y
        if ice < Double(plan.viewport.height) {
            let top = max(0, ice)
            try canvas.withClip(to: clip, rule: .winding) {
                try canvas.fill(
                    CGRect(
                        x: 0, y: top, width: Double(plan.viewport.width),
                        height: Double(plan.viewport.height) - top),
                    color: plan.style.glacier)
            }
        }
        // World maps show neither: too small to see, and tens of thousands of points to fill.
        guard plan.level != .coarse, plan.viewport.metresPerPixel >= Self.landCoverMinimumMetresPerPixel,
            let level = lineLevel(.landCover, coastLevel: plan.level)
        else {
            return 0
        }
        var paths = [Path(), Path(), Path()]  // urban areas, glaciers, glaciers' rims
        var drawn = 0
        for feature in try database.features(.landCover, level: level, in: plan.viewport.visibleBox) {
            guard case .landCover(let cover) = feature.kind else { continue }
            drawn += plan.projector.append(
                feature.points, closed: true, keep: MapProjector.seamPoints(of: feature),
                to: &paths[cover == .urban ? 0 : 1], scratch: &scratch)
            // Rims follow the ice's own edges, not the grid cuts.
            guard cover == .glacier else { continue }
            for run in feature.strokeRuns {
                drawn += plan.projector.append(run, closed: false, to: &paths[2], scratch: &scratch)
            }
        }
        let urban = paths[0]
        let glaciers = paths[1]
        guard !urban.isEmpty || !glaciers.isEmpty else { return drawn }
        try canvas.withClip(to: clip, rule: .winding) {
            // Holes are rings of their own: even-odd leaves them open.
            if !urban.isEmpty { try canvas.fill(urban, color: plan.style.urban, rule: .evenOdd) }
            if !glaciers.isEmpty {
                try canvas.fill(glaciers, color: plan.style.glacier, rule: .evenOdd)
                try canvas.stroke(
                    paths[2], style: StrokeStyle(color: plan.style.glacierOutline, width: 0.5, join: .round))
            }
        }
        return drawn
    }

    /// Fills lakes, islands in lakes and ponds on them, in that order.
    func fillLakes(_ surfaces: CoastSurfaces, on canvas: Canvas, _ style: MapStyle) throws {
        for level in CoastLevel.allCases where level != .land {
            let path = surfaces.path(level)
            guard !path.isEmpty else { continue }
            try canvas.fill(path, color: level.isWater ? style.water : style.land, rule: .winding)
        }
    }

    /// Shores: a hairline a shade deeper than the water, on regional maps only (the finest
    /// level); returns points drawn.
    ///
    /// On wider maps it is too fine to see yet would cost most of the render (Cairo strokes about
    /// a microsecond per point; Norway's coast at the intermediate level has 60,000). Shores are
    /// stroked along `strokeRuns` only, so the cut edges stay invisible.
    func drawShores(_ plan: MapPlan, on canvas: Canvas) throws -> Int {
        guard plan.level >= .high else { return 0 }
        var shores = Path()
        var drawn = 0
        for feature in plan.coast {
            for run in feature.strokeRuns {
                drawn += plan.projector.append(run, closed: false, to: &shores, scratch: &scratch)
            }
        }
        if !shores.isEmpty {
            try canvas.stroke(shores, style: StrokeStyle(color: plan.style.shore, width: 0.6, join: .round))
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
        // Minor classes first, so major rivers run on top where they meet. Intermittent rivers
        // (desert wadis, seasonal creeks) are dashed in a paler blue: water only some of the year.
        for index in paths.indices.reversed() where !paths[index].isEmpty {
            let rank = index / 2 + 1
            let intermittent = index % 2 == 1
            let base = style.riverWidths.indices.contains(rank - 1) ? style.riverWidths[rank - 1] : 0.7
            let width = base * thinning * (intermittent ? 0.8 : 1)
            let color = intermittent ? style.intermittentRiver : style.river
            try canvas.stroke(
                paths[index],
                style: StrokeStyle(
                    color: color, width: width, cap: intermittent ? .butt : .round, join: .round,
                    dash: intermittent ? Self.intermittentDash(width: width) : []))
        }
        return drawn
    }

    /// The least area a region must cover on the map for its border to be drawn, in square
    /// logical pixels: smaller units (Slovenian municipalities, London boroughs on a 300 km map)
    /// would only draw a hairball.
    static let minimumRegionPixels = 60.0 * 60.0

    /// Whether a region border whose smaller region covers `squareKilometres` reads on a map of
    /// `metresPerPixel` (unknown sizes, from older data, always do).
    static func drawsRegionBorder(squareKilometres: Double, metresPerPixel: Double) -> Bool {
        guard squareKilometres > 0 else { return true }
        let kilometresPerPixel = metresPerPixel / 1000
        return squareKilometres / (kilometresPerPixel * kilometresPerPixel) >= minimumRegionPixels
    }

    /// Strokes the borders, clipped to the land (no line over the sea or a lake); returns points drawn.
    ///
    /// Region borders are dashed and drawn only where the regions read at the scale; national
    /// borders go over a soft halo; disputed borders and lines of control are dashed over it.
    func drawBorders(_ plan: MapPlan, surfaces: CoastSurfaces, on canvas: Canvas) throws -> Int {
        let land = surfaces.path(.land)
        let viewport = plan.viewport
        let coastLevel = plan.level
        let projector = plan.projector
        let style = plan.style
        guard let level = lineLevel(.borders, coastLevel: coastLevel),
            !land.isEmpty || plan.southernLimit != nil
        else { return 0 }
        let features = try database.features(.borders, level: level, in: viewport.visibleBox)
        var national = Path()
        var disputed = Path()
        var state = Path()
        var drawn = 0
        // Worldwide admin-1 lines are too dense for continent maps: regional maps only.
        let drawsStates = coastLevel >= .intermediate
        for feature in features {
            guard case .border(let kind) = feature.kind else { continue }
            switch kind {
            case .national:
                drawn += projector.append(feature.points, closed: false, to: &national, scratch: &scratch)
            case .disputed, .lineOfControl:
                drawn += projector.append(feature.points, closed: false, to: &disputed, scratch: &scratch)
            case .state where drawsStates:
                drawn += projector.append(feature.points, closed: false, to: &state, scratch: &scratch)
            case .region(let areaClass)
            where drawsStates
                && Self.drawsRegionBorder(
                    squareKilometres: BorderKind.region(areaClass: areaClass).smallerRegionSquareKilometres,
                    metresPerPixel: viewport.metresPerPixel):
                drawn += projector.append(feature.points, closed: false, to: &state, scratch: &scratch)
            default:
                continue
            }
        }
        guard !national.isEmpty || !disputed.isEmpty || !state.isEmpty else { return drawn }
        // The land (and the ice beyond Web Mercator's southern limit), then the map but its lakes
        // (lakes and ponds even-odd holes, islands in lakes land again).
        var clip = land
        var lakes = Path.rect(
            CGRect(x: 0, y: 0, width: Double(viewport.width), height: Double(viewport.height)))
        for level in CoastLevel.allCases where level != .land { lakes.append(surfaces.path(level)) }
        if let bottom = plan.southernLimit {
            clip.append(
                Path.rect(
                    CGRect(
                        x: 0, y: bottom, width: Double(viewport.width),
                        height: Double(viewport.height) - bottom)))
        }
        let thinning = Self.lineWidthFactor(at: coastLevel)
        try canvas.withClip(to: clip, rule: .winding) {
            try canvas.withClip(to: lakes, rule: .evenOdd) {
                if !state.isEmpty {
                    let width = style.stateBorderWidth * thinning
                    try canvas.stroke(
                        state,
                        style: StrokeStyle(
                            color: style.stateBorder, width: width, cap: .butt, join: .round,
                            dash: [4 * thinning, 2.5 * thinning]))
                }
                let width = style.nationalBorderWidth * thinning
                for path in [national, disputed] where !path.isEmpty {
                    try canvas.stroke(
                        path,
                        style: StrokeStyle(
                            color: style.nationalBorderHalo, width: width + 2.4, cap: .round, join: .round))
                }
                if !national.isEmpty {
                    try canvas.stroke(
                        national,
                        style: StrokeStyle(
                            color: style.nationalBorder, width: width, cap: .round, join: .round))
                }
                if !disputed.isEmpty {
                    try canvas.stroke(
                        disputed,
                        style: StrokeStyle(
                            color: style.nationalBorder, width: width, cap: .butt, join: .round,
                            dash: [5 * thinning, 3 * thinning]))
                }
            }
        }
        return drawn
    }

    /// The dash of an intermittent river `width` pixels wide: long enough to read as a line,
    /// gaps wide enough to read as broken.
    static func intermittentDash(width: Double) -> [Double] {
        [max(3, 4 * width), max(2, 2.5 * width)]
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
