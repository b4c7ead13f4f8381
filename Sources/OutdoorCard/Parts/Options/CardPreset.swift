import Foundation

/// The card's shape: each preset is a layout designed for its size, not a squeezed copy.
public enum CardPreset: String, CaseIterable, Sendable, Codable {
    /// 1080 x 1920 points: a phone story, photo on top and a tall column below.
    case story
    /// 1080 x 1080 points: a feed post, photo on top and two columns below.
    case square
    /// 1200 x 630 points: a link preview, photo on the left and a column on the right.
    case landscape
    /// 1080 x 1920 points, photo first: the photo fills the card, the title, place and weather
    /// over a scrim, the map as an inset.
    case storyFull = "story-full"

    /// The card's size in points (pixels at scale 1).
    public var size: CGSize {
        switch self {
        case .story, .storyFull: return CGSize(width: 1080, height: 1920)
        case .square: return CGSize(width: 1080, height: 1080)
        case .landscape: return CGSize(width: 1200, height: 630)
        }
    }
}
