import Foundation
import OutdoorDrawing
import OutdoorGeo
import OutdoorMapModel
import OutdoorModel
import OutdoorRaster

/// A name ready to draw: where its text goes, how it is set, and the dot it belongs to.
struct LabelPlan {
    var label: PlacedLabel
    var layout: TextLayout
    var origin: CGPoint
    var halo: Double
    var tier: PlaceTier
    /// How far the text leans (x moves by -shear per unit of y): water names are set oblique.
    var shear = 0.0
    /// The halo's colour, when not the map's label halo.
    var haloColor: Color?
    /// The leader line from the dot to a name that stands off it, when it does.
    var leader: (from: MapPoint, to: MapPoint)?
}

/// Something the label engine may name: every name on a map (places, countries, seas, lakes)
/// goes through one list of these, in order of importance, so a rule about what a map may name
/// (what `--coords hidden` may disclose) has one place to look.
struct LabelCandidate {
    /// A place beside its dot, or an area inside its visible part.
    var subject: PlacedLabel.Subject
    /// Why it is named.
    var role: PlacedLabel.Role
    /// The pins (of the overlays) that name it, for a place an entry names.
    var pins: [Int] = []
    /// Whether it is named whatever it takes (the entry's place, a trip's first and last stops).
    var mustName = false
    /// Where it stands in the list: higher first (see `MapRenderer.RankBand`).
    ///
    /// A new kind of name (a peak, a hut) joins the one list with a rank of its own.
    var rank: Double = MapRenderer.RankBand.other.rawValue
}

/// A symbol a name may sit beside: its circle, the dot drawn (if any), the owner of the blocked
/// boxes the name may overlap (the marker's own clearance), and shapes it must still keep off.
struct Anchor {
    var center: MapPoint
    var radius: Double
    var dot: MapPoint?
    var ignoring: Int?
    var shapes: [CGRect]
    /// Whether the name stands off the dot and is joined to it by a short leader line.
    var leader = false
}

/// What label placement works around: the map's bounds, its land, the overlays' markers and
/// obstacles, the furniture, and the pins whose places are named first.
struct LabelContext {
    var viewport: MapViewport
    var level: GeoLevel
    var markers: [PlacedMarker]
    var land: LandMask
    var obstacles: [CGRect]
    var placesToName: [PlaceToName]
    /// What must not be named: everything near hidden places (nil when the map shows none).
    var withholding: LabelWithholding?
    /// Named points of imported OpenStreetMap regions (villages, peaks, huts) as places.
    var detailPlaces: [Place] = []
    /// Heights of peaks and huts in metres or feet.
    var units: UnitSystem = .metric
}

extension MapRenderer {
    /// Places to ask the database for before placement picks the ones that fit.
    static let placeCandidateLimit = 120
    /// The most named points of imported regions considered on one map.
    static let detailCandidateLimit = 200
    /// Pixels kept between labels, dots and markers.
    static let labelSpacing = 4.0
    /// Pixels between a dot's circle and its name's glyphs.
    static let labelGap = 3.0
    /// Pixels kept between a dot and other places' names (text and halo): well over the
    /// `labelGap` a name keeps from its own dot, so every name reads as its own dot's.
    static let dotClearance = 10.0
    /// Extra pixels kept between labels and pin markers, so a name beside a marker is read as
    /// the marker's only when it names the marker's place.
    static let markerClearance = 6.0
    /// The most of a land place's name (its glyphs' box) that may lie over water.
    static let maximumWaterUnderName = 0.04
    /// The most of a stop's name that may lie over water when it finds no room wholly on land.
    static let maximumWaterBesideCoast = 0.4

    /// The most labels a map of this size gets: one per 20,000 square pixels (35,000 on
    /// world and continent maps, whose names are longer and busier), 3 to 40; capitals and
    /// places of `majorPopulation` or more on regional maps come on top.
    static func labelLimit(width: Int, height: Int, level: GeoLevel) -> Int {
        let area = level == .coarse ? 35_000 : 20_000
        return min(max(width * height / area, 3), 40)
    }

