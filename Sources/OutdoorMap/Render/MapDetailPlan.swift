import Foundation
import OutdoorDrawing
import OutdoorGeo
import OutdoorMapModel
import OutdoorModel

/// What imported OpenStreetMap regions bring to one map: the tier read, the regions drawn, their
/// areas, lines and named points, and where the bundled data gives way to them.
struct DetailPlan {
    /// The tier the view reads.
    var tier: DetailTier
    /// The names of the regions drawn, in name order.
    var regions: [String]
    /// The regions' bounds on the map (logical pixels): inside, the bundled lakes, rivers, shores
    /// and land cover give way to the regions' own.
    var covered: [CGRect]
    /// The bounds of the regions with their own coastline: inside, sea and land are theirs.
    var coasts: [CGRect]
    /// The edge of what the regions hold (see `DetailCoverage`), as segments on the map.
    var edges: [(MapPoint, MapPoint)] = []
    /// Areas, by kind in drawing order.
    var areas: [GeoFeature]
    /// Lines.
    var ways: [GeoFeature]
    /// Named points as places for the label engine (see `MapRenderer.detailPlaces`).
    var places: [Place]

    /// The bundled data's clip: the map outside every covered region (even-odd), or nil.
    func outsideCovered(width: Double, height: Double) -> Path? {
        guard !covered.isEmpty else { return nil }
        var path = Path.rect(CGRect(x: 0, y: 0, width: width, height: height))
        for rect in covered { path.addRect(rect) }
        return path
    }
}

