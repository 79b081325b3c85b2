import Domain
import ModuleKitCore
import ModuleKitTesting
import Services
import TerminalHost
import TerminalUI
import Testing

@testable import App

/// Runs a session of steps through the app as `mosaic` composes it (AppHarness, in memory, the
/// terminal's views) and through the model side by side, and after every step checks what the
/// model promises: a refused step changed nothing; the link shown is the model's and opens the
/// same screens in a fresh session; every screen shown that shows saved data shows the value
/// saved; every action asked ran once.
@MainActor
final class ModelCheckRun {
    /// Where the app and the model parted: the step (its index in the session) and how.
    struct Finding: CustomStringConvertible {
        var step: Int
        var what: String
        var description: String { "step \(step + 1): \(what)" }
    }

    /// The links proven to open the same screens in a fresh session, by what they opened: a
    /// link's screens do not depend on the data, so each is opened once a run.
    private var reopened: [String: [String]] = [:]

    /// Steps taken through the app, in every session run.
    private(set) var stepsTaken = 0
    /// Actions typed on a screen still loading (held steps whose link built a screen).
    private(set) var typedWhileLoading = 0
    /// Steps after which your profile showed a name other than the one saved (a known finding).
    private(set) var staleNamesOnYourProfile = 0

    /// The model of a fresh app on `services` (the sample data, in memory, by default).
    static func start(_ services: ServiceBundle = .inMemory()) async throws -> SessionModel {
        let settings = try await services.settings.load()
        return SessionModel(
            liked: Set(try await services.likes.likedPosts().map(\.rawValue)),
            following: Set(try await services.follows.following().map(\.rawValue)),
            displayName: settings.displayName,
            notifications: Dictionary(
                uniqueKeysWithValues: NotificationPreferences.Kind.allCases.map {
                    ($0.rawValue, settings.notifications[$0])
                }))
    }

    /// Runs `steps` in a fresh app; the first place it parts from the model, if any.
    func run(_ steps: [ModelStep]) async throws -> Finding? {
        let services = ServiceBundle.inMemory()
        let gate = ServiceGate()
        var model = try await Self.start(services)
        var finding: Finding?
        try await InProcessApp.run(services: gate.services(services)) { app in
            var actionsRun = 0
            let actions = app.session.navigator.modules.observe([.action]) { _ in actionsRun += 1 }
            defer { actions.cancel() }
            var counts = SavedDataShown()
            for (index, step) in steps.enumerated() {
                var next = model
                guard let told = next.apply(step) else { continue }
                stepsTaken += 1
                let before = Shown(app)
                actionsRun = 0
                let taken = await take(step, told: told, app, gate)
                var problems = taken.problems
                if problems.isEmpty {
                    problems += Self.compare(taken.failures, with: told)
                    if told.allSatisfy({ $0 != .nothing }), told.count == 1 {
                        problems += refusalProblems(before, now: Shown(app))
                    }
                    problems += Self.compare(app, with: next)
                    let asked = step.actionsAsked(told)
                    if actionsRun != asked { problems.append("\(asked) action(s) asked, \(actionsRun) ran") }
                    problems += try await Self.compare(services, with: next)
                    problems += counts.check(app, next)
                    if problems.isEmpty, let link = app.shown.link {
                        problems += try await reopen(link, app, services)
                    }
                }
                if !problems.isEmpty {
                    finding = Finding(step: index, what: "after \(step): " + problems.joined(separator: "; "))
                    break
                }
                model = next
            }
            staleNamesOnYourProfile += counts.staleNamesOnYourProfile
        }
        return finding
    }

    // MARK: Taking a step

    /// What a step told, and what went wrong taking it.
    private typealias Taken = (failures: [ModuleFailure], problems: [String])

