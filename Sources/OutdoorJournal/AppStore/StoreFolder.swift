import Foundation

/// The folder the iPhone app's store lives in: the one place its files are read from.
///
/// The store's companions (`-wal`, `-journal`) and its external photos
/// (`.default_SUPPORT/_EXTERNAL_DATA/<uuid>`) are read only where they really are inside this
/// folder: a link anywhere on the way (the photo, `_EXTERNAL_DATA`, `.default_SUPPORT`, the
/// `-wal`) that leads out of it would make another file's bytes an entry's photo.
struct StoreFolder: Sendable {
    /// The folder's real path (no links).
    let folder: String

    /// The folder of the store at `storePath`, itself resolved.
    init(storePath: String) {
        let parent = (storePath as NSString).deletingLastPathComponent
        folder = Self.realPath(parent.isEmpty ? "." : parent) ?? parent
    }

    /// The real path of `path` when it lies inside the folder, else nil.
    func resolveInside(_ path: String) -> String? {
        guard let real = Self.realPath(path) else { return nil }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return real.hasPrefix(prefix) ? real : nil
    }

    /// `path` with every link resolved, or nil when it does not resolve.
    static func realPath(_ path: String) -> String? {
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }
}
