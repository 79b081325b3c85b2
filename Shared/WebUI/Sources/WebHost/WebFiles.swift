import HTTPServer

/// What a web app serves beside its pages — a post's photo — at paths of its own, to any
/// browser, with a session or without: a page's `<img>` loads without starting one. A
/// ``WebShell`` asks it first for every `GET` and `HEAD` at a path it ``serves(_:)``.
public protocol WebFiles: Sendable {
    /// Whether the app's files are at `path` (`/photos/…`): asked where the request is, so that a
    /// page's request never leaves for ``respond(to:)`` only to learn that it is no file's. Every
    /// path, unless a conformance says otherwise.
    func serves(_ path: Substring) -> Bool
    /// The response to `request` (a `GET` or `HEAD`), or `nil` when no file of the app is at its
    /// path: the shell answers it as a page then.
    func respond(to request: HTTPRequest) async -> HTTPResponse?
}

extension WebFiles {
    public func serves(_ path: Substring) -> Bool { true }
}