    /// Takes `step` through the harness; returns the failures it told.
    private func take(_ step: ModelStep, told: [SessionModel.Told], _ app: AppHarness, _ gate: ServiceGate)
        async -> Taken
    {
        switch step {
        case .open(let link): await app.open(link)
        case .back: await app.back()
        case .tab(let index): await app.selectTab(SessionModel.tabs[index])
        case .act(let words):
            guard app.shown.topmost?.module?.work(forWords: words) != nil else {
                return ([], ["the screen on top (\(app.shown.link ?? "?")) reads no action \(words)"])
            }
            await app.act(words: words)
        case .held(let link, let typed):
            return await held(link, typing: told.count == 2 ? typed : nil, app, gate)
        }
        let failures = app.shown.failures
        app.expectFailures(failures)
        return (failures, [])
    }

    /// Opens `link` while every service call is held, as a person on a slow network does; asks
    /// `typed` of the screen it shows while that loads, then lets the services go and waits.
    private func held(_ link: String, typing typed: [String]?, _ app: AppHarness, _ gate: ServiceGate) async
        -> Taken
    {
        let session = app.session
        let (pace, grace) = (session.pace, session.grace)
        session.pace = .interactive
        session.grace = .zero
        gate.hold()
        var failures = await session.step(.open(link)).failures
        var problems: [String] = []
        if let typed {
            if let work = session.shown?.topmost?.module?.work(forWords: typed) {
                if session.shown?.isLoading == true { typedWhileLoading += 1 }
                failures += await session.step(.act(work)).failures
            } else {
                problems.append(
                    "the screen opened (\(session.shown?.link ?? "?")) reads no action \(typed) while it loads"
                )
            }
        }
        gate.release()
        session.pace = pace
        session.grace = grace
        // Undoing a link that could not load shows screens again, which load in turn: a round each.
        for _ in 0..<3 {
            await session.navigator.modules.reachIdlePoint()
            failures += session.handleChange().failures
        }
        return (failures, problems)
    }

    // MARK: Checks

    /// What a session shows, to compare before and after a step: its screens (as their modules,
    /// and as their types and links) and its place (the tab selected, each tab's link).
    private struct Shown {
        var ids: [ModuleID]
        var screens: [String]
        var place: Place

        @MainActor init(_ app: AppHarness) {
            ids = app.shown.screens.map(\.id)
            screens = ModelCheckRun.screens(app.session.navigator)
            place = Place(app.session)
        }
    }

    /// How a refused step changed what was shown, which it must not.
    private func refusalProblems(_ before: Shown, now: Shown) -> [String] {
        var problems: [String] = []
        if now.screens != before.screens {
            problems.append("a refused step changed the screens, from \(before.screens)")
        } else if now.ids != before.ids {
            problems.append("a refused step showed the same screens built again as new modules")
        }
        // Known too: a tab not shown yet may have its root built; every other tab as it was.
        if now.place.selectedTab != before.place.selectedTab
            || now.place.links.filter({ before.place.links[$0.key] != nil }) != before.place.links
        {
            problems.append("a refused step changed the place, from \(before.place)")
        }
        return problems
    }

    /// The failures told against the model's: as many, each of the kind it says.
    private static func compare(_ failures: [ModuleFailure], with told: [SessionModel.Told]) -> [String] {
        let expected = told.compactMap { told -> ModuleFailure.Kind?? in
            if case .failure(let kind) = told { return kind }
            return nil
        }
        let matches =
            failures.count == expected.count
            && zip(failures, expected).allSatisfy { failure, kind in kind.map { $0 == failure.kind } ?? true }
        guard !matches else { return [] }
        return [
            "told \(failures.isEmpty ? "nothing" : failures.map { "\($0.kind): \($0.message)" }.joined(separator: ", ")) "
                + "where the model tells \(told.map(\.description).joined(separator: ", "))"
        ]
    }

