import Foundation
import OutdoorGeo
import OutdoorMapModel
import OutdoorModel
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
    /// Names drawn (places and areas), most important first.
    public var labels: [PlacedLabel] = []
    /// Pin markers drawn (clusters included), in drawing order.
    public var markers: [PlacedMarker] = []
    /// The scale bar, when one was drawn.
    public var scaleBar: ScaleBar?
    /// The box the scale bar and its label cover, in logical pixels, when one was drawn.
    public var scaleBarFrame: CGRect?
    /// The attribution's box in logical pixels, when it was drawn.
    public var attributionFrame: CGRect?
    /// The locator inset's box in logical pixels, when the map carries one.
    public var locatorFrame: CGRect?
    /// The imported OpenStreetMap regions whose detail the map draws, by name (empty: none).
    public var detailRegions: [String] = []
    /// The tier of detail read, when the map draws any.
    public var detailTier: DetailTier?
    /// The legend line's box (what the map shows), in logical pixels, when the map draws one.
    public var legendLineFrame: CGRect?
    /// The credit line drawn bottom-right, when the map draws one.
    public var attribution: String?
    /// The sources the map draws, whose credit must be shown with it (in `attribution` when the
    /// map prints its own, else by whoever shows the map).
    public var credits: [MapCredit] = [.bundledData]
    /// The radar legend's box in logical pixels, when the map shows radar.
    public var legendFrame: CGRect?
    /// Where the radar picture lies (the copy nearest the centre), in logical pixels, when the map shows radar.
    public var radarFrame: CGRect?
    /// Why a radar overlay was not drawn ("Radar not shown on world maps"), as the legend says.
    public var radarNotice: String?
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

/// A name on the map: a place's beside its dot or marker, or an area's (a country, a sea, a
/// lake) set inside the part of the area the map shows.
public struct PlacedLabel: Hashable, Sendable {
    /// Why a name is on the map, most important first.
    public enum Role: Int, Hashable, Sendable, Comparable {
        /// The place the entry's place line names: always named on its card.
        case entryPlace
        /// The place of one of the trip's stops (or of an entry on an overview).
        case stopPlace
        /// Another place or an area, named by rank and size where there is room.
        case context

        /// Orders roles by importance.
        public static func < (lhs: Role, rhs: Role) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// What a name names.
    public enum Subject: Hashable, Sendable {
        /// A populated place, named beside its dot (or the marker standing for it).
        case place(Place)
        /// A country, ocean, sea, bay, strait or lake, named inside it.
        case area(AreaLabel)
    }

    /// What is named.
    public var subject: Subject
    /// The box the text and its halo cover, in logical pixels.
    public var frame: CGRect
    /// The place's dot, in logical pixels; nil when a pin or marker marks the place instead, and
    /// for areas.
    public var dot: MapPoint?
    /// Why it is named.
    public var role: Role
    /// The symbol the name sits beside: the dot's circle, or the pin's head or marker standing
    /// for the place (centre and radius, logical pixels); an area's name's centre, radius 0.
    public var anchor: (center: MapPoint, radius: Double) {
        get { (anchorCenter, anchorRadius) }
        set {
            anchorCenter = newValue.center
            anchorRadius = newValue.radius
        }
    }
    private var anchorCenter: MapPoint
    private var anchorRadius: Double

    /// Makes a placed label value for a place.
    public init(
        place: Place, frame: CGRect, dot: MapPoint?, role: Role = .context,
        anchor: (center: MapPoint, radius: Double)? = nil
    ) {
        self.init(subject: .place(place), frame: frame, dot: dot, role: role, anchor: anchor)
    }

    /// Makes a placed label value.
    public init(
        subject: Subject, frame: CGRect, dot: MapPoint?, role: Role = .context,
        anchor: (center: MapPoint, radius: Double)? = nil
    ) {
        self.subject = subject
        self.frame = frame
        self.dot = dot
        self.role = role
        let fallback = dot ?? MapPoint(x: Double(frame.midX), y: Double(frame.midY))
        anchorCenter = anchor?.center ?? fallback
        anchorRadius = anchor?.radius ?? 0
    }

    /// The place named, or nil for an area's name.
    public var place: Place? {
        if case .place(let place) = subject { return place }
        return nil
    }

    /// The area named, or nil for a place's name.
    public var area: AreaLabel? {
        if case .area(let area) = subject { return area }
        return nil
    }

    /// The name as the data writes it (a country's in its usual case, though the map sets it in capitals).
    public var name: String {
        switch subject {
        case .place(let place): return place.name
        case .area(let area): return area.name
        }
    }

    /// Whether a stranger knows the name: a country, an ocean or sea, a capital, or a place of
    /// `knownPopulation` or more (what decides a card map's locator inset).
    public var isWidelyKnown: Bool {
        switch subject {
        case .place(let place): return place.isCapital || place.population >= Self.knownPopulation
        case .area(let area): return area.kind == .country || area.kind == .ocean || area.kind == .sea
        }
    }

    /// The population from which a place's name is known to a stranger.
    public static let knownPopulation = 100_000
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