    /// Decides which places and areas are named where; draws nothing.
    ///
    /// Every name goes through one list (`LabelCandidate`), most important first: the entry's own
    /// place (always named, beside the pin when the pin covers its dot), the trip's stops' places
    /// (the first and last always), capitals and big places, the names of countries, seas and
    /// lakes (`areaCandidates`), then the other places in view by rank and population. A place's
    /// name takes the best free position touching its dot (see `LabelCandidates`) that keeps clear
    /// of other names, dots, markers, the route and the furniture, stays off water, and leaves the
    /// dots of the places next in line uncovered; a name that fits nowhere is left out with its
    /// dot. A place under a pin or marker is named only when it is that marker's own place, beside
    /// the marker and without a dot. An area's name goes inside the part of the area the map
    /// shows, or is left out. Nothing the context's
    /// withholding withholds is a candidate.
    func planLabels(_ request: MapRequest, context: LabelContext) throws -> [LabelPlan] {
        let bounds = CGRect(x: 0, y: 0, width: request.width, height: request.height)
        var placer = LabelPlacer(bounds: bounds)
        let half = Self.labelSpacing / 2
        for (index, marker) in context.markers.enumerated() {
            placer.block(
                marker.frame.insetBy(dx: -Self.markerClearance, dy: -Self.markerClearance), owner: index)
            // A fanned marker's leader line belongs to it too: its stops' place may be named
            // beside the leader's dot.
            let owner = Self.leaderOwner(of: marker, in: context.markers)
            for box in Self.leaderBoxes(of: marker, within: bounds) { placer.block(box, owner: owner) }
        }
        for box in context.obstacles { placer.block(box) }

        let areas = try AreaNaming(renderer: self, request: request, context: context)
        let candidates = try labelCandidates(request, context: context, areas: areas.candidates)
        let limit = Self.labelLimit(width: request.width, height: request.height, level: context.level)
        let areaLimit = Self.areaLabelLimit(
            width: request.width, height: request.height, level: context.level)
        // The dots of the places next in line: a name prefers a spot that leaves them clear, so
        // Shanghai's name does not push Tokyo off the map.
        var pendingDots: [Place: (box: CGRect, weight: Double)] = [:]
        for candidate in candidates.prefix(2 * limit) {
            guard case .place(let place) = candidate.subject else { continue }
            let tier = Self.tier(of: place, role: candidate.role, level: context.level)
            let box = MarkerGeometry.footprint(
                radius: tier.dotRadius + 1 + Self.dotClearance - half,
                at: context.viewport.project(place.coordinate))
            pendingDots[place] = (box, Self.weight(of: place, role: candidate.role))
        }
        var plans: [LabelPlan] = []
        var placesNamed = 0
        var areasNamed = 0
        var layoutsMade = 0
        for candidate in candidates {
            switch candidate.subject {
            case .place(let place):
                pendingDots[place] = nil
                // The entries' places and the capitals and big cities are tried whatever the limit.
                let isNamed = candidate.role != .context || candidate.rank >= RankBand.major.rawValue
                guard isNamed || (placesNamed < limit && layoutsMade < 3 * limit) else { continue }
                layoutsMade += 1
                if let plan = try planLabel(
                    place, candidate: candidate, context: context, placer: &placer,
                    avoiding: Array(pendingDots.values), style: request.style)
                {
                    plans.append(plan)
                    if candidate.role == .context { placesNamed += 1 }
                }
            case .area(let area):
                guard candidate.role != .context || areasNamed < areaLimit else { continue }
                if let plan = try areas.plan(
                    area, role: candidate.role, mustName: candidate.mustName, placer: &placer,
                    avoiding: Array(pendingDots.values))
                {
                    plans.append(plan)
                    if candidate.role == .context { areasNamed += 1 }
                }
            }
        }
        return plans
    }

