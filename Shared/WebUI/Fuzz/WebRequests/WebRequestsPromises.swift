import Foundation
import HTTPServer
import ModuleKitCore
import TestSupport
import WebHost

// fuzz-web-requests: what a browser — or anyone — sends a web host, request after request, read
// as the server reads a connection (each head by `RequestHead.parse`, then its body) and answered
// by `WebShell.respond`: paths as links, forms as typed actions, cookies and tokens.
//
// `$SESSION` and `$TOKEN` in the bytes become the session's cookie and form token from the last
// page, so inputs reach what a session's own forms do. Promises, for any bytes:
// - every answer has a status the host gives, and a page refusing or failing says why in an
//   `error:` line;
// - a redirect goes to a path of this server (`/…`, never `//host`);
// - a session starts only for a page asked without a known cookie, and never past the cap;
// - when the requests end, every session's modules close, and none is left alive.

func check(_ input: [UInt8]) {
    MainActor.assumeIsolated {
        let finished = Finished()
        Task { @MainActor in
            await serve(input)
            finished.value = true
        }
        // libFuzzer calls on the main thread: turn the main run loop until the requests are served.
        while !finished.value { _ = RunLoop.main.run(mode: .default, before: .distantFuture) }
    }
}

@MainActor private final class Finished {
    var value = false
}

/// The statuses the host answers with.
private let statuses: Set<Int> = [200, 204, 303, 400, 403, 404, 405, 409]

@MainActor private func serve(_ input: [UInt8]) async {
    var options = WebShell.Options()
    options.sessionLimit = 3
    options.changeWait = .zero
    options.hostNames = ["localhost"]
    let shell = WebShell(options: options) { try sampleApp(maximumDepth: 4, grace: .zero) }
    var rest = input[...]
    var session = Session()
    while case .complete(let head, let headEnd, let bodyLength) = RequestHead.parse(
        Array(rest), limits: HTTPLimits())
    {
        let body = Array(rest.dropFirst(headEnd).prefix(bodyLength))
        rest = rest.dropFirst(headEnd + bodyLength)
        let request = session.filledIn(head, body: body)
        let sessions = shell.sessionCount
        let response = await shell.respond(to: request)
        checkResponse(response, to: request, sessionsBefore: sessions, now: shell.sessionCount)
        session.update(from: response)
    }
    let leaks = await shell.finish()
    promise(leaks.isEmpty, "modules alive after every session ended: \(leaks)")
}

private func checkResponse(_ response: HTTPResponse, to request: HTTPRequest, sessionsBefore: Int, now: Int) {
    let said = "\(request.method) \(request.target) → \(response.status)"
    promise(statuses.contains(response.status), "\(said): a status the host does not give")
    let page = String(decoding: response.body, as: UTF8.self)
    if response.status >= 400, response.status != 405 {
        promise(page.contains(#"<p class="error">error: "#), "\(said): the page does not say why")
    }
    if response.status == 303 {
        let location = response.headers.first { $0.name == "Location" }?.value ?? ""
        promise(location.hasPrefix("/") && !location.hasPrefix("//"), "\(said): redirected to '\(location)'")
    }
    let started = response.headers.contains { $0.name == "Set-Cookie" }
    promise(
        !started || ["GET", "HEAD"].contains(request.method),
        "\(said): a session started for a \(request.method)")
    promise(now <= 3, "\(said): \(now) sessions, past the cap of 3")
    promise(started || now <= sessionsBefore, "\(said): a session started without its cookie being set")
}

/// The session's cookie and form token, as the last pages gave them.
private struct Session {
    var cookie = "none"
    var token = "none"

    /// `head` with `body`, `$SESSION` and `$TOKEN` in its target, fields and body replaced by
    /// the cookie and the token.
    func filledIn(_ head: HTTPRequest, body: [UInt8]) -> HTTPRequest {
        func fill(_ text: String) -> String {
            text.replacing("$SESSION", with: cookie).replacing("$TOKEN", with: token)
        }
        var request = head
        request.target = fill(head.target)
        request.headers = head.headers.map { ($0.name, fill($0.value)) }
        request.body =
            body.contains(UInt8(ascii: "$")) ? Array(fill(String(decoding: body, as: UTF8.self)).utf8) : body
        return request
    }

    /// Takes the cookie a response sets and the token its page's forms carry.
    mutating func update(from response: HTTPResponse) {
        if let set = response.headers.first(where: { $0.name == "Set-Cookie" })?.value {
            cookie = String(set.prefix { $0 != ";" }.drop { $0 != "=" }.dropFirst())
        }
        let page = String(decoding: response.body, as: UTF8.self)
        if let start = page.firstRange(of: #"name="token" value=""#)?.upperBound {
            token = String(page[start...].prefix { $0 != "\"" })
        }
    }
}
