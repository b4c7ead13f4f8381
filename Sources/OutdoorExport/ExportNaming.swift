import Foundation
import OutdoorModel

/// File names for an export: "2024-05-18-dandelion-meadow.png", safe on every common filesystem.
///
/// Names keep the title's letters and digits in its own script, lowercased, joined by hyphens
/// (see `Slug`: no path separators, control characters, reserved Windows names or case clashes),
/// stay under 80 characters and 255 bytes, and are made unique within the export by a "-2",
/// "-3"... suffix in time order.
public enum ExportNaming {
    /// The longest slug taken from a title.
    public static let slugLength = 60

    /// The name of the trip summary card.
    public static func summaryName(extension ext: String) -> String { "00-summary.\(ext)" }

    /// Unique names for `entries`, which must be in time order (`JournalEntry.isBefore`), one each.
    public static func names(forTimeOrdered entries: [JournalEntry], extension ext: String) -> [String] {
        var taken: Set<String> = [summaryName(extension: ext), "index.html", "manifest.json"]
        var result: [String] = []
        for entry in entries {
            let stem = entry.fileStem(maxSlugLength: slugLength)
            var name = "\(stem).\(ext)"
            var n = 2
            while taken.contains(name) {
                name = "\(stem)-\(n).\(ext)"
                n += 1
            }
            taken.insert(name)
            result.append(name)
        }
        return result
    }
}