    /// The one list of what the map may name, most important first (see `planLabels`).
    func labelCandidates(_ request: MapRequest, context: LabelContext, areas: [LabelCandidate]) throws
        -> [LabelCandidate]
    {
        let named = try namedPlaces(context.placesToName)
        let bundled = try database.places(in: context.viewport, limit: Self.placeCandidateLimit)
        // The imported regions' points join the GeoNames places, each feature named once.
        let nearby =
            bundled
            + Self.detailPlaces(context.detailPlaces, besides: bundled + named.map(\.place))
            .sorted { $0.importance > $1.importance }.prefix(Self.detailCandidateLimit)
        let parts = Self.partsOfCities(nearby)
        let majorsFirst = Self.namesEveryMajor(context.viewport, level: context.level)
        var seen = Set(named.map(\.place))
        var candidates: [LabelCandidate] = []
        for place in named {
            candidates.append(
                LabelCandidate(
                    subject: .place(place.place), role: place.role, pins: place.pins,
                    mustName: place.role == .entryPlace || place.mustName,
                    rank: Self.rank(
                        of: place.place, role: place.role, mustName: place.mustName, level: context.level,
                        majorsFirst: majorsFirst)))
        }
        for place in nearby where !parts.contains(place) && seen.insert(place).inserted {
            candidates.append(
                LabelCandidate(
                    subject: .place(place), role: .context,
                    rank: Self.rank(
                        of: place, role: .context, mustName: false, level: context.level,
                        majorsFirst: majorsFirst)))
        }
        candidates += areas
        // Most important first; among equals, the order they came in (areas keep theirs).
        let ordered = candidates.enumerated().sorted { a, b in
            a.element.rank != b.element.rank ? a.element.rank > b.element.rank : a.offset < b.offset
        }.map(\.element)
        // One check for every kind of name: what a withheld area withholds is no candidate.
        guard let withholding = context.withholding else { return ordered }
        return ordered.filter { !withholding.withholds($0.subject) }
    }

    /// The rank bands of the label list, most important first (see `rank(of:role:mustName:level:)`).
    enum RankBand: Double {
        /// A trip's first and last stops: always named.
        case endStop = 90
        /// Capitals and places of `majorPopulation` or more, on regional maps: never dropped while
        /// a position for them is free.
        case major = 80
        /// The entries' own places and lakes, a trip's other stops.
        case own = 70
        /// Oceans and the largest countries on world maps: named before anything else but a
        /// trip's ends.
        case worldLargest = 75
        /// The other countries and seas on world maps.
        case worldArea = 65
        /// Cities of the large and major tiers.
        case big = 60
        /// Countries, seas, bays, straits and lakes.
        case area = 50
        /// Every other place, by importance.
        case other = 40
    }

    /// The population from which a place is named before any town or area on regional maps.
    static let majorPopulation = 500_000

    /// The widest view, in metres per logical pixel, on which every capital and place of
    /// `majorPopulation` or more in the frame is named while a position is free (about 700 km
    /// across a card's panel): wider maps hold too many of them and name them by rank and room.
    static let majorMetresPerPixel = 1_500.0

    /// Whether a map names every major place it can: regional maps (intermediate and high
    /// detail) up to `majorMetresPerPixel`.
    static func namesEveryMajor(_ viewport: MapViewport, level: GeoLevel) -> Bool {
        level >= .intermediate && viewport.metresPerPixel <= majorMetresPerPixel
    }

    /// Whether a place ranks with the capitals: a national capital or a place of `majorPopulation`
    /// or more (never an imported region's point).
    static func isMajor(_ place: Place) -> Bool {
        place.detail == nil && (place.isCapital || place.population >= majorPopulation)
    }

    /// A place's rank in the label list: its band (`RankBand`) plus its importance within it.
    ///
    /// The entry's own town and a trip's middle stops come after the capitals and big places
    /// (when room is short the pin's own name goes first), before the other cities; a trip's
    /// first and last stops before everything.
    static func rank(
        of place: Place, role: PlacedLabel.Role, mustName: Bool, level: GeoLevel, majorsFirst: Bool
    ) -> Double {
        let within = min(log10(Double(max(PlaceTier.rankingKey(place), 1))) / 10, 0.99)
        if role == .stopPlace && mustName { return RankBand.endStop.rawValue + within }
        if majorsFirst, isMajor(place) { return RankBand.major.rawValue + within + (place.isCapital ? 1 : 0) }
        if role != .context { return RankBand.own.rawValue + within }
        let tier = PlaceTier(population: place.effectivePopulation, isCapital: place.isCapital, level: level)
        return (tier >= .large ? RankBand.big : RankBand.other).rawValue + within
    }

    /// How much more populous a city must be than a place in its core for that place to count as
    /// a part of the city on a map.
    static let partOfCityRatio = 4
    /// The share of a city's locality radius that counts as its core.
    static let cityCoreShare = 0.5

