import Foundation
import OutdoorModel
import OutdoorStore
import Synchronization
import TestSupport
import XCTest

/// Journals that cannot be used: each gives a clear error and is left as it was.
final class JournalFileTests: XCTestCase {
    var dir: TemporaryDirectory!
    override func setUpWithError() throws { dir = try TemporaryDirectory() }
    override func tearDown() { dir = nil }

    func testAFolderIsRefused() {
        XCTAssertThrowsError(try JournalStore(path: dir.url.path, access: .write)) { error in
            XCTAssertEqual(error as? JournalStoreError, .isDirectory(path: dir.url.path))
        }
    }

    func testAFileThatIsNotSQLiteIsRefusedAndLeftAlone() throws {
        let path = dir.path("notes.txt")
        let text = Data(String(repeating: "not a database\n", count: 200).utf8)
        try text.write(to: URL(fileURLWithPath: path))
        for access in [JournalStore.Access.read, .write] {
            XCTAssertThrowsError(try JournalStore(path: path, access: access)) { error in
                guard case .notAJournal? = error as? JournalStoreError else { return XCTFail("\(error)") }
                XCTAssertTrue("\(error)".contains("not a SQLite database"), "\(error)")
            }
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), text)
    }

    func testAnotherProgramsDatabaseIsRefused() throws {
        let path = dir.path("other.sqlite")
        try Database(path: path, mode: .readWriteCreate).execute(
            "CREATE TABLE t (x); INSERT INTO t VALUES (1)")
        XCTAssertThrowsError(try JournalStore(path: path, access: .write)) { error in
            XCTAssertTrue("\(error)".contains("another program"), "\(error)")
        }
    }

    func testANewerJournalIsRefusedAndNotAltered() throws {
        let path = dir.path("journal.sqlite")
        _ = try JournalStore(path: path, access: .write)
        try Database(path: path, mode: .readWrite).execute(
            "PRAGMA user_version = \(JournalSchema.current + 1)")
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        for access in [JournalStore.Access.read, .write] {
            XCTAssertThrowsError(try JournalStore(path: path, access: access)) { error in
                XCTAssertEqual(
                    error as? JournalStoreError,
                    .newerSchema(
                        path: path, found: JournalSchema.current + 1, supported: JournalSchema.current))
                XCTAssertTrue("\(error)".contains("newer version"))
            }
        }
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: path)), before)
    }

    func testAReadOnlyJournalCanBeReadButNotWritten() throws {
        try XCTSkipIf(
            getuid() == 0 && !Self.permissionsApplyToRoot(dir), "root ignores file permissions here")
        let path = dir.path("journal.sqlite")
        let store = try JournalStore(path: path, access: .write)
        try store.insert(StoreFixtures.entry(), photoData: nil)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: path) }
        let reader = try JournalStore(path: path, access: .read)
        XCTAssertEqual(try reader.count(), 1)
    }

    func testAWriterWaitsForAnotherAndBothSucceed() throws {
        let path = dir.path("journal.sqlite")
        _ = try JournalStore(path: path, access: .write)
        let group = DispatchGroup()
        let errors = ErrorBox()
        for worker in 0..<2 {
            group.enter()
            Thread.detachNewThread {
                defer { group.leave() }
                do {
                    let store = try JournalStore(path: path, access: .write)
                    for i in 0..<25 {
                        try store.insert(StoreFixtures.entry(title: "w\(worker)-\(i)"), photoData: nil)
                    }
                } catch {
                    errors.append(error)
                }
            }
        }
        XCTAssertEqual(group.wait(timeout: .now() + 60), .success)
        XCTAssertTrue(errors.all.isEmpty, "\(errors.all)")
        XCTAssertEqual(try JournalStore(path: path, access: .read).count(), 50)
    }

    func testALockHeldTooLongGivesAClearError() throws {
        let path = dir.path("journal.sqlite")
        _ = try JournalStore(path: path, access: .write)
        let holder = try Database(path: path, mode: .readWrite)
        try holder.execute("BEGIN EXCLUSIVE")
        defer { try? holder.execute("ROLLBACK") }
        let store = try JournalStore(path: path, access: .write, busyTimeoutMilliseconds: 100)
        XCTAssertThrowsError(try store.insert(StoreFixtures.entry(), photoData: nil)) { error in
            XCTAssertEqual(error as? JournalStoreError, .locked(path: path))
        }
    }

    /// Whether chmod stops this user writing (it does not for root on most systems).
    static func permissionsApplyToRoot(_ dir: TemporaryDirectory) -> Bool {
        let probe = dir.path("probe")
        _ = FileManager.default.createFile(atPath: probe, contents: Data())
        try? FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: probe)
        return FileHandle(forWritingAtPath: probe) == nil
    }
}

/// Collects errors from several threads.
final class ErrorBox: Sendable {
    private let errors = Mutex<[any Error]>([])

    func append(_ error: any Error) {
        errors.withLock { $0.append(error) }
    }

    var all: [any Error] { errors.withLock { $0 } }
}
