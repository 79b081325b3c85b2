import Testing

@testable import ModuleKitCore
@testable import ModuleKitTesting

/// The harness asserts state as it asserts events: every change, step by step, or the test fails
/// naming the field and both values.
@MainActor
@Suite struct ExhaustiveStateTests {
    @Test func aStateChangeNoTestSaidFailsTheTestNamingTheFieldAndBothValues() async throws {
        let harness = try await SampleFeatures.detailHarness()
        try await harness.perform(.favourite)
        harness.expectEvent(.favourite("a"))
        await withKnownIssue {
            await harness.finish()
        } matching: { issue in
            issue.comments.map(\.rawValue).joined()
                == "state changed and no test said so: DetailState.favourite: false → true (say it with expectState, or set exhaustiveState = false)"
        }
    }

    @Test func aChangeIsCheckedAtTheNextStepSoItIsCreditedToTheActionThatMadeIt() async throws {
        let harness = try await SampleFeatures.detailHarness()
        harness.input.setNote("n")
        await withKnownIssue {
            do { try await harness.perform(.favourite) } catch { Issue.record(error) }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains(#"DetailState.note: nil → "n""#)
        }
        harness.expectEvent(.favourite("a"))
        harness.expectState(DetailState.self) { $0.favourite = true }
        await harness.finish()
    }

    @Test func aStateSaidWrongFailsNamingTheFieldItsValueAndTheOneExpected() async throws {
        let harness = try await SampleFeatures.detailHarness()
        try await harness.perform(.favourite)
        harness.expectEvent(.favourite("a"))
        withKnownIssue {
            harness.expectState(DetailState.self) { $0.note = "x" }
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text == #"state: DetailState.note is nil, expected "x""#
                || text == "state: DetailState.favourite is true, expected false"
        }
        // Said (wrongly) is said: the step goes on from the state as it is.
        await harness.finish()
    }

    @Test func aWideFeaturesTestMayTurnExhaustivityOffAndStillCheckWhatItSays() async throws {
        let harness = try await SampleFeatures.detailHarness()
        harness.exhaustiveState = false
        try await harness.perform(.favourite)
        harness.input.setNote("n")
        harness.expectEvent(.favourite("a"))
        withKnownIssue {
            harness.expectState(DetailState.self) { $0.favourite = false }
        }
        await harness.finish()
    }

    @Test func aSharedValueIsPartOfTheStateAndItsChangeIsCreditedToTheStepThatMadeIt() async throws {
        let likes = SharedLikes()
        let harness = try await SampleFeatures.detailHarness()
        let liked = harness.share("likes") { likes.posts }
        likes.posts.insert("p1")
        harness.expectState(liked) { $0.insert("p1") }
        try await harness.perform(.favourite)  // a step: nothing unsaid before it
        harness.expectEvent(.favourite("a"))
        harness.expectState(DetailState.self) { $0.favourite = true }
        likes.posts.insert("p2")
        await withKnownIssue {
            await harness.reappear()
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains(#"likes: ["p1"] → "#)
        }
        await harness.finish()
    }

    @Test func fieldsAreNamedInsideStructsCollectionsAndEnums() {
        let before = Screen(
            rows: [Row(id: "p1", likes: 7), Row(id: "p2", likes: 1)], phase: .loading, title: nil)
        var after = before
        after.rows[0].likes = 8
        after.title = "Feed"
        #expect(
            StateDifference.lines(from: before, to: after, at: "Screen") == [
                "Screen.rows[0].likes: 7 → 8", #"Screen.title: nil → "Feed""#,
            ])
        after = before
        after.rows.removeLast()
        after.phase = .shown([])
        #expect(
            StateDifference.lines(from: before, to: after, at: "Screen") == [
                "Screen.rows: \(before.rows) → \(after.rows)", "Screen.phase: loading → shown([])",
            ])
        #expect(StateDifference.lines(from: before, to: before, at: "Screen").isEmpty)
    }

