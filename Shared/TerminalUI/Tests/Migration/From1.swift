// swift-format-ignore-file
// (A fixture in 1.x's spelling: one old name per line, each line marked at its end.)
// Code in TerminalUI 1.x's spelling, one line per name 2.0 removed or renamed, each marked
// `// 1.x: NAME`. TerminalHostTests' MigrationTests type-checks this file against the TerminalUI
// just built and requires every marked line to fail with an error that says what to write
// instead, and every other line to compile. Not part of any target.
import ModuleKitCore
import TerminalHost
import TerminalUI

@MainActor func oldSpelling(navigator: Navigator, modules: ModuleManager, root: any BuildContext, shell: TerminalShell) {
    _ = LineEditorInput(prompt: "> ")  // 1.x: LineEditorInput
    var screen = Screen()
    _ = screen.showsContent(error: nil, isLoaded: true)  // 1.x: Screen.showsContent
    _ = TerminalShell(navigator: navigator, prompt: "> ", pacing: .detect())  // 1.x: TerminalShell.init(pacing:)
    _ = shell.pacing  // 1.x: TerminalShell.pacing
    _ = TerminalDemo(modules: modules, root: root, pacing: .waitForIdle)  // 1.x: TerminalDemo.init(pacing:)
    _ = TerminalShell(navigator: navigator, router: nil, prompt: "> ", pace: .interactive)  // 1.x: TerminalShell.init(router:)
    _ = shell.router  // 1.x: TerminalShell.router

    // 2.0 spelling compiles.
    _ = TerminalShell(navigator: navigator, prompt: "> ", pace: .detect())
    _ = screen.addStatusUnlessLoaded(error: nil, isLoaded: true)
}
