// Checks that Package.swift declares exactly what each target imports, that
// Documentation/Architecture.md shows that graph, that C stays inside the layers that wrap it, and counts the concurrency escape
// hatches.
//
// For every Swift target of the package (sources, executables, tests, test support), the
// modules its files import that are targets of this package must be its declared direct
// dependencies, and every declared dependency must be imported by at least one of its files.
// SwiftPM's own --explicit-target-dependency-import-check accepts modules reached through
// another dependency; this check does not, so the graph in Package.swift is the graph the code
// uses. Toolchain modules (Foundation, Dispatch, XCTest, Glibc...) are not dependencies.
// Documentation/Architecture.md's "The module graph" section lists every target under Sources/ as
// "    Name -> Dependency, Dependency" (continued on more deeply indented lines; "(none)" for
// none): its lines must name the same targets and dependencies as Package.swift.
//
// C modules (the system libraries and the C targets) are used only by the layers that wrap them,
// `cLayers` below (Documentation/Architecture.md says which): no other target under Sources/ may depend on one, and
// those layers import them `internal` (Swift 6 access-level imports), so no C type can appear in
// their public interface.
//
// The escape hatches from Swift 6's concurrency checking (`@unchecked Sendable`,
// `nonisolated(unsafe)`, `@preconcurrency`) are counted in Sources/: each must say why on its own
// line (`// reason: ...`), and there may be at most `maximumEscapeHatches`.
//
// Run from the package folder: `swift Scripts/check-imports.swift` (`make lint` does). It reads
// the package with `swift package dump-package` (`$SWIFT`, else `swift` on the PATH), prints one
// line per mismatch (and the escape hatches) and exits 1 when there is any mismatch, 0 otherwise.

import Foundation

/// Modules of the toolchain and the system, which a target may import without declaring them.
let toolchainModules: Set<String> = [
    "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
    "FoundationXML", "Dispatch", "XCTest", "Testing", "Glibc", "Musl", "Darwin", "WinSDK", "Android",
    "Synchronization", "_Concurrency", "_StringProcessing", "RegexBuilder", "Observation",
    "Distributed", "Swift", "PackageDescription",
]

/// The targets under Sources/ that may use C modules: the store, codec, drawing, network (client
/// and server), track-file and map-extract layers (Documentation/Architecture.md, "The rules of
/// the layers").
let cLayers: Set<String> = [
    "OutdoorStore", "OutdoorImage", "OutdoorDrawing", "OutdoorHTTP", "OutdoorHTTPServer", "OutdoorGPX",
    "OutdoorOSM",
]

/// The most concurrency escape hatches Sources/ may hold.
let maximumEscapeHatches = 6

/// One target as `swift package dump-package` describes it.
struct Target {
    var name: String
    var type: String
    var path: String?
    var exclude: [String]
    var dependencies: [String]

    /// The folder holding the target's sources, relative to the package.
    var folder: String {
        if let path { return path }
        return (type == "test" ? "Tests/" : "Sources/") + name
    }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("check-imports: \(message)\n".utf8))
    exit(2)
}

func dumpPackage() -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [ProcessInfo.processInfo.environment["SWIFT"] ?? "swift", "package", "dump-package"]
    let pipe = Pipe()
    process.standardOutput = pipe
    do {
        try process.run()
    } catch {
        fail("cannot run swift package dump-package: \(error)")
    }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { fail("swift package dump-package failed") }
    return data
}

/// The targets of the package, read from its JSON description.
func readTargets(_ json: Data) -> [Target] {
    guard let root = (try? JSONSerialization.jsonObject(with: json)) as? [String: Any],
        let targets = root["targets"] as? [[String: Any]]
    else { fail("swift package dump-package gave no targets") }
    return targets.map { target in
        let dependencies = (target["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency in
            // Each dependency is {"byName": [name, condition]}, {"target": [...]} or {"product": [...]}.
            dependency.values.compactMap { ($0 as? [Any])?.first as? String }.first
        }
        return Target(
            name: target["name"] as? String ?? "", type: target["type"] as? String ?? "",
            path: target["path"] as? String, exclude: target["exclude"] as? [String] ?? [],
            dependencies: dependencies)
    }
}

/// The Swift files under `folder`, leaving out the `exclude`d paths (relative to the folder).
func swiftFiles(in folder: String, exclude: [String]) -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
    var files: [String] = []
    while let relative = walker.nextObject() as? String {
        if exclude.contains(where: { relative == $0 || relative.hasPrefix($0 + "/") }) {
            walker.skipDescendants()
            continue
        }
        if relative.hasSuffix(".swift") { files.append(folder + "/" + relative) }
    }
    return files.sorted()
}

