/// Reads a request's head — its request line and header fields — from the bytes received so
/// far, within the limits: more bytes are needed, or the head is complete (and how long its body
/// is), or the request is refused with the status that says why.
package enum RequestHead {
    package enum Result: Equatable {
        /// The head has not all arrived yet, and what arrived is within the limits.
        case incomplete
        /// The head, which ends at `headEnd`; a body of `bodyLength` bytes follows it.
        case complete(HTTPRequest, headEnd: Int, bodyLength: Int)
        /// The request is refused: its status and one line saying why.
        case refused(Int, String)
    }

    private static let crlf: [UInt8] = [13, 10]

    /// The head at the start of `bytes`, within `limits`.
    package static func parse(_ bytes: [UInt8], limits: HTTPLimits) -> Result {
        // Every line ends in CR LF: one that ends in LF alone is refused now, not waited on until
        // the read timeout for a CR LF CR LF that will never come.
        if hasBareLineFeed(bytes, upTo: limits.requestLine + limits.headerBytes + 8) {
            return .refused(400, "a line ends in CR LF")
        }
        // The request line.
        guard let lineEnd = find(crlf, in: bytes, from: 0, upTo: limits.requestLine + 2) else {
            return bytes.count > limits.requestLine + 1
                ? .refused(414, "the request line is longer than \(limits.requestLine) bytes") : .incomplete
        }
        guard lineEnd <= limits.requestLine else {
            return .refused(414, "the request line is longer than \(limits.requestLine) bytes")
        }
        let parts = bytes[0..<lineEnd].split(separator: 32, omittingEmptySubsequences: false)
        guard parts.count == 3, let method = token(parts[0]), let target = target(parts[1]) else {
            return .refused(400, "a request line is METHOD /TARGET HTTP/1.1")
        }
        let version = String(decoding: parts[2], as: UTF8.self)
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
            return version.hasPrefix("HTTP/") && version.count == 8
                ? .refused(505, "only HTTP/1.1 and HTTP/1.0 are served")
                : .refused(400, "a request line is METHOD /TARGET HTTP/1.1")
        }
        // The header block: the lines up to an empty one, at most `headerBytes` of them counted as
        // sent (names, values and what separates them), so that whether a head is accepted never
        // depends on how its bytes arrive.
        let blockStart = lineEnd + 2
        guard
            let blockEnd = find(
                crlf + crlf, in: bytes, from: blockStart - 2, upTo: blockStart + limits.headerBytes + 4)
        else {
            return bytes.count >= blockStart + limits.headerBytes + 4
                ? .refused(431, "the header fields are longer than \(limits.headerBytes) bytes") : .incomplete
        }
        var headers: [(name: String, value: String)] = []
        if blockEnd > blockStart - 2 {
            for (index, piece) in bytes[blockStart..<blockEnd].split(
                separator: 13, omittingEmptySubsequences: false
            )
            .enumerated() {
                // Each line but the first starts with the LF of the CRLF before it; a CR alone
                // is no line end.
                guard index == 0 || piece.first == 10 else { return .refused(400, "a line ends in CR LF") }
                let line = index == 0 ? piece : piece.dropFirst()
                guard let colon = line.firstIndex(of: 58), let name = token(line[..<colon]) else {
                    return .refused(400, "a header field is NAME: VALUE")
                }
                let rawValue = line[(colon + 1)...]
                guard rawValue.allSatisfy({ $0 == 9 || ($0 >= 32 && $0 != 127) }) else {
                    return .refused(400, "a header field's value holds a control character")
                }
                let value = String(decoding: rawValue, as: UTF8.self)[...].trimmingSpacesAndTabs()
                headers.append((name, String(value)))
            }
        }
        guard headers.count <= limits.headerCount else {
            return .refused(431, "more than \(limits.headerCount) header fields")
        }
        let request = HTTPRequest(method: method, target: target, version: version, headers: headers)
        if version == "HTTP/1.1" && request.header("Host") == nil {
            return .refused(400, "an HTTP/1.1 request names its Host")
        }
        if request.header("Transfer-Encoding") != nil {
            return .refused(501, "bodies sent in chunks are not accepted: send Content-Length")
        }
        // Content-Length: digits, the same in every field that gives it.
        let lengths = Set(headers.filter { $0.name.lowercased() == "content-length" }.map(\.value))
        var bodyLength = 0
        if let length = lengths.first {
            guard lengths.count == 1, !length.isEmpty, length.count <= 18, length.allSatisfy(\.isASCII),
                let value = Int(length), value >= 0, length.allSatisfy({ $0.isNumber })
            else { return .refused(400, "Content-Length is one number of bytes") }
            guard value <= limits.body else {
                return .refused(413, "the body is \(value) bytes; at most \(limits.body)")
            }
            bodyLength = value
        }
        return .complete(request, headEnd: blockEnd + 4, bodyLength: bodyLength)
    }

    /// Whether a LF that no CR precedes comes in `bytes` before the head's end (CR LF CR LF),
    /// looking no further than `limit`.
    private static func hasBareLineFeed(_ bytes: [UInt8], upTo limit: Int) -> Bool {
        for index in 0..<min(bytes.count, limit) where bytes[index] == 10 {
            if index == 0 || bytes[index - 1] != 13 { return true }
            if index >= 3 && bytes[index - 3] == 13 && bytes[index - 2] == 10 { return false }
        }
        return false
    }

    /// The first index of `needle` in `bytes` at or after `start`, looking no further than `limit`.
    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int, upTo limit: Int) -> Int? {
        let last = min(bytes.count, limit) - needle.count
        guard start >= 0, last >= start else { return nil }
        for index in start...last where bytes[index] == needle[0] {
            if Array(bytes[index..<(index + needle.count)]) == needle { return index }
        }
        return nil
    }

    /// `bytes` as a token (a method or a header name): letters, digits and `!#$%&'*+-.^_`|~`.
    private static func token(_ bytes: ArraySlice<UInt8>) -> String? {
        let allowed = Set("!#$%&'*+-.^_`|~".utf8)
        guard !bytes.isEmpty,
            bytes.allSatisfy({
                ($0 >= 48 && $0 <= 57) || ($0 >= 65 && $0 <= 90) || ($0 >= 97 && $0 <= 122)
                    || allowed.contains($0)
            })
        else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `bytes` as a request target: a path from `/`, visible ASCII only.
    private static func target(_ bytes: ArraySlice<UInt8>) -> String? {
        guard bytes.first == 47, bytes.allSatisfy({ $0 > 32 && $0 < 127 }) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}