    /// What the app shows — the link, each tab's stack, the tab selected, whether a stack is
    /// presented, loaded — against the model.
    private static func compare(_ app: AppHarness, with model: SessionModel) -> [String] {
        var problems: [String] = []
        if app.shown.link != model.link {
            problems.append("shows \(app.shown.link ?? "no link") where the model shows \(model.link)")
        }
        let expected = Place(
            selectedTab: SessionModel.tabs[model.selectedTab],
            links: Dictionary(
                uniqueKeysWithValues: zip(SessionModel.tabs, model.stacks).compactMap { tab, stack in
                    stack.isEmpty ? nil : (tab, "mosaic://" + stack.joined(separator: "/"))
                }))
        var place = Place(app.session)
        // Known (ModelCheckFindingsTests): a refused link that begins with a tab not shown yet
        // leaves that tab's root built; read past it here, so the run goes on to find the rest.
        for (index, tab) in SessionModel.tabs.enumerated()
        where model.stacks[index].isEmpty && place.links[tab] == "mosaic://\(tab)" {
            place.links[tab] = nil
        }
        if place != expected { problems.append("its tabs are \(place) where the model's are \(expected)") }
        if app.shown.isPresented != !model.presented.isEmpty {
            problems.append(
                app.shown.isPresented ? "presents a stack the model does not" : "presents nothing")
        }
        if app.shown.isLoading { problems.append("still loading once every service answered") }
        return problems
    }

    /// What the services saved against the model: the likes, the follows, the display name, the
    /// notifications.
    private static func compare(_ services: ServiceBundle, with model: SessionModel) async throws -> [String]
    {
        var problems: [String] = []
        let liked = Set(try await services.likes.likedPosts().map(\.rawValue))
        if liked != model.liked {
            problems.append("saved likes \(liked.sorted()) where the model has \(model.liked.sorted())")
        }
        let following = Set(try await services.follows.following().map(\.rawValue))
        if following != model.following {
            problems.append(
                "saved follows \(following.sorted()) where the model has \(model.following.sorted())")
        }
        let settings = try await services.settings.load()
        if settings.displayName != model.displayName {
            problems.append("saved the name \(settings.displayName) where the model has \(model.displayName)")
        }
        for kind in NotificationPreferences.Kind.allCases
        where settings.notifications[kind] != model.notifications[kind.rawValue] {
            problems.append("saved \(kind) notifications \(settings.notifications[kind] ? "on" : "off")")
        }
        return problems
    }

    /// Opens `link` in a fresh session of the same data: it must show the same screens (each
    /// screen's type and link) as the session showing it.
    private func reopen(_ link: String, _ app: AppHarness, _ services: ServiceBundle) async throws -> [String]
    {
        let shown = Self.screens(app.session.navigator)
        if let opened = reopened[link] {
            return opened == shown ? [] : ["\(link) shows \(shown), and opened \(opened) in a fresh session"]
        }
        var opened: [String] = []
        var problems: [String] = []
        try await InProcessApp.run(services: services) { fresh in
            await fresh.open(link)
            let failures = fresh.shown.failures
            fresh.expectFailures(failures)
            if !failures.isEmpty {
                problems.append("\(link) in a fresh session told \(failures.map(\.message))")
            }
            if fresh.shown.link != link {
                problems.append("\(link) in a fresh session shows \(fresh.shown.link ?? "no link")")
            }
            opened = Self.screens(fresh.session.navigator)
        }
        reopened[link] = opened
        if opened != shown {
            problems.append("\(link) shows \(shown), and opens \(opened) in a fresh session")
        }
        return problems
    }

    /// The screens shown, each as its context's type and link.
    private static func screens(_ navigator: Navigator) -> [String] {
        navigator.visibleStack.map { entry in
            "\(type(of: entry.context)) \(entry.context.deeplinkSegments?.joined(separator: "/") ?? "(no link)")"
        }
    }
}

/// Where a session is, as its saved place says: the tab selected, each tab's link.
struct Place: Equatable, CustomStringConvertible {
    var selectedTab: String
    var links: [String: String]

    init(selectedTab: String, links: [String: String]) {
        self.selectedTab = selectedTab
        self.links = links
    }

    @MainActor init(_ session: HostSession) {
        (selectedTab, links) = session.place
    }

    var description: String {
        "[\(selectedTab)] "
            + SessionModel.tabs.compactMap { tab in links[tab].map { "\(tab): \($0)" } }.joined(
                separator: ", ")
    }
}

extension ModelStep {
    /// How many actions a screen is asked to perform by this step, as the model took it.
    func actionsAsked(_ told: [SessionModel.Told]) -> Int {
        switch self {
        case .act: 1
        case .held: told.count - 1
        default: 0
        }
    }
}
