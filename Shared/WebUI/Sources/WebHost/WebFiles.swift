import HTTPServer

/// What a web app serves beside its pages — a post's photo — at paths of its own, to any
/// browser, with a session or without: a page's `<img>` loads without starting one. A
/// ``WebShell`` asks it first for every `GET` and `HEAD`.
public protocol WebFiles: Sendable {
    /// The response to `request` (a `GET` or `HEAD`), or `nil` when no file of the app is at its
    /// path: the shell answers it as a page then.
    func respond(to request: HTTPRequest) async -> HTTPResponse?
}
