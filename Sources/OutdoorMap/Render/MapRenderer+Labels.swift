import Foundation
import OutdoorDrawing
import OutdoorGeo
import OutdoorModel

extension MapRenderer {
    /// Places to ask the database for before placement picks the ones that fit.
    static let placeCandidateLimit = 120
    /// Pins whose own place is looked up and named first (beyond that, an overview).
    static let preferredPlacePinLimit = 12
    /// Pixels kept between labels, dots and markers.
    static let labelSpacing = 4.0
    /// Pixels kept between a dot and other places' names (text and halo): well over the
    /// `labelSpacing` a name keeps from its own dot, so every name reads as its own dot's.
    static let dotClearance = 10.0
    /// Extra pixels kept between labels and pin markers, so a name beside a merged marker is
    /// not read as the marker's own.
    static let markerClearance = 3.0

    /// The most labels a map of this size gets: one per 25,000 square pixels (35,000 on
    /// world and continent maps, whose names are longer and busier), 3 to 40.
    static func labelLimit(width: Int, height: Int, level: GeoLevel) -> Int {
        let area = level == .coarse ? 35_000 : 25_000
        return min(max(width * height / area, 3), 40)
    }

    /// Names places, most important first, where their names fit; returns what was placed.
    ///
    /// The entry's own place (reverse geocoded from each shown pin, when there are few) comes
    /// first, then the most populous places in view, capitals favoured. Each name takes the
    /// first free spot around its dot (right, the right corners, the same on the left, above,
    /// below) that keeps clear of other names, dots, markers, the route, the scale bar and the
    /// attribution, preferring spots that leave the dots of the places next in line uncovered;
    /// a name that fits nowhere is left out with its dot. A place under a pin is named beside
    /// the pin, without a dot.
    func drawPlaceLabels(
        _ request: MapRequest, on canvas: Canvas, viewport: MapViewport, level: GeoLevel,
        placer: inout LabelPlacer, markers: [PlacedMarker], _ style: MapStyle
    ) throws -> [PlacedLabel] {
        let preferred = try preferredPlaces(request)
        let nearby = try database.places(in: viewport, limit: Self.placeCandidateLimit)
        var candidates = preferred
        let preferredSet = Set(preferred)
        var seen = preferredSet
        let ranked = nearby.enumerated().sorted { a, b in
            let ka = PlaceTier.rankingKey(a.element)
            let kb = PlaceTier.rankingKey(b.element)
            return ka != kb ? ka > kb : a.offset < b.offset
        }
        for (_, place) in ranked where seen.insert(place).inserted { candidates.append(place) }

        let limit = Self.labelLimit(width: request.width, height: request.height, level: level)
        let half = Self.labelSpacing / 2
        let view = CGRect(x: 0, y: 0, width: request.width, height: request.height)
        // The dots of the places next in line: a name prefers a spot that leaves them clear, so
        // Shanghai's name does not push Tokyo off the map.
        var pendingDots: [Place: (box: CGRect, weight: Double)] = [:]
        for place in candidates.prefix(2 * limit) {
            let tier = PlaceTier(population: place.population, isCapital: place.isCapital, level: level)
            let box = MarkerGeometry.footprint(
                radius: tier.dotRadius + 1 + Self.dotClearance - half, at: viewport.project(place.coordinate))
            pendingDots[place] = (box, Double(PlaceTier.rankingKey(place)))
        }
        var placed: [PlacedLabel] = []
        var layoutsMade = 0
        for place in candidates {
            pendingDots[place] = nil
            guard placed.count < limit, layoutsMade < 3 * limit else { break }
            let isPreferred = preferredSet.contains(place)
            var tier = PlaceTier(population: place.population, isCapital: place.isCapital, level: level)
            if isPreferred { tier = .major }
            let position = viewport.project(place.coordinate)
            guard view.insetBy(dx: 2, dy: 2).contains(CGPoint(x: position.x, y: position.y)) else { continue }

            let dotBox = MarkerGeometry.footprint(radius: tier.dotRadius + 1, at: position)
            var anchor = dotBox
            var dot: MapPoint? = position
            if let marker = markers.first(where: { LabelPlacer.overlaps($0.frame, dotBox) }) {
                // A pin covers the place: name it beside the pin when it is the entry's own place.
                guard isPreferred else { continue }
                let clearance = Self.markerClearance + 1
                anchor = MarkerGeometry.labelAnchor(of: marker).insetBy(dx: -clearance, dy: -clearance)
                dot = nil
            } else {
                // Names are held inflated by `half`: the dot keeps `dotClearance` from their text.
                let reach = Self.dotClearance - half
                guard placer.isFree(dotBox.insetBy(dx: -reach, dy: -reach)) else { continue }
            }

            let textStyle = TextStyle(
                size: tier.fontSize, weight: tier.weight,
                color: tier >= .large ? style.majorLabel : style.minorLabel)
            let layout = try TextLayout(place.name, style: textStyle, library: fonts)
            layoutsMade += 1
            let halo = 0.28 * tier.fontSize
            let logical = layout.metrics.logicalBounds
            let size = CGSize(
                width: Double(logical.width) + 2 * halo, height: Double(logical.height) + 2 * halo)
            // The anchor is already inflated by half the spacing wherever it is blocked, so a
            // gap of the spacing keeps the name clear of it.
            let boxes = LabelPlacer.candidates(around: anchor, size: size, gap: Self.labelSpacing).map {
                $0.insetBy(dx: -half, dy: -half)
            }
            let weight = isPreferred ? Double.infinity : Double(PlaceTier.rankingKey(place))
            guard
                let choice = placer.placeBestFree(boxes, weight: weight, avoiding: Array(pendingDots.values))
            else {
                continue
            }
            if dot != nil {
                let reach = Self.dotClearance - half
                placer.block(dotBox.insetBy(dx: -reach, dy: -reach))
            }
            let frame = boxes[choice].insetBy(dx: half, dy: half)

            if let dot {
                try drawPlaceDot(at: dot, tier: tier, isCapital: place.isCapital, on: canvas, style)
            }
            let origin = CGPoint(
                x: Double(frame.minX) + halo - Double(logical.minX),
                y: Double(frame.minY) + halo - Double(logical.minY))
            try canvas.draw(layout, at: origin, halo: TextHalo(color: style.labelHalo, width: halo))
            placed.append(PlacedLabel(place: place, frame: frame, dot: dot))
        }
        return placed
    }

    /// The places of the pins (exact or approximate, when there are few), in pin order, once each.
    private func preferredPlaces(_ request: MapRequest) throws -> [Place] {
        let shown = request.pins.filter { $0.precision != .hidden }
        guard !shown.isEmpty, shown.count <= Self.preferredPlacePinLimit else { return [] }
        var places: [Place] = []
        for pin in shown {
            // A place the pin is in or near; a region-only answer names no town worth favouring.
            if let result = try database.reverseGeocode(pin.displayedCoordinate), result.relation != .region,
                !places.contains(result.place)
            {
                places.append(result.place)
            }
        }
        return places
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
