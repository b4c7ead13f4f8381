import Foundation
import OutdoorGeo
import OutdoorModel

/// Decides from an object's tags what a map keeps of it: a line, an area, a named point or nothing.
///
/// Pure: tags in, kinds out. The reader's key filter (COsmium) lets only candidates through;
/// this is where each is kept or dropped.
enum OSMClassifier {
    /// Whether a way is part of the coastline (`natural=coastline`, land on its left).
    static func isCoastline(_ tags: OSMTags) -> Bool {
        tags["natural"] == "coastline"
    }

    /// The line a way is drawn as, or nil.
    ///
    /// Ways tagged `area=yes` (a pedestrian square, a platform) are areas, not lines; a closed
    /// way tagged as a road stays a line (a roundabout, a loop). Sidewalks and crossings mapped
    /// beside their street are left out (the street is drawn), and so are subways, waterways in
    /// culverts and railways that are disused, abandoned or being built.
    static func line(_ tags: OSMTags) -> DetailLine? {
        if tags["area"] == "yes" { return nil }
        if let highway = tags["highway"] { return road(highway, tags: tags) }
        if let railway = tags["railway"] {
            switch railway {
            case "rail", "light_rail", "narrow_gauge", "funicular", "monorail":
                // Sidings, yards and spurs only where everything is drawn.
                return DetailLine(kind: .railway, firstTier: tags["service"] == nil ? .low : .high)
            case "tram": return DetailLine(kind: .railway, firstTier: .intermediate)
            default: return nil
            }
        }
        if tags["route"] == "ferry" { return DetailLine(kind: .ferry, firstTier: .low) }
        if let waterway = tags["waterway"] {
            if let tunnel = tags["tunnel"], tunnel == "culvert" || tunnel == "yes" { return nil }
            switch waterway {
            case "river", "canal": return DetailLine(kind: .river, firstTier: .low)
            case "stream", "tidal_channel": return DetailLine(kind: .stream, firstTier: .intermediate)
            default: return nil
            }
        }
        return nil
    }

    /// The line a `highway` way is drawn as, or nil.
    private static func road(_ highway: String, tags: OSMTags) -> DetailLine? {
        switch highway {
        case "motorway": return DetailLine(kind: .motorway, firstTier: .low)
        case "trunk": return DetailLine(kind: .trunk, firstTier: .low)
        case "primary": return DetailLine(kind: .primary, firstTier: .low)
        case "secondary": return DetailLine(kind: .secondary, firstTier: .low)
        case "motorway_link": return DetailLine(kind: .motorway, firstTier: .intermediate)
        case "trunk_link": return DetailLine(kind: .trunk, firstTier: .intermediate)
        case "primary_link": return DetailLine(kind: .primary, firstTier: .intermediate)
        case "secondary_link": return DetailLine(kind: .secondary, firstTier: .intermediate)
        case "tertiary", "tertiary_link": return DetailLine(kind: .tertiary, firstTier: .intermediate)
        case "unclassified", "residential", "living_street", "road", "pedestrian":
            return DetailLine(kind: .minorRoad, firstTier: .intermediate)
        case "service": return DetailLine(kind: .service, firstTier: .high)
        case "track": return DetailLine(kind: .track, firstTier: .intermediate)
        case "via_ferrata": return DetailLine(kind: .alpinePath, firstTier: .intermediate)
        case "path", "footway", "bridleway", "cycleway", "steps":
            if let footway = tags["footway"], footway == "sidewalk" || footway == "crossing" { return nil }
            if let cycleway = tags["cycleway"], cycleway == "sidewalk" || cycleway == "crossing" {
                return nil
            }
            return DetailLine(
                kind: isDemanding(tags["sac_scale"]) ? .alpinePath : .path, firstTier: .intermediate)
        default: return nil
        }
    }

    /// Whether a `sac_scale` value is demanding mountain hiking (T3) or harder.
    static func isDemanding(_ sacScale: String?) -> Bool {
        switch sacScale {
        case "demanding_mountain_hiking", "alpine_hiking", "demanding_alpine_hiking",
            "difficult_alpine_hiking":
            return true
        default:
            return false
        }
    }

