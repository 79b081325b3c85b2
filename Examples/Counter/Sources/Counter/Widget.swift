import ModuleKit

/// What this example's host draws: a tree of plain widgets, as a UI toolkit would have. The
/// modules below render into it; nothing here knows of terminals.
public indirect enum Widget: Equatable, Sendable {
    case label(String)
    case button(title: String, action: CounterAction)
    case column([Widget])

    /// Every button title in the tree, in order.
    public var buttonTitles: [String] {
        switch self {
        case .label: []
        case .button(let title, _): [title]
        case .column(let children): children.flatMap(\.buttonTitles)
        }
    }
}

/// A view this example's host can show: it draws a widget tree and takes taps on its buttons.
@MainActor
public protocol WidgetView: ModuleView {
    /// The widget tree as of the last render.
    var body: Widget { get }
    /// A tap on the button carrying `action`.
    func tap(_ action: CounterAction)
}

/// What the example's buttons do.
public enum CounterAction: ScreenAction, Equatable {
    case increment
    case reset
    case close
}
