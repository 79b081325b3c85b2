/// One row of the settings screen.
struct SettingsRow: Sendable, Equatable {
    /// What commands find the row by: `name`, `notifications.likes`, `account.2`.
    var key: String
    var label: String
    var value: String
}