    /// The area an assembled area is filled as, or nil.
    static func area(_ tags: OSMTags) -> DetailArea? {
        switch tags["natural"] {
        case "water": return .water
        case "wood": return .wood
        case "glacier": return .glacier
        case "bare_rock", "scree", "shingle", "rock": return .rock
        case "wetland": return .wetland
        case "grassland", "heath": return .meadow
        default: break
        }
        switch tags["landuse"] {
        case "forest": return .wood
        case "meadow", "grass": return .meadow
        case "residential", "commercial", "retail", "industrial": return .builtUp
        case "reservoir", "basin": return .water
        default: break
        }
        switch tags["leisure"] {
        case "park", "garden", "nature_reserve": return .park
        default: break
        }
        if tags["waterway"] == "riverbank" { return .water }
        if tags["boundary"] == "national_park" { return .park }
        return nil
    }

    /// The kind of named point an object's tags make, or nil.
    static func pointKind(_ tags: OSMTags) -> DetailPointKind? {
        switch tags["natural"] {
        case "peak": return .peak
        case "volcano": return .volcano
        case "saddle": return .saddle
        default: break
        }
        if tags["mountain_pass"] == "yes" { return .pass }
        switch tags["tourism"] {
        case "alpine_hut": return .alpineHut
        case "wilderness_hut": return .wildernessHut
        case "viewpoint": return .viewpoint
        case "camp_site": return .campsite
        default: break
        }
        if tags["amenity"] == "shelter" {
            // Bus stop and civil-defence shelters are not what a walker looks for.
            if ["public_transport", "bomb_shelter", "bomb"].contains(tags["shelter_type"] ?? "")
                || tags["highway"] == "bus_stop"
                || tags["public_transport"] != nil
            {
                return nil
            }
            return .shelter
        }
        switch tags["place"] {
        case "city": return .city
        case "town": return .town
        case "village": return .village
        case "hamlet": return .hamlet
        case "suburb", "quarter", "neighbourhood": return .suburb
        case "locality", "isolated_dwelling": return .locality
        default: return nil
        }
    }

    /// The named point an object with these tags makes at `coordinate`, or nil.
    ///
    /// Places need a name. Summits, passes and saddles need a name or a height (an unnamed
    /// peak with its height is what a walker reads). Huts, shelters, viewpoints and campsites
    /// are kept with or without a name.
    static func point(_ tags: OSMTags, at coordinate: Coordinate) -> DetailPoint? {
        guard coordinate.isValid, let kind = pointKind(tags) else { return nil }
        let name = (tags["name"] ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        let elevation = tags["ele"].flatMap(self.elevation)
        switch kind {
        case .city, .town, .village, .hamlet, .suburb, .locality:
            guard !name.isEmpty else { return nil }
        case .peak, .volcano, .pass, .saddle:
            guard !name.isEmpty || elevation != nil else { return nil }
        case .alpineHut, .wildernessHut, .shelter, .viewpoint, .campsite:
            break
        }
        return DetailPoint(kind: kind, name: name, coordinate: coordinate, elevation: elevation)
    }

    /// A height in whole metres from an `ele` value ("2962", "2962 m", "2 962", "1250.5",
    /// "1250,5", "4100 ft"), or nil when it is not a height on Earth (-500 to 9,000 m).
    static func elevation(_ text: String) -> Int? {
        var number = ""
        var rest = Substring(text.trimmingCharacters(in: .whitespaces))
        if rest.first == "-" {
            number = "-"
            rest = rest.dropFirst()
        }
        var seenSeparator = false
        while let c = rest.first {
            let isDigit = c.isASCII && c.isNumber
            // A thousands space ("2 962") is skipped when a digit follows it.
            let isThousandsSpace =
                (c == " " || c == "\u{202F}" || c == "\u{00A0}") && !seenSeparator
                && (rest.dropFirst().first.map { $0.isASCII && $0.isNumber } ?? false)
            if isDigit {
                number.append(c)
            } else if c == "." || c == ",", !seenSeparator {
                seenSeparator = true
                number.append(".")
            } else if !isThousandsSpace {
                break
            }
            rest = rest.dropFirst()
        }
        guard var value = Double(number), value.isFinite else { return nil }
        let unit = rest.trimmingCharacters(in: .whitespaces).lowercased()
        if unit == "ft" || unit == "feet" || unit == "'" {
            value *= 0.3048
        } else if !(unit.isEmpty || unit == "m" || unit == "meter" || unit == "metres" || unit == "meters") {
            return nil
        }
        guard (-500...9_000).contains(value) else { return nil }
        return Int(value.rounded())
    }
}
