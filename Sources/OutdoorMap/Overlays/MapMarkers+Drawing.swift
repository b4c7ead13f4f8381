import Foundation
import OutdoorDrawing
import OutdoorGeo
import OutdoorMapModel
import OutdoorModel
import OutdoorRaster

extension MapMarkers: DrawnOverlay {
    /// The pins' displayed positions and the extremes of their areas, with room for the largest
    /// marker; several pins keep `MapFraming.multiplePinMargin` around them, and a hidden pin
    /// shows the box of the area its place line names (`MapPin.extent`) in a view at least
    /// `LocationPrecision.hiddenMinimumWidthKilometres` wide.
    func fit(in request: MapRequest) -> OverlayFit {
        // A hidden pin with the box of the area its place line names fits that box: the view
        // is the same wherever in the area the place lies.
        var fit = OverlayFit(
            coordinates: pins.flatMap { pin in
                pin.precision == .hidden
                    ? pin.extent?.fitPoints ?? [pin.displayedCoordinate] : [pin.displayedCoordinate]
            })
        fit.coordinates += areas.flatMap(\.extremes)
        for pin in pins where pin.precision == .exact {
            fit.reach = fit.reach.union(MarkerGeometry.reach(of: pin.mark))
        }
        if clusters, !pins.isEmpty {
            fit.reach = fit.reach.union(
                EdgeInsets(uniform: MarkerGeometry.maximumClusterRadius + MarkerGeometry.clusterHaloWidth))
        }
        // Several pins keep a margin of their own around them: context shows beyond the outermost.
        if pins.count > 1 {
            fit.margin = MapFraming.multiplePinMargin * Double(min(request.width, request.height))
        }
        if pins.contains(where: { $0.precision == .hidden }) {
            fit.minimumWidthKilometres = LocationPrecision.hiddenMinimumWidthKilometres
        }
        return fit
    }

    /// Places the markers, the areas of approximate pins, and the pins whose places are named.
    ///
    /// An entry's teardrop whose head would hide the dot of the town its place line names (a
    /// town a few kilometres north of the entry) becomes a round mark at the entry's position,
    /// so the town is named beside its own dot.
    func plan(_ planning: OverlayPlanning) throws -> any OverlayPlan {
        var shown = self
        if try headHidesTown(planning) { shown.pins[0].mark = .dot }
        let markers = try shown.placeMarkers(on: planning.viewport, fonts: planning.fonts)
        return MarkersPlan(
            markers: markers, placesToName: placesToName(markers: markers),
            areas: areas.map { AreaPlan($0, on: planning.viewport) }, fonts: planning.fonts)
    }

    /// Whether this is one entry's teardrop whose head would cover its town's dot: the town its
    /// place line says it is near ("near San Pedro de Atacama": not in it, so the pin cannot stand
    /// for it), more than `MarkerGeometry.tipClearance` from the tip.
    func headHidesTown(_ planning: OverlayPlanning) throws -> Bool {
        guard pins.count == 1, let pin = pins.first, pin.mark == .pin, pin.precision == .exact,
            let locality = pin.place, locality.relation == .near, locality.kind != .lake,
            let town = try planning.database.place(
                named: locality.name, near: pin.coordinate,
                withinKilometres: MapRenderer.namedPlaceRadius(for: pin.precision))
        else { return false }
        let tip = planning.viewport.project(pin.coordinate)
        let dot = planning.viewport.project(town.coordinate)
        let dx = dot.x - tip.x
        let dy = dot.y - tip.y
        guard (dx * dx + dy * dy).squareRoot() > MarkerGeometry.tipClearance else { return false }
        let head = MarkerGeometry.footprint(of: .pin, at: tip).insetBy(dx: -3, dy: -3)
        return head.contains(CGPoint(x: dot.x, y: dot.y))
    }

