import Foundation
import TestSupport
import Testing

/// A sample of the model check's steps through the real binary, in both hosts: seeded sessions
/// from the same generator, each step's shown link and whether it was refused checked against
/// the model. (Through AppHarness, `ModelCheckTests` checks every promise after every step.)
@Suite struct ModelCheckHostTests {
    /// One step as a host takes it: what the person types (or asks for), and the model's
    /// link and failures after it.
    struct HostStep {
        var step: ModelStep
        var input: String
        var link: String
        var failures: Int
    }

    /// `count` steps of seeded sessions that `input` can say in a host (the others are left
    /// out, and the model does not take them), from the model's start. `input` says what the
    /// host is asked for a step, and the step as the model takes it there.
    static func sample(
        seed: UInt64, count: Int, start: SessionModel,
        _ input: (ModelStep, SessionModel) -> (ModelStep, String)?
    ) -> [HostStep] {
        var generator = ModelStepGenerator(seed: seed)
        var model = start
        var steps: [HostStep] = []
        while steps.count < count {
            guard let (step, said) = input(generator.step(at: model), model) else { continue }
            var next = model
            guard let told = next.apply(step) else { continue }
            let failures = told.filter { $0 != .nothing }.count
            steps.append(HostStep(step: step, input: said, link: next.link, failures: failures))
            model = next
        }
        return steps
    }

    /// The command a person types in the terminal for `step` on `model`'s screen, if the
    /// sample says it: a row by its number on the home feed's first page, a post's own like.
    static func command(_ step: ModelStep, _ model: SessionModel) -> (ModelStep, String)? {
        typed(step, model).map { (step, $0) }
    }

    private static func typed(_ step: ModelStep, _ model: SessionModel) -> String? {
        switch step {
        case .open(let link): return "open \(link)"
        case .back: return "back"
        case .tab(let index): return "tab \(SessionModel.tabs[index])"
        case .held: return nil
        case .act(let words):
            switch (model.top, words[0]) {
            case (let top, _) where top.hasPrefix("post/") || top.hasPrefix("profile/"): return words[0]
            case ("feed", _):
                guard let row = Int(words[1].dropFirst()), row <= 10 else { return nil }
                return "\(words[0]) \(row)"
            case (_, "name"):
                guard words[1] == words[1].trimmingSpaces, !words[1].isEmpty else { return nil }
                return "set name \(words[1])"
            case (_, "toggle"): return "toggle \(words[1])"
            default: return nil
            }
        }
    }

