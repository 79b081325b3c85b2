import Domain

/// One row of the settings screen.
struct SettingsRow: Sendable, Equatable {
    /// Which setting a row shows: what an action finds its row by.
    enum ID: Sendable, Hashable {
        case name
        case signature
        /// Connected account N (from 1).
        case account(Int)
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
