import Domain

/// What a person asks the settings screen to do, parsed once by the view. Each action names
/// the row it acts on; the section that made that row performs it.
enum SettingsAction: Sendable, Equatable {
    case setName(String)
    case setSignature(String)
    case addAccount(String)
    /// Disconnects account N (from 1).
    case removeAccount(Int)
    case toggle(NotificationPreferences.Kind)
    case setTracing(Bool)

    /// The row the action acts on.
    var row: SettingsRow.ID {
        switch self {
        case .setName: .name
        case .setSignature: .signature
        case .addAccount: .newAccount
        case .removeAccount(let number): .account(number)
        case .toggle(let kind): .notification(kind)
        case .setTracing: .trace
        }
    }
}