    @Test func aSampleOfTheModelsStepsThroughTheTerminal() async throws {
        let start = try await ModelCheckRun.start()
        for seed in UInt64(1)...4 {
            let steps = Self.sample(seed: seed, count: 75, start: start, Self.command)
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "model-\(seed)-\(getpid())")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let script = folder.appendingPathComponent("steps").path
            // Each step, then `link`: its line N is step (N + 1) / 2's, and the link printed
            // alone (a screen's link has the tab bar under it) is the one after that step.
            try Data(steps.map { "\($0.input)\nlink\n" }.joined().utf8).write(
                to: URL(fileURLWithPath: script))
            let run = try await MosaicProcess.run(["--in-memory", "--script", script])
            let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let links = lines.indices.filter { index in
                lines[index].hasPrefix("mosaic://")
                    && !(index + 1 < lines.count && lines[index + 1].contains("likes")
                        && lines[index + 1].contains("settings"))
            }
            .map { lines[$0] }
            var failures = Array(repeating: 0, count: steps.count)
            for line in run.errorLines {
                guard
                    let number = line.dropFirst(script.count + 1).split(separator: ":").first.flatMap({
                        Int($0)
                    })
                else { continue }
                failures[(number - 1) / 2] += 1
            }
            #expect(links.count == steps.count, "seed \(seed): a link printed after each step")
            for (index, step) in steps.enumerated() where index < links.count {
                guard links[index] == step.link, failures[index] == step.failures else {
                    Issue.record(
                        """
                        seed \(seed), step \(index + 1) (\(step.input)): the terminal shows \(links[index]) and told \
                        \(failures[index]) failure(s), where the model shows \(step.link) and tells \(step.failures); \
                        the steps: \(steps[...index].map(\.input))
                        """)
                    break
                }
            }
        }
    }

    /// What a browser asks for `step` on `model`'s page: a page at a link's path (a tab's is its
    /// root's, as the tab bar links), an action's words posted to the page shown. Back is the
    /// browser's history, which the model does not hold: left out, as held steps are.
    static func request(_ step: ModelStep, _ model: SessionModel) -> (ModelStep, String)? {
        switch step {
        case .open(let link):
            guard link.hasPrefix("mosaic://"), !link.contains("//post") else { return nil }
            // Left out (ModelCheckFindingsTests): a link whose screen beneath the top cannot load
            // is answered 200 or 404 as the race between their loads goes.
            if let screens = SessionModel.resolve(link), !screens.dropLast().allSatisfy(\.loads) {
                return nil
            }
            return (step, "GET /" + link.dropFirst("mosaic://".count))
        case .tab(let index):
            return (.open("mosaic://\(SessionModel.tabs[index])"), "GET /\(SessionModel.tabs[index])")
        case .act(let words):
            let form =
                (["do=\(words[0])"]
                + words.dropFirst().enumerated().map { index, word in
                    "w\(index + 1)=\(word.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")"
                }).joined(separator: "&")
            return (step, "POST /\(model.link.dropFirst("mosaic://".count)) \(form)")
        case .back, .held: return nil
        }
    }

    /// Where the forms of `page` post: the link of the screens it shows.
    static func formAction(_ page: String) -> String? {
        page.components(separatedBy: #"<form method="post" action=""#).dropFirst().first.map {
            String($0.prefix { $0 != "\"" })
        }
    }

    @Test func aSampleOfTheModelsStepsThroughTheBrowser() async throws {
        let start = try await ModelCheckRun.start()
        for seed in UInt64(1)...2 {
            let (server, port) = try await WebServingTests.serve(["--in-memory"])
            let cookie = try WebServingTests.cookie(
                of: try await WebServingTests.request("GET", "/", port: port))
            let token = try WebServingTests.token(
                in: try await WebServingTests.request("GET", "/feed", port: port, cookie: cookie).body)
            let steps = Self.sample(seed: seed, count: 100, start: start, Self.request)
            for (index, step) in steps.enumerated() {
                let parts = step.input.split(separator: " ", maxSplits: 2).map(String.init)
                var answer = try await WebServingTests.request(
                    parts[0], parts[1], port: port, cookie: cookie,
                    body: parts.count > 2 ? "token=\(token)&\(parts[2])" : "")
                // A form redirects to the page now shown; a page's forms post to its screens' link,
                // which is not always its address (ModelCheckFindingsTests: a link not beginning
                // with a tab is pushed again by each reload of its page).
                var shown =
                    answer.status == 303
                    ? answer.headers["location"] : Self.formAction(answer.body) ?? parts[1]
                var refused = !(200..<400).contains(answer.status)
                let loading = answer.status == 200 && answer.body.contains(#"<p class="loading">"#)
                // A link the model refuses whose page still loaded past its grace (a busy machine)
                // is refused on a later page: the rest of this session would race it.
                if loading && step.failures > 0 { break }
                if loading {
                    // Still loading past the page's grace: as a browser's script does, wait until
                    // the screens are idle, then ask for the page the model shows, loaded.
                    _ = try await WebServingTests.request("GET", "/_wait", port: port, cookie: cookie)
                    let path = "/" + step.link.dropFirst("mosaic://".count)
                    answer = try await WebServingTests.request("GET", path, port: port, cookie: cookie)
                    shown = answer.status == 200 ? Self.formAction(answer.body) ?? path : nil
                    refused = answer.body.contains(#"<p class="error">"#)
                }
                guard refused == (step.failures > 0),
                    refused || shown == "/" + step.link.dropFirst("mosaic://".count)
                else {
                    Issue.record(
                        """
                        seed \(seed), step \(index + 1) (\(step.input)): the browser answered \(answer.status) \
                        (\(shown ?? "no page")), where the model shows \(step.link) and tells \(step.failures) \
                        failure(s); the steps: \(steps[...index].map(\.input))
                        """)
                    break
                }
            }
            #expect(await server.interrupt() == 0)
        }
    }
}
