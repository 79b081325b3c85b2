import ModuleKitCore
import __NAME__
import __NAME__Interface

/// __NAME__ in a terminal: its entry point for a terminal app — the feature with its terminal view.
public enum __NAME__Terminal {
    /// Builds the __NAME__ screen, shown in a terminal.
    public static func builder(_ dependencies: __NAME__Dependencies) -> ModuleBuilder<__NAME__Context> {
        __NAME__Feature.builder(dependencies) { __NAME__View(presenter: $0) }
    }
}
