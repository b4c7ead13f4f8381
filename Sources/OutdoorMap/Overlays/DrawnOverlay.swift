import Foundation
import OutdoorDrawing
import OutdoorGeo
import OutdoorMapModel
import OutdoorModel

/// The renderer's half of a `MapOverlay`: how one kind of overlay is fitted, planned and painted.
///
/// Each kind conforms in a file of its own (`MapRoute+Drawing.swift`, ...). A render asks every
/// overlay of the request for its `fit` while it frames the view, for its `plan` once the view
/// is known, and then has every plan paint its part of each layer, bottom to top (`MapLayer`),
/// after the map's own content of that layer and in the request's order.
protocol DrawnOverlay: MapOverlay {
    /// What the view must show for the overlay, and the room its symbols need around that.
    func fit(in request: MapRequest) -> OverlayFit

    /// Decides where the overlay goes on the framed view and what names must keep clear of.
    func plan(_ planning: OverlayPlanning) throws -> any OverlayPlan
}

/// What an overlay asks of the framing, as py-staticmaps' objects report their bounds and the
/// extra pixels they need.
struct OverlayFit {
    /// Positions a fitted view shows (degrees).
    var coordinates: [Coordinate] = []
    /// How far the overlay's symbols reach beyond those positions, in logical pixels per side.
    var reach = EdgeInsets(uniform: 0)
    /// Logical pixels kept between the content and the edges; the request's padding when larger.
    var margin = 0.0
    /// The smallest width a fitted view may show, in kilometres; nil for no requirement.
    var minimumWidthKilometres: Double?
}

/// What an overlay is planned on: the request, its framed view, and the renderer's data and fonts.
struct OverlayPlanning {
    /// The request drawn.
    var request: MapRequest
    /// The framed view.
    var viewport: MapViewport
    /// The style drawn with.
    var style: MapStyle
    /// The fonts for any text the overlay sets (numbers, legends).
    var fonts: FontLibrary
    /// The map data, for an overlay that draws geography of its own (a locator inset, say).
    var database: GeoDatabase

    /// The map's box in logical pixels.
    var bounds: CGRect { CGRect(x: 0, y: 0, width: request.width, height: request.height) }
}

/// A pin whose place the map names before other places (see `MapRenderer.planLabels`).
struct PlaceToName {
    /// The pin: its displayed position and place line.
    var pin: MapPin
    /// The pin's index among its overlay's pins, as `PlacedMarker.pins` counts them.
    var index: Int
    /// Why the place is named.
    var role: PlacedLabel.Role
    /// Whether the place is named whatever it takes (a trip's first and last stops): set smaller,
    /// over water or over later dots rather than left out, as the entry's own place is.
    var mustName = false
}

/// An overlay planned on its view: what names work around, and how it paints its layers.
protocol OverlayPlan {
    /// Boxes names keep clear of, in logical pixels.
    var obstacles: [CGRect] { get }
    /// Markers a name may sit beside when they stand for its place, and keeps clear of otherwise.
    var markers: [PlacedMarker] { get }
    /// Pins whose places are named first, most important first.
    var placesToName: [PlaceToName] { get }

    /// Adds what the overlay placed to a render's record (markers are recorded by the renderer).
    func record(into details: inout MapRenderDetails)

    /// Paints the overlay's part of `layer`, if it has one.
    func paint(_ layer: MapLayer, _ painting: OverlayPainting) throws
}

extension OverlayPlan {
    /// Nothing to keep clear of.
    var obstacles: [CGRect] { [] }
    /// No markers.
    var markers: [PlacedMarker] { [] }
    /// No places to name.
    var placesToName: [PlaceToName] { [] }
    /// Nothing to record.
    func record(into details: inout MapRenderDetails) {}
}

/// Where an overlay paints: the canvas and what the map has drawn under it so far.
struct OverlayPainting {
    /// The map's canvas, one unit a logical pixel, clipped to the map.
    var canvas: Canvas
    /// The style drawn with.
    var style: MapStyle
    /// The view drawn.
    var viewport: MapViewport
    /// The land of the drawn coast (fill it with the nonzero rule); empty before the land layer.
    var land: Path
}

extension MapRequest {
    /// The request's overlays with their drawings; throws `MapError.unsupportedOverlay` for a
    /// kind the renderer cannot draw.
    func drawnOverlays() throws -> [any DrawnOverlay] {
        try overlays.map { overlay in
            guard let drawn = overlay as? any DrawnOverlay else {
                throw MapError.unsupportedOverlay(String(describing: type(of: overlay)))
            }
            return drawn
        }
    }

    /// What the overlays the renderer can draw ask of the framing, in the list's order.
    var overlayFits: [OverlayFit] {
        overlays.compactMap { ($0 as? any DrawnOverlay)?.fit(in: self) }
    }
}
