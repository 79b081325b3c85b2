/// Where a link's screens go, decided before anything is built (``Navigator/open(_:as:)``): the
/// screens placed and where, and the ones presented in a stack of their own over them.
struct LinkPlacement {
    /// Where the placed screens go.
    enum Target: Equatable {
        /// Tab `index`'s stack is the placed screens (those it shows at its start already stay),
        /// that tab selected, any presented stack closed.
        case tab(Int)
        /// The visible stack's first `kept` screens stay and the placed screens follow them:
        /// pushed, when `kept` is the whole stack; else shown from the screen at `kept`, which is
        /// the link's first — the screens above it give way, but those that are the link's next
        /// ones already, which stay.
        case visible(kept: Int)
        /// The visible stack's top screen is handed the first placed screen's context
        /// (``UpdatableModule``), and the others are pushed over it.
        case updatingTop
    }

    /// The screens placed, root first.
    var placed: [any BuildContext]
    /// Where they go.
    var target: Target
    /// The screens presented in a stack of their own over them, root first.
    var presented: [any BuildContext]
}

extension Navigator {
    /// Where the screens of `contexts` go when shown as `presentation` says: a screen that is
    /// ``AlwaysPresented``, and those after it, are presented; the others go to the tab whose
    /// root the link begins with (``LinkPresentation/automatic``), or where the person is — where
    /// the visible stack ends with them already, nothing changes; where it holds the link's first
    /// screen, back to it (the nearest the top); where its top screen is of the first one's
    /// kind and takes a new context, handed it; else pushed.
    func placement(of contexts: [any BuildContext], as presentation: LinkPresentation) -> LinkPlacement {
        let split =
            presentation == .present
            ? 0 : (contexts.firstIndex { $0 is any AlwaysPresented } ?? contexts.count)
        let placed = Array(contexts[..<split])
        let shown = visibleStack
        var target = LinkPlacement.Target.visible(kept: shown.count)
        if let first = placed.first {
            if presentation == .automatic, let tab = tab(rootedAt: contexts) {
                target = .tab(tab)
            } else if placed.count <= shown.count,
                zip(shown.suffix(placed.count), placed).allSatisfy({ Self.isSameScreen($0.context, $1) })
            {
                // Where the person is, over the same screens: nothing changes.
                target = .visible(kept: shown.count - placed.count)
            } else if presentation == .automatic {
                target = preferred(showing: first, in: shown)
            }
        }
        return LinkPlacement(placed: placed, target: target, presented: Array(contexts[split...]))
    }

    /// Where a link of no tab goes, whose first screen is `first`, in the stack `shown`: back to
    /// that screen where the stack holds it (the nearest the top) — the current stack preferred,
    /// the screen not pushed a second time — else handed to the top screen when that takes a
    /// context of its kind, else pushed.
    private func preferred(showing first: any BuildContext, in shown: [Entry]) -> LinkPlacement.Target {
        if let index = shown.lastIndex(where: { Self.isSameScreen($0.context, first) }) {
            return .visible(kept: index)
        }
        if let top = shown.last?.module as? any UpdatableModule, top.takes(first) { return .updatingTop }
        return .visible(kept: shown.count)
    }

    /// The contexts of the visible stack once `plan` is carried out.
    func contextsShown(by plan: LinkPlacement) -> [any BuildContext] {
        if !plan.presented.isEmpty { return plan.presented }
        switch plan.target {
        case .tab: return plan.placed
        case .visible(let kept): return visibleStack.prefix(kept).map(\.context) + plan.placed
        case .updatingTop: return visibleStack.dropLast().map(\.context) + plan.placed
        }
    }

    /// Whether carrying out `plan` changes nothing: it presents nothing, and the visible stack
    /// ends with its screens already.
    func changesNothing(_ plan: LinkPlacement) -> Bool {
        guard plan.presented.isEmpty, case .visible(let kept) = plan.target else { return false }
        let above = visibleStack[kept...]
        return above.count == plan.placed.count
            && zip(above, plan.placed).allSatisfy { Self.isSameScreen($0.context, $1) }
    }

    /// The tab whose root's whole link the link of `contexts` begins with, if any: `feed/post/p1`
    /// and `settings/notifications` begin with `feed` and `settings`; `product/1234` does not
    /// begin with `product/1`.
    private func tab(rootedAt contexts: [any BuildContext]) -> Int? {
        var segments: [String] = []
        for context in contexts {
            guard let own = context.deeplinkSegments else { break }
            segments += own
        }
        return tabs.firstIndex { tab in
            guard let root = tab.root.deeplinkSegments, !root.isEmpty else { return false }
            return segments.starts(with: root)
        }
    }
}
