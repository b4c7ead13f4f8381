// Checks that Package.swift declares exactly what each target imports, and that README.md
// shows that graph.
//
// For every Swift target of the package (sources, executables, tests, test support), the
// modules its files import that are targets of this package must be its declared direct
// dependencies, and every declared dependency must be imported by at least one of its files.
// SwiftPM's own --explicit-target-dependency-import-check accepts modules reached through
// another dependency; this check does not, so the graph in Package.swift is the graph the code
// uses. Toolchain modules (Foundation, Dispatch, XCTest, Glibc...) are not dependencies.
// README.md's "How it is built" section lists every target under Sources/ as
// "    Name -> Dependency, Dependency" (continued on more deeply indented lines; "(none)" for
// none): its lines must name the same targets and dependencies as Package.swift.
//
// Run from the package folder: `swift Scripts/check-imports.swift` (`make lint` does). It reads
// the package with `swift package dump-package` (`$SWIFT`, else `swift` on the PATH), prints one
// line per mismatch and exits 1 when there is any, 0 otherwise.

import Foundation

/// Modules of the toolchain and the system, which a target may import without declaring them.
let toolchainModules: Set<String> = [
    "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
    "FoundationXML", "Dispatch", "XCTest", "Testing", "Glibc", "Musl", "Darwin", "WinSDK", "Android",
    "Synchronization", "_Concurrency", "_StringProcessing", "RegexBuilder", "Observation",
    "Distributed", "Swift", "PackageDescription",
]

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

/// The modules `source` imports: `import M`, `@testable import M`, `import struct M.T`, and so on.
func imports(in source: String) -> Set<String> {
    var modules: Set<String> = []
    let kinds: Set<String> = ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var"]
    for line in source.split(separator: "\n", omittingEmptySubsequences: true) {
        var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        while let first = words.first,
            first.hasPrefix("@") || ["public", "package", "internal"].contains(first)
        {
            words.removeFirst()
        }
        guard words.count >= 2, words[0] == "import" else { continue }
        let path = kinds.contains(words[1]) && words.count >= 3 ? words[2] : words[1]
        if let module = path.split(separator: ".").first { modules.insert(String(module)) }
    }
    return modules
}

let targets = readTargets(dumpPackage())
let names = Set(targets.map(\.name))
var problems: [String] = []
for target in targets where target.type != "system" {
    let files = swiftFiles(in: target.folder, exclude: target.exclude)
    guard !files.isEmpty else { continue }  // a C target: its headers say what it includes
    var imported: [String: String] = [:]  // module -> first file importing it
    for file in files {
        guard let source = try? String(contentsOfFile: file, encoding: .utf8) else {
            fail("cannot read \(file)")
        }
        for module in imports(in: source) where imported[module] == nil { imported[module] = file }
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

/// The graph README.md shows: each target under Sources/ with its direct dependencies.
func readmeGraph() -> [String: Set<String>] {
    guard let text = try? String(contentsOfFile: "README.md", encoding: .utf8),
        let section = text.range(of: "## How it is built")
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

let shown = readmeGraph()
if shown.isEmpty {
    problems.append(
        "README.md has no module graph (\"    Name -> Dependency, ...\") under \"## How it is built\"")
} else {
    let built = targets.filter { $0.type != "system" && $0.folder.hasPrefix("Sources/") }
    for target in built {
        guard let dependencies = shown[target.name] else {
            problems.append("README.md's module graph leaves out \(target.name)")
            continue
        }
        if dependencies != Set(target.dependencies) {
            problems.append(
                "README.md's module graph gives \(target.name) -> \(dependencies.sorted().joined(separator: ", ")); "
                    + "Package.swift declares \(target.dependencies.sorted().joined(separator: ", "))")
        }
    }
    for name in Set(shown.keys).subtracting(built.map(\.name)).sorted() {
        problems.append("README.md's module graph shows \(name), which is not a target under Sources/")
    }
}

if problems.isEmpty {
    print(
        "check-imports: every target imports exactly what Package.swift declares (\(targets.count) targets), "
            + "and README.md shows that graph")
} else {
    for problem in problems { print("check-imports: \(problem)") }
    print("check-imports: \(problems.count) mismatch\(problems.count == 1 ? "" : "es") with Package.swift")
    exit(1)
}
