import OutdoorModel

/// How a card fits its photo into the photo panel: `--focus X,Y`, `--fit`, or the card's own choice.
public enum PhotoFraming: Sendable, Hashable {
    /// Cropped to the panel around the subject the card finds: faces, else the camera's subject
    /// area, else what draws the eye (see `PhotoCrop`).
    case auto
    /// Cropped around a point in fractions of the upright photo (0...1 across, 0...1 down).
    case focus(x: Double, y: Double)
    /// The whole photo, no crop, on a backdrop made from it.
    case fit

    /// Cropped around `focus`.
    public static func focus(_ focus: PhotoFocus) -> PhotoFraming { .focus(x: focus.x, y: focus.y) }

    /// How `entry`'s card frames its photo: these options', unless they leave it to the card
    /// (`.auto`) and the entry has a focus point of its own (`edit --focus`).
    public func applied(to entry: JournalEntry) -> PhotoFraming {
        guard self == .auto, let focus = entry.photoFocus else { return self }
        return .focus(focus)
    }
}
