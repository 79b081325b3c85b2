import ModuleKitCore

// The examples of ModuleWork's doc comments, compiled (see DocCommentExamples.swift, which
// declares their givens): a task, ongoing work, work known by an id, an observation kept.

@MainActor
final class NewestPresenter: ModulePresenter {
    let store = StateStore(FeedState())
    let events = EventStream<FeedEvent>()
    let service = PostService()

    func perform(_ action: Never) async throws(ActionRefused) {}

    func loadNewest() {
        // snippet: doc ModuleWork.task
        // In a presenter: a task the module owns, cancelled when the module closes.
        events.work.task { [weak self] in
            guard let posts = try? await self?.service.newest() else { return }
            self?.store.update { $0.posts = posts }  // dropped if the module closed meanwhile
        }
        // end
    }

    func keepFresh() {
        // snippet: doc ModuleWork.ongoing
        events.work.ongoing { [weak self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(30))
                await self?.refresh()
            }
        }
        // end
    }
}

/// A screen that shows a name several screens share.
@MainActor
final class NamePresenter: ModulePresenter {
    struct State: Equatable { var name = "" }
    let store = StateStore(State())
    let events = EventStream<FeedEvent>()

    func perform(_ action: Never) async throws(ActionRefused) {}

    func follow() {
        // snippet: doc Shared
        let name = Shared("Me")
        events.work.keep(name.observe { [weak self] name in self?.store.update { $0.name = name } })
        name.update { $0 = "Zed" }  // every screen that observes it shows "Zed"
        // end
    }
}

/// A store of likes several screens share, observed as Domain's is.
/// A store outside ModuleKit whose observation is an object the observer holds.
@MainActor
final class ObservedClock {
    final class Observation {}
    var observers: [(Int) -> Void] = []
    func observe(_ handler: @escaping (Int) -> Void) -> Observation {
        observers.append(handler)
        return Observation()
    }
}

/// Photos read by id, each a line of text.
struct PhotoLibrary: Sendable {
    func load(_ photo: String) async -> String { "photo \(photo)" }
}

struct PhotosState: Equatable {
    var photos: [String: String] = [:]
}

@MainActor
final class PhotosPresenter: ModulePresenter {
    let store = StateStore(PhotosState())
    let events = EventStream<FeedEvent>()
    let library = PhotoLibrary()
    let clock = ObservedClock()

    init() {
        // snippet: doc ModuleWork.keep
        events.work.keep(clock.observe { [weak self] time in self?.tick(time) })
        // end
    }

    func perform(_ action: Never) async throws(ActionRefused) {}

    func tick(_ time: Int) {}

    func show(_ shown: [String], leaving left: [String]) {
        store.update { state in
            // snippet: doc ModuleWork.ongoing(_:_:)
            for photo in shown where state.photos[photo] == nil {
                state.photos[photo] = "loading"
                events.work.ongoing(photo) { [weak self] in
                    let loaded = await self?.library.load(photo)
                    self?.store.update { $0.photos[photo] = loaded }
                }
            }
            for photo in left { events.work.stopOngoing(photo) }
            // end
        }
    }
}
