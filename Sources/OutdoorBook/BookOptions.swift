import Foundation
import OutdoorCard
import OutdoorModel

/// A book's trim size.
public enum BookPageSize: String, CaseIterable, Sendable, Codable {
    /// ISO A4, 210 x 297 mm.
    case a4
    /// US Letter, 8.5 x 11 in.
    case letter
    /// A square page 21 x 21 cm, as photo books are often bound.
    case square21 = "square-21"

    /// The page size in points (1/72 inch).
    public var size: CGSize {
        switch self {
        case .a4: return CGSize(width: BookPageSize.millimetre * 210, height: BookPageSize.millimetre * 297)
        case .letter: return CGSize(width: 612, height: 792)
        case .square21:
            return CGSize(width: BookPageSize.millimetre * 210, height: BookPageSize.millimetre * 210)
        }
    }

    /// Points per millimetre.
    public static let millimetre = 72 / 25.4
}

/// How a book looks: page size, theme, units, photos per page, print resolution, privacy.
public struct BookOptions: Sendable {
    /// The trim size.
    public var pageSize: BookPageSize
    /// Light (the paper shows) or dark (pages painted to their edges).
    public var theme: CardTheme
    /// Units of temperatures, distances and scale bars.
    public var units: UnitSystem
    /// How wide the pages' maps are in kilometres (`--map-width`); nil lets each map choose.
    public var mapWidthKilometres: Double?
    /// Entries on one page: 1 or 2.
    public var photosPerPage: Int
    /// The most pixels per inch a photo is embedded at, for its printed size.
    public var dotsPerInch: Int
    /// The title written into the PDF's metadata (and set on the cover), nil for none.
    public var metadataTitle: String?
    /// The author written into the PDF's metadata (and on the cover), nil for none.
    public var author: String?
    /// JPEG quality of photos that must be scaled down (re-encoded); others are embedded as they are.
    public var jpegQuality: Int

    /// The resolutions accepted for `dotsPerInch`.
    public static let dotsPerInchRange = 72...600

    /// Makes options; the defaults are an A4 light book, metric, one entry per page, 300 dpi.
    public init(
        pageSize: BookPageSize = .a4, theme: CardTheme = .light, units: UnitSystem = .metric,
        photosPerPage: Int = 1, dotsPerInch: Int = 300,
        metadataTitle: String? = nil, author: String? = nil,
        jpegQuality: Int = 88
    ) {
        self.pageSize = pageSize
        self.theme = theme
        self.units = units
        self.photosPerPage = photosPerPage
        self.dotsPerInch = dotsPerInch
        self.metadataTitle = metadataTitle
        self.author = author
        self.jpegQuality = jpegQuality
    }

    /// The card options the pages are drawn with.
    var cardOptions: CardOptions {
        var options = CardOptions(theme: theme, units: units, scale: 1)
        options.mapWidthKilometres = mapWidthKilometres
        return options
    }

    /// How entries share a page.
    var arrangement: PageCardArrangement { photosPerPage == 2 ? .halfPage : .fullPage }
}
