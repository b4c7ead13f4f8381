import Foundation
import OutdoorDisclosure
import OutdoorDrawing
import OutdoorMapModel

/// Where an entry's card is drawn other than on its own share canvas (a region of a printed
/// page): its grid, measurements and colours, and the medium its map is planned for.
public struct CardSurface {
    /// The card's blocks, in the region's own coordinates.
    public var grid: CardGrid
    /// The measurements: type sizes, gaps, corner radius.
    public var design: CardDesign
    /// The colours.
    public var palette: CardPalette
    /// What the map is drawn for: a screen's pixels or paper.
    public var medium: CardMapMedium

    /// A surface of `grid` in `design` and `palette`, its map planned for `medium`.
    public init(grid: CardGrid, design: CardDesign, palette: CardPalette, medium: CardMapMedium) {
        self.grid = grid
        self.design = design
        self.palette = palette
        self.medium = medium
    }
}

/// What `CardRenderer.draw(_:on:surface:options:drawPhoto:)` drew.
public struct DrawnCard {
    /// Where everything went, in the surface's coordinates.
    public var layout: CardLayout
    /// The texts, the map's credit as drawn.
    public var text: CardText
    /// The note as shown (cut with "…" where the room ran out), nil when none is.
    public var shownNote: String?
}

extension CardRenderer {
    /// Draws `entry`'s card on `canvas` laid out on `surface` instead of a share card's own grid:
    /// the same texts, blocks and painting, its map planned once for the surface's medium (on a
    /// document page the offline map draws vectors).
    ///
    /// `drawPhoto` draws the photo into the panel it is given (the surface's grid has one only
    /// for a card with a photo). The canvas's current user space is the surface's; the caller
    /// moves it where the card goes. `options.preset` and `options.scale` do not apply.
    public func draw(
        _ entry: DisclosedEntry, on canvas: Canvas, surface: CardSurface, options: CardOptions,
        drawPhoto: (CGRect) throws -> Void
    ) throws -> DrawnCard {
        let composed = try compose(
            entry, grid: surface.grid, design: surface.design, palette: surface.palette, options: options)
        let painted = try paint(
            composed, entry: entry, on: canvas, options: options, medium: surface.medium, drawPhoto: drawPhoto
        )
        return DrawnCard(layout: composed.layout, text: painted.text, shownNote: painted.shownNote)
    }
}

extension TripSummaryCard {
    /// Draws the summary of `trip` named `title` on `canvas`, laid out in `frame`.
    ///
    /// The frame is a region of a printed page, drawn in `palette`, its map planned once for
    /// `medium`; the canvas's current user space is the frame's. Returns where everything went.
    /// Throws `CardError.noEntries` without entries.
    public func draw(
        trip: DisclosedTrip, title: String, on canvas: Canvas, frame: SummaryFrame, palette: CardPalette,
        options: CardOptions, medium: CardMapMedium
    ) throws -> TripSummaryLayout {
        guard !trip.entries.isEmpty else { throw CardError.noEntries }
        let text = TripSummaryText.make(
            trip: trip, title: title, options: options,
            mapAttribution: CardMap.possibleAttribution(
                map, showsDetail: Self.detailWidth(trip, map: map) != nil))
        let (grid, texts, layout) = try arrange(text, frame: frame, palette: palette)
        _ = try paint(
            text, trip: trip, grid: grid, texts: texts, layout: layout, design: frame.design,
            palette: palette, on: canvas, options: options, medium: medium)
        return layout
    }
}
