import Foundation

/// The result of parsing: the flags and values given, typed by their declarations, and positionals.
///
/// Commands read it through `Arguments`, by their declarations.
public struct ParsedArguments: Sendable {
    /// The command's display name, for error messages.
    public var command: String
    /// The names of the flags that were given.
    public internal(set) var flags: Set<String> = []
    /// Each option's value as its declaration converted it, by name (the last one given).
    public var values: [String: any Sendable] = [:]
    /// Each option's text as given, by name.
    public internal(set) var texts: [String: String] = [:]
    /// Positional arguments in order.
    public var positionals: [String] = []
    /// Whether `--help` or `-h` was given.
    public var helpRequested = false

    /// Makes an empty result for `command`.
    public init(command: String) { self.command = command }
}