extension MapRenderer {
    /// The detail a map of `viewport` draws from the imported regions, or nil when it draws none.
    ///
    /// None when the request turns detail off, no region meets the view, the view is an Equal
    /// Earth world, or it is wider than `DetailTier.widestViewKilometres`; and none on a map that
    /// withholds anything (`--coords hidden`): its metre-sharp paths, huts and hamlets would
    /// tell what the withheld areas keep back.
    func planDetail(_ request: MapRequest, viewport: MapViewport) throws -> DetailPlan? {
        guard request.showsDetail, !detail.isEmpty, request.withheldAreas.areas.isEmpty,
            viewport.projection == .webMercator,
            let tier = DetailTier.forView(widthKilometres: viewport.widthKilometres)
        else { return nil }
        let box = viewport.visibleBox
        let regions = detail.regions(meeting: box)
        guard !regions.isEmpty else { return nil }
        let projector = MapProjector(viewport: viewport, tolerance: 0)
        var plan = DetailPlan(
            tier: tier, regions: [], covered: [], coasts: [], areas: [], ways: [], places: [])
        for region in regions {
            let database = region.database
            let areas =
                database.availableLevels(.detailAreas).contains(tier.level)
                ? try database.features(.detailAreas, level: tier.level, in: box) : []
            let ways =
                database.availableLevels(.detailWays).contains(tier.level)
                ? try database.features(.detailWays, level: tier.level, in: box) : []
            let points = try database.detailPoints(in: box).filter { Self.showsPoint($0.kind, at: tier) }
            guard !areas.isEmpty || !ways.isEmpty || !points.isEmpty || region.info.hasCoastline else {
                continue
            }
            let bounds = region.info.bounds
            let corners = [
                projector.point(Coordinate(latitude: bounds.north, longitude: bounds.west)),
                projector.point(Coordinate(latitude: bounds.south, longitude: bounds.east)),
            ]
            let rect = CGRect(
                x: min(corners[0].x, corners[1].x), y: min(corners[0].y, corners[1].y),
                width: abs(corners[1].x - corners[0].x), height: abs(corners[1].y - corners[0].y))
            plan.regions.append(region.info.name)
            if let coverage = region.info.coverage {
                // What the region holds, cell by cell, and its edge.
                for cell in coverage.boxes(meeting: box) {
                    let a = projector.point(Coordinate(latitude: cell.north, longitude: cell.west))
                    let b = projector.point(Coordinate(latitude: cell.south, longitude: cell.east))
                    plan.covered.append(
                        CGRect(
                            x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
                    )
                }
                plan.edges += coverage.edges(meeting: box).map {
                    (projector.point($0.0), projector.point($0.1))
                }
            } else {
                plan.covered.append(rect)
            }
            if region.info.hasCoastline { plan.coasts.append(rect) }
            plan.areas += areas
            plan.ways += ways
            plan.places += points.compactMap(Self.place(of:))
        }
        guard !plan.regions.isEmpty else { return nil }
        plan.ways = Self.withinBudget(plan.ways)
        plan.areas = Self.visible(
            plan.areas, metresPerPixel: viewport.widthKilometres * 1000 / Double(viewport.width))
        // Areas of one kind fill together, lower kinds first (land, built-up, ..., water).
        plan.areas.sort { $0.kind.code < $1.kind.code }
        plan.places = Self.withoutRepeats(plan.places)
        return plan
    }

    /// `areas` without the whole (uncut) ones smaller than 3 pixels either way.
    ///
    /// Those are a city's thousands of lawns and yards on a 10 km map. Pieces cut along the cells
    /// are kept, so no large area loses a piece.
    static func visible(_ areas: [GeoFeature], metresPerPixel: Double) -> [GeoFeature] {
        let least = 3 * metresPerPixel / 111_320  // degrees of latitude
        return areas.filter { area in
            guard area.hiddenEdges.isEmpty, area.kind != .detailArea(.land), let box = area.bounds else {
                return true
            }
            let shrink = max(cos(box.south * .pi / 180), 0.01)
            return box.north - box.south >= least || (box.east - box.west) * shrink >= least
        }
    }

    /// The most points of lines a map draws from imported detail: about 20 ms of stroking.
    static let wayPointBudget = 12_000

    /// Kinds of line always drawn when the tier holds them: the roads that structure a map,
    /// railways, ferries and rivers.
    static let structuralWays: Set<DetailWay> = [.motorway, .trunk, .primary, .secondary, .ferry, .river]

    /// `ways` cut to the budget: the structural kinds whole, then the other kinds (tertiary and
    /// minor roads, railways, tracks, paths, streams, service roads) sparsest first while they fit.
    ///
    /// In the mountains or the countryside every path fits; in a city's 10 km view the densest
    /// kinds (footways mapped along every street, service roads) give way first, as on printed
    /// town maps, rather than a grey mesh that takes a fifth of a second to draw.
    static func withinBudget(_ ways: [GeoFeature]) -> [GeoFeature] {
        var points: [DetailWay: Int] = [:]
        for way in ways {
            guard case .detailWay(let kind) = way.kind else { continue }
            points[kind, default: 0] += way.points.count
        }
        var used = structuralWays.reduce(0) { $0 + (points[$1] ?? 0) }
        guard points.values.reduce(0, +) > wayPointBudget else { return ways }
        var kept = structuralWays
        let others = points.keys.filter { !structuralWays.contains($0) }.sorted {
            (points[$0] ?? 0, $0.rawValue) < (points[$1] ?? 0, $1.rawValue)
        }
        for kind in others {
            let count = points[kind] ?? 0
            guard used + count <= wayPointBudget else { break }
            used += count
            kept.insert(kind)
        }
        return ways.filter { way in
            guard case .detailWay(let kind) = way.kind else { return false }
            return kept.contains(kind)
        }
    }

    /// Whether a point of `kind` is named at `tier`: towns and summits from the widest views,
    /// hamlets, passes and huts from 30 km, everything at 12 km.
    static func showsPoint(_ kind: DetailPointKind, at tier: DetailTier) -> Bool {
        switch kind {
        case .city, .town, .village, .peak, .volcano: return true
        case .hamlet, .suburb, .pass, .saddle, .alpineHut, .wildernessHut: return tier >= .intermediate
        case .locality, .shelter, .viewpoint, .campsite: return tier == .high
        }
    }

    /// A named point as a place the label engine ranks with the GeoNames places, or nil when it
    /// has no name.
    ///
    /// Its population stands for its importance on a map: a city's like a city's, a peak's
    /// growing with its height (a 4,000 m summit ranks with a village), huts and passes below.
    static func place(of point: DetailPoint) -> Place? {
        let name = point.name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { return nil }
        let population: Int
        switch point.kind {
        case .city: population = 100_000
        case .town: population = 10_000
        case .village: population = 1_000
        case .suburb: population = 600
        case .hamlet: population = 150
        case .locality: population = 40
        case .peak, .volcano: population = 200 + max(0, point.elevation ?? 0) / 4
        case .pass, .saddle: population = 180
        case .alpineHut: population = 220
        case .wildernessHut: population = 160
        case .viewpoint: population = 90
        case .campsite: population = 80
        case .shelter: population = 60
        }
        return Place(
            name: name, coordinate: point.coordinate, population: population, countryCode: "",
            detail: point.kind, elevation: point.elevation)
    }

    /// `places` with repeats (the same name and kind within 200 m, from overlapping regions) left out.
    static func withoutRepeats(_ places: [Place]) -> [Place] {
        var kept: [Place] = []
        var byName: [String: [Place]] = [:]
        for place in places {
            let key = Place.fold(place.name)
            if byName[key, default: []].contains(where: {
                $0.detail == place.detail && $0.coordinate.distance(to: place.coordinate) < 200
            }) {
                continue
            }
            byName[key, default: []].append(place)
            kept.append(place)
        }
        return kept
    }

    /// The detail's places that name something the bundled places do not: a village GeoNames also
    /// has within 5 km under the same name is named once, as GeoNames' place.
    static func detailPlaces(_ detail: [Place], besides bundled: [Place]) -> [Place] {
        guard !detail.isEmpty else { return [] }
        var names: [String: [Coordinate]] = [:]
        for place in bundled { names[Place.fold(place.name), default: []].append(place.coordinate) }
        return detail.filter { place in
            guard let kind = place.detail, kind.isPlace else { return true }
            let twins = names[Place.fold(place.name)] ?? []
            return !twins.contains { $0.distance(to: place.coordinate) <= 5_000 }
        }
    }
}