    /// The places that are parts of a bigger city rather than towns of their own.
    ///
    /// Such a place is not a seat of government, a capital or a place of `majorPopulation` or
    /// more (Üsküdar, Brooklyn: known by their own names), and lies within the core (half the
    /// locality radius) of a place at least four times as populous. The map names the city, not
    /// its districts (Madrid, not Fuencarral and Ciudad Lineal); place lines still name them.
    static func partsOfCities(_ places: [Place]) -> Set<Place> {
        // An imported region's points are mapped as what they are (a suburb, a peak): never parts.
        let cities = places.filter { $0.detail == nil && $0.effectivePopulation >= partOfCityRatio * 500 }
        var parts = Set<Place>()
        for place in places
        where place.detail == nil && place.seat == .none && !place.isCapital
            && place.population < majorPopulation
        {
            let population = place.effectivePopulation
            for city in cities where city.effectivePopulation >= partOfCityRatio * max(population, 1) {
                let core =
                    cityCoreShare
                    * ReverseGeocoding.localityRadiusKilometres(population: city.effectivePopulation)
                if place.coordinate.distance(to: city.coordinate) <= core * 1000 {
                    parts.insert(place)
                    break
                }
            }
        }
        return parts
    }

    /// How far a name on a leader stands off its dot, in logical pixels.
    static let leaderLength = 14.0

    /// The leader from a dot's edge to the nearest point of a name's glyphs, or nil when they touch.
    static func leader(from dot: MapPoint, dotRadius: Double, to glyphs: CGRect) -> (
        from: MapPoint, to: MapPoint
    )? {
        let x = min(max(dot.x, Double(glyphs.minX) - 1), Double(glyphs.maxX) + 1)
        let y = min(max(dot.y, Double(glyphs.minY) - 1), Double(glyphs.maxY) + 1)
        let dx = x - dot.x
        let dy = y - dot.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > dotRadius + 2 else { return nil }
        let start = MapPoint(
            x: dot.x + dx / length * (dotRadius + 1), y: dot.y + dy / length * (dotRadius + 1))
        return (start, MapPoint(x: x, y: y))
    }

    /// The type tier a place is set in: the entry's place as a major one, stops at least large.
    static func tier(of place: Place, role: PlacedLabel.Role, level: GeoLevel) -> PlaceTier {
        let tier = PlaceTier(population: place.effectivePopulation, isCapital: place.isCapital, level: level)
        switch role {
        case .entryPlace: return .major
        case .stopPlace: return max(tier, .large)
        case .context: return tier
        }
    }

    /// How much a place's dot weighs against covering it: named places outweigh any population.
    static func weight(of place: Place, role: PlacedLabel.Role) -> Double {
        switch role {
        case .entryPlace: return .infinity
        case .stopPlace: return 1e15
        case .context: return Double(PlaceTier.rankingKey(place))
        }
    }