/// One import of a file: the module and the access level written before `import` ("" for none).
struct Import {
    var module: String
    var access: String
}

/// The imports of `source`: `import M`, `internal import M`, `@testable import M`, `import struct M.T`...
func importLines(in source: String) -> [Import] {
    var found: [Import] = []
    let kinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var"]
    let levels: Set<String> = ["public", "package", "internal", "fileprivate", "private"]
    for line in source.split(separator: "\n", omittingEmptySubsequences: true) {
        var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        var access = ""
        while let first = words.first, first.hasPrefix("@") || levels.contains(first) {
            if levels.contains(first) { access = first }
            words.removeFirst()
        }
        guard words.count >= 2, words[0] == "import" else { continue }
        let path = kinds.contains(words[1]) && words.count >= 3 ? words[2] : words[1]
        if let module = path.split(separator: ".").first {
            found.append(Import(module: String(module), access: access))
        }
    }
    return found
}

/// The modules `source` imports.
func imports(in source: String) -> Set<String> {
    Set(importLines(in: source).map(\.module))
}

let targets = readTargets(dumpPackage())
let names = Set(targets.map(\.name))
/// The C modules: system libraries, and targets without Swift files (C shims and loaders).
let cModules = Set(
    targets.filter { $0.type == "system" || swiftFiles(in: $0.folder, exclude: $0.exclude).isEmpty }.map(
        \.name))
var problems: [String] = []
for target in targets where target.type != "system" {
    let files = swiftFiles(in: target.folder, exclude: target.exclude)
    guard !files.isEmpty else { continue }  // a C target: its headers say what it includes
    var imported: [String: String] = [:]  // module -> first file importing it
    let checksAccess = target.folder.hasPrefix("Sources/")
    for file in files {
        guard let source = try? String(contentsOfFile: file, encoding: .utf8) else {
            fail("cannot read \(file)")
        }
        for line in importLines(in: source) {
            if imported[line.module] == nil { imported[line.module] = file }
            if checksAccess, cModules.contains(line.module),
                !["internal", "fileprivate", "private"].contains(line.access)
            {
                problems.append(
                    "\(file) imports the C module \(line.module) without `internal`: C types must not leave \(target.name)"
                )
            }
        }
    }
    if checksAccess, !cLayers.contains(target.name) {
        for module in target.dependencies.sorted() where cModules.contains(module) {
            problems.append(
                "\(target.name) depends on the C module \(module): only \(cLayers.sorted().joined(separator: ", ")) may"
            )
        }
    }
    let declared = Set(target.dependencies)
    for (module, file) in imported.sorted(by: { $0.key < $1.key }) {
        if names.contains(module) {
            if module != target.name, !declared.contains(module) {
                problems.append("\(target.name) imports \(module) (\(file)) but does not declare it")
            }
        } else if !toolchainModules.contains(module) {
            problems.append(
                "\(target.name) imports \(module) (\(file)), neither a target of this package nor a "
                    + "toolchain module")
        }
    }
    for module in target.dependencies.sorted() where imported[module] == nil {
        problems.append("\(target.name) declares \(module) but none of its files imports it")
    }
}

/// The document that shows the module graph, relative to the package.
let graphDocument = "Documentation/Architecture.md"

/// The graph the architecture document shows: each target under Sources/ with its direct dependencies.
func documentedGraph() -> [String: Set<String>] {
    guard let text = try? String(contentsOfFile: graphDocument, encoding: .utf8),
        let section = text.range(of: "## The module graph\n")
    else { return [:] }
    var graph: [String: Set<String>] = [:]
    var current: String?
    func names(_ list: Substring) -> Set<String> {
        Set(
            list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
                !$0.isEmpty && $0 != "(none)"
            })
    }
    for line in text[section.upperBound...].split(separator: "\n", omittingEmptySubsequences: false) {
        if line.hasPrefix("## ") { break }
        if line.hasPrefix("    "), let arrow = line.range(of: "->") {
            let name = line[..<arrow.lowerBound].trimmingCharacters(in: .whitespaces)
            graph[name] = names(line[arrow.upperBound...])
            current = name
        } else if let name = current, line.hasPrefix("        "), !line.contains("/") {
            graph[name, default: []].formUnion(names(line[...]))
        } else if current != nil {
            break
        }
    }
    return graph
}

