import Foundation
import OutdoorGeo
import OutdoorMapModel
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
    /// The radar legend's box in logical pixels, when the map shows radar.
    public var legendFrame: CGRect?
    /// Where the radar picture lies (the copy nearest the centre), in logical pixels, when the map shows radar.
    public var radarFrame: CGRect?
    /// Points of coast, river and border geometry handed to Cairo after thinning.
    public var pointsDrawn = 0
    /// Points of recorded tracks handed to Cairo after simplification.
    public var trackPointsDrawn = 0

    /// Makes a details value with nothing placed yet.
    public init(viewport: MapViewport, level: GeoLevel) {
        self.viewport = viewport
        self.level = level
    }
}

/// A place name on the map.
public struct PlacedLabel: Hashable, Sendable {
    /// Why a place is named, most important first.
    public enum Role: Int, Hashable, Sendable, Comparable {
        /// The place the entry's place line names: always named on its card.
        case entryPlace
        /// The place of one of the trip's stops (or of an entry on an overview).
        case stopPlace
        /// Another place, named by rank and population where there is room.
        case context

        /// Orders roles by importance.
        public static func < (lhs: Role, rhs: Role) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The place named.
    public var place: Place
    /// The box the text and its halo cover, in logical pixels.
    public var frame: CGRect
    /// The place's dot, in logical pixels; nil when a pin or marker marks the place instead.
    public var dot: MapPoint?
    /// Why the place is named.
    public var role: Role
    /// The symbol the name sits beside: the dot's circle, or the pin's head or marker standing
    /// for the place (centre and radius, logical pixels).
    public var anchor: (center: MapPoint, radius: Double) {
        get { (anchorCenter, anchorRadius) }
        set {
            anchorCenter = newValue.center
            anchorRadius = newValue.radius
        }
    }
    private var anchorCenter: MapPoint
    private var anchorRadius: Double

    /// Makes a placed label value.
    public init(
        place: Place, frame: CGRect, dot: MapPoint?, role: Role = .context,
        anchor: (center: MapPoint, radius: Double)? = nil
    ) {
        self.place = place
        self.frame = frame
        self.dot = dot
        self.role = role
        let fallback = dot ?? MapPoint(x: Double(frame.midX), y: Double(frame.midY))
        anchorCenter = anchor?.center ?? fallback
        anchorRadius = anchor?.radius ?? 0
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
        /// Numbered stops whose markers would overlap, merged into one showing their numbers ("2-3").
        case stops(String)
    }

    /// How the marker is drawn.
    public var kind: Kind
    /// Indices of the pins the marker stands for, ascending: among its `MapMarkers` overlay's
    /// pins, counted on across the request's overlays in order (the first overlay's as its own).
    public var pins: [Int]
    /// The marker's anchor: a pin's tip or a round marker's centre, in logical pixels.
    public var position: MapPoint
    /// The box the marker covers, in logical pixels.
    public var frame: CGRect
    /// Where the marker's stops really are, when it was fanned out beside them with a leader line.
    public var leaderFrom: MapPoint?

    /// Makes a placed marker value.
    public init(kind: Kind, pins: [Int], position: MapPoint, frame: CGRect, leaderFrom: MapPoint? = nil) {
        self.kind = kind
        self.pins = pins
        self.position = position
        self.frame = frame
        self.leaderFrom = leaderFrom
    }

    /// How many pins the marker stands for.
    public var count: Int { pins.count }
}
