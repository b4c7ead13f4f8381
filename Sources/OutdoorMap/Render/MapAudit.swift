import Foundation
import OutdoorDrawing
import OutdoorGeo
import OutdoorMapModel
import OutdoorModel

/// What a cartographer checks on one map, measured on the plan a render draws: the names that
/// should be there and are not, water names out of place, borders over water, country names
/// outside their country, and the pin's name where its town is not on the map.
///
/// It is the survey's instrument (`outdoor-map-bench survey`) and the fast map tests': each
/// count is 0 on a map a cartographer would sign.
public struct MapAudit: Sendable {
    /// What the map placed where.
    public var details: MapRenderDetails
    /// Capitals and places of `majorPopulation` or more whose dot lies in the frame, that are
    /// not named although a position beside the dot is free (on the maps that name every one,
    /// `MapRenderer.namesEveryMajor`).
    public var unnamedMajorPlaces: [Place] = []
    /// Water names (seas, bays, straits, lakes) whose centre is not in the polygon they name, or on land.
    public var waterLabelsOutside: [String] = []
    /// Ocean and sea names set in water narrower than `inletShare` of the frame.
    public var oceanLabelsInInlets: [String] = []
    /// Country names whose centre lies outside their country.
    public var countryLabelsOutside: [String] = []
    /// Pins of a trip's first and last stops whose town is in the frame and unnamed.
    public var unnamedEndStops: [Int] = []
    /// Towns named beside a pin or marker while their own dot is outside the frame.
    public var pinLabelsOutOfFrame: [String] = []
    /// Border pixels drawn over water (logical pixels, more than a pixel from any land).
    public var borderPixelsOverWater = 0
    /// Border pixels drawn in all (logical pixels): how much border the map shows.
    public var borderPixels = 0

    /// An ocean's or sea's name needs open water at least this share of the frame's width across.
    public static let inletShare = 0.2

    /// The labels placed.
    public var labelCount: Int { details.labels.count }
    /// The water names placed (oceans, seas, bays, straits, lakes).
    public var waterNames: [String] {
        details.labels.compactMap { $0.area?.kind.isWater == true ? $0.name : nil }
    }
    /// The sum of the counts that must be 0.
    public var faults: Int {
        unnamedMajorPlaces.count + waterLabelsOutside.count + oceanLabelsInInlets.count
            + countryLabelsOutside.count + unnamedEndStops.count + pinLabelsOutOfFrame.count
            + borderPixelsOverWater
    }
}

extension MapRenderer {
    /// Plans the map `request` describes and measures it (see `MapAudit`); draws only its borders,
    /// into a scratch canvas, to count their pixels.
    public func audit(_ request: MapRequest) throws -> MapAudit {
        defer { lastCoast = nil }
        let plan = try plan(request)
        var audit = MapAudit(details: plan.details)
        let view = CGRect(x: 0, y: 0, width: plan.request.width, height: plan.request.height)
        try auditPlaces(plan, view: view, into: &audit)
        try auditAreas(plan, view: view, into: &audit)
        try auditBorders(plan, into: &audit)
        return audit
    }

