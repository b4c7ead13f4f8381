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

/// What a map with withheld areas (`MapWithheldAreas`, around hidden places) may name:
/// nothing finer than a hidden place line discloses, anywhere in its frame.
///
/// A hidden place line names a region and its country, so such a map names countries, oceans
/// and seas, and bays, straits and lakes at least `smallestNamedWaterKilometres` across (the
/// Bay of Biscay, Lake Victoria; not Tokyo Bay or Lake Geneva). It names no town, city or
/// capital, no point of an imported region (village, peak, hut) and no spot height. The rule is
/// the same near the place and far from it: a map that named everything but what lies near the
/// place would show a hole, and the hole would be the answer. Whatever the label engine names
/// later goes through `withholds(_:)` too.
struct LabelWithholding {
    /// The smallest bay, strait or lake a hidden map names: its longer side, in kilometres
    /// (bigger than a region's towns, so its name tells no more than the region).
    static let smallestNamedWaterKilometres = 200.0

    /// The withholding of a map that shows a hidden place, or nil when `request` has no withheld areas.
    init?(_ request: MapRequest) {
        guard !request.withheldAreas.areas.isEmpty else { return nil }
    }

    /// Whether a label's subject must be left out: every place; an area unless it is a country,
    /// an ocean, a sea or a big enough bay, strait or lake.
    func withholds(_ subject: PlacedLabel.Subject) -> Bool {
        switch subject {
        case .place:
            return true
        case .area(let area):
            switch area.kind {
            case .country, .ocean, .sea:
                return false
            case .bay, .strait, .lake, .reservoir:
                return area.bounds.longerSideKilometres < Self.smallestNamedWaterKilometres
            }
        }
    }
}
