import Foundation
import OutdoorDrawing
import OutdoorGeo
import OutdoorMapModel
import OutdoorModel
import OutdoorRaster

extension MapRenderer {
    /// Cell size of the masks that find where an area's name fits, in logical pixels.
    static let areaMaskCell = 6.0
    /// The widest view whose countries and lakes are found by their outlines, in kilometres;
    /// wider views name them at Natural Earth's label points (decoding a continent's outlines
    /// would cost more than its names are worth).
    static let areaOutlineWidthKilometres = 3_000.0
    /// Views narrower than this name countries only where a border shows (card maps), in kilometres.
    static let borderOnlyWidthKilometres = 800.0

    /// The most area names a map of this size gets (entries' own lakes aside): one per 30,000
    /// square pixels, 4 to 10, and up to 24 on world maps (their countries and oceans).
    static func areaLabelLimit(width: Int, height: Int, level: GeoLevel) -> Int {
        min(max(width * height / 30_000, 4), level == .coarse ? 24 : 10)
    }

    /// The web-map zoom level a view is drawn at (0 shows the world in 256 logical pixels).
    static func zoom(of viewport: MapViewport) -> Double {
        log2(max(viewport.worldSize, 1) / 256)
    }
}

/// The names of areas on one map: which countries, oceans, seas and lakes are named, found in
/// the part of each the map shows (`AreaMask`), and where each name fits inside its area.
///
/// Countries are named on overview maps and, on card maps, where a border shows (a panel of one
/// country says nothing a locator inset does not). Oceans, seas, bays and lakes are named where
/// the map shows enough of them for the name to fit inside; a lake an entry's place line names
/// ("near Lago Argentino") is named first.
struct AreaNaming {
    let renderer: MapRenderer
    let request: MapRequest
    let context: LabelContext
    /// The masks of the layers whose outlines were read, by layer.
    private(set) var masks: [AreaLayer: AreaMask] = [:]
    /// The areas to name, most important first.
    private(set) var candidates: [LabelCandidate] = []

