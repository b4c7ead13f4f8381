import Foundation
import OutdoorImage
import OutdoorStore

/// What `outdoor check` prints after the problems: what to do about them, by remedy, with the
/// entries each concerns.
enum CheckAdvice {
    /// The photo facts `check` compares with what the journal recorded (format and size).
    static let photoFacts: PhotoFactsReader = { data in
        (try? ImageProbe.inspect(data)).map { ($0.format.rawValue, $0.pixelWidth, $0.pixelHeight) }
    }

    /// Lines of advice for `problems`, empty when there are none.
    static func lines(for problems: [JournalProblem]) -> [String] {
        var lines: [String] = []
        for remedy in JournalProblem.Remedy.allCases where remedy != .inMessage {
            let concerned = problems.filter { $0.remedy == remedy }
            guard !concerned.isEmpty else { continue }
            var ids: [String] = []
            for problem in concerned {
                if let id = problem.entryID, !ids.contains(id) { ids.append(id) }
            }
            let shown =
                ids.prefix(8).map { String($0.prefix(8)) }.joined(separator: ", ")
                + (ids.count > 8 ? " and \(ids.count - 8) more" : "")
            let first = ids.first.map { String($0.prefix(8)) } ?? "ID"
            lines.append("  " + text(remedy, entries: shown, example: first))
        }
        return lines.isEmpty ? [] : ["what to do:"] + lines
    }

    private static func text(_ remedy: JournalProblem.Remedy, entries: String, example id: String) -> String {
        switch remedy {
        case .editText:
            return
                "a title or note breaks the rules (\(entries)): 'outdoor edit \(id) --title TEXT' or --note TEXT "
                + "replaces it"
        case .storePhotoAgain:
            return "a photo's recorded format or size is wrong but its bytes are whole (\(entries)): "
                + "'outdoor photo \(id) -o FILE' then 'outdoor edit \(id) --photo FILE' stores it again"
        case .replacePhoto:
            return
                "a photo is damaged (\(entries)): 'outdoor edit \(id) --photo FILE' replaces it from a copy"
        case .frozen:
            return
                "a frozen value is damaged and cannot be edited (\(entries)): 'outdoor backup FILE' keeps the "
                + "journal as it is, 'outdoor export --all -o DIR' saves the cards of every entry that can be read, "
                + "and 'outdoor delete \(id)' removes the entry"
        case .unreadable:
            return
                "a row cannot be read, and every command skips it (\(entries)): 'outdoor backup FILE' keeps it "
                + "as it is; 'outdoor delete ID' or sqlite3 removes it"
        case .trip:
            return
                "a trip is damaged: 'outdoor trip rename OLD NEW' or 'outdoor trip delete NAME' puts it right"
        case .inMessage:
            return ""
        }
    }
}
