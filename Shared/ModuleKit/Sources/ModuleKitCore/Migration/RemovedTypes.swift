// The types ModuleKit 0.1 and 0.2 had and 1.0 removed or renamed, each kept as an unavailable
// declaration whose message says what to write instead (the members of today's types:
// RemovedMembers.swift, RemovedStateAndLinkMembers.swift).
// Code written against 0.2 meets one compiler error per old name, and each error is its own fix;
// none of it counts toward the API surface (`Scripts/depgraph api` skips unavailable symbols).
// The CHANGELOG's "Moving from 0.2" says the same, with the reasons.

// MARK: Types renamed

/// Unavailable: renamed ``ModulePresenter``.
@available(
    *, unavailable, renamed: "ModulePresenter",
    message: "a presenter performs its actions: Action and perform(_:) are ModulePresenter's, send(_:) too"
)
public protocol ActionPerforming {}

/// Unavailable: renamed ``ModuleView``.
@available(*, unavailable, renamed: "ModuleView", message: "a view renders its ViewState")
public protocol StateRenderingView {}

@available(
    *, unavailable, renamed: "ModuleError",
    message: "a link's errors are ModuleError's cases (.unknownRoute, .malformed, …)"
)
public typealias DeeplinkError = ModuleError

@available(
    *, unavailable, renamed: "ModuleError",
    message: "navigation's errors are ModuleError's cases (.atRoot, .nothingPresented, .stackFull)"
)
public typealias NavigationError = ModuleError

@available(
    *, unavailable, renamed: "Never",
    message: "a context without events says nothing: Event is Never by default"
)
public typealias NoEvent = Never

@available(*, unavailable, renamed: "Void", message: "a context without input: Input is Void by default")
public typealias NoInput = Void

@available(
    *, unavailable, renamed: "Sendable",
    message: "an event is any Sendable value: write 'enum FeedEvent: Sendable'"
)
public typealias ModuleEvent = Sendable

// MARK: Types gone

/// Unavailable: every ``BuildContext`` has `deeplinkSegments` now.
@available(
    *, unavailable,
    message:
        "every BuildContext has 'var deeplinkSegments: [String]?' now (nil for a part only embedded): drop this conformance"
)
public protocol DeeplinkConvertible {}

/// Unavailable: links are text.
@available(
    *, unavailable,
    message:
        "links are text: router.resolve(\"mosaic://feed\") and router.link(for: context) -> String; navigator.open(text, router:)"
)
public struct Deeplink {
    public init(parsing text: String) throws { fatalError() }
    public init(scheme: String, segments: [String]) { fatalError() }
}

/// Unavailable: a route's pattern is text.
@available(
    *, unavailable,
    message:
        "a route's pattern is text: DeeplinkRoute.pattern is a String ('feed/post/{id:text}'); register it with try router.register(pattern) { … }"
)
public struct RoutePattern {
    public init(_ pattern: String) { fatalError() }
}

/// Unavailable: `idle()` returns the leaked modules' sources.
@available(
    *, unavailable,
    message:
        "idle() returns the leaked modules as [ModuleSource]; modules.observe([.leak]) { record in … } says it in words"
)
public struct LeakReport {}

/// Unavailable: the manager tracks every module it built.
@available(
    *, unavailable,
    message:
        "the manager tracks every module it built: await modules.idle() returns the leaked ones, modules.observe([.leak]) reports them"
)
public final class LeakTracker {
    public init() { fatalError() }
}

/// Unavailable: `listen` returns a ``Subscription``.
@available(
    *, unavailable,
    message: "listen(to:in:_:) returns a Subscription: keep it, and cancel() it to stop listening"
)
public struct ListenerID {}

/// Unavailable: depend on the other feature's builder.
@available(
    *, unavailable,
    message:
        "depend on the other feature's ModuleBuilder<Context>, declare it with ModuleBuilder(name:submodules:) and build with children.build(_:)"
)
public struct ModuleFactory<Context> {}

/// Unavailable: pass the builders themselves.
@available(
    *, unavailable,
    message:
        "pass the builders themselves: ModuleBuilder(name: \"Profile\", submodules: header, posts) { context, children in … }"
)
public struct SubmoduleBuilder {}

/// Unavailable: the builder's closure is handed a ``ModuleContainer``.
@available(
    *, unavailable,
    message:
        "the builder's closure is handed a ModuleContainer (children): try children.build(context), try children.attach(child, to: slot)"
)
public struct Submodules {}

/// Unavailable: read a module's state with `ModuleHarness.state(as:)`.
@available(
    *, unavailable,
    message: "drop this conformance: ModuleHarness.state(as:) reads the stores any module made"
)
public protocol InspectableModule {}

/// Unavailable: observe the manager.
@available(
    *, unavailable,
    message:
        "observe the manager: let observation = modules.observe { record in … } (record.jsonLine for a JSON line)"
)
public protocol TraceSink {}

/// Unavailable: observe the manager.
@available(
    *, unavailable,
    message:
        "keep the records yourself: let observation = modules.observe { record in records.append(record) }"
)
public final class TraceBuffer {
    public init() { fatalError() }
}

/// Unavailable: observe the manager.
@available(
    *, unavailable,
    message: "let observation = modules.observe { record in write(record.jsonLine + \"\\n\") }"
)
public final class JSONLinesTraceWriter {
    public init(write: @escaping (String) -> Void) { fatalError() }
}

/// Unavailable: observe the manager.
@available(
    *, unavailable,
    message:
        "let observation = modules.observe { record in … }: any number of observers, each for the kinds it asks"
)
public final class Tracer {}

/// Unavailable: the terminal host keeps its own.
@available(
    *, unavailable,
    message:
        "a host's log of unhandled events: TerminalHost's UnhandledEventLog, or modules.observe([.unhandled]) { record in … }"
)
public final class UnhandledEventLog {
    public init(modules: ModuleManager, limit: Int = 100) { fatalError() }
}

/// Unavailable: a part of a screen is a module or a plain type.
@available(
    *, unavailable,
    message:
        "a part of a screen is a module built in its parent's builder (children.build, children.attach) or a plain type in its state"
)
public final class SectionedContainer {
    public init<Sections>(sections: Sections) { fatalError() }
}

/// Unavailable: a part of a screen is a module or a plain type.
@available(
    *, unavailable,
    message:
        "a part of a screen is a module built in its parent's builder (children.build, children.attach) or a plain type in its state"
)
public enum SectionedContainerError {}

/// Unavailable: a part of a screen is a module or a plain type.
@available(
    *, unavailable,
    message: "a row is a plain value in the screen's state, or a module built with children.build(_:)"
)
public protocol SectionModule {}

/// Unavailable: a part of a screen is a module or a plain type.
@available(
    *, unavailable,
    message: "a cell is a plain value in the screen's state, or a module built with children.build(_:)"
)
public protocol CellModule {}

/// Unavailable: a part of a screen is a module or a plain type.
@available(
    *, unavailable, message: "a list of cells is an array in the screen's state; page it in the presenter"
)
public final class CellModuleList {
    public init(pageSize: Int, make: @escaping (Any) -> Any) { fatalError() }
}
