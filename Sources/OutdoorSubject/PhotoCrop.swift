import Foundation

/// Which part of a photo a panel of another shape shows: pure geometry in fractions of the
/// upright photo, so it is tested with plain asserts.
///
/// A panel shows a window of the photo with the panel's shape, as large as the photo allows; the
/// window slides along the photo's longer direction only. In order: a focus point given by a
/// person centres it; else every box of the subject's `keep` (faces, or the camera's subject
/// area) stays whole if the window can hold it, the most important first, then the window
/// takes the most saliency; else saliency alone places it, with a slight pull to the centre.
public enum PhotoCrop {
    /// Photo and panel shapes closer than this (as a ratio) need no crop: the search is skipped.
    public static let sameShapeTolerance = 0.01

    /// Whether a photo of `photoAspect` (width over height) must be cropped to fill a panel of
    /// `panelAspect`.
    public static func needsCrop(photoAspect: Double, panelAspect: Double) -> Bool {
        guard photoAspect > 0, panelAspect > 0 else { return false }
        return abs(photoAspect / panelAspect - 1) > sameShapeTolerance
    }

    /// The window of the photo (fractions, origin top-left) that fills the panel.
    ///
    /// `coveredBottom` is the share of the panel's height that something drawn over the photo
    /// hides at its bottom (the weather card rising over it): when the window slides up and down,
    /// what is kept whole, and the saliency that counts, are above it.
    public static func window(
        photoAspect: Double, panelAspect: Double, focus: CGPoint? = nil, subject: PhotoSubject? = nil,
        coveredBottom: Double = 0
    ) -> CGRect {
        guard needsCrop(photoAspect: photoAspect, panelAspect: panelAspect) else {
            return CGRect(x: 0, y: 0, width: 1, height: 1)
        }
        let across = photoAspect > panelAspect  // the window slides left and right
        let size = across ? panelAspect / photoAspect : photoAspect / panelAspect
        let room = 1 - size
        let start: Double
        if let focus {
            let centre = Double(across ? focus.x : focus.y)
            start = min(max(centre - size / 2, 0), room)
        } else if let subject {
            start = bestStart(
                size: size, across: across, subject: subject,
                covered: across ? 0 : min(max(coveredBottom, 0), 0.5))
        } else {
            start = room / 2
        }
        return across
            ? CGRect(x: start, y: 0, width: size, height: 1) : CGRect(x: 0, y: start, width: 1, height: size)
    }

    /// The start of the window of `size` (along the sliding direction) that scores best.
    static func bestStart(size: Double, across: Bool, subject: PhotoSubject, covered hidden: Double = 0)
        -> Double
    {
        let room = 1 - size
        let steps = 100
        let profile = subject.profile(across: across)
        let total = profile.reduce(0, +)
        let keep = subject.keep.map { box in
            across ? (Double(box.minX), Double(box.maxX)) : (Double(box.minY), Double(box.maxY))
        }
        var best = room / 2
        var bestScore = -Double.infinity
        for step in 0...steps {
            let start = room * Double(step) / Double(steps)
            let end = start + size * (1 - hidden)
            var score = 0.0
            for (index, (low, high)) in keep.enumerated() {
                let weight = pow(0.7, Double(index))
                let extent = max(high - low, 1e-9)
                let inside = max(0, min(high, end) - max(low, start))
                if low >= start - 1e-9 && high <= end + 1e-9 {
                    // Whole: better still with room around it, the box towards the window's middle.
                    let offCentre = abs((low + high) / 2 - (start + end) / 2) / (end - start)
                    score += weight * (10 + 0.5 * (1 - offCentre))
                } else {
                    score += weight * 2 * inside / extent
                }
            }
            if total > 0 {
                score += Self.covered(profile, from: start, to: end) / total
            }
            // A slight pull to the centre breaks ties and keeps featureless photos centred.
            score -= 0.05 * abs(start - room / 2) / max(room, 1e-9)
            if score > bestScore {
                bestScore = score
                best = start
            }
        }
        return best
    }

    /// The sum of `profile` (cells spread evenly over 0...1) between `from` and `to`, counting
    /// partly covered cells in proportion.
    static func covered(_ profile: [Double], from: Double, to: Double) -> Double {
        let n = Double(profile.count)
        var sum = 0.0
        for (index, value) in profile.enumerated() {
            let low = Double(index) / n
            let high = Double(index + 1) / n
            let overlap = max(0, min(high, to) - max(low, from))
            sum += value * overlap * n
        }
        return sum
    }
}