    /// Places one name, or returns nil when it fits nowhere (never for the entry's own place
    /// while any position beside its dot or its pin lies inside the map).
    private func planLabel(
        _ place: Place, candidate: LabelCandidate, context: LabelContext, placer: inout LabelPlacer,
        avoiding: [(box: CGRect, weight: Double)], style: MapStyle
    ) throws -> LabelPlan? {
        let role = candidate.role
        let pins = candidate.pins
        let half = Self.labelSpacing / 2
        let view = placer.bounds
        let position = context.viewport.project(place.coordinate)
        guard view.insetBy(dx: 2, dy: 2).contains(CGPoint(x: position.x, y: position.y)) else { return nil }
        let tier = Self.tier(of: place, role: role, level: context.level)
        let dotBox = MarkerGeometry.footprint(radius: tier.dotRadius + 1, at: position)
        let dotReach = Self.dotClearance - half
        let halo = 0.28 * tier.fontSize

        // The symbols the name may sit beside, best first: its own dot, or the marker over it.
        var anchors: [Anchor] = []
        let markers = context.markers
        let covering = markers.indices.first {
            Self.covers(markers[$0], dot: position, radius: tier.dotRadius + 1)
        }
        let ownMarker = markers.indices.first { markers[$0].pins.contains { pins.contains($0) } }
        let fanned = markers.indices.first { i in
            guard let from = markers[i].leaderFrom else { return false }
            return LabelPlacer.overlaps(
                MarkerGeometry.footprint(radius: MarkerGeometry.leaderDotRadius + 3, at: from), dotBox)
        }
        if let covering {
            // A marker hides the dot: only the marker's own place is named, beside the marker.
            guard role != .context, markers[covering].pins.contains(where: { pins.contains($0) }) else {
                return nil
            }
            anchors.append(Self.anchor(beside: markers[covering], index: covering, halo: halo, view: view))
        } else if let fanned, let from = markers[fanned].leaderFrom {
            // The stops were fanned out from here: their place is named beside the leader's dot,
            // clear of the leaders and the fanned markers.
            let fan = markers.filter { $0.leaderFrom == from }
            guard role != .context, fan.contains(where: { $0.pins.contains { pins.contains($0) } }) else {
                return nil
            }
            anchors.append(
                Anchor(
                    // The route and the leaders meet at the dot: the name keeps its halo off them.
                    center: from,
                    radius: MarkerGeometry.leaderDotRadius + halo + Self.labelSpacing / 2 + 2 - Self.labelGap,
                    dot: nil,
                    ignoring: Self.leaderOwner(of: markers[fanned], in: markers),
                    shapes: fan.flatMap { Self.leaderBoxes(of: $0, within: view) }))
            // A stop that must be named may also go beside its own set-off marker.
            if candidate.mustName, let ownMarker {
                anchors.append(
                    Self.anchor(beside: markers[ownMarker], index: ownMarker, halo: halo, view: view))
            }
        } else {
            // A capital's or big city's dot may stand by a marker's clearance (Cairo beside a pin
            // in Giza), never under another name.
            let majorDotFree =
                candidate.rank >= RankBand.major.rawValue
                && (placer.isFree(dotBox) || markers.indices.contains { placer.isFree(dotBox, ignoring: $0) })
            if candidate.mustName || majorDotFree
                || placer.isFree(dotBox.insetBy(dx: -dotReach, dy: -dotReach))
            {
                anchors.append(
                    Anchor(
                        center: position, radius: tier.dotRadius + 0.8, dot: position, ignoring: nil,
                        shapes: []))
                // The names that must not be lost (the entries' places, stops, capitals and big
                // cities) may stand off their dot on a short leader before they are dropped.
                if role != .context || candidate.rank >= RankBand.major.rawValue {
                    anchors.append(
                        Anchor(
                            center: position, radius: tier.dotRadius + Self.leaderLength, dot: position,
                            ignoring: nil, shapes: [], leader: true))
                }
            }
            // The entry's own place, or a stop's with a marker of its own (a merged marker is named
            // by the place under it), may go beside that marker when its dot finds no room (the
            // route runs through it, say).
            if let ownMarker,
                role == .entryPlace
                    || (role == .stopPlace && (markers[ownMarker].count == 1 || candidate.mustName))
            {
                anchors.append(
                    Self.anchor(beside: markers[ownMarker], index: ownMarker, halo: halo, view: view))
            }
        }
        guard !anchors.isEmpty else { return nil }

        let weight = Self.weight(of: place, role: role)
        // Strict first. A stop's name may then reach over the sea from a coast, mostly on land, and
        // last lie over the sea beside its own marker, as atlases set coastal towns on small-scale
        // maps; the entry's own place may also cover later dots, and at last be set smaller
        // (a long name on a narrow panel), rather than go unnamed.
        let passes: [(water: Double, avoid: Bool)]
        var sizes = [tier]
        switch role {
        case _ where candidate.mustName:
            passes = [
                (Self.maximumWaterUnderName, true), (Self.maximumWaterBesideCoast, true), (1, true),
                (1, false),
            ]
            sizes += [.large, .medium, .small].filter { $0 < tier }
        case .entryPlace, .stopPlace:
            passes = [(Self.maximumWaterUnderName, true), (Self.maximumWaterBesideCoast, true), (1, true)]
        case .context:
            // A coastal or island place's name may lie over the water beside it, on its halo
            // (Imhof), when no position on land is free.
            passes = [(Self.maximumWaterUnderName, true), (1, true)]
        }
        // A long name that must be named and fits nowhere on one line goes on two ("Edinburgh of
        // the / Seven Seas" beside a pin on a narrow panel).
        let text = Self.labelText(of: place, units: context.units)
        var attempts = sizes.map { (size: $0, text: text) }
        let twoLines = AreaNaming.broken(text, into: 2)
        if candidate.mustName, twoLines != text {
            attempts += ([tier] + sizes.dropFirst()).map { (size: $0, text: twoLines) }
        }
        for (index, attempt) in attempts.enumerated() {
            let size = attempt.size
            let textStyle = TextStyle(
                size: size.fontSize, weight: size.weight,
                color: size >= .large ? style.majorLabel : style.minorLabel)
            let layout = try TextLayout(attempt.text, style: textStyle, library: fonts)
            let ink = layout.metrics.inkBounds
            let halo = 0.28 * size.fontSize
            for pass in index == 0 ? passes : [(1, false)] {
                for anchor in anchors {
                    let origins = LabelCandidates.origins(
                        center: CGPoint(x: anchor.center.x, y: anchor.center.y), radius: anchor.radius,
                        ink: ink,
                        baseline: layout.metrics.baseline, fontSize: size.fontSize, gap: Self.labelGap)
                    let boxes = origins.map { origin -> CGRect in
                        let glyphs = ink.offsetBy(dx: origin.x, dy: origin.y)
                        if pass.water < 1, context.land.waterFraction(in: glyphs) > pass.water {
                            return .null
                        }
                        let box = glyphs.insetBy(dx: -halo - half, dy: -halo - half)
                        // Beside its own marker a name still never covers the marker or its leader.
                        for shape in anchor.shapes where LabelPlacer.overlaps(box, shape) { return .null }
                        return box
                    }
                    guard
                        let choice = placer.placeBestFree(
                            boxes, weight: weight, avoiding: pass.avoid ? avoiding : [],
                            ignoring: anchor.ignoring)
                    else { continue }
                    if let dot = anchor.dot {
                        placer.block(
                            MarkerGeometry.footprint(radius: tier.dotRadius + 1, at: dot).insetBy(
                                dx: -dotReach, dy: -dotReach))
                    }
                    let label = PlacedLabel(
                        place: place, frame: boxes[choice].insetBy(dx: half, dy: half), dot: anchor.dot,
                        role: role, anchor: (anchor.center, anchor.radius))
                    var plan = LabelPlan(
                        label: label, layout: layout, origin: origins[choice], halo: halo, tier: tier)
                    if anchor.leader, let dot = anchor.dot {
                        plan.leader = Self.leader(
                            from: dot, dotRadius: tier.dotRadius,
                            to: ink.offsetBy(dx: origins[choice].x, dy: origins[choice].y))
                        if let leader = plan.leader {
                            for box in Self.obstacleBoxes(
                                alongRoute: [leader.from, leader.to], within: view, halfWidth: 1.5)
                            {
                                placer.block(box)
                            }
                        }
                    }
                    return plan
                }
            }
        }
        return nil
    }

