import HTTPServer
import TestSupport

// fuzz-request-head: the bytes a client sends before its body, read by `RequestHead.parse`.
//
// The first three bytes choose small limits, so that short inputs reach every limit; the rest
// is what the client sent. Promises, for any bytes:
// - waiting is bounded: an incomplete head is never longer than the limits allow;
// - an accepted head is within every limit, ends in CR LF CR LF, and reads the same printed
//   again, without what follows it, and under any larger limits;
// - every proper prefix of an accepted head waits for more: a request that will be accepted is
//   never refused half-way;
// - a refusal is final (more bytes never turn it into a request) and is one line with a status
//   the server sends.

/// The statuses a head may be refused with.
private let refusals: Set<Int> = [400, 413, 414, 431, 501, 505]

func check(_ input: [UInt8]) {
    guard input.count >= 3 else { return }
    var limits = HTTPLimits()
    limits.requestLine = 4 + Int(input[0] % 64)
    limits.headerBytes = 4 + Int(input[1] % 128)
    limits.headerCount = Int(input[2] % 8)
    limits.body = Int(input[2] / 8)
    let bytes = Array(input[3...])
    let result = RequestHead.parse(bytes, limits: limits)
    switch result {
    case .incomplete:
        promise(
            bytes.count <= limits.requestLine + limits.headerBytes + 5,
            "an incomplete head of \(bytes.count) bytes is held past the limits")
    case .complete(let request, let headEnd, let bodyLength):
        checkAccepted(request, headEnd: headEnd, bodyLength: bodyLength, of: bytes, within: limits)
    case .refused(let status, let reason):
        promise(refusals.contains(status), "refused with status \(status)")
        promise(!reason.isEmpty && !reason.contains("\n"), "a refusal's reason is one line: \(reason)")
        let more = RequestHead.parse(bytes + Array("\r\n\r\n".utf8), limits: limits)
        guard case .refused = more else {
            promise(false, "refused (\(status)), then \(more) once more bytes came")
            return
        }
    }
}

private func checkAccepted(
    _ request: HTTPRequest, headEnd: Int, bodyLength: Int, of bytes: [UInt8], within limits: HTTPLimits
) {
    let accepted = RequestHead.Result.complete(request, headEnd: headEnd, bodyLength: bodyLength)
    promise(
        headEnd >= 4 && headEnd <= bytes.count && Array(bytes[(headEnd - 4)..<headEnd]) == [13, 10, 13, 10],
        "an accepted head ends at \(headEnd), not after CR LF CR LF")
    let lineEnd = bytes.firstIndex(of: 13) ?? bytes.count
    promise(lineEnd <= limits.requestLine, "a request line of \(lineEnd) bytes is accepted")
    promise(
        request.headers.count <= limits.headerCount, "\(request.headers.count) header fields are accepted")
    let fieldBytes = headEnd - 4 - (lineEnd + 2)
    promise(fieldBytes <= limits.headerBytes, "header fields of \(fieldBytes) bytes are accepted")
    promise(bodyLength >= 0 && bodyLength <= limits.body, "a body of \(bodyLength) bytes is accepted")
    promise(request.target.first == "/", "a target that is not a path: \(request.target)")
    promise(["HTTP/1.1", "HTTP/1.0"].contains(request.version), "version \(request.version) is accepted")
    promise(request.version == "HTTP/1.0" || request.header("Host") != nil, "an HTTP/1.1 head without Host")

    promise(
        RequestHead.parse(Array(bytes[..<headEnd]), limits: limits) == accepted,
        "the bytes after the head change the head")
    for length in prefixLengths(below: headEnd) {
        let prefix = RequestHead.parse(Array(bytes[..<length]), limits: limits)
        promise(prefix == .incomplete, "the first \(length) bytes of an accepted head: \(prefix)")
    }
    var generous = HTTPLimits()
    generous.body = Int.max
    let printed = Array(
        ("\(request.method) \(request.target) \(request.version)\r\n"
            + request.headers.map { "\($0.name): \($0.value)\r\n" }.joined() + "\r\n").utf8)
    let again = RequestHead.parse(printed, limits: generous)
    promise(
        again == .complete(request, headEnd: printed.count, bodyLength: bodyLength),
        "the head printed again reads \(again), not \(accepted)")
}

/// Every length below `end` when there are few, else a spread of them with both ends.
private func prefixLengths(below end: Int) -> [Int] {
    guard end > 64 else { return Array(0..<end) }
    return Array(0..<32) + stride(from: 32, to: end - 32, by: 7) + Array((end - 32)..<end)
}
