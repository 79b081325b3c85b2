import ModuleKitCore
import TerminalHost
import TerminalUI

/// The small module the benchmarks build, render and close: a state store, a passive view
/// with one command, an event stream.
struct BenchContext: BuildContext {
    typealias Event = BenchEvent
    var routingContext: RoutingContext
    var deeplinkSegments: [String]? { nil }
}

@MainActor
final class BenchModule: ModuleProtocol, TerminalView {
    static let builder = ModuleBuilder<BenchContext>(name: "Bench") { BenchModule(context: $0) }

    struct State: Equatable {
        var titles = ["p1", "p2", "p3"]
        var liked: Set<String> = []
    }

    let context: BenchContext
    let events = EventStream<BenchEvent>()
    let store = StateStore(State())
    private var rendered = Screen()
    var view: any ModuleView { self }
    let commands = [CommandHelp("like N", "like post N")]

    init(context: BenchContext) {
        self.context = context
        store.follow { [unowned self] state in
            var screen = Screen(title: "Bench")
            screen.list(
                state.titles.map { ListItem(id: $0, columns: [state.liked.contains($0) ? "♥" : "♡"]) })
            rendered = screen
        }
    }

    func screen() -> Screen { rendered }

    func prepare(_ command: Command) throws(CommandError) -> ScreenWork {
        let row = try command.number(0, named: "N")
        return ScreenWork(command.name) { [self] in
            store.update { _ = $0.liked.insert($0.titles[row - 1]) }
            events.emit(.liked(row))
        }
    }
}