    /// Whether `marker` hides a dot of `radius` at `dot`: a teardrop by its head and its tapering
    /// body (not the empty corners of its box), other markers by their box.
    static func covers(_ marker: PlacedMarker, dot: MapPoint, radius: Double) -> Bool {
        let round: Bool
        switch marker.kind {
        case .single(.pin): round = false
        case .single, .cluster: round = true
        case .stops: round = marker.frame.width == marker.frame.height
        }
        if round || marker.leaderFrom != nil {
            // A round marker by its circle, a pill by its box.
            guard round else {
                return LabelPlacer.overlaps(
                    marker.frame.insetBy(dx: -1, dy: -1), MarkerGeometry.footprint(radius: radius, at: dot))
            }
            let dx = dot.x - Double(marker.frame.midX)
            let dy = dot.y - Double(marker.frame.midY)
            return (dx * dx + dy * dy).squareRoot() < Double(marker.frame.width) / 2 + radius + 1
        }
        let tip = marker.position
        let headY = tip.y - MarkerGeometry.pinHeadHeight
        let dx = dot.x - tip.x
        let head = (dx * dx + (dot.y - headY) * (dot.y - headY)).squareRoot()
        if head < MarkerGeometry.pinHeadRadius + MarkerGeometry.ringWidth + radius { return true }
        guard dot.y > headY - radius, dot.y < tip.y + radius else { return false }
        let half = MarkerGeometry.pinHeadRadius * max(0, tip.y - dot.y) / MarkerGeometry.pinHeadHeight
        return abs(dx) < half + MarkerGeometry.ringWidth + radius
    }

