import Foundation
import OutdoorArguments
import OutdoorFiles

/// Where `card`, `photo`, `map` and `book` write their file, under one rule for all four.
///
/// - `-o -` is standard output, refused on a terminal (binary data would garble it) unless
///   `--force` is given;
/// - an explicit `-o FILE` is written, replacing a file of that name;
/// - the default name never replaces a file: when it is taken the next free name is used
///   ("2025-06-14-walk-2.png") and said so; `--force` replaces it instead;
/// - a file name's extension must match the format written (a PNG is never named .gif);
/// - the journal and its companions (`-wal`, `-shm`) are never written, under any name or link.
enum OutputTarget {
    /// The rule as help states it.
    static let rule =
        "-o FILE replaces FILE; a default name never replaces a file (a taken name gets -2, -3, ... "
        + "unless --force); -o - writes to standard output, refused on a terminal unless --force."

    /// A resolved destination.
    enum Destination: Equatable {
        case standardOutput
        case file(URL)
    }

    /// The destination for `option` (the `-o` value, nil when not given), checking the rule.
    ///
    /// `extensions` are the file-name extensions the format may have, the first the usual one.
    static func resolve(
        _ option: String?, defaultName: String, extensions: [String], formatName: String, force: Bool,
        context: CommandContext, command: String
    ) throws -> Destination {
        if option == "-" {
            if context.stdout.isTerminal && !force {
                throw UsageError(
                    "standard output is a terminal: refusing to print \(formatName) data on it; "
                        + "redirect it (> file.\(extensions[0]), or a pipe), or add --force",
                    command: command)
            }
            try context.protectedFiles.check(
                descriptor: context.stdout.fileDescriptor, shown: "standard output")
            return .standardOutput
        }
        let name = option ?? defaultName
        try checkExtension(name, extensions: extensions, formatName: formatName, command: command)
        let url = context.resolvePath(name)
        // Refused before any work; the writer checks again when it writes.
        try context.protectedFiles.check(url.path, shown: url.path)
        if option == nil && !force && exists(url) {
            let free = freeName(after: url)
            context.note(
                "\(url.lastPathComponent) exists: writing \(free.lastPathComponent) instead (--force replaces it)"
            )
            return .file(free)
        }
        return .file(url)
    }

    /// The first free name of the form "name-2.ext", "name-3.ext" and so on.
    static func freeName(after url: URL) -> URL {
        let folder = url.deletingLastPathComponent()
        let ext = url.pathExtension
        let stem = url.deletingPathExtension().lastPathComponent
        var number = 2
        while true {
            let name = "\(stem)-\(number)" + (ext.isEmpty ? "" : ".\(ext)")
            let candidate = folder.appendingPathComponent(name)
            if !exists(candidate) { return candidate }
            number += 1
        }
    }

    /// Whether anything (a file, a folder, a dangling link) has this name.
    private static func exists(_ url: URL) -> Bool {
        var info = stat()
        return lstat(url.path, &info) == 0
    }

    /// Refuses a file name whose extension says another format ("card.gif" for a PNG).
    static func checkExtension(_ path: String, extensions: [String], formatName: String, command: String)
        throws
    {
        let ext = (path as NSString).pathExtension.lowercased()
        guard !ext.isEmpty, !extensions.contains(ext) else { return }
        throw UsageError(
            "the file name \(path) ends in .\(ext) but the data is \(formatName): name it .\(extensions[0])",
            command: command)
    }

    /// Writes `data` to `destination`: whole or not at all for a file.
    static func write(_ data: Data, to destination: Destination, context: CommandContext) throws {
        switch destination {
        case .standardOutput:
            try context.protectedFiles.check(
                descriptor: context.stdout.fileDescriptor, shown: "standard output")
            try context.stdout.writeChecked(data)
        case .file(let url):
            AtomicFile.removeStaleParts(of: url)
            try AtomicFile.write(data, to: url, protecting: context.protectedFiles)
        }
    }
}