    /// Where each exact pin's marker goes; with clustering, overlapping ones merged.
    ///
    /// Approximate pins show an area and hidden pins nothing, so neither gets a marker.
    /// Numbered stops that would overlap are merged into one marker showing their numbers or
    /// fanned out with leader lines (`StopMarkerLayout`). Markers come back in drawing order:
    /// top of the map first, so lower markers overlap higher ones as they would in perspective.
    func placeMarkers(on viewport: MapViewport, fonts: FontLibrary) throws -> [PlacedMarker] {
        let exact = pins.indices.filter { pins[$0].precision == .exact }
        let positions = exact.map { viewport.project(pins[$0].displayedCoordinate) }
        var markers: [PlacedMarker] = []
        if clusters {
            let groups = PinClusterer.cluster(positions, gap: 2) { count in
                MarkerGeometry.clusterReach(count: count)
            }
            for cluster in groups {
                let members = cluster.members.map { exact[$0] }
                if members.count == 1, let only = members.first {
                    let mark = pins[only].mark
                    let position = positions[cluster.members[0]]
                    markers.append(
                        PlacedMarker(
                            kind: .single(mark), pins: members, position: position,
                            frame: MarkerGeometry.footprint(of: mark, at: position)))
                } else {
                    markers.append(
                        PlacedMarker(
                            kind: .cluster, pins: members, position: cluster.center,
                            frame: MarkerGeometry.footprint(radius: cluster.radius, at: cluster.center)))
                }
            }
        } else {
            var stops: [StopMarkerLayout.Stop] = []
            for (k, index) in exact.enumerated() {
                let mark = pins[index].mark
                if case .number(let n) = mark {
                    stops.append(StopMarkerLayout.Stop(pin: index, number: n, position: positions[k]))
                    continue
                }
                markers.append(
                    PlacedMarker(
                        kind: .single(mark), pins: [index], position: positions[k],
                        frame: MarkerGeometry.footprint(of: mark, at: positions[k])))
            }
            markers += try Self.stopMarkers(
                stops, bounds: CGRect(x: 0, y: 0, width: viewport.width, height: viewport.height),
                fonts: fonts)
        }
        return markers.sorted { ($0.position.y, $0.pins[0]) < ($1.position.y, $1.pins[0]) }
    }

    /// The pins whose places the map names, in pin order: on a map with one pin (an entry's card)
    /// its place is the entry's place, with several (a trip, an overview) the stops' places; a
    /// trip's first and last stops must be named.
    ///
    /// A hidden pin names no place: it may show nothing finer than its region. With clustering
    /// only pins shown by a marker of their own are named.
    func placesToName(markers: [PlacedMarker]) -> [PlaceToName] {
        var candidates = pins.indices.filter { pins[$0].precision != .hidden }
        if clusters {
            let alone = Set(markers.filter { $0.count == 1 }.flatMap(\.pins))
            candidates = candidates.filter { alone.contains($0) }
        }
        let role: PlacedLabel.Role = pins.count == 1 ? .entryPlace : .stopPlace
        // A trip's first and last stops are always named, as its one entry is on a card.
        let numbered = candidates.compactMap { index -> (index: Int, number: Int)? in
            if case .number(let n) = pins[index].mark { return (index, n) }
            return nil
        }
        let first = numbered.min { ($0.number, $0.index) < ($1.number, $1.index) }?.index
        let last = numbered.max { ($0.number, -$0.index) < ($1.number, -$1.index) }?.index
        return candidates.map {
            PlaceToName(pin: pins[$0], index: $0, role: role, mustName: $0 == first || $0 == last)
        }
    }

