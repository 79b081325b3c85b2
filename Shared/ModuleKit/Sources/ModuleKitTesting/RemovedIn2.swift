// The spellings of ModuleKitTesting 1.x that 2.0 renamed, each kept unavailable naming its
// replacement (see ModuleKitCore's RemovedIn2.swift).

import ModuleKitCore

extension ModuleHarness {
    /// Unavailable: it starts loads and checks leaks, which a question's name hid.
    @available(*, unavailable, renamed: "reachIdlePoint()")
    public func idle() async -> [ModuleSource] { fatalError() }
}
