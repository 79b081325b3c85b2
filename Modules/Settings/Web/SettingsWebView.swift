import Domain
import HTTPServer
import ModuleKitCore
import Settings
import SettingsInterface
import WebHost
import WebUI

/// Settings in a browser: each section with its fields and switches; every change a form.
@MainActor
final class SettingsWebView: WebPresenterView<SettingsPresenter>, ModuleView, WebView {
    func body(on page: WebPage) -> [HTML] {
        guard let settings = state.settings else { return [] }
        var body: [HTML] = [.tag("h2", [], [.text(state.title)])]
        for section in state.sections {
            body.append(.tag("h3", [], [.text(section.title)]))
            switch section {
            case .account:
                body.append(
                    page.textField("set name", value: settings.displayName) { SettingsAction.setName($0) })
                body.append(
                    page.textField("set signature", value: settings.signature) {
                        SettingsAction.setSignature($0)
                    })
            case .accounts:
                body.append(
                    .tag(
                        "ul", [],
                        settings.connectedAccounts.map { account in
                            .tag(
                                "li", [],
                                [
                                    .text(account),
                                    page.button("remove", action: SettingsAction.removeAccount(account)),
                                ])
                        }))
                body.append(page.textField("add account", value: "") { SettingsAction.addAccount($0) })
            case .notifications:
                for kind in NotificationPreferences.Kind.allCases {
                    let on = settings.notifications[kind]
                    body.append(
                        .tag(
                            "p", [],
                            [
                                .text("\(kind.rawValue): \(on ? "on" : "off") "),
                                page.button("turn \(on ? "off" : "on")", action: SettingsAction.toggle(kind)),
                            ]))
                }
            case .developer:
                guard let developer = state.developer else { continue }
                body.append(.tag("p", [], [.text("modules alive: \(developer.moduleCount)")]))
                body.append(
                    .tag(
                        "p", [],
                        [
                            .text(
                                "leaks: \(developer.leaks.isEmpty ? "none" : developer.leaks.joined(separator: "; "))"
                            )
                        ]))
                body.append(
                    .tag(
                        "p", [],
                        [
                            .text("trace: \(developer.isTracing ? "on" : "off") "),
                            page.button(
                                "turn \(developer.isTracing ? "off" : "on")",
                                action: SettingsAction.trace(!developer.isTracing)),
                        ]))
            }
        }
        return body
    }
}
