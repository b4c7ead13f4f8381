/// The project's one naming rule for towns and regions (see Scripts/geodata/README.md).
///
/// Towns: GeoNames' main name (mostly the local name in Latin script, the English one for world
/// cities), without administrative affixes ("Fujisawa", not "Fujisawa-shi"; "Nonthaburi", not
/// "Mueang Nonthaburi"). Regions: GeoNames' admin-1 name (its English form where it has one,
/// as of 2025), else the ISO 3166-2 name, without administrative words ("Magallanes", not
/// "Region of Magallanes"). A short list of corrections fixes main names that are not the name
/// used in the place itself.
enum Naming {
    /// Main names GeoNames gets wrong for the place, by geonameid, with the reason.
    static let corrections: [Int: (name: String, reason: String)] = [
        2_658_576: ("Sion", "GeoNames' main name is the German exonym Sitten; Sion speaks French"),
        2_962_945: ("Lifford", "GeoNames' main name is the Irish form Leifear; the town is known as Lifford"),
    ]

    /// Administrative words before a town's name: Thai "town of", Vietnamese city, township, district.
    static let townPrefixes = [
        "Mueang ", "Thành phố ", "Thị trấn ", "Thị Trấn ", "Thị xã ", "Thị Xã ", "Huyện ", "Quận ",
    ]

    /// Administrative suffixes of town names, by country (Japanese city, ward, town and village;
    /// Korean city, county, town; Chinese city, county, town, district).
    static let townSuffixes: [String: [String]] = [
        "JP": ["-shi", "-ku", "-machi", "-chō", "-cho", "-mura", "-son"],
        "KR": ["-si", "-gun", "-eup", "-myeon"],
        "CN": [" Shi", " Xian", " Zhen", " Qu"],
    ]

    /// The name a town is shown with.
    static func townName(geonameid: Int, name: String, country: String) -> String {
        var text = corrections[geonameid]?.name ?? name
        for prefix in townPrefixes where text.hasPrefix(prefix) && text.count > prefix.count + 1 {
            text = String(text.dropFirst(prefix.count))
        }
        for suffix in townSuffixes[country] ?? []
        where text.hasSuffix(suffix) && text.count > suffix.count + 1 {
            text = String(text.dropLast(suffix.count))
        }
        if text.hasSuffix(" District"), text.count > 12 { text = String(text.dropLast(9)) }
        return text
    }

    private static let regionPrefixes = ["Region of ", "State of ", "City state ", "Province of "]
    private static let regionSuffixes = [
        " Regional State", " Region", " Province", " Povince", " Governorate", " Prefecture", " Municipality",
        " Division", " County", " District", " Department", " Parish", " Sheng", " Shi", " Zizhiqu",
    ]
    /// Words that name no region on their own ("Capital Region" stays whole).
    private static let genericWords: Set<String> = [
        "Capital", "Central", "North", "South", "East", "West", "Northern", "Southern", "Eastern", "Western",
        "Northeast", "Northwest", "Southeast", "Southwest", "National Capital", "Metropolitan", "Upper",
        "Lower", "Coast", "Island", "Islands",
    ]

    /// A region's name from GeoNames' admin-1 name or the ISO name, administrative words removed.
    static func regionName(snapshot: String?, iso: String?) -> String? {
        var text: String
        if let snapshot, !snapshot.isEmpty {
            text = snapshot
        } else if var iso, !iso.isEmpty {
            // ISO writes some names inverted: "Madrid, Comunidad de" is "Comunidad de Madrid".
            if let comma = iso.range(of: ", ") {
                let head = iso[..<comma.lowerBound]
                let tail = iso[comma.upperBound...]
                iso = tail.hasSuffix("'") || tail.hasSuffix("’") ? "\(tail)\(head)" : "\(tail) \(head)"
            }
            text = iso
        } else {
            return nil
        }
        for prefix in regionPrefixes where text.hasPrefix(prefix) {
            let rest = String(text.dropFirst(prefix.count))
            if !genericWords.contains(rest) { text = rest }
        }
        for suffix in regionSuffixes where text.hasSuffix(suffix) {
            let rest = String(text.dropLast(suffix.count))
            if rest.count >= 3, !genericWords.contains(rest) { text = rest }
        }
        return text
    }
}