    /// Finds the areas a view names.
    init(renderer: MapRenderer, request: MapRequest, context: LabelContext) throws {
        self.renderer = renderer
        self.request = request
        self.context = context
        let database = renderer.database
        guard request.showsPlaceLabels, database.hasLabels else { return }
        let viewport = context.viewport
        let box = viewport.visibleBox
        let labels = try database.areaLabels(in: box)
        guard !labels.isEmpty else { return }
        let zoom = MapRenderer.zoom(of: viewport)
        let width = Double(request.width)
        let height = Double(request.height)
        let view = CGRect(x: 0, y: 0, width: width, height: height)
        let narrow = viewport.widthKilometres <= MapRenderer.areaOutlineWidthKilometres
        let projector = MapProjector(viewport: viewport, tolerance: 0.5)

        func needs(_ layer: AreaLayer) -> Bool {
            database.hasAreas(layer) && labels.contains { $0.outline?.layer == layer }
        }
        for layer in [AreaLayer.countries, .seas, .lakes] where needs(layer) && (narrow || layer == .seas) {
            let outlines = try database.areaOutlines(layer, in: box)
            masks[layer] = AreaMask(
                outlines: Self.densified(outlines, for: viewport), projector: projector, width: width,
                height: height, cellSize: MapRenderer.areaMaskCell)
        }
        let counts = masks.mapValues { $0.cellCounts() }
        let cells = masks.values.first.map { Double($0.columns * $0.rows) } ?? 1

        func share(_ label: AreaLabel) -> Double? {
            guard let outline = label.outline, let layerCounts = counts[outline.layer] else { return nil }
            return Double(layerCounts[outline.index] ?? 0) / cells
        }
        func pointInView(_ label: AreaLabel) -> Bool {
            let p = viewport.project(label.labelPoint)
            return view.insetBy(dx: 8, dy: 8).contains(CGPoint(x: p.x, y: p.y))
                && viewport.showsEarth(at: p)
        }

        // The lakes the entries' place lines name.
        var named: [LabelCandidate] = []
        var namedLabels = Set<AreaLabel>()
        for place in context.placesToName {
            guard let locality = place.pin.place, locality.kind != .town else { continue }
            let wanted = Place.fold(locality.name)
            guard
                let lake = labels.first(where: {
                    ($0.kind == .lake || $0.kind == .reservoir) && Place.fold($0.name) == wanted
                        && (share($0) ?? 0) > 0
                }), namedLabels.insert(lake).inserted
            else { continue }
            named.append(
                LabelCandidate(subject: .area(lake), role: place.role, pins: [place.index], mustName: true))
        }

        // Countries: at borders on card maps, by share or label point on wider ones.
        var countries: [(label: AreaLabel, weight: Double)] = []
        let countryShares = labels.filter { $0.kind == .country }.compactMap { label in
            share(label).map { (label, $0) }
        }
        let sharing = countryShares.filter { $0.1 >= 0.03 }
        for label in labels where label.kind == .country {
            if let s = share(label) {
                if viewport.widthKilometres < MapRenderer.borderOnlyWidthKilometres {
                    // A hidden place's map names no town: its country is named even where no
                    // border shows, so the map still says where on Earth it is.
                    guard sharing.count >= 2 || context.withholding != nil, s >= 0.03 else { continue }
                } else {
                    guard s >= 0.04 || (pointInView(label) && zoom + 1 >= label.minimumZoom && s > 0) else {
                        continue
                    }
                }
                countries.append((label, s - Double(label.rank) * 0.01))
            } else if pointInView(label), zoom + 1 >= label.minimumZoom {
                // By rank, then by size: the larger country's name first.
                let size = label.bounds.longitudeSpan * (label.bounds.north - label.bounds.south)
                countries.append((label, 1 - Double(label.rank) * 0.05 + min(size, 10_000) / 1e6))
            }
        }
        // Water: oceans, seas, bays and straits by how much of them shows, lakes alike.
        var oceans: [(label: AreaLabel, weight: Double)] = []
        var seas: [(label: AreaLabel, weight: Double)] = []
        var lakes: [(label: AreaLabel, weight: Double)] = []
        var inlets: [(label: AreaLabel, weight: Double)] = []
        for label in labels where label.kind.isWater && !namedLabels.contains(label) {
            let s = share(label)
            switch label.kind {
            case .ocean:
                if let s {
                    if s >= 0.06 { oceans.append((label, s)) }
                } else if pointInView(label) {
                    oceans.append((label, 1))
                }
            case .sea:
                if let s, s >= 0.04 { seas.append((label, s)) }
            case .bay, .strait:
                if let s, s >= 0.03 { inlets.append((label, s)) }
            case .lake, .reservoir:
                if let s {
                    if s >= 0.015 { lakes.append((label, s - Double(label.rank) * 0.002)) }
                } else if pointInView(label), zoom >= label.minimumZoom {
                    lakes.append((label, 1 - Double(label.rank) * 0.05))
                }
            case .country:
                break
            }
        }
        func ordered(_ list: [(label: AreaLabel, weight: Double)]) -> [LabelCandidate] {
            list.sorted { ($0.weight, $1.label.name) > ($1.weight, $0.label.name) }.map {
                LabelCandidate(subject: .area($0.label), role: .context)
            }
        }
        candidates =
            named + ordered(oceans) + ordered(countries) + ordered(seas) + ordered(lakes) + ordered(inlets)
    }

    /// Rings of whole cells (squares of the data's grid) get points along their edges on an Equal
    /// Earth view, whose meridians curve; other rings are drawn as stored.
    static func densified(_ outlines: [AreaOutline], for viewport: MapViewport) -> [AreaOutline] {
        guard viewport.projection == .equalEarth else { return outlines }
        return outlines.map { outline in
            guard outline.points.count == 4 else { return outline }
            var points: [Coordinate] = []
            for i in 0..<4 {
                let a = outline.points[i]
                let b = outline.points[(i + 1) % 4]
                // About a point every 3 degrees along the parallels, the meridian edges straight.
                let steps = max(1, Int((abs(b.longitude - a.longitude) / 3).rounded(.up)))
                for k in 0..<steps {
                    let t = Double(k) / Double(steps)
                    points.append(
                        Coordinate(
                            latitude: a.latitude + (b.latitude - a.latitude) * t,
                            longitude: a.longitude + (b.longitude - a.longitude) * t))
                }
            }
            return AreaOutline(areaIndex: outline.areaIndex, points: points)
        }
    }

    /// How an area's name is set.
    struct Typography {
        var size: Double
        var smallest: Double
        var weight: FontWeight
        /// Letter spacing as a share of the size.
        var tracking: Double
        var capitals: Bool
        var shear: Double
        var color: Color
        var haloColor: Color?
    }

