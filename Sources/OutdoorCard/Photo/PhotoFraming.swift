/// How a card fits its photo into the photo panel: `--focus X,Y`, `--fit`, or the card's own choice.
public enum PhotoFraming: Sendable, Hashable {
    /// Cropped to the panel around the subject the card finds: faces, else the camera's subject
    /// area, else what draws the eye (see `PhotoCrop`).
    case auto
    /// Cropped around a point in fractions of the upright photo (0...1 across, 0...1 down).
    case focus(x: Double, y: Double)
    /// The whole photo, no crop, on a backdrop made from it.
    case fit

    /// The focus point of "X,Y" (two fractions from 0 to 1, "0.5,0.3"), or nil when it is not one.
    public static func focus(parsing text: String) -> PhotoFraming? {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]), x.isFinite, y.isFinite,
            (0...1).contains(x), (0...1).contains(y)
        else { return nil }
        return .focus(x: x, y: y)
    }
}
