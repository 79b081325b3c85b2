import ModuleKitCore

/// The signed-in user's settings, held once for every screen (and, served, every session), as
/// the likes are in ``LikeStore``: screens read them and observe them, and save through it. A
/// name set in one section shows on the settings screen beneath, and on another browser's next
/// page, at once — no screen keeps a copy it would have to refresh.
///
/// ```swift
/// let settings = SettingsStore(service: services.settings)
/// events.work.keep(settings.observe { [weak self] saved in self?.show(saved) })
/// try await settings.update { $0.displayName = "Zed" }  // saved, then every observer hears it
/// ```
@MainActor
public final class SettingsStore {
    private let service: any SettingsService
    /// The settings as last read or saved (`nil` before the first read), and who follows them.
    private let saved = SavedValue<Settings?>(nil)

    /// A store over `service`; nothing is read until ``load()``.
    public init(service: any SettingsService) {
        self.service = service
    }

    /// The settings as last read or saved; `nil` until they were.
    public var settings: Settings? { saved.value }

    /// Reads the settings from the service — every time: another process on the same data may
    /// have changed them — and tells the observers when they differ. A save made while it reads
    /// is never undone by the older snapshot: the read is made again.
    public func load() async throws(ServiceError) -> Settings {
        var fresh = Settings.initial
        try await saved.read { () async throws(ServiceError) in
            fresh = try await service.load()
            return fresh
        }
        return fresh
    }

    /// Applies `change` to the saved settings and saves the result, through the service, as one
    /// step; once it is saved, every observer hears of it. Returns what was saved; when `change`
    /// refuses or the service fails, nothing changes.
    @discardableResult
    public func update(_ change: @Sendable (inout Settings) throws(SettingsValidationError) -> Void)
        async throws(SettingsUpdateError) -> Settings
    {
        let settings = try await service.update(change)
        saved.saved { $0 = settings }
        return settings
    }

    /// Calls `handler` with the settings after every change, read or saved, until the returned
    /// subscription ends (a module keeps it in its work: `events.work.keep(settings.observe { … })`).
    public func observe(_ handler: @escaping (Settings) -> Void) -> Subscription {
        saved.observe { settings in
            if let settings { handler(settings) }
        }
    }
}