    /// Countries in spaced capitals in the borders' plum, oceans in spaced oblique capitals,
    /// seas, bays and lakes in oblique blue: as atlases set them.
    func typography(of area: AreaLabel, mustName: Bool) -> Typography {
        let style = request.style
        let small = min(request.width, request.height) < 260
        let shrink = small ? 1.0 : 0.0
        let water = style.waterLabel
        let waterHalo = style.water.withAlpha(0.75)
        switch area.kind {
        case .country:
            let size = (area.rank <= 2 ? 13.0 : area.rank <= 4 ? 12 : 11) - shrink
            return Typography(
                size: size, smallest: 9, weight: .semibold, tracking: 0.14, capitals: true, shear: 0,
                color: style.countryLabel, haloColor: nil)
        case .ocean:
            // Spaced capitals on overview maps; on regional and card maps, where only a corner of
            // the ocean shows, as a sea's name.
            if MapRenderer.zoom(of: context.viewport) >= 5 {
                return Typography(
                    size: 12 - shrink, smallest: 9.5, weight: .medium, tracking: 0.08, capitals: false,
                    shear: 0.2, color: water, haloColor: waterHalo)
            }
            return Typography(
                size: 13 - shrink, smallest: 10, weight: .medium, tracking: 0.22, capitals: true, shear: 0.2,
                color: water, haloColor: waterHalo)
        case .sea:
            return Typography(
                size: 12 - shrink, smallest: 9.5, weight: .medium, tracking: 0.06, capitals: false,
                shear: 0.2,
                color: water, haloColor: waterHalo)
        case .bay, .strait:
            return Typography(
                size: 11 - shrink, smallest: 9.5, weight: .medium, tracking: 0.04, capitals: false,
                shear: 0.2,
                color: water, haloColor: waterHalo)
        case .lake, .reservoir:
            let size = (area.rank <= 2 ? 12.0 : 11) - shrink
            return Typography(
                size: size, smallest: mustName ? 8.5 : 9.5, weight: .medium, tracking: 0.04, capitals: false,
                shear: 0.2, color: water, haloColor: waterHalo)
        }
    }

    /// `text` on `lines` lines, broken between words where the longest line is shortest.
    static func broken(_ text: String, into lines: Int) -> String {
        let words = text.split(separator: " ").map(String.init)
        guard lines > 1, words.count >= lines else { return text }
        var best: (length: Int, text: String)?
        // Every way of cutting the words into `lines` runs (few words: at most 3 lines).
        func cut(_ start: Int, _ remaining: Int, _ runs: [String]) {
            if remaining == 1 {
                let all = runs + [words[start...].joined(separator: " ")]
                let longest = all.map(\.count).max() ?? 0
                if best.map({ longest < $0.length }) ?? true { best = (longest, all.joined(separator: "\n")) }
                return
            }
            guard start + remaining <= words.count else { return }
            for end in (start + 1)...(words.count - remaining + 1) {
                cut(end, remaining - 1, runs + [words[start..<end].joined(separator: " ")])
            }
        }
        cut(0, lines, [])
        return best?.text ?? text
    }

    /// The most of an area's name that may lie outside the part of the area the map shows.
    static let maximumOutside = 0.12

    /// Places an area's name inside the area, or returns nil when it fits nowhere.
    ///
    /// The name is centred on the area's label point when that lies in the area's visible part,
    /// else on the points deepest inside that part; set smaller, then on two lines, until it
    /// fits: its glyphs inside the area (`maximumOutside`), water names over water and country
    /// names over land, clear of every name, dot, marker and the furniture.
    func plan(
        _ area: AreaLabel, role: PlacedLabel.Role, mustName: Bool, placer: inout LabelPlacer,
        avoiding: [(box: CGRect, weight: Double)]
    ) throws -> LabelPlan? {
        let viewport = context.viewport
        let view = placer.bounds.insetBy(dx: 3, dy: 3)
        let mask = area.outline.flatMap { masks[$0.layer] }
        let owner = area.outline?.index
        var centers: [CGPoint] = []
        let point = viewport.project(area.labelPoint)
        let labelPoint = CGPoint(x: point.x, y: point.y)
        if view.contains(labelPoint), viewport.showsEarth(at: point),
            mask.map({ $0.owner(at: labelPoint) == owner }) ?? true
        {
            centers.append(labelPoint)
        }
        if let mask, let owner {
            centers += mask.deepestPoints(of: owner, limit: 12, spacing: 5).map(\.point)
        }
        guard !centers.isEmpty else { return nil }
        let type = typography(of: area, mustName: mustName)
        let required = mustName ? 0.6 : 1 - Self.maximumOutside
        // "North Atlantic Ocean" may be written "Atlantic Ocean" where the map shows too little of it.
        var names = [area.name]
        for prefix in ["North ", "South "] where area.kind == .ocean && area.name.hasPrefix(prefix) {
            names.append(String(area.name.dropFirst(prefix.count)))
        }
        for name in names {
            let text = type.capitals ? name.uppercased() : name
            let words = text.split(separator: " ").count
            if let plan = try plan(
                area, text: text, lineChoices: Array(1...min(max(words, 1), 3)), type: type, centers: centers,
                mask: mask, owner: owner, required: required, role: role, mustName: mustName, placer: &placer,
                avoiding: avoiding)
            {
                return plan
            }
        }
        return nil
    }

