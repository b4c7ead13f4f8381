import Foundation
import OutdoorModel

/// The place line offline reverse geocoding found for a coordinate (see `ReverseGeocoding`).
public struct ReverseGeocodeResult: Hashable, Sendable {
    /// What the line names.
    public enum Relation: String, Hashable, Sendable {
        /// A town the point is in (within its locality radius).
        case within
        /// A town the point is near (outside the locality radius but within the "near" limit).
        case near
        /// No town in reach: a lake the point is on or beside.
        case feature
        /// No town or feature in reach: only the region (or the country) is named.
        case region
    }

    /// What the line names.
    public var relation: Relation
    /// The town, for `.within` and `.near`.
    public var town: Place?
    /// The lake, for `.feature`.
    public var feature: GeoArea?
    /// The region: the town's for a town, the point's otherwise; nil when the data has none.
    public var region: GeoArea?
    /// The country whose area holds the point (or whose coast it lies off).
    public var country: GeoArea
    /// Distance from the point to the town's centre or to the lake (0 on it), in kilometres.
    public var distanceKilometres: Double
    /// How far offshore the point lies, in kilometres (0 on land or inside a lake's country).
    public var offshoreKilometres: Double

    /// Makes a result.
    public init(
        relation: Relation, town: Place?, feature: GeoArea?, region: GeoArea?, country: GeoArea,
        distanceKilometres: Double, offshoreKilometres: Double = 0
    ) {
        self.relation = relation
        self.town = town
        self.feature = feature
        self.region = region
        self.country = country
        self.distanceKilometres = distanceKilometres
        self.offshoreKilometres = offshoreKilometres
    }

    /// The town named, if any (the same as `town`).
    public var place: Place? { town }
    /// The line's first name: the town's, the lake's, the region's or the country's.
    public var name: String { town?.name ?? feature?.name ?? region?.name ?? country.name }
    /// The region's name ("Colorado"), when known.
    public var admin1: String? { region?.name }
    /// ISO country code ("US").
    public var countryCode: String { country.countryCode }
    /// The country's English name ("United States").
    public var countryName: String? { country.name }
    /// The town's IANA time-zone identifier ("America/Denver"), when a town is named.
    public var timeZoneIdentifier: String? { town?.timeZoneIdentifier }

    /// "Boulder, Colorado, US"; "near Potes, Cantabria, ES"; "Lago Grey, Magallanes, CL";
    /// "Magallanes, CL" for a region; "Antarctica" where the country has no region.
    ///
    /// A region named like the town or lake before it, or like its country, is left out ("Madrid, ES").
    public var displayName: String {
        var parts: [String] = []
        var first: String?
        switch relation {
        case .within: first = town?.name
        case .near: first = town.map { "near \($0.name)" }
        case .feature:
            first = feature.map { distanceKilometres > 0 ? "near \($0.name)" : $0.name }
        case .region: first = nil
        }
        if let first { parts.append(first) }
        let named = [town?.name, feature?.name, country.name].compactMap { $0 }.map(Place.fold)
        if let region, !named.contains(Place.fold(region.name)) {
            parts.append(region.name)
        }
        if parts.isEmpty { return country.name }
        parts.append(country.countryCode)
        return parts.joined(separator: ", ")
    }

    /// The line as shown and the locality it names (the town, or the lake), as values.
    public var placeLine: PlaceLine {
        var locality: NamedLocality?
        switch relation {
        case .within, .near:
            locality = town.map {
                NamedLocality(
                    name: $0.name, kind: .town, relation: relation == .near ? .near : .within,
                    coordinate: $0.coordinate)
            }
        case .feature:
            locality = feature.map {
                NamedLocality(name: $0.name, kind: .lake, relation: distanceKilometres > 0 ? .near : .within)
            }
        case .region:
            locality = nil
        }
        return PlaceLine(text: displayName, locality: locality)
    }
}