    /// Numbered stops laid out by `StopMarkerLayout`: single numbers as round badges, merged
    /// ones as pills, set-off ones with the point their leader line starts from.
    private static func stopMarkers(_ stops: [StopMarkerLayout.Stop], bounds: CGRect, fonts: FontLibrary)
        throws
        -> [PlacedMarker]
    {
        guard !stops.isEmpty else { return [] }
        let height = 2 * MarkerGeometry.numberRadius
        var widths: [String: Double] = [:]
        var failure: Error?
        let laidOut = StopMarkerLayout.layout(stops, height: height, bounds: bounds) { text in
            if let known = widths[text] { return known }
            var width = height
            if text.count > 2 {
                do {
                    let layout = try MarkersPlan.markerTextLayout(
                        text, radius: MarkerGeometry.numberRadius, fonts: fonts)
                    width = Double(layout.metrics.logicalBounds.width) + 2 * MarkerGeometry.pillPadding
                } catch {
                    failure = error
                }
            }
            widths[text] = width
            return width
        }
        if let failure { throw failure }
        return laidOut.map { marker in
            let kind: PlacedMarker.Kind
            if marker.numbers.count == 1, let n = marker.numbers.first {
                kind = .single(.number(n))
            } else {
                kind = .stops(marker.text)
            }
            return PlacedMarker(
                kind: kind, pins: marker.pins, position: marker.center, frame: marker.frame,
                leaderFrom: marker.leaderFrom)
        }
    }
}

/// Markers placed on a view, the areas of approximate pins, and the places they name.
struct MarkersPlan: OverlayPlan {
    var markers: [PlacedMarker]
    var placesToName: [PlaceToName]
    var areas: [AreaPlan]
    var fonts: FontLibrary

    /// The areas' tints on land and their rims, then the markers.
    func paint(_ layer: MapLayer, _ painting: OverlayPainting) throws {
        switch layer {
        case .land: try AreaPlan.paintTints(areas, painting)
        case .areas: for area in areas { try area.paintRim(painting) }
        case .markers: try drawMarkers(markers, on: painting.canvas, painting.style)
        default: break
        }
    }

    /// The number or count set inside a round marker or pill of `radius`.
    static func markerTextLayout(_ text: String, radius: Double, color: Color = .white, fonts: FontLibrary)
        throws -> TextLayout
    {
        let size = text.count >= 3 ? radius * 0.78 : radius * 0.9
        return try TextLayout(text, style: TextStyle(size: size, weight: .bold, color: color), library: fonts)
    }

    /// Draws every marker: leader lines of fanned stops first, then shadow, accent body, white
    /// ring, and a dot, number, numbers or count.
    func drawMarkers(_ markers: [PlacedMarker], on canvas: Canvas, _ style: MapStyle) throws {
        for marker in markers {
            guard let from = marker.leaderFrom else { continue }
            try drawLeader(from: from, to: marker, on: canvas, style)
        }
        for marker in markers {
            let p = CGPoint(x: marker.position.x, y: marker.position.y)
            switch marker.kind {
            case .single(.pin):
                try drawTeardrop(at: p, on: canvas, style)
            case .single(.dot):
                try drawRoundMarker(at: p, radius: MarkerGeometry.dotRadius, text: nil, on: canvas, style)
            case .single(.number(let n)):
                try drawRoundMarker(
                    at: p, radius: MarkerGeometry.numberRadius, text: String(n), on: canvas, style)
            case .stops(let text):
                try drawPill(marker.frame, text: text, on: canvas, style)
            case .cluster:
                let radius = MarkerGeometry.clusterRadius(count: marker.count)
                // A soft outer ring tells a merged marker from a single dot at a glance.
                try canvas.fill(
                    Path.circle(center: p, radius: radius + MarkerGeometry.clusterHaloWidth),
                    color: style.accent.withAlpha(0.28))
                try drawRoundMarker(at: p, radius: radius, text: String(marker.count), on: canvas, style)
            }
        }
    }

    /// A fanned marker's leader: a thin line over a white casing from the stops' true position
    /// (a small accent dot) to the marker's edge.
    private func drawLeader(from: MapPoint, to marker: PlacedMarker, on canvas: Canvas, _ style: MapStyle)
        throws
    {
        var line = Path()
        line.move(to: CGPoint(x: from.x, y: from.y))
        line.line(to: CGPoint(x: marker.position.x, y: marker.position.y))
        try canvas.stroke(line, style: StrokeStyle(color: style.routeCasing, width: 3.6, cap: .round))
        try canvas.stroke(line, style: StrokeStyle(color: style.accent, width: 1.5, cap: .round))
        let dot = Path.circle(center: CGPoint(x: from.x, y: from.y), radius: MarkerGeometry.leaderDotRadius)
        try canvas.fill(dot, color: style.accent)
        try canvas.stroke(dot, style: StrokeStyle(color: style.pinRing, width: 1.2))
    }

