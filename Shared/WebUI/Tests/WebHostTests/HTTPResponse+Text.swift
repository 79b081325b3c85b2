import HTTPServer

extension HTTPResponse {
    /// The body as text.
    var text: String { String(decoding: body, as: UTF8.self) }
    /// The value of header `name`.
    func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }
}
