import OutdoorArguments

/// `-o FILE|-` and `--force`: where `card`, `photo`, `map` and `book` write their one file.
///
/// The rule is `OutputTarget`'s; the help of both comes from what the command says about its file.
struct OutputOptions: OptionGroup {
    /// `-o FILE`: the file, or - for standard output.
    let file: Option<String?>
    /// `--force`: binary data on a terminal, and (with a default name) replacing a file.
    let force: Flag

    /// The options for a command writing `what` ("the PNG"; nil when help need not say).
    ///
    /// It writes to the file `-o` names, else to `defaultName`; without a default name `-o` is
    /// required. `note` adds to the `-o` help ("one ID only").
    init(what: String? = nil, placeholder: String = "FILE", defaultName: String?, note: String? = nil) {
        let stream = "- for standard output"
        if let defaultName {
            let details = [stream, "default \(defaultName)"] + (note.map { [$0] } ?? [])
            file = Option.text(
                "output", placeholder, short: "o",
                help: "Where to write\(what.map { " " + $0 } ?? "") (\(details.joined(separator: "; "))).",
                usage: placeholder + "|-", completion: .file)
            force = Flag(
                "force", help: "Write binary data to a terminal, or let the default name replace a file.")
        } else {
            let thing = what ?? "the file"
            file = Option.text(
                "output", placeholder, short: "o",
                help:
                    "\(thing.prefix(1).uppercased() + thing.dropFirst()) to write (required); - is standard "
                    + "output, refused on a terminal unless --force is given.",
                completion: .file, required: true)
            force = Flag("force", help: "Write \(thing) to standard output even when it is a terminal.")
        }
    }
}

extension Arguments where Options == OutputOptions {
    /// Where to write under the rule: `-o`, else `defaultName`; a name's extension must be one of
    /// `extensions` (the first the usual one) for data in `formatName` ("PNG").
    func destination(
        defaultName: String? = nil, extensions: [String], formatName: String, context: CommandContext
    ) throws -> OutputTarget.Destination {
        let file = self[\.file]
        return try OutputTarget.resolve(
            file, defaultName: defaultName ?? file ?? "", extensions: extensions, formatName: formatName,
            force: self[\.force], context: context, command: command)
    }
}

/// Folder options.
extension Option where Value == String {
    /// `-o DIR` for a command that writes a folder of files (`writer` names it in the refusal of
    /// `-o -`); required when there is no `defaultFolder`.
    static func folder(help: String, defaultFolder: String?, writer: String) -> Option<String> {
        Option(
            "output", "DIR", short: "o", help: help, completion: .directory, required: defaultFolder == nil,
            absent: defaultFolder ?? "",
            convert: { text, _ in
                if text == "-" {
                    throw UsageError("\(writer) writes a folder of files, not one stream: give -o DIR")
                }
                return text
            })
    }
}
