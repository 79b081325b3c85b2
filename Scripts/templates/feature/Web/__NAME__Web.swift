import ModuleKitCore
import __NAME__
import __NAME__Interface

/// __NAME__ in a browser: its entry point for a web app — the feature with its web view.
public enum __NAME__Web {
    /// Builds the __NAME__ screen, shown in a browser.
    public static func builder(_ dependencies: __NAME__Dependencies) -> ModuleBuilder<__NAME__Context> {
        __NAME__Feature.builder(dependencies) { __NAME__WebView(presenter: $0) }
    }
}