    /// Unnamed capitals and big places, unnamed end stops and pin labels of towns out of frame.
    private func auditPlaces(_ plan: MapPlan, view: CGRect, into audit: inout MapAudit) throws {
        let labels = plan.labels.map(\.label)
        let labelled = Set(labels.compactMap(\.place).map { Place.fold($0.name) + "@" + $0.countryCode })
        func key(_ place: Place) -> String { Place.fold(place.name) + "@" + place.countryCode }
        let inner = view.insetBy(dx: 2, dy: 2)
        // Free positions: nothing placed, no dot, no marker, no furniture in the way.
        var placer = LabelPlacer(bounds: view)
        for label in labels { placer.block(label.frame) }
        for plan in plan.labels {
            guard let dot = plan.label.dot else { continue }
            // As the label engine keeps them: a dot's clearance belongs to its own name.
            let reach = Self.dotClearance - Self.labelSpacing / 2
            placer.block(
                MarkerGeometry.footprint(radius: plan.tier.dotRadius + 1, at: dot).insetBy(
                    dx: -reach, dy: -reach))
        }
        for marker in plan.markers {
            placer.block(marker.frame.insetBy(dx: -Self.markerClearance, dy: -Self.markerClearance))
        }
        for frame in [plan.furniture.scaleBar?.frame, plan.furniture.attribution?.frame, plan.locator?.frame]
        {
            if let frame { placer.block(frame) }
        }
        for box in plan.overlays.flatMap(\.obstacles) { placer.block(box) }
        let withholding = LabelWithholding(plan.request)
        if plan.request.showsPlaceLabels, Self.namesEveryMajor(plan.viewport, level: plan.level) {
            for place in try database.places(in: plan.viewport, limit: 400) where Self.isMajor(place) {
                let p = plan.viewport.project(place.coordinate)
                guard inner.contains(CGPoint(x: p.x, y: p.y)), !labelled.contains(key(place)),
                    withholding?.withholds(.place(place)) != true
                else { continue }
                let tier = Self.tier(of: place, role: .context, level: plan.level)
                let dot = MarkerGeometry.footprint(radius: tier.dotRadius + 1, at: p)
                guard placer.isFree(dot) else { continue }
                let layout = try TextLayout(
                    place.name, style: TextStyle(size: tier.fontSize, weight: tier.weight), library: fonts)
                let ink = layout.metrics.inkBounds
                let halo = 0.28 * tier.fontSize + Self.labelSpacing / 2
                let origins = LabelCandidates.origins(
                    center: CGPoint(x: p.x, y: p.y), radius: tier.dotRadius + 0.8, ink: ink,
                    baseline: layout.metrics.baseline, fontSize: tier.fontSize, gap: Self.labelGap)
                let free = origins.contains { origin in
                    placer.isFree(ink.offsetBy(dx: origin.x, dy: origin.y).insetBy(dx: -halo, dy: -halo))
                }
                if free { audit.unnamedMajorPlaces.append(place) }
            }
        }
        // A trip's first and last stops.
        let named = try namedPlaces(plan.placesToName)
        for place in named where place.mustName {
            let p = plan.viewport.project(place.place.coordinate)
            guard inner.contains(CGPoint(x: p.x, y: p.y)), !labelled.contains(key(place.place)) else {
                continue
            }
            audit.unnamedEndStops += place.pins
        }
        // Towns named beside a marker though their dot is off the map.
        for label in labels where label.dot == nil {
            guard let place = label.place, label.role != .context else { continue }
            let p = plan.viewport.project(place.coordinate)
            if !view.contains(CGPoint(x: p.x, y: p.y)) { audit.pinLabelsOutOfFrame.append(place.name) }
        }
    }

    /// Water names out of their polygon or in inlets, country names outside their country.
    private func auditAreas(_ plan: MapPlan, view: CGRect, into audit: inout MapAudit) throws {
        let projector = MapProjector(viewport: plan.viewport, tolerance: 0.5)
        var masks: [AreaLayer: AreaMask] = [:]
        func mask(_ layer: AreaLayer) throws -> AreaMask {
            if let known = masks[layer] { return known }
            let outlines = try database.areaOutlines(layer, in: plan.viewport.visibleBox)
            let made = AreaMask(
                outlines: AreaNaming.densified(outlines, for: plan.viewport), projector: projector,
                width: Double(view.width), height: Double(view.height), cellSize: 2)
            masks[layer] = made
            return made
        }
        let countries = try database.hasAreas(.countries) ? database.areaTable(.countries) : []
        for label in plan.labels.map(\.label) {
            guard let area = label.area, let outline = area.outline else { continue }
            let center = CGPoint(x: label.anchor.center.x, y: label.anchor.center.y)
            if area.kind == .country {
                let coordinate = plan.viewport.unproject(label.anchor.center)
                let holders = try database.areas(.countries, at: coordinate).map(\.countryCode)
                let code =
                    countries.indices.contains(outline.index) ? countries[outline.index].countryCode : ""
                if !holders.contains(code) { audit.countryLabelsOutside.append(area.name) }
                continue
            }
            let inside = try mask(outline.layer).owner(at: center) == outline.index
            if !inside || plan.land.isLand(center) { audit.waterLabelsOutside.append(area.name) }
            if area.kind == .ocean || area.kind == .sea, plan.level != .coarse {
                if try !isOpenWater(around: center, land: plan.land, viewport: plan.viewport) {
                    audit.oceanLabelsInInlets.append(area.name)
                }
            }
        }
    }

    /// Draws the borders alone and counts their pixels, and those over water.
    private func auditBorders(_ plan: MapPlan, into audit: inout MapAudit) throws {
        let width = plan.request.width
        let height = plan.request.height
        let canvas = try Canvas(pixelWidth: width, pixelHeight: height, scale: 1, background: nil)
        _ = try drawBorders(plan, surfaces: buildCoastSurfaces(plan), on: canvas)
        let pixels = try canvas.pixelBuffer()
        // The land at every pixel (the plan's mask samples every other one).
        let land = LandMask(
            features: plan.coast, projector: plan.projector, width: Double(width), height: Double(height),
            cellSize: 1, southernLimit: plan.southernLimit, detail: plan.detail)
        for y in 0..<height {
            for x in 0..<width where pixels.rgba(x: x, y: y).a >= 128 {
                audit.borderPixels += 1
                // Over water: no land within a pixel (the line's antialiased edge along a coast
                // is not over water).
                let box = CGRect(x: Double(x) - 1, y: Double(y) - 1, width: 3, height: 3)
                if land.waterFraction(in: box) >= 1 { audit.borderPixelsOverWater += 1 }
            }
        }
    }
}
