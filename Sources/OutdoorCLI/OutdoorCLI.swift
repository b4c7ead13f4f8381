import Foundation

/// The `outdoor` command line: parses arguments, runs one command, returns the exit code.
public enum OutdoorCLI {
    /// The tool's version.
    public static let version = "0.1.0"

    /// Runs the command named by `arguments` (argument 0 is the program) and returns its exit code.
    public static func main(arguments: [String]) async -> Int32 {
        let args = Array(arguments.dropFirst())
        if args == ["--version"] {
            print("outdoor \(version)")
            return 0
        }
        FileHandle.standardError.write(Data("outdoor: no commands yet\n".utf8))
        return 2
    }
}
