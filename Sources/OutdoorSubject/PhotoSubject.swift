import Foundation

/// Where a photo's subject lies, in fractions of the upright photo (0...1 across and down).
///
/// Made by `SubjectSearch` from the photo's pixels, or from the camera's own subject area; read
/// by `PhotoCrop` to choose the part of the photo a panel of another shape shows.
public struct PhotoSubject: Sendable, Hashable {
    /// Boxes that must stay whole, most important first: faces (from skin-tone regions with the
    /// marks of eyes and mouth in them), or the camera's subject area.
    public var keep: [CGRect]
    /// How much each part of the photo draws the eye (edges, skin tones, saturation), as a grid
    /// of `columns` x `rows` weights, row by row from the top-left; empty when not measured.
    public var saliency: [Double]
    /// Columns of `saliency`.
    public var columns: Int
    /// Rows of `saliency`.
    public var rows: Int
    /// What found the subject, for messages and tests.
    public var source: Source

    /// What a subject was found from.
    public enum Source: String, Sendable, Hashable {
        /// Faces found by their skin tones and features.
        case faces
        /// The camera's EXIF SubjectArea or SubjectLocation.
        case camera
        /// Edges, skin tones and saturation only.
        case saliency
    }

    /// Makes a value.
    public init(keep: [CGRect], saliency: [Double] = [], columns: Int = 0, rows: Int = 0, source: Source) {
        self.keep = keep
        self.saliency = saliency
        self.columns = columns
        self.rows = rows
        self.source = source
    }

    /// The saliency summed over each column (across) or row (down) of the grid.
    public func profile(across: Bool) -> [Double] {
        guard columns > 0, rows > 0, saliency.count == columns * rows else { return [] }
        var sums = [Double](repeating: 0, count: across ? columns : rows)
        for row in 0..<rows {
            for column in 0..<columns {
                sums[across ? column : row] += saliency[row * columns + column]
            }
        }
        return sums
    }
}
