import Foundation

/// Where the bundled fonts, map data and sample journal are on this machine.
///
/// Looked up in order: `OUTDOOR_RESOURCES` (a folder with fonts/, geodata/, sample-journal/),
/// `<executable>/../share/outdoor` (an installed layout, see `make install`), and the source
/// tree the executable was built from.
struct ResourcePaths {
    /// Folder of the bundled font files.
    var fonts: URL
    /// Folder of the converted map data.
    var geodata: URL
    /// Folder of the bundled sample journal.
    var sampleJournal: URL
    /// The program's source: the tree it was built from, or the archive `make install` puts beside the data.
    var source: URL? = nil

    /// Finds the resources, or explains where it looked.
    static func locate(environment: [String: String]) throws -> ResourcePaths {
        var tried: [String] = []
        if let root = environment[.resources], !root.isEmpty {
            let paths = installed(URL(fileURLWithPath: root))
            if paths.exists { return paths }
            tried.append(root)
        }
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? "").resolvingSymlinksInPath()
        for candidate in [Self.executableURL(), executable].compactMap({ $0 }) {
            let share = candidate.deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("share/outdoor")
            let paths = installed(share)
            if paths.exists { return paths }
            tried.append(share.path)
        }
        let source = sourceTree()
        if source.exists { return source }
        tried.append(source.fonts.deletingLastPathComponent().path)
        throw CommandError(
            "cannot find outdoor's fonts and map data (looked in \(tried.joined(separator: ", "))); "
                + "set OUTDOOR_RESOURCES to the folder that holds fonts/ and geodata/")
    }

    private static func installed(_ root: URL) -> ResourcePaths {
        ResourcePaths(
            fonts: root.appendingPathComponent("fonts"), geodata: root.appendingPathComponent("geodata"),
            sampleJournal: root.appendingPathComponent("sample-journal"),
            source: root.appendingPathComponent("source.tar.gz"))
    }

    /// The layout of the repository this file was compiled from.
    static func sourceTree() -> ResourcePaths {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return ResourcePaths(
            fonts: root.appendingPathComponent("Fonts"),
            geodata: root.appendingPathComponent("Sources/OutdoorGeo/Data"),
            sampleJournal: root.appendingPathComponent("Sources/OutdoorCLI/SampleJournal"), source: root)
    }

    private var exists: Bool {
        FileManager.default.fileExists(atPath: fonts.path)
            && FileManager.default.fileExists(atPath: geodata.path)
    }

    private static func executableURL() -> URL? {
        guard let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else {
            return nil
        }
        return URL(fileURLWithPath: path)
    }
}
