import Foundation

/// Where a card centres its crop of an entry's photo: a point in fractions of the upright photo
/// (0 the left or top edge, 1 the right or bottom edge), set with `outdoor edit ID --focus X,Y`.
///
/// Editable, like the title and note: it is not part of the frozen moment.
public struct PhotoFocus: Hashable, Sendable {
    /// Across, from 0 (left) to 1 (right).
    public var x: Double
    /// Down, from 0 (top) to 1 (bottom).
    public var y: Double

    /// A focus point; nil unless both fractions are finite and within 0...1.
    public init?(x: Double, y: Double) {
        guard x.isFinite, y.isFinite, (0...1).contains(x), (0...1).contains(y) else { return nil }
        self.x = x
        self.y = y
    }

    /// The point written "X,Y" ("0.5,0.3"; spaces allowed), or nil when it is not two fractions
    /// from 0 to 1.
    public init?(parsing text: String) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        guard parts.count == 2, let x = Double(parts[0]), let y = Double(parts[1]) else { return nil }
        self.init(x: x, y: y)
    }

    /// "X,Y" with up to three decimals, as `init(parsing:)` reads it.
    public var text: String {
        func fraction(_ value: Double) -> String {
            var text = String((value * 1000).rounded() / 1000)
            if text.hasSuffix(".0") { text.removeLast(2) }
            return text
        }
        return "\(fraction(x)),\(fraction(y))"
    }
}
