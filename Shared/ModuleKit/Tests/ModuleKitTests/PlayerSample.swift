import ModuleKitCore

// A player for the tests of the test kit: `play` starts a ticker that advances the position until
// the screen closes — as ongoing work (or `play` asked again, which starts it anew), or, written
// wrong, as a task of the screen's own, which every wait waits for.

struct PlayerContext: BuildContext {
    typealias Event = Never
    var routingContext: RoutingContext
    var deeplinkSegments: [String]? { nil }
}

enum PlayerAction: ScreenAction, Equatable {
    case play

    var navigates: Bool { false }
    var words: [String] { ["play"] }

    init?(words: [String]) {
        guard words == ["play"] else { return nil }
        self = .play
    }
}

struct PlayerState: Equatable {
    var playing = false
    var position = 0
}

@MainActor
final class PlayerPresenter: ModulePresenter {
    let store = StateStore(PlayerState())
    let events: EventStream<Never>
    /// Whether the ticker is ongoing work, as it should be, or a task.
    let tickerIsOngoing: Bool

    init(events: EventStream<Never>, tickerIsOngoing: Bool) {
        self.events = events
        self.tickerIsOngoing = tickerIsOngoing
    }

    func perform(_ action: PlayerAction) async throws(ActionRefused) {
        store.update { $0.playing = true }
        let ticker: @MainActor () async -> Void = { [weak self] in
            // A tick every millisecond: it never ends, as no test's wait may wait for. (Not at
            // every turn of the main actor: a ticker that never sleeps holds up every other test
            // the process runs, under Thread Sanitizer a minute at a time.)
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(1))
                self?.store.update { $0.position += 1 }
            }
        }
        if tickerIsOngoing { events.work.ongoing("ticker", ticker) } else { events.work.task(ticker) }
    }
}

@MainActor
final class PlayerView: ModuleView {
    func render(_ state: PlayerState) {}
}

enum PlayerFeature {
    @MainActor
    static func builder(tickerIsOngoing: Bool = true) -> ModuleBuilder<PlayerContext> {
        ModuleBuilder(name: "Player") { _, events in
            PlayerPresenter(events: events, tickerIsOngoing: tickerIsOngoing)
        } view: { _ in
            PlayerView()
        }
    }
}
