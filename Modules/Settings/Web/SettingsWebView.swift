import Domain
import HTTPServer
import ModuleKit
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
                    page.textField("set name", field: "value", value: settings.displayName, [("do", "name")]))
                body.append(
                    page.textField(
                        "set signature", field: "value", value: settings.signature, [("do", "signature")]))
            case .accounts:
                body.append(
                    .tag(
                        "ul", [],
                        settings.connectedAccounts.map { account in
                            .tag(
                                "li", [],
                                [
                                    .text(account),
                                    page.button("remove", [("do", "remove"), ("account", account)]),
                                ])
                        }))
                body.append(page.textField("add account", field: "value", value: "", [("do", "add")]))
            case .notifications:
                for kind in NotificationPreferences.Kind.allCases {
                    let on = settings.notifications[kind]
                    body.append(
                        .tag(
                            "p", [],
                            [
                                .text("\(kind.rawValue): \(on ? "on" : "off") "),
                                page.button(
                                    "turn \(on ? "off" : "on")", [("do", "toggle"), ("kind", kind.rawValue)]),
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
                body.append(.tag("p", [], [.text("trace: \(developer.isTracing ? "on" : "off") ")]))
            }
        }
        return body
    }

    func work(for form: FormFields) throws(ActionRefused) -> ScreenWork {
        let value = form["value"] ?? ""
        let action: SettingsAction
        switch form["do"] {
        case "name": action = .setName(value)
        case "signature": action = .setSignature(value)
        case "add": action = .addAccount(value)
        case "remove":
            guard let account = form["account"], state.settings?.connectedAccounts.contains(account) == true
            else {
                throw ActionRefused("that account is not connected")
            }
            action = .removeAccount(account)
        case "toggle":
            guard let kind = form["kind"].flatMap(NotificationPreferences.Kind.init(rawValue:)) else {
                throw ActionRefused("no such notification")
            }
            action = .toggle(kind)
        default: throw ActionRefused("this screen has no such action")
        }
        guard state.sections.contains(action.section) else {
            throw ActionRefused("this screen shows no \(action.section.title)")
        }
        return .send(action, to: presenter)
    }
}
