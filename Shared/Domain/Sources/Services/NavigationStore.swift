import Domain

/// Where the last session left each tab, as links: what `mosaic` restores.
public struct NavigationSnapshot: Codable, Sendable, Equatable {
    /// The tab on screen when the session ended.
    public var selectedTab: String
    /// Each tab's whole stack as a chained link, by tab name.
    public var links: [String: String]

    /// A snapshot with `selectedTab` on screen and each tab's link.
    public init(selectedTab: String, links: [String: String]) {
        self.selectedTab = selectedTab
        self.links = links
    }
}

/// Keeps the ``NavigationSnapshot`` in `navigation.json`, with the same guarantees as the other
/// data files: atomic, locked, owner-only, and never written over when it could not be read.
public struct NavigationStore: Sendable {
    let file: DocumentFile<NavigationSnapshot?>

    /// The saved place kept in `directory`.
    public init(directory: DataDirectory) {
        file = DocumentFile(.navigation, in: directory, initial: nil)
    }

    /// The path of the file, for messages.
    public var path: String { file.path }

    /// The last saved snapshot, or `nil` when none was saved yet.
    public func load() throws(ServiceError) -> NavigationSnapshot? {
        try file.read()
    }

    /// Saves `snapshot`. Fails without writing when the file on disk cannot be read.
    public func save(_ snapshot: NavigationSnapshot) throws(ServiceError) {
        try file.update { $0 = snapshot }
    }
}

extension ServiceBundle {
    /// Checks that every file of a person's data in `directory` (likes, follows, settings) can
    /// be read, so that a session never starts on data it would later fail to save. Throws the
    /// first unreadable file's error. The files that are only convenience (the saved place, the
    /// line history) are not checked: one that cannot be read is reported where it is used,
    /// never written over, and stops nothing.
    public static func verifyReadable(directory: DataDirectory) throws(ServiceError) {
        _ = try FileLikeService(directory: directory).file.read()
        _ = try FileFollowService(directory: directory).file.read()
        _ = try FileSettingsService(directory: directory).file.read()
    }
}
