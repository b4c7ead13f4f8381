import Foundation

/// The measurements of one preset's activity card, in points, on top of the summary's design.
///
/// The activity card is a summary of one track: it shares the summary's header, figures and map
/// (`summary`), and the entry card's weather card, set a size smaller so the map stays the hero
/// (`weather`); it adds a photo band and the elevation profile.
struct ActivityDesign: PresetDesign, Sendable {
    /// The summary's design of the same preset: margins, header, figures, map minimum.
    var summary: SummaryDesign
    /// The entry card's design with the weather card's sizes the activity card uses.
    var weather: CardDesign
    /// The photo's height (story, square) or width (landscape).
    var photoExtent: Double
    /// How far the weather card rises over the photo above it (story, square).
    var weatherOverlap: Double
    /// Share of the content width the text column takes beside the map (square, landscape).
    var textColumnShare: Double
    /// The profile panel's height.
    var profileHeight: Double
    /// The smallest map panel height; below half of it the map is left out.
    var minimumMapHeight: Double
    /// The profile's line width, its labels' size, and the radius of its entries' numbers.
    var profileLineWidth: Double
    var profileLabelSize: Double
    var profileMarkRadius: Double

    /// The entry card's measurements everything shares (margins, gaps, header, credits).
    var card: CardDesign { summary.card }

    static let story = ActivityDesign(
        summary: .story, weather: weatherCard(.story, padding: 28, icon: 92, temperature: 72, summary: 27),
        photoExtent: 560, weatherOverlap: 76, textColumnShare: 1, profileHeight: 250, minimumMapHeight: 360,
        profileLineWidth: 3,
        profileLabelSize: 19, profileMarkRadius: 17)

    static let square = ActivityDesign(
        summary: .square, weather: weatherCard(.square, padding: 20, icon: 64, temperature: 48, summary: 20),
        photoExtent: 340, weatherOverlap: 56, textColumnShare: 0.42, profileHeight: 170,
        minimumMapHeight: 240,
        profileLineWidth: 2.5,
        profileLabelSize: 14, profileMarkRadius: 13)

    static let landscape = ActivityDesign(
        summary: .landscape,
        weather: weatherCard(.landscape, padding: 14, icon: 48, temperature: 34, summary: 15),
        photoExtent: 330, weatherOverlap: 0, textColumnShare: 0.45, profileHeight: 112, minimumMapHeight: 150,
        profileLineWidth: 2,
        profileLabelSize: 11, profileMarkRadius: 10)

    /// The entry card's design of `card` with a smaller weather card.
    private static func weatherCard(
        _ card: CardDesign, padding: Double, icon: Double, temperature: Double, summary: Double
    ) -> CardDesign {
        var design = card
        design.cardPadding = padding
        design.iconSize = icon
        design.temperatureSize = temperature
        design.summarySize = summary
        return design
    }
}
