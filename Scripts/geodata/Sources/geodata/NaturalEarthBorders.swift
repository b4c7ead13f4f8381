import Foundation
import OutdoorGeo
import OutdoorModel

/// The borders: Natural Earth's 1:10m admin-0 boundary lines on land, with their classes under
/// Germany's point of view (the one `countries.oug` takes, so the line the map draws is the one
/// the place line's country comes from), and its admin-1 lines, each tagged with the size of the
/// smaller region it divides so maps outline only the regions that read at their scale.
///
/// No maritime line is written: Natural Earth's `boundary_lines_land` holds none, and the admin-1
/// lines that run across the sea are clipped to the land when drawn.
enum NaturalEarthBorders {
    /// Douglas-Peucker tolerance of the admin-0 lines per level, in degrees.
    static let nationalTolerance: [GeoLevel: Double] = [
        .coarse: 0.05, .low: 0.01, .intermediate: 0.002, .high: 0.0003,
    ]

    /// Douglas-Peucker tolerance of the admin-1 lines per level, in degrees; maps wider than
    /// about 1,800 km (levels c and l) draw no region borders, so those levels get none.
    static let regionTolerance: [GeoLevel: Double] = [.intermediate: 0.008, .high: 0.002]

    struct Summary {
        var kinds: [String: Int] = [:]
        var skipped: [String: Int] = [:]
        var lines = NaturalEarthLines.Summary()
        var regionsUnknown = 0
    }

    /// The kind of an admin-0 line from its attributes (Germany's point of view, `FCLASS_DE`,
    /// where it differs from Natural Earth's own `FEATURECLA`), or nil for one not drawn.
    static func kind(_ row: [String: String]) -> BorderKind? {
        let own = row["FCLASS_DE"] ?? ""
        let feature = own.isEmpty ? (row["FEATURECLA"] ?? "") : own
        if feature.hasPrefix("International boundary") { return .national }
        if feature.hasPrefix("Line of control") { return .lineOfControl }
        for disputed in ["Disputed", "Indefinite", "Indeterminant frontier", "Lease limit"]
        where feature.hasPrefix(disputed) {
            return .disputed
        }
        // "Unrecognized", "Claim boundary", "Overlay limit" (buffer zones), "Admin-1 boundary".
        return nil
    }

    /// Adds the admin-0 lines at `level` to `writer`.
    static func addNational(
        shapefile: String, level: GeoLevel, into writer: inout GeoFeatureWriter, summary: inout Summary
    ) throws {
        let records = try NaturalEarthLines.records(path: shapefile)
        let rows = try Shapefile.readTable(path: String(shapefile.dropLast(4)) + ".dbf")
        guard rows.count == records.count else {
            throw ConverterError("\(shapefile): \(records.count) shapes but \(rows.count) rows")
        }
        var byKind: [BorderKind: [[Coordinate]]] = [:]
        for (row, parts) in zip(rows, records) {
            let feature = row["FCLASS_DE"].flatMap { $0.isEmpty ? nil : $0 } ?? row["FEATURECLA"] ?? ""
            guard let kind = kind(row) else {
                summary.skipped[feature, default: 0] += 1
                continue
            }
            summary.kinds[kind.description, default: 0] += 1
            byKind[kind, default: []] += parts
        }
        for kind in [BorderKind.national, .disputed, .lineOfControl] {
            try NaturalEarthLines.add(
                byKind[kind] ?? [], kind: .border(kind), tolerance: nationalTolerance[level] ?? 0,
                into: &writer, summary: &summary.lines)
        }
    }

    /// Adds the admin-1 lines at `level` to `writer`, each part tagged with the area class of the
    /// smaller of the admin-1 polygons on its two sides, found (with the program's own reader) a
    /// kilometre either side of the part's middle.
    static func addRegions(
        shapefile: String, level: GeoLevel, regions: RegionSizes, into writer: inout GeoFeatureWriter,
        summary: inout Summary
    ) throws {
        guard let tolerance = regionTolerance[level] else { return }
        var byClass: [Int: [[Coordinate]]] = [:]
        for parts in try NaturalEarthLines.records(path: shapefile) {
            for part in parts where part.count >= 2 {
                guard let area = try regions.smallerSide(of: part) else {
                    summary.regionsUnknown += 1
                    byClass[31, default: []].append(part)
                    continue
                }
                let areaClass = Int(log2(max(area, 1)).rounded(.down))
                byClass[min(max(areaClass, 0), 31), default: []].append(part)
            }
        }
        for (areaClass, parts) in byClass.sorted(by: { $0.key < $1.key }) {
            try NaturalEarthLines.add(
                parts, kind: .border(.region(areaClass: areaClass)), tolerance: tolerance, into: &writer,
                summary: &summary.lines)
        }
    }
}

/// The area of every admin-1 polygon of Natural Earth (qgis-common's world_map.gpkg, the polygons
/// regions.oug is made from), one by one: regions.oug merges the polygons of one named region
/// (all of London's boroughs are "England"), so it cannot tell a borough's size.
struct RegionSizes {
    let database: GeoDatabase
    /// Square kilometres by polygon index.
    private var areas: [String: Double] = [:]

    init(options: Options) throws {
        let sources = try AreaLayers.readSourceRegions(options: options)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "geodata-region-sizes-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        try AreaLayers.writeSourceRegions(
            sources, to: scratch.appendingPathComponent(GeoDatabase.fileName(areas: .regions)))
        database = try GeoDatabase(directory: scratch)
        for (i, source) in sources.enumerated() {
            areas["\(i)"] = source.rings.reduce(0) { $0 + Self.squareKilometres($1) }
        }
    }

    static func key(_ area: GeoArea) -> String { area.code }

    /// The area of a ring on the sphere, in square kilometres.
    static func squareKilometres(_ ring: [Coordinate]) -> Double {
        guard ring.count >= 3 else { return 0 }
        let radius = 6371.0088
        var sum = 0.0
        for i in ring.indices {
            let a = ring[i]
            let b = ring[(i + 1) % ring.count]
            let dl = (b.longitude - a.longitude) * .pi / 180
            sum += dl * (2 + sin(a.latitude * .pi / 180) + sin(b.latitude * .pi / 180))
        }
        return abs(sum) * radius * radius / 2
    }

    /// The area of the smaller region beside the middle of `line`, or nil when neither side is in one.
    func smallerSide(of line: [Coordinate]) throws -> Double? {
        let i = max(0, min(line.count - 2, line.count / 2 - 1))
        let a = line[i]
        let b = line[i + 1]
        let mid = Coordinate(
            latitude: (a.latitude + b.latitude) / 2, longitude: (a.longitude + b.longitude) / 2)
        let dx = (b.longitude - a.longitude) * cos(mid.latitude * .pi / 180)
        let dy = b.latitude - a.latitude
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { return nil }
        // A kilometre to each side, perpendicular to the segment.
        let offset = 0.009
        var found: [Double] = []
        for sign in [-1.0, 1.0] {
            let side = Coordinate(
                latitude: max(-90, min(90, mid.latitude + sign * dx / length * offset)),
                longitude: max(
                    -180,
                    min(
                        180,
                        mid.longitude - sign * dy / length * offset / max(cos(mid.latitude * .pi / 180), 0.01)
                    ))
            )
            if let region = try database.areas(.regions, at: side).first, let area = areas[Self.key(region)] {
                found.append(area)
            }
        }
        return found.min()
    }
}
