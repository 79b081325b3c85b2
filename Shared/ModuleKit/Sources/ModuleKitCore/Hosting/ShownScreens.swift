/// What a host draws after a step (``HostSession/step(_:)``) or a change
/// (``HostSession/handleChange()``), in ModuleKit's terms: each host draws it its own way, from
/// this alone — it never goes back to the navigator. It holds the modules shown, which live on
/// the main actor: a host draws it there.
public struct ShownScreens: Hashable {
    /// The screens shown, root first: the visible stack (a modal's, when one is presented).
    public let screens: [ShownScreen]
    /// Their link, or `nil` when the app has no links.
    public let link: String?
    /// The tab shown (its index in ``Navigator/tabs``), for a host's tab bar.
    public let selectedTab: Int
    /// Whether the screens are presented over the tab's stack, in a stack of their own (a
    /// ``Navigator/present(_:configure:)``, an ``AlwaysPresented`` screen): a host's tab bar shows
    /// no tab as the current one then, and `back` from their root shows the tab's stack again.
    public let isPresented: Bool
    /// Whether the screen on top still has work of its own in flight, or screens put on top with
    /// it (a link's, beneath it) still load — whether they open is not known yet: show it loading.
    public let isLoading: Bool
    /// Why the screen on top could not load what it shows, or `nil`: part of what it shows, each
    /// time it is shown (``failures`` tells it once).
    public let loadFailure: ModuleFailure?
    /// What failed, each told once, oldest first: the step's own failure or refusal, a link
    /// undone, a screen that could not load, what a person asked that failed after they left
    /// its screen, a navigation the app could not make.
    public let failures: [ModuleFailure]
    /// Whether nothing the step asked was turned down: its action not refused — so far: one
    /// still running past the wait has not been refused yet, and is told once if it is — and
    /// its link not undone. A terminal shows the screen again only then. (1.x called it
    /// `succeeded`, which an action still running had not.)
    public let notRefused: Bool

    /// The screen on top (named apart from ``Navigator/top``, which a host never reads): the one a host draws, and reads the person's next input against (its
    /// actions, ``ModuleProtocol/work(for:)``).
    public var topmost: ShownScreen? { screens.last }
}

extension ShownScreens {
    /// What `navigator` shows now, with its `link`, telling nothing.
    @MainActor
    init(showing navigator: Navigator, link: String?, notRefused: Bool) {
        let top = navigator.top?.module
        self.init(
            screens: navigator.visibleStack.map { ShownScreen(id: $0.id, module: $0.module) },
            link: link, selectedTab: navigator.selectedTab, isPresented: !navigator.modalStacks.isEmpty,
            isLoading: top?.isLoading ?? false, loadFailure: top?.loadFailure, failures: [],
            notRefused: notRefused)
    }

    /// The same screens, telling `failures` — and loading, when `stillLoading` (screens beneath
    /// the top one that a link put there still load: whether the link opens is not known yet).
    func telling(_ failures: [ModuleFailure], stillLoading: Bool = false) -> ShownScreens {
        ShownScreens(
            screens: screens, link: link, selectedTab: selectedTab, isPresented: isPresented,
            isLoading: isLoading || stillLoading, loadFailure: loadFailure, failures: failures,
            notRefused: notRefused)
    }
}

/// One screen shown, with what a host needs to draw it: its module (its view, its children, its
/// work for an action).
public struct ShownScreen: Hashable {
    /// The module's id, as its trace records and ``ModuleChange``s name it.
    public let id: ModuleID
    /// The module shown, while it lives: a host that keeps a result keeps no closed screen alive
    /// (ModuleKit's leak check would find it).
    public var module: (any ModuleProtocol)? { shown }
    private weak var shown: (any ModuleProtocol)?
    /// The module's context when the screen was shown (an ``UpdatableModule``'s may change).
    private let context: AnyHashable

    /// The screen of `module`, whose id is `id`.
    @MainActor
    init(id: ModuleID, module: any ModuleProtocol) {
        self.id = id
        shown = module
        context = AnyHashable(module.context)
    }

    /// Whether `entry` is this screen, showing the context it showed.
    @MainActor
    func shows(_ entry: Navigator.Entry) -> Bool {
        id == entry.id && context == AnyHashable(entry.context)
    }

    public static func == (left: ShownScreen, right: ShownScreen) -> Bool { left.id == right.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
