import Foundation
import TestSupport
import XCTest

/// Every link between the front page and the handbook leads somewhere: the file exists, and the
/// heading an anchor names is in it (as GitHub makes anchors), so a renamed heading or a moved
/// guide cannot leave a dead link.
final class DocumentLinkTests: XCTestCase {
    /// The front page and every Markdown file of the handbook, relative to the repository.
    static func documents() throws -> [String] {
        let handbook = RepositoryRoot.url.appendingPathComponent("Documentation")
        let walker = try XCTUnwrap(FileManager.default.enumerator(atPath: handbook.path))
        var found = ["README.md"]
        while let path = walker.nextObject() as? String {
            if path.hasSuffix(".md") { found.append("Documentation/" + path) }
        }
        return found.sorted()
    }

    /// The anchors GitHub gives the headings of `text`: lowercased, punctuation dropped, spaces
    /// made hyphens, a repeated one numbered ("examples-1").
    static func anchors(in text: String) -> Set<String> {
        var seen: [String: Int] = [:]
        var anchors: Set<String> = []
        var inFence = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") { inFence.toggle() }
            guard !inFence, line.hasPrefix("#") else { continue }
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
            let slug = String(
                title.lowercased().compactMap { character -> Character? in
                    if character == " " { return "-" }
                    return character.isLetter || character.isNumber || character == "-" || character == "_"
                        ? character : nil
                })
            let count = seen[slug, default: 0]
            seen[slug] = count + 1
            anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
        }
        return anchors
    }

    /// The targets of the inline links of `text` that stay in the repository ("Guides/Maps.md#names").
    static func localLinks(in text: String) -> [String] {
        var links: [String] = []
        var rest = text[...]
        while let open = rest.range(of: "](") {
            let after = rest[open.upperBound...]
            guard let close = after.firstIndex(of: ")") else { break }
            let target = String(after[..<close])
            if !target.contains("://"), !target.hasPrefix("mailto:") { links.append(target) }
            rest = after[close...]
        }
        return links
    }

    func testEveryLinkBetweenTheDocumentsLeadsToAFileAndHeading() throws {
        var checked = 0
        for document in try Self.documents() {
            let url = RepositoryRoot.url.appendingPathComponent(document)
            let text = try String(contentsOf: url, encoding: .utf8)
            for link in Self.localLinks(in: text) {
                let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let path = String(parts[0])
                let target = path.isEmpty ? url : url.deletingLastPathComponent().appendingPathComponent(path)
                guard FileManager.default.fileExists(atPath: target.path) else {
                    XCTFail("\(document): the link \(link) leads to no file")
                    continue
                }
                if parts.count == 2, target.pathExtension == "md" {
                    let anchors = Self.anchors(in: try String(contentsOf: target, encoding: .utf8))
                    XCTAssertTrue(
                        anchors.contains(String(parts[1])), "\(document): \(link) names no heading of \(path)"
                    )
                }
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 60, "the documents link to each other")
    }

    func testAnchorsAreMadeAsGitHubMakesThem() {
        XCTAssertEqual(
            Self.anchors(
                in: "# Maps\n## What `--coords` shows\n## Tracks, entries and trips\n## Names\n## Names\n"),
            ["maps", "what---coords-shows", "tracks-entries-and-trips", "names", "names-1"])
    }
}
