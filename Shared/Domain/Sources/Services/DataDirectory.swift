import Domain

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folder that holds mosaic's data files, readable by its owner only, with a lock file so
/// that two processes never interleave writes.
public struct DataDirectory: Sendable {
    /// The folder's path.
    public let path: String

    /// How long a process waits for another's lock before giving up.
    public let lockTimeout: Duration

    /// The data folder at `path`; a lock held by another process is waited for `lockTimeout` at most.
    public init(path: String, lockTimeout: Duration = .seconds(5)) {
        self.path = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
        self.lockTimeout = lockTimeout
    }

    /// The default location: `$XDG_DATA_HOME/mosaic`, else `~/.local/share/mosaic`.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment)
        -> DataDirectory
    {
        if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty {
            return DataDirectory(path: xdg + "/mosaic")
        }
        let home = environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path
        return DataDirectory(path: home + "/.local/share/mosaic")
    }

    /// The folder's path as given and, when a symbolic link leads elsewhere, as resolved: what
    /// a message about one of its files may name.
    public var paths: [String] {
        let resolved = DocumentFile<[String]>.followingLinks(path)
        return resolved == path ? [path] : [path, resolved]
    }

    /// The path of file `name` in the folder.
    public func file(_ name: String) -> String { path + "/" + name }

    /// Creates the folder (and its parents) if needed, owner-only. A symbolic link to a folder
    /// is that folder (people link data folders to other disks); a link to anything else, or to
    /// nothing, is refused.
    public func create() throws(ServiceError) {
        var status = stat()
        if stat(path, &status) == 0 {  // follows links
            guard status.st_mode & S_IFMT == S_IFDIR else {
                throw .unwritable(path: path, reason: "not a directory")
            }
            return
        }
        if lstat(path, &status) == 0 {
            throw .unwritable(path: path, reason: "a symbolic link to nothing")
        }
        do {
            try FileManager.default.createDirectory(
                atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw .unwritable(path: path, reason: "cannot create the directory")
        }
    }

    /// The data files mosaic keeps in the folder, each named here once: the only files it
    /// writes there, each through a temporary file beside it (`likes.json.tmp-<pid>`) — and the
    /// likes' journal, also appended to in place.
    package enum DataFile: String, CaseIterable, Sendable {
        case likes = "likes.json"
        case likesJournal = "likes.journal"
        case follows = "follows.json"
        case settings = "settings.json"
        case navigation = "navigation.json"
        case history = "history.json"
    }

    /// Removes the temporary files that writers killed mid-write left behind — only those mosaic
    /// can prove it wrote: named after one of its own data files (`<data file>.tmp-<pid>`), a
    /// regular file of this user's, readable and writable by the owner only, as every write
    /// creates it. `--data-dir` takes any folder: a `notes.json.tmp-5` of someone else's stays.
    /// Under the exclusive lock no writer is mid-write — every write holds it from creating its
    /// temporary file to renaming it — so each one found is stale. Returns the names removed.
    @discardableResult
    public func removeStaleTemporaryFiles() throws(ServiceError) -> [String] {
        try withLock(exclusive: true) { () throws(ServiceError) -> [String] in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            let stale = names.filter { Self.isTemporaryFileName($0) && isWrittenAsMosaicWrites(file($0)) }
                .sorted()
            for name in stale { unlink(file(name)) }
            return stale
        }
    }

    /// Whether `name` is a writer's temporary file of one of mosaic's data files:
    /// `<data file>.tmp-<digits>`.
    static func isTemporaryFileName(_ name: String) -> Bool {
        guard let dot = name.lastIndex(of: "."), DataFile(rawValue: String(name[..<dot])) != nil else {
            return false
        }
        let suffix = name[dot...]
        let pid = suffix.dropFirst(".tmp-".count)
        return suffix.hasPrefix(".tmp-") && !pid.isEmpty && pid.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Whether the file at `path` is as a write creates its temporary file: a regular file (not
    /// a link), this user's, readable and writable by the owner only.
    private func isWrittenAsMosaicWrites(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG && status.st_uid == geteuid()
            && status.st_mode & 0o777 == 0o600
    }

    /// Runs `body` holding the folder's lock: exclusive for writers, shared for readers.
    func withLock<Result>(exclusive: Bool, _ body: () throws(ServiceError) -> Result) throws(ServiceError)
        -> Result
    {
        let lockPath = file(".lock")
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw .unwritable(path: lockPath, reason: errorText()) }
        defer { close(descriptor) }
        let deadline = ContinuousClock.now + lockTimeout
        while flock(descriptor, (exclusive ? LOCK_EX : LOCK_SH) | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR, ContinuousClock.now < deadline else {
                throw .locked(path: path)
            }
            usleep(10_000)
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}

/// The text of the current `errno`.
func errorText() -> String {
    String(cString: strerror(errno))
}
