import Foundation

/// Tells whether a path given to `outdoor import` is the iPhone app's store, and finds it in a folder.
public enum AppStoreLocator {
    /// The store's file name in the app's container.
    public static let fileName = "default.store"
    /// Where the store lives inside the app's container (or an extracted backup of it).
    public static let containerPath = "Library/Application Support/default.store"

    /// The store that `url` names, or nil when it names something else (photos, a JSON file).
    ///
    /// A file is taken for a store when its name ends in `.store` or it starts like a SQLite
    /// database; a folder when it holds `default.store`, directly or as the app's container does
    /// (`Library/Application Support/default.store`).
    public static func store(at url: URL) -> URL? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            return url.pathExtension.lowercased() == "store" ? url : nil
        }
        if isDirectory.boolValue {
            for relative in [fileName, containerPath] {
                let candidate = url.appendingPathComponent(relative)
                if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
            }
            // A folder named like the store is meant as the store: reading it says it is a folder.
            return url.pathExtension.lowercased() == "store" ? url : nil
        }
        if url.pathExtension.lowercased() == "store" { return url }
        guard AppStoreSnapshot.isRegularFile(url.resolvingSymlinksInPath().path),
            let handle = FileHandle(forReadingAtPath: url.path)
        else { return nil }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: 16)) == AppStoreSnapshot.sqliteHeader ? url : nil
    }
}