    /// A pill for merged stops ("2-3"): a round-ended accent box with a white ring and the numbers.
    private func drawPill(_ frame: CGRect, text: String, on canvas: Canvas, _ style: MapStyle) throws {
        let ring = MarkerGeometry.ringWidth
        let inner = frame.insetBy(dx: ring / 2, dy: ring / 2)
        let body = Path.roundedRect(inner, cornerRadius: Double(inner.height) / 2)
        try canvas.drawShadow(
            of: body, Shadow(color: style.pinShadow, offset: CGSize(width: 0, height: 1), blurRadius: 2.5))
        try canvas.fill(body, color: style.accent)
        try canvas.stroke(body, style: StrokeStyle(color: style.pinRing, width: ring))
        try drawMarkerText(
            text, radius: Double(frame.height) / 2, center: CGPoint(x: frame.midX, y: frame.midY), canvas,
            style)
    }

    /// A teardrop pin whose tip is at `tip`: accent body, white ring, white centre.
    private func drawTeardrop(at tip: CGPoint, on canvas: Canvas, _ style: MapStyle) throws {
        let r = MarkerGeometry.pinHeadRadius
        let h = MarkerGeometry.pinHeadHeight
        let head = CGPoint(x: Double(tip.x), y: Double(tip.y) - h)
        // The sides leave the head along its tangents through the tip.
        let beta = acos(min(r / h, 1))
        let right = Double.pi / 2 - beta
        let left = Double.pi / 2 + beta
        var body = Path()
        body.move(to: tip)
        body.arc(center: head, radius: r, startAngle: right, endAngle: left, clockwise: false)
        body.close()

        // A small ground shadow under the tip, then the pin's own soft shadow.
        var ground = Path()
        ground.addEllipse(in: CGRect(x: Double(tip.x) - 5, y: Double(tip.y) - 1.5, width: 10, height: 3.5))
        try canvas.drawShadow(
            of: ground, Shadow(color: style.pinShadow, offset: .zero, blurRadius: 2))
        try canvas.drawShadow(
            of: body, Shadow(color: style.pinShadow, offset: CGSize(width: 0, height: 1.5), blurRadius: 3))
        try canvas.fill(body, color: style.accent)
        try canvas.stroke(
            body, style: StrokeStyle(color: style.pinRing, width: MarkerGeometry.ringWidth, join: .round))
        try canvas.fill(Path.circle(center: head, radius: r * 0.38), color: style.pinRing)
    }

    /// A round marker of `radius` (ring included) with optional centred text.
    private func drawRoundMarker(
        at center: CGPoint, radius: Double, text: String?, on canvas: Canvas, _ style: MapStyle
    ) throws {
        let ring = MarkerGeometry.ringWidth
        let body = Path.circle(center: center, radius: radius - ring / 2)
        try canvas.drawShadow(
            of: body, Shadow(color: style.pinShadow, offset: CGSize(width: 0, height: 1), blurRadius: 2.5))
        try canvas.fill(body, color: style.accent)
        try canvas.stroke(body, style: StrokeStyle(color: style.pinRing, width: ring))
        guard let text else { return }
        try drawMarkerText(text, radius: radius, center: center, canvas, style)
    }

    /// A marker's number or count, its digits' ink centred on `center`.
    private func drawMarkerText(
        _ text: String, radius: Double, center: CGPoint, _ canvas: Canvas, _ style: MapStyle
    ) throws {
        let layout = try Self.markerTextLayout(text, radius: radius, color: style.pinRing, fonts: fonts)
        let ink = layout.metrics.inkBounds
        let logical = layout.metrics.logicalBounds
        // Centre the digits' ink box, which sits higher than the logical box's middle.
        let origin = CGPoint(
            x: Double(center.x) - Double(logical.width) / 2 - Double(logical.minX),
            y: Double(center.y) - Double(ink.midY))
        try canvas.draw(layout, at: origin)
    }
}
