/// The name of an imported region: its directory's name under the map data folder.
public enum RegionName {
    /// The most characters a name may have.
    public static let maximumLength = 64

    /// Why `name` cannot name a region, or nil when it can: letters, digits, '-', '_' and '.',
    /// not starting with a dot, at most `maximumLength` characters.
    public static func problem(_ name: String) -> String? {
        if name.isEmpty { return "a region's name cannot be empty" }
        if name.count > maximumLength { return "a region's name has at most \(maximumLength) characters" }
        if name.contains("/") { return "a region's name cannot hold a slash" }
        if name.hasPrefix(".") { return "a region's name cannot start with a dot" }
        let allowed = name.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                || "-_.".unicodeScalars.contains(scalar)
        }
        if !allowed {
            return "a region's name may hold only letters, digits, '-', '_' and '.' (no spaces or slashes)"
        }
        return nil
    }

    /// The default name for an extract: its file name without ".osm.pbf" (or ".pbf").
    public static func defaultName(forFile path: String) -> String {
        var name = path.split(separator: "/").last.map(String.init) ?? path
        for suffix in [".osm.pbf", ".pbf"] where name.lowercased().hasSuffix(suffix) {
            name = String(name.dropLast(suffix.count))
            break
        }
        return name
    }
}
