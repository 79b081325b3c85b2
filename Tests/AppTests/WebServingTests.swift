import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `mosaic serve` through the real binary, as a browser without JavaScript meets it: pages at
/// links, forms that post actions and redirect, one session by its cookie, refusals.
@Suite struct WebServingTests {
    /// One HTTP exchange on a fresh connection: the status, the headers, the body.
    struct Exchange {
        var status: Int
        var headers: [String: String]
        var body: String
    }

    /// Sends `method path` (with `cookie` and `body`, naming `host`) to the loopback `port`, and
    /// reads the answer on a thread of its own (see ``offThePool(_:)``).
    static func request(
        _ method: String, _ path: String, port: UInt16, cookie: String? = nil, body: String = "",
        host: String = "127.0.0.1"
    ) async throws -> Exchange {
        try await offThePool {
            try exchange(method, path, port: port, cookie: cookie, body: body, host: host)
        }
    }

    private static func exchange(
        _ method: String, _ path: String, port: UInt16, cookie: String?, body: String, host: String
    )
        throws -> Exchange
    {
        guard let fd = loopbackSocket(port: port) else { throw CocoaError(.fileReadUnknown) }
        defer { close(fd) }
        var timeout = timeval(tv_sec: 20, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var text = "\(method) \(path) HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n"
        if let cookie { text += "Cookie: mosaic-session=\(cookie)\r\n" }
        if !body.isEmpty {
            text +=
                "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: \(body.utf8.count)\r\n"
        }
        text += "\r\n" + body
        _ = Array(text.utf8).withUnsafeBytes { send(fd, $0.baseAddress, $0.count, 0) }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count < 0 && errno == EINTR { continue }  // a signal (a child ending) is no end
            guard count > 0 else { break }
            received += buffer[0..<count]
        }
        let answer = String(decoding: received, as: UTF8.self)
        let parts = answer.components(separatedBy: "\r\n\r\n")
        let head = parts[0].components(separatedBy: "\r\n")
        var headers: [String: String] = [:]
        for line in head.dropFirst() {
            let pair = line.split(separator: ":", maxSplits: 1)
            if pair.count == 2 {
                headers[pair[0].lowercased()] = pair[1].trimmingCharacters(in: .whitespaces)
            }
        }
        let status = head[0].split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        return Exchange(
            status: status, headers: headers, body: parts.dropFirst().joined(separator: "\r\n\r\n"))
    }

    /// `mosaic serve` on a free port with `options`, once it printed where it serves: the server
    /// and its port.
    static func serve(_ options: [String]) async throws -> (server: LiveSession, port: UInt16) {
        let server = try LiveSession(["serve", "--port", "0"] + options)
        #expect(await server.waitFor("\n"))
        let line = try #require(server.output.split(separator: "\n").first)
        #expect(line.hasPrefix("serving http://127.0.0.1:"))
        return (server, try #require(UInt16(line.split(separator: ":").last?.dropLast() ?? "")))
    }

    /// The session cookie an answer sets.
    static func cookie(of answer: Exchange) throws -> String {
        try #require(answer.headers["set-cookie"]?.split(separator: ";").first?.split(separator: "=").last)
            .description
    }

    /// The token the forms of `page` carry.
    static func token(in page: String) throws -> String {
        String(
            try #require(
                page.components(separatedBy: #"name="token" value=""#).dropFirst().first?.prefix {
                    $0 != "\""
                }))
    }

    @Test func theAppServedToABrowserLikesOpensAndRefusesAsItShouldThenStopsOnCtrlC() async throws {
        let (server, port) = try await Self.serve(["--in-memory"])

        let root = try await Self.request("GET", "/", port: port)
        #expect(root.status == 303 && root.headers["location"] == "/feed")
        let cookie = try Self.cookie(of: root)
        let feed = try await Self.request("GET", "/feed", port: port, cookie: cookie)
        #expect(
            feed.status == 200 && feed.body.contains("Eileen Collins, commander")
                && feed.body.contains("♡ 7"))
        #expect(feed.body.contains("ul.grid {"), "the feed's own look, after the host's")
        let token = try Self.token(in: feed.body)

