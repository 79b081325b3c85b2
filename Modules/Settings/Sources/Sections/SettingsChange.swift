import Domain

/// A change a section saved: what it tells the settings module, so that the other sections
/// show it too.
enum SettingsChange: Sendable, Equatable {
    /// The display name was saved.
    case nameChanged(String)
    /// The signature was saved.
    case signatureChanged(String)
    /// An account was connected.
    case accountAdded(String)
    /// An account was disconnected.
    case accountRemoved(String)
    /// A kind of notification was turned on (`true`) or off.
    case notificationChanged(NotificationPreferences.Kind, Bool)
    /// Tracing was turned on (`true`) or off.
    case tracingChanged(Bool)
}
