import Foundation
import OutdoorGeo
import OutdoorMapModel
import OutdoorModel

extension MapWithheldAreas: DrawnOverlay {
    /// Nothing to fit: the hidden places' own pins ask for the wide view that does not show them.
    func fit(in request: MapRequest) -> OverlayFit { OverlayFit() }

    /// Nothing to plan or paint: the label planning reads the areas (see `LabelWithholding`).
    func plan(_ planning: OverlayPlanning) throws -> any OverlayPlan { WithheldAreasPlan() }
}

/// The plan of withheld areas: nothing on the map.
struct WithheldAreasPlan: OverlayPlan {
    func paint(_ layer: MapLayer, _ painting: OverlayPainting) throws {}
}

/// Which labels a map with withheld areas (`MapWithheldAreas`) leaves out.
///
/// A label is left out when its feature lies within an area, or when it is named like any
/// feature the data holds within one (so "Fujisawa" is not on a hidden Kamakura card, and
/// neither is another place of that name). Every labelled feature goes through
/// `withholds(name:at:)` before placement: towns now, and whatever the label engine names
/// later (lakes, peaks, parks, huts: pass the feature's label position, and for a feature with
/// an extent call it for the point of the feature nearest the area too).
struct LabelWithholding {
    /// The areas.
    var areas: MapWithheldAreas
    /// The names of every feature within the areas, compared by `key(_:)`.
    var names: Set<String>

    /// The withholding of `request`'s areas, or nil when it has none.
    init?(_ request: MapRequest, database: GeoDatabase) throws {
        let areas = request.withheldAreas
        guard !areas.areas.isEmpty else { return nil }
        self.areas = areas
        var names = Set<String>()
        for area in areas.areas {
            for feature in try database.namedFeatures(within: area.radiusKilometres, of: area.center) {
                names.insert(Self.key(feature.name))
            }
        }
        self.names = names
    }

    /// Whether a label `name` for a feature at `coordinate` must be left out.
    func withholds(name: String, at coordinate: Coordinate) -> Bool {
        areas.contains(coordinate) || names.contains(Self.key(name))
    }

    /// Whether a place's name must be left out.
    func withholds(_ place: Place) -> Bool {
        withholds(name: place.name, at: place.coordinate)
    }

    /// Whether a label's subject (a place at its dot, an area at its label point) must be left out.
    func withholds(_ subject: PlacedLabel.Subject) -> Bool {
        switch subject {
        case .place(let place): return withholds(place)
        case .area(let area): return withholds(name: area.name, at: area.labelPoint)
        }
    }

    /// How names are compared: folded to plain Latin letters and digits ("Fujisawa", "fujisawa"
    /// and "Fujisawa-shi" differ only where the data does), or lowercased where folding leaves
    /// nothing (a name in another script).
    static func key(_ name: String) -> String {
        let folded = Place.fold(name)
        return folded.isEmpty ? name.lowercased() : folded
    }
}