        let like = try await Self.request(
            "POST", "/feed", port: port, cookie: cookie, body: "token=\(token)&do=like&w1=p1")
        #expect(like.status == 303 && like.headers["location"] == "/feed")
        #expect(try await Self.request("GET", "/feed", port: port, cookie: cookie).body.contains("♥ 8"))
        let open = try await Self.request(
            "POST", "/feed", port: port, cookie: cookie, body: "token=\(token)&do=open&w1=p1")
        #expect(open.status == 303 && open.headers["location"] == "/feed/post/p1")
        #expect(
            try await Self.request("GET", "/feed/post/p1", port: port, cookie: cookie).body.contains(
                "♥ 8 (you like this)"))
        #expect(
            try await Self.request("GET", "/likes", port: port, cookie: cookie).body.contains(
                #"alt="Astronaut Eileen Collins in an orange flight suit, a space shuttle model and a flag "#
                    + #"behind her" loading="lazy" decoding="async">@alice Eileen Collins"#))

        #expect(
            try await Self.request("POST", "/feed", port: port, cookie: cookie, body: "do=like&w1=p2")
                .status
                == 403)
        let section = try await Self.request("GET", "/settings/notifications", port: port, cookie: cookie)
        #expect(
            section.status == 200 && section.body.contains("<h3>Notifications</h3>")
                && !section.body.contains(#"aria-current="page""#),
            "a section presented over the feed's stack is no tab's page")
        #expect(
            try await Self.request("GET", "/feed", port: port, cookie: cookie).body.contains(
                #"<a href="/feed" aria-current="page">"#))
        let missing = try await Self.request("GET", "/feed/post/p999", port: port, cookie: cookie)
        #expect(
            missing.status == 404
                && missing.body.contains("error: cannot open mosaic://feed/post/p999: post p999 not found"),
            "a screen of something that does not exist is not found, not a page with an error on it")
        for path in ["/feed/post/p999/post/p1", "/feed/profile/ghost/post/p1"] {
            let through = try await Self.request("GET", path, port: port, cookie: cookie)
            #expect(
                through.status == 404 && through.body.contains("error: cannot open mosaic:/\(path): "),
                "a link through a screen that cannot load is not found, not a page of its last screen: \(path)"
            )
        }
        // A page is at its screens' link: another address for them leads there, and the page
        // asked for again (a reload) pushes nothing more.
        let pushed = try await Self.request("GET", "/post/p2", port: port, cookie: cookie)
        #expect(pushed.status == 303, "\(pushed.status)")
        let canonical = try #require(pushed.headers["location"])
        #expect(canonical.hasSuffix("/post/p2") && canonical != "/post/p2", "\(canonical)")
        for _ in 0..<2 {
            let page = try await Self.request("GET", canonical, port: port, cookie: cookie)
            #expect(page.status == 200 && page.body.contains("Post p2"), "\(page.status)")
        }
        let unknown = try await Self.request("GET", "/nothing", port: port, cookie: cookie)
        #expect(unknown.status == 404 && unknown.body.contains("error: no route for &#39;nothing&#39;"))
        let rebound = try await Self.request("GET", "/feed", port: port, host: "evil.example:\(port)")
        #expect(rebound.status == 403 && rebound.body.contains("error: this server answers to 127.0.0.1 and"))
        #expect(try await Self.request("GET", "/feed", port: port, host: "localhost:\(port)").status == 200)

        #expect(await server.interrupt() == 0, "Ctrl-C stops it cleanly")
    }

    /// Two processes on one data directory: a like given in a terminal shows on the next page a
    /// running server's session asks for — the page shown already, and one opened after — and a
    /// like taken back in the browser is what the next terminal session reads.
    /// A page says what went wrong in the person's words, not where the server keeps its files
    /// (issue 86): a settings file that became unreadable while it serves is named by its name.
    @Test func anErrorPageNeverShowsTheDataDirectorysPath() async throws {
        let folder = TemporaryFolder()
        _ = try await MosaicProcess.run(["--data-dir", folder.data], input: "like 1\n")
        let (server, port) = try await Self.serve(["--data-dir", folder.data])
        try "{".write(toFile: folder.data + "/settings.json", atomically: true, encoding: .utf8)
        let page = try await Self.request("GET", "/settings", port: port)
        #expect(page.status == 503)
        #expect(page.body.contains("cannot read settings.json: "), "\(page.body)")
        #expect(!page.body.contains(folder.path), "\(page.body)")
        #expect(await server.interrupt() == 0)
    }

    /// A forged form's id is quoted as every message quotes outside text (issue 86): 60 scalars.
    @Test func aForgedFormsIdIsQuotedBriefly() async throws {
        let (server, port) = try await Self.serve(["--in-memory"])
        let page = try await Self.request("GET", "/feed/post/p1", port: port)
        let cookie = try Self.cookie(of: page)
        let token = try Self.token(in: page.body)
        let id = String(repeating: "x", count: 5_000)
        var lines: [String] = []
        for (path, words) in [("/feed/post/p1", "do=like&w1=\(id)"), ("/feed/post/p1", "do=author&w1=\(id)")]
        {
            let refused = try await Self.request(
                "POST", path, port: port, cookie: cookie, body: "token=\(token)&\(words)")
            lines += refused.body.components(separatedBy: "\n").filter { $0.contains("error: ") }
        }
        #expect(lines.count == 2, "\(lines.map { $0.prefix(200) })")
        for line in lines {
            #expect(
                line.contains(String(repeating: "x", count: 59) + "…")
                    && !line.contains(String(repeating: "x", count: 60)), "\(line.prefix(300))")
        }
        #expect(await server.interrupt() == 0)
    }

    /// Every answer carries the headers a trusted server sets (issue 86): a page, a photo and a
    /// refusal may be framed by no other site, and a page runs only its own style and script.
    @Test func everyAnswerMayBeFramedByNoOtherSite() async throws {
        let (server, port) = try await Self.serve(["--in-memory"])
        let page = try await Self.request("GET", "/feed", port: port)
        let cookie = try Self.cookie(of: page)
        let photo = try #require(
            page.body.components(separatedBy: #"<img src=""#).dropFirst().first?.prefix { $0 != "\"" })
        let answers = [
            page, try await Self.request("GET", String(photo), port: port, cookie: cookie),
            try await Self.request("PUT", "/feed", port: port, cookie: cookie),
        ]
        #expect(answers.map(\.status) == [200, 200, 405])
        for answer in answers {
            #expect(answer.headers["x-frame-options"] == "DENY")
            #expect(answer.headers["x-content-type-options"] == "nosniff")
            #expect(answer.headers["referrer-policy"] == "no-referrer")
            #expect(answer.headers["content-security-policy"]?.contains("frame-ancestors 'none'") == true)
        }
        let policy = page.headers["content-security-policy"] ?? ""
        #expect(policy.contains("script-src 'nonce-") && policy.contains("img-src 'self'"), "\(policy)")
        #expect(await server.interrupt() == 0)
    }

    @Test func aLikeInTheTerminalShowsOnAServedSessionsNextPageAndBack() async throws {
        let folder = TemporaryFolder()
        let (server, port) = try await Self.serve(["--data-dir", folder.data])
        let root = try await Self.request("GET", "/", port: port)
        let cookie = try Self.cookie(of: root)
        let before = try await Self.request("GET", "/feed", port: port, cookie: cookie)
        #expect(before.body.contains("♡ 7"), "p1 is not liked yet")

        let terminal = try await MosaicProcess.run(["--data-dir", folder.data], input: "like 1\n")
        #expect(terminal.status == 0, "\(terminal.errors)")
        let again = try await Self.request("GET", "/feed", port: port, cookie: cookie)
        #expect(again.body.contains("♥ 8"), "the page asked for again shows the terminal's like")
        let post = try await Self.request("GET", "/feed/post/p1", port: port, cookie: cookie)
        #expect(post.body.contains("♥ 8 (you like this)"), "a screen opened after reads it too")

        let token = try Self.token(in: post.body)
        let unlike = try await Self.request(
            "POST", "/feed/post/p1", port: port, cookie: cookie, body: "token=\(token)&do=unlike&w1=p1")
        #expect(unlike.status == 303, "the browser takes back the like it reads: \(unlike.body)")
        let next = try await MosaicProcess.run(["--data-dir", folder.data], input: "tab likes\n")
        #expect(next.screens.last?.contains("[p1]") == false, "the next terminal session reads it back")
        #expect(await server.interrupt() == 0)
    }

    /// Two browsers, two sessions: a name one saves on its account section shows on its own
    /// settings page and on the other's, each shown before, at the next request — the settings
    /// are one store every session follows, as the likes are.
    @Test func aNameSavedInOneBrowserShowsOnTheSettingsPageOfEveryBrowser() async throws {
        let (server, port) = try await Self.serve(["--in-memory"])
        let mine = try Self.cookie(of: try await Self.request("GET", "/", port: port))
        let theirs = try Self.cookie(of: try await Self.request("GET", "/", port: port))
        let field = #"<input type="hidden" name="do" value="name"><input type="text" name="w1" value=""#
        for cookie in [mine, theirs] {
            let page = try await Self.request("GET", "/settings", port: port, cookie: cookie)
            #expect(page.status == 200 && page.body.contains(field + #"Me""#))
        }
        let section = try await Self.request("GET", "/settings/account", port: port, cookie: mine)
        let saved = try await Self.request(
            "POST", "/settings/account", port: port, cookie: mine,
            body: "token=\(try Self.token(in: section.body))&do=name&w1=Zed")
        #expect(saved.status == 303, "the name is saved: \(saved.body)")
        for (cookie, whose) in [(mine, "this browser's"), (theirs, "the other browser's")] {
            let page = try await Self.request("GET", "/settings", port: port, cookie: cookie)
            #expect(page.status == 200 && page.body.contains(field + #"Zed""#), "\(whose) settings page")
        }
        #expect(await server.interrupt() == 0)
    }

    /// `serve --record DIR --trace DIR`: a file per browser session in each folder, named by its
    /// number, never its cookie; the recording replays the same in a fresh app.
    @Test func aBrowserSessionIsRecordedAndTracedInAFileOfItsOwnAndReplaysTheSame() async throws {
        let folder = TemporaryFolder()
        let recordings = folder.path + "/recordings"
        let traces = folder.path + "/traces"
        for path in [recordings, traces] {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }
        let (server, port) = try await Self.serve([
            "--data-dir", folder.data, "--record", recordings, "--trace", traces,
        ])
        let root = try await Self.request("GET", "/", port: port)
        let cookie = try Self.cookie(of: root)
        let feed = try await Self.request("GET", "/feed", port: port, cookie: cookie)
        let token = try Self.token(in: feed.body)
        _ = try await Self.request(
            "POST", "/feed", port: port, cookie: cookie, body: "token=\(token)&do=like&w1=p2")
        _ = try await Self.request("GET", "/feed/post/p999", port: port, cookie: cookie)
        _ = try await Self.request("GET", "/likes", port: port, cookie: cookie)
        #expect(await server.interrupt() == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: recordings) == ["session-1.jsonl"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: traces) == ["session-1.jsonl"])
        let recording = try String(contentsOfFile: recordings + "/session-1.jsonl", encoding: .utf8)
        #expect(
            !recording.contains(cookie) && !recording.contains(token), "no session's secret in it")
        #expect(recording.contains(#""words":["like","p2"]"#) && recording.contains(#""kind":"notFound""#))
        let replay = try await MosaicProcess.run(["replay", recordings + "/session-1.jsonl"])
        #expect(replay.status == 0 && replay.output.hasPrefix("same: "), "\(replay.output)\(replay.errors)")
    }

    @Test func eachCommandTakesItsOwnOptionsAndRefusesAnyOtherInOneLine() async throws {
        let wrong = try await MosaicProcess.run(["--port", "80"])
        #expect(
            wrong.status == 2 && wrong.errorLines.first == "error: 'mosaic' takes no --port")
        let script = try await MosaicProcess.run([
            "serve", "--script", "/nonexistent", "--no-color", "--developer",
        ])
        #expect(
            script.status == 2
                && script.errorLines.filter { $0.hasPrefix("error:") } == [
                    "error: 'mosaic serve' takes no --script"
                ])
        #expect(script.output.isEmpty, "nothing was served")
        let trace = try await MosaicProcess.run(["serve", "--trace", "/nonexistent/trace"])
        #expect(
            trace.status == 2
                && trace.errorLines.first
                    == "error: /nonexistent/trace is no folder (serve writes a file per session there)"
        )
        let listing = try await MosaicProcess.run(["routes", "--no-wait"])
        #expect(
            listing.status == 2 && listing.errorLines.first == "error: 'mosaic routes' takes no --no-wait")
        let taken = try await MosaicProcess.run(["serve", "--host", "not-an-address", "--in-memory"])
        #expect(
            taken.status == 1
                && taken.errorLines.first?.hasPrefix("error: 'not-an-address' is not an IPv4 address") == true
        )
        let broken = try await MosaicProcess.run(["serve", "--host", "a\nb", "--in-memory"])
        #expect(
            broken.status == 1 && broken.errorLines.count == 1
                && broken.errorLines.first?.hasPrefix("error: 'a\\u{0A}b' is not an IPv4 address") == true)
    }
}
