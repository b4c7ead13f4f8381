import Foundation

/// A hidden hook for tests and benchmarks: with `OUTDOOR_DEBUG_MAPS_FILE` set, the process
/// copies its own memory map (/proc/self/maps) to that file when the command ends, so an
/// end-to-end test can check which libraries a command loaded (the card path must map no
/// networking library).
enum ProcessMapsHook {
    /// The environment variable naming the file.
    static let variable = "OUTDOOR_DEBUG_MAPS_FILE"

    /// Writes /proc/self/maps to the file `environment` names, if it names one.
    static func recordIfAsked(environment: [String: String], context: CommandContext) {
        guard let path = environment[.debugMapsFile], !path.isEmpty else { return }
        guard let maps = FileHandle(forReadingAtPath: "/proc/self/maps") else {
            context.note("\(variable): cannot read /proc/self/maps")
            return
        }
        defer { try? maps.close() }
        let bytes = maps.readDataToEndOfFile()
        if !FileManager.default.createFile(atPath: path, contents: bytes) {
            context.note("\(variable): cannot write \(path)")
        }
    }
}