let shown = documentedGraph()
if shown.isEmpty {
    problems.append(
        "\(graphDocument) has no module graph (\"    Name -> Dependency, ...\") under \"## The module graph\""
    )
} else {
    let built = targets.filter { $0.type != "system" && $0.folder.hasPrefix("Sources/") }
    for target in built {
        guard let dependencies = shown[target.name] else {
            problems.append("\(graphDocument)'s module graph leaves out \(target.name)")
            continue
        }
        if dependencies != Set(target.dependencies) {
            problems.append(
                "\(graphDocument)'s module graph gives \(target.name) -> \(dependencies.sorted().joined(separator: ", ")); "
                    + "Package.swift declares \(target.dependencies.sorted().joined(separator: ", "))")
        }
    }
    for name in Set(shown.keys).subtracting(built.map(\.name)).sorted() {
        problems.append("\(graphDocument)'s module graph shows \(name), which is not a target under Sources/")
    }
}

/// Names only the disclosure step may hold where cards and books are drawn.
///
/// A raw recorded track, or the functions that cut one by a mode. Cards and books take tracks as
/// `DisclosedEntry.tracks` and `DisclosedTrip.tracks`, already as much as `--coords` allows.
let undisclosedNames = ["RecordedTrack", "TrackDisclosure"]
/// The targets those names must not appear in, and the folders still allowed them, with why.
let disclosedOnlyTargets = ["OutdoorCard", "OutdoorBook"]
let undisclosedAllowed = [
    // The activity card's subject is the track itself: its figures, profile and dates, beside
    // `DisclosedActivity` (which carries what its map may show).
    "Sources/OutdoorCard/Activity/"
]
for target in targets where disclosedOnlyTargets.contains(target.name) {
    for file in swiftFiles(in: target.folder, exclude: target.exclude)
    where !undisclosedAllowed.contains(where: { file.hasPrefix($0) }) {
        guard let source = try? String(contentsOfFile: file, encoding: .utf8) else {
            fail("cannot read \(file)")
        }
        for (number, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
            let words = Set(code.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
            for name in undisclosedNames where words.contains(name) {
                problems.append(
                    "\(file):\(number + 1): \(name) in \(target.name): tracks reach cards and books only "
                        + "disclosed (DisclosedEntry.tracks, DisclosedTrip.tracks)")
            }
        }
    }
}

/// The concurrency escape hatches in Sources/: file, line number, the hatch, and its reason.
func escapeHatches() -> [(file: String, line: Int, hatch: String, reason: String?)] {
    let hatches = ["@unchecked Sendable", "nonisolated(unsafe)", "@preconcurrency"]
    var found: [(file: String, line: Int, hatch: String, reason: String?)] = []
    for file in swiftFiles(in: "Sources", exclude: []) {
        guard let source = try? String(contentsOfFile: file, encoding: .utf8) else {
            fail("cannot read \(file)")
        }
        for (number, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
            for hatch in hatches where code.contains(hatch) {
                let reason = line.range(of: "// reason:").map {
                    line[$0.upperBound...].trimmingCharacters(in: .whitespaces)
                }
                found.append((file, number + 1, hatch, reason?.isEmpty == false ? reason : nil))
            }
        }
    }
    return found
}

let hatches = escapeHatches()
print(
    "check-imports: \(hatches.count) concurrency escape hatches in Sources (at most \(maximumEscapeHatches)):"
)
for hatch in hatches {
    print("    \(hatch.file):\(hatch.line): \(hatch.hatch) -- \(hatch.reason ?? "NO REASON")")
    if hatch.reason == nil {
        problems.append("\(hatch.file):\(hatch.line): \(hatch.hatch) without a `// reason:` on its line")
    }
}
if hatches.count > maximumEscapeHatches {
    problems.append("\(hatches.count) escape hatches in Sources, more than \(maximumEscapeHatches)")
}

if problems.isEmpty {
    print(
        "check-imports: every target imports exactly what Package.swift declares (\(targets.count) targets), "
            + "\(graphDocument) shows that graph, and C modules stay internal to \(cLayers.sorted().joined(separator: ", "))"
    )
} else {
    for problem in problems { print("check-imports: \(problem)") }
    print("check-imports: \(problems.count) problem\(problems.count == 1 ? "" : "s")")
    exit(1)
}