    /// Sets `text` in `type` (smaller step by step, then on more lines) on the first of `centers`
    /// where it fits; nil when it fits nowhere.
    ///
    /// Each way of breaking the text is laid out once, at the largest size: with unhinted metrics
    /// (see OutdoorDrawing's font setup) a text's boxes scale with its size, so smaller sizes are
    /// tried by scaling those boxes, and only the size chosen is laid out again.
    private func plan(
        _ area: AreaLabel, text: String, lineChoices: [Int], type: Typography, centers: [CGPoint],
        mask: AreaMask?,
        owner: Int?, required: Double, role: PlacedLabel.Role, mustName: Bool, placer: inout LabelPlacer,
        avoiding: [(box: CGRect, weight: Double)]
    ) throws -> LabelPlan? {
        let view = placer.bounds.insetBy(dx: 3, dy: 3)
        let half = MapRenderer.labelSpacing / 2
        func style(_ size: Double) -> TextStyle {
            TextStyle(
                size: size, weight: type.weight, color: type.color, alignment: .center,
                letterSpacing: type.tracking * size)
        }
        // The glyphs' box (oblique glyphs lean right above the first baseline and left below it)
        // relative to the layout's origin.
        func glyphBox(_ layout: TextLayout) -> CGRect {
            let ink = layout.metrics.inkBounds
            let baseline = layout.metrics.baseline
            let left = Double(ink.minX) - type.shear * max(Double(ink.maxY) - baseline, 0)
            let right = Double(ink.maxX) + type.shear * max(baseline - Double(ink.minY), 0)
            return CGRect(x: left, y: Double(ink.minY), width: right - left, height: Double(ink.height))
        }
        let measured = try lineChoices.map { lines in
            let broken = Self.broken(text, into: lines)
            return (
                text: broken,
                box: glyphBox(try TextLayout(broken, style: style(type.size), library: renderer.fonts))
            )
        }
        var size = type.size
        while size >= type.smallest - 1e-9 {
            let k = size / type.size
            for variant in measured {
                // A pixel to spare for the scaled box's rounding.
                let width = Double(variant.box.width) * k + 1
                let height = Double(variant.box.height) * k + 1
                let halo = type.capitals ? 0.22 * size : 0.2 * size
                let boxes = centers.map { center -> CGRect in
                    let glyphs = CGRect(
                        x: Double(center.x) - width / 2, y: Double(center.y) - height / 2, width: width,
                        height: height)
                    let box = glyphs.insetBy(dx: -halo - half, dy: -halo - half)
                    guard view.contains(box) else { return .null }
                    if let mask, let owner, mask.share(of: owner, in: glyphs) < required { return .null }
                    let water = context.land.waterFraction(in: glyphs)
                    if area.kind.isWater ? water < required : water > 0.5 { return .null }
                    return box
                }
                guard
                    let choice = placer.placeBestFree(
                        boxes, weight: mustName ? .infinity : 2e6, avoiding: mustName ? [] : avoiding)
                else { continue }
                let layout = try TextLayout(variant.text, style: style(size), library: renderer.fonts)
                let box = glyphBox(layout)
                let center = centers[choice]
                let origin = CGPoint(
                    x: Double(center.x) - Double(box.midX), y: Double(center.y) - Double(box.midY))
                let label = PlacedLabel(
                    subject: .area(area), frame: boxes[choice].insetBy(dx: half, dy: half), dot: nil,
                    role: role, anchor: (MapPoint(x: Double(center.x), y: Double(center.y)), 0))
                return LabelPlan(
                    label: label, layout: layout, origin: origin, halo: halo, tier: .small,
                    shear: type.shear, haloColor: type.haloColor)
            }
            size -= 1
        }
        return nil
    }

}
