#if canImport(Darwin)
    import Darwin
#elseif canImport(Dispatch)
    import Dispatch
#endif

/// What a main-actor object does when it is released, run on the main actor.
///
/// `isolated deinit` says this in the language, but needs the runtime of macOS 15.4, iOS 18.4,
/// tvOS 18.4, watchOS 11.4 and visionOS 2.4 (for a `@MainActor` class the compiler does not even
/// warn), and ModuleKit supports earlier systems. A `deinit` hands its leftovers here instead:
/// released on the main thread — as ModuleKit's objects are, by the modules and hosts that own
/// them — the work runs at once, inside the release; released on another thread, at the main
/// actor's next turn.
enum MainActorRelease {
    /// Runs `body` on the main actor: now when the caller is on the main thread, else later.
    static func run(_ body: @escaping @MainActor @Sendable () -> Void) {
        if isMainThread {
            MainActor.assumeIsolated { body() }
        } else {
            Task { @MainActor in body() }
        }
    }

    /// Runs `body` now and returns `true` when the caller is on the main thread; else returns
    /// `false` and the caller hands its work to ``run(_:)``. A release on the main actor — every
    /// module's, in a running app — then allocates nothing for it.
    @inline(__always)
    static func runNow(_ body: @MainActor () -> Void) -> Bool {
        guard isMainThread else { return false }
        MainActor.assumeIsolated(body)
        return true
    }

    /// Whether the caller runs on the main actor's thread: on Apple systems, the main thread;
    /// elsewhere, a job of the main dispatch queue (which runs the main actor's jobs).
    static var isMainThread: Bool {
        #if canImport(Darwin)
            return pthread_main_np() != 0
        #elseif canImport(Dispatch)
            return DispatchQueue.getSpecific(key: mainQueueMark) != nil
        #else
            return false  // unknown: always the next turn, which is never wrong
        #endif
    }

    #if !canImport(Darwin) && canImport(Dispatch)
        /// Marks the main dispatch queue, once, so that a job can tell it runs there.
        private static let mainQueueMark: DispatchSpecificKey<Bool> = {
            let key = DispatchSpecificKey<Bool>()
            DispatchQueue.main.setSpecific(key: key, value: true)
            return key
        }()
    #endif
}

/// State a `deinit` hands to the main actor through ``MainActorRelease``: main-actor state,
/// touched only there, by the object's last code.
struct ReleasedState<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) { self.value = value }
}
