import Foundation
import OutdoorGeo
import OutdoorRaster

/// A drawn map and the record of what was placed on it.
public struct MapRendering: Sendable {
    /// The pixels: `width * scale` x `height * scale`, premultiplied ARGB32, opaque.
    public var image: PixelBuffer
    /// What was drawn where, in logical pixels.
    public var details: MapRenderDetails

    /// Makes a rendering value.
    public init(image: PixelBuffer, details: MapRenderDetails) {
        self.image = image
        self.details = details
    }
}

/// What a render decided: the view, the level of detail, and where labels and markers went.
public struct MapRenderDetails: Hashable, Sendable {
    /// The view drawn.
    public var viewport: MapViewport
    /// The level of detail of the coast (rivers and borders use it or the nearest coarser one).
    public var level: GeoLevel
    /// Place names drawn, most important first.
    public var labels: [PlacedLabel] = []
    /// Pin markers drawn (clusters included), in drawing order.
    public var markers: [PlacedMarker] = []
    /// The scale bar, when one was drawn.
    public var scaleBar: ScaleBar?
    /// The attribution's box in logical pixels, when it was drawn.
    public var attributionFrame: CGRect?
    /// Points of coast, river and border geometry handed to Cairo after thinning.
    public var pointsDrawn = 0

    /// Makes a details value with nothing placed yet.
    public init(viewport: MapViewport, level: GeoLevel) {
        self.viewport = viewport
        self.level = level
    }
}

/// A place name on the map.
public struct PlacedLabel: Hashable, Sendable {
    /// The place named.
    public var place: Place
    /// The box the text and its halo cover, in logical pixels.
    public var frame: CGRect
    /// The place's dot, in logical pixels; nil when a pin marks the place instead.
    public var dot: MapPoint?

    /// Makes a placed label value.
    public init(place: Place, frame: CGRect, dot: MapPoint?) {
        self.place = place
        self.frame = frame
        self.dot = dot
    }
}

/// A pin marker on the map: one pin, or several merged into a marker with a count.
public struct PlacedMarker: Hashable, Sendable {
    /// How the marker is drawn.
    public enum Kind: Hashable, Sendable {
        /// One pin, drawn with its own mark.
        case single(MapPin.Mark)
        /// Several pins merged; the marker shows their count.
        case cluster
    }

    /// How the marker is drawn.
    public var kind: Kind
    /// Indices of the request's pins the marker stands for, ascending.
    public var pins: [Int]
    /// The marker's anchor: a pin's tip or a round marker's centre, in logical pixels.
    public var position: MapPoint
    /// The box the marker covers, in logical pixels.
    public var frame: CGRect

    /// Makes a placed marker value.
    public init(kind: Kind, pins: [Int], position: MapPoint, frame: CGRect) {
        self.kind = kind
        self.pins = pins
        self.position = position
        self.frame = frame
    }

    /// How many pins the marker stands for.
    public var count: Int { pins.count }
}
