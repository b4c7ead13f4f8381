import Foundation

/// Real photos from cameras and phones kept in Tests/Corpus (see its README for where each
/// comes from and its licence).
public enum Corpus {
    /// The folder Tests/Corpus.
    public static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Corpus")

    /// The bytes of `name` ("exiftool/Apple.jpg").
    public static func data(_ name: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent(name))
    }

    /// The names of every photo in `subfolder` ending in `suffix`, sorted.
    public static func names(in subfolder: String, suffix: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(subfolder).path)
            .filter { $0.hasSuffix(suffix) }.sorted().map { "\(subfolder)/\($0)" }
    }
}