    /// Small boxes along a fanned marker's leader line (none for other markers).
    static func leaderBoxes(of marker: PlacedMarker, within view: CGRect) -> [CGRect] {
        guard let from = marker.leaderFrom else { return [] }
        return obstacleBoxes(alongRoute: [from, marker.position], within: view, halfWidth: 3)
    }

    /// The circle a name sits beside when a marker stands for its place: a teardrop's head, or
    /// the round marker or pill (as the circle around its middle).
    ///
    /// The name's halo (`halo` pixels around its glyphs) and half the label spacing stay a pixel
    /// clear of the marker.
    static func anchor(beside marker: PlacedMarker, index: Int, halo: Double, view: CGRect) -> Anchor {
        let box = MarkerGeometry.labelAnchor(of: marker)
        let radius = max(Double(box.width), Double(box.height)) / 2 + halo + labelSpacing / 2 + 1 - labelGap
        return Anchor(
            center: MapPoint(x: Double(box.midX), y: Double(box.midY)), radius: radius, dot: nil,
            ignoring: index,
            shapes: [marker.frame] + leaderBoxes(of: marker, within: view))
    }

    /// The owner under which a fanned marker's leader boxes are blocked: one per fan.
    static func leaderOwner(of marker: PlacedMarker, in markers: [PlacedMarker]) -> Int {
        let first = markers.firstIndex { $0.leaderFrom != nil && $0.leaderFrom == marker.leaderFrom } ?? 0
        return markers.count + first
    }

    /// Draws the planned names (text over its halo), then the dots above all halos.
    func drawLabels(_ plans: [LabelPlan], on canvas: Canvas, _ style: MapStyle) throws {
        for plan in plans {
            guard let leader = plan.leader else { continue }
            var path = Path()
            path.addPolyline(
                [CGPoint(x: leader.from.x, y: leader.from.y), CGPoint(x: leader.to.x, y: leader.to.y)],
                closed: false)
            try canvas.stroke(path, style: StrokeStyle(color: style.labelHalo, width: 2.6, cap: .round))
            try canvas.stroke(path, style: StrokeStyle(color: style.minorLabel, width: 0.8, cap: .round))
        }
        for plan in plans {
            let halo = TextHalo(color: plan.haloColor ?? style.labelHalo, width: plan.halo)
            guard plan.shear != 0 else {
                try canvas.draw(plan.layout, at: plan.origin, halo: halo)
                continue
            }
            // Oblique: the text leans about its baseline, as an italic would.
            let baseline = Double(plan.origin.y) + plan.layout.metrics.baseline
            try canvas.withSavedState {
                canvas.translate(x: Double(plan.origin.x), y: baseline)
                canvas.concatenate(AffineTransform(m11: 1, m12: 0, m21: -plan.shear, m22: 1, tX: 0, tY: 0))
                try canvas.draw(plan.layout, at: CGPoint(x: 0, y: -plan.layout.metrics.baseline), halo: halo)
            }
        }
        for plan in plans {
            guard let dot = plan.label.dot, let place = plan.label.place else { continue }
            if let kind = place.detail, try drawLandmark(kind, at: dot, on: canvas, style) { continue }
            try drawPlaceDot(at: dot, tier: plan.tier, isCapital: place.isCapital, on: canvas, style)
        }
    }

    /// A place's dot: a filled circle with a thin ring; capitals get a ring with a centre.
    private func drawPlaceDot(
        at point: MapPoint, tier: PlaceTier, isCapital: Bool, on canvas: Canvas, _ style: MapStyle
    ) throws {
        let p = CGPoint(x: point.x, y: point.y)
        let r = tier.dotRadius
        if isCapital {
            let outer = Path.circle(center: p, radius: r)
            try canvas.fill(outer, color: style.placeDotRing)
            try canvas.stroke(outer, style: StrokeStyle(color: style.placeDot, width: 1.4))
            try canvas.fill(Path.circle(center: p, radius: r * 0.45), color: style.placeDot)
        } else {
            let dot = Path.circle(center: p, radius: r)
            try canvas.stroke(dot, style: StrokeStyle(color: style.placeDotRing, width: 1.6))
            try canvas.fill(dot, color: style.placeDot)
        }
    }
}