    /// A long array that grew by a row is one line, too long to show whole: both sides are cut
    /// where they differ, not at the same prefix, so the row added shows.
    @Test func aLongValueIsShownFromWhereItsTwoSidesDiffer() throws {
        let rows = (1...30).map { Row(id: "p\($0)", likes: $0) }
        let before = Screen(rows: rows, phase: .loading, title: nil)
        var after = before
        after.rows.append(Row(id: "p31", likes: 31))
        let field = try #require(StateDifference.fields(from: before, to: after, at: "Screen").first)
        #expect(field.path == "Screen.rows")
        #expect(field.old.count <= 202 && field.new.count <= 202, "\(field.old)\n\(field.new)")
        #expect(field.old != field.new)
        #expect(
            field.old.hasPrefix("…") && field.old.hasSuffix(#"Row(id: "p30", likes: 30)]"#), "\(field.old)")
        #expect(
            field.new.hasPrefix("…") && field.new.hasSuffix(#"Row(id: "p31", likes: 31)]"#), "\(field.new)")
        let short = StateDifference.fields(from: [1, 2], to: [1, 2, 3], at: "Numbers")
        #expect(short == [StateDifference.Field(path: "Numbers", old: "[1, 2]", new: "[1, 2, 3]")])
    }

    @Test func aPresenterOf01WithAPrivateLoadFailureIsCaughtToo() async {
        let builder = ModuleBuilder<CatalogContext>(name: "Private") { context, _ in
            PrivatelyFailingPresenter()
        } view: { _ in
            OldView()
        }
        await withKnownIssue {
            do { try await ModuleHarness.run(builder, CatalogContext(routingContext: "test")) { _ in } } catch
            {
                Issue.record(error)
            }
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix(
                "PrivatelyFailingPresenter keeps a loadFailure of its own")
        }
    }

    /// A 0.2 presenter: it kept its load failure in a property of its own, which still compiles
    /// and which no one reads since 1.0.
    final class OldPresenter: ModulePresenter {
        func perform(_ action: Never) async throws(ActionRefused) {}
        struct State: Equatable, Sendable { var text = "" }
        let store = StateStore(State())
        var loadFailure: String?
        func load() async { loadFailure = "offline" }
    }

    final class OldView: ModuleView {
        func render(_ state: OldPresenter.State) {}
    }

    @Test func aPresenterKeepingItsOwnLoadFailureAs02DidFailsTheTestSayingWhatToWrite() async throws {
        let builder = ModuleBuilder<CatalogContext>(name: "Old") { context, _ in
            OldPresenter()
        } view: { _ in
            OldView()
        }
        var old: ModuleHarness<CatalogContext>?
        await withKnownIssue {
            old = try? await ModuleHarness(builder, CatalogContext(routingContext: "test"))
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix(
                "OldPresenter keeps a loadFailure of its own, which ModuleKit no longer reads (0.2 did): make its state a LoadingState"
            )
        }
        await old?.finish()
        let current = ModuleBuilder<CatalogContext>(name: "Current") { context, _ in
            PresenterActionTests.Liker()
        } view: { _ in
            PresenterActionTests.Blank()
        }
        let harness = try await ModuleHarness(current, CatalogContext(routingContext: "test"))
        await harness.finish()
    }
}

private struct Row: Equatable { var id: String, likes: Int }
private enum Phase: Equatable {
    case loading
    case shown([Row])
}
private struct Screen: Equatable { var rows: [Row], phase: Phase, title: String? }

/// A 0.1 presenter: its load failure a property it set, read by no one since 1.0.
@MainActor
final class PrivatelyFailingPresenter: ModulePresenter {
    func perform(_ action: Never) async throws(ActionRefused) {}
    let store = StateStore(ExhaustiveStateTests.OldPresenter.State())
    private(set) var loadFailure = "not loaded yet"
}

/// A value two screens share, as the app's store of likes is.
@MainActor
final class SharedLikes {
    var posts: Set<String> = []
}
