import Domain
import ModuleKitCore
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

    /// The action as words: `name Ada`, `toggle likes`, `trace on`.
    package var words: [String] {
        switch self {
        case .setName(let name): ["name", name]
        case .setSignature(let signature): ["signature", signature]
        case .addAccount(let address): ["add-account", address]
        case .removeAccount(let address): ["remove-account", address]
        case .toggle(let kind): ["toggle", kind.rawValue]
        case .trace(let on): ["trace", on ? "on" : "off"]
        }
    }

    package init?(words: [String]) {
        guard words.count == 2 else { return nil }
        switch (words[0], words[1]) {
        case ("name", let name): self = .setName(name)
        case ("signature", let signature): self = .setSignature(signature)
        case ("add-account", let address): self = .addAccount(address)
        case ("remove-account", let address): self = .removeAccount(address)
        case ("toggle", let kind):
            guard let kind = NotificationPreferences.Kind(rawValue: kind) else { return nil }
            self = .toggle(kind)
        case ("trace", "on"): self = .trace(true)
        case ("trace", "off"): self = .trace(false)
        default: return nil
        }
    }
}
