import Domain
import ModuleKit
import SettingsInterface

/// What can be asked of the settings screen: each action saves one change, or turns tracing
/// on or off. An action names what it changes, never where it is shown.
package enum SettingsAction: ScreenAction, Equatable {
    case setName(String)
    case setSignature(String)
    case addAccount(String)
    /// Disconnects the account with this address.
    case removeAccount(String)
    /// Turns this kind of notification on or off.
    case toggle(NotificationPreferences.Kind)
    /// Turns tracing on (`true`) or off.
    case trace(Bool)

    /// The section whose rows the action changes.
    package var section: SettingsSection {
        switch self {
        case .setName, .setSignature: .account
        case .addAccount, .removeAccount: .accounts
        case .toggle: .notifications
        case .trace: .developer
        }
    }
}
