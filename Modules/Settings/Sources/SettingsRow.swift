import Domain

/// One row of the settings screen.
struct SettingsRow: Sendable, Equatable {
    /// Which setting a row shows.
    enum ID: Sendable, Hashable {
        case name
        case signature
        /// The connected account with this address.
        case account(String)
        /// The row that adds an account.
        case newAccount
        case notification(NotificationPreferences.Kind)
        case modules
        case leaks
        case unhandledEvents
        case trace
    }

    var id: ID
    var label: String
    var value: String
}
