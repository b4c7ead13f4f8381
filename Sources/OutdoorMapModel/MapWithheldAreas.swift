import Foundation
import OutdoorModel

/// Areas a map must give nothing away about: around hidden places, no name and no detail.
///
/// `Disclosure` (OutdoorDisclosure) puts one on every map that shows a hidden place: a disc of
/// `radiusKilometres` around each place rounded to a coarse grid (the disc covers the true
/// position's clearance, and its centre tells no more than the grid's cell). The renderer draws
/// nothing for it. A map that has one names nothing finer than a hidden place line anywhere in its
/// frame (no town, near the place or far from it: the rule does not depend on where the discs
/// are, so it leaves no hole), and before anything is planned every other overlay is passed
/// through `restrict(_:)`, so an overlay that cannot keep clear of the discs (a route or a track
/// through a hidden place) is left out.
public struct MapWithheldAreas: MapOverlay {
    /// One withheld disc.
    public struct Area: Hashable, Sendable {
        /// The centre (degrees): a position rounded to a coarse grid, never a true one.
        public var center: Coordinate
        /// The radius on the ground, in kilometres.
        public var radiusKilometres: Double

        /// A disc of `radiusKilometres` around `center`.
        public init(center: Coordinate, radiusKilometres: Double) {
            self.center = center
            self.radiusKilometres = radiusKilometres
        }

        /// Whether `coordinate` lies within the disc (great-circle distance).
        public func contains(_ coordinate: Coordinate) -> Bool {
            center.distance(to: coordinate) <= radiusKilometres * 1000
        }
    }

    /// The discs, in any order.
    public var areas: [Area]

    /// Withholds everything within `areas`.
    public init(_ areas: [Area]) {
        self.areas = areas
    }

    /// Whether `coordinate` lies within any of the discs.
    public func contains(_ coordinate: Coordinate) -> Bool {
        areas.contains { $0.contains(coordinate) }
    }

    /// Checks each centre and radius.
    public func validate() throws {
        for area in areas {
            guard area.center.isValid else { throw MapError.invalidCoordinate(area.center) }
            guard area.radiusKilometres.isFinite, area.radiusKilometres > 0 else {
                throw MapError.invalidExtent(area.radiusKilometres)
            }
        }
    }

    /// Kept: it is what keeps the others clear.
    public func withholding(_ areas: MapWithheldAreas) -> (any MapOverlay)? { self }

    /// `overlays` restricted to keep clear of the withheld areas among them.
    ///
    /// Each overlay comes back as its `withholding(_:)` gives it, those it drops left out; a list
    /// without `MapWithheldAreas` comes back as it is.
    public static func restrict(_ overlays: [any MapOverlay]) -> [any MapOverlay] {
        let areas = overlays.compactMap { $0 as? MapWithheldAreas }.flatMap(\.areas)
        guard !areas.isEmpty else { return overlays }
        let withheld = MapWithheldAreas(areas)
        return overlays.compactMap { $0.withholding(withheld) }
    }
}

extension MapRequest {
    /// Every withheld disc of the request's overlays (see `MapWithheldAreas`); empty when none.
    public var withheldAreas: MapWithheldAreas {
        MapWithheldAreas(overlays(of: MapWithheldAreas.self).flatMap(\.areas))
    }
}
