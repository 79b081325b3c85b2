import ModuleKit
import Testing

@MainActor
@Suite struct ActionPerformingTests {
    struct Broken: Error, CustomStringConvertible {
        var description: String { "the disk is full" }
    }

    @Test func aFailedCallBecomesARefusalWithItsOwnLine() async {
        let refusal = await #expect(throws: ActionRefused.self) {
            try await ActionRefused.refusing { throw Broken() }
        }
        #expect(refusal?.reason == "the disk is full")
        let passed = await #expect(throws: ActionRefused.self) {
            try await ActionRefused.refusing { throw ActionRefused("already liked") }
        }
        #expect(passed == ActionRefused("already liked"), "a refusal passes unchanged")
        #expect(ActionRefused.notLoaded(failure: nil).reason == "this screen has not loaded yet")
        #expect(ActionRefused.notLoaded(failure: "user x not found").reason == "user x not found")
    }

    struct Shown: LoadingState {
        var isLoaded = false
        var error: String?
    }

    final class Presenter: ModulePresenter {
        let store = StateStore(Shown())
        func load() async {}
    }

    @Test func aPresenterOfLoadingStateReportsItsErrorAsTheLoadFailure() {
        let presenter = Presenter()
        #expect(presenter.loadFailure == nil)
        presenter.store.update { $0.error = "cannot load posts: offline" }
        #expect(presenter.loadFailure == "cannot load posts: offline")
    }
}
