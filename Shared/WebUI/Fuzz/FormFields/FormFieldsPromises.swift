import HTTPServer
import TestSupport

// fuzz-form-fields: a form body or a query (`FormFields(parsing:)`) and a Cookie header
// (`HTTPRequest.cookie(_:)`), as a browser — or anyone — sends them.
//
// The first byte chooses the field limit; the rest is the text, read as the web host reads a
// body (UTF-8, repaired). Promises, for any bytes:
// - a form has at most its limit of fields; a refusal is one line;
// - a form encoded again (every byte but the unreserved ones escaped) reads the same fields;
// - a cookie's value holds no `;` and no space or tab at either end, and a cookie set by the
//   header's last pair is found.

func check(_ input: [UInt8]) {
    guard let first = input.first else { return }
    let limit = Int(first % 16)
    let text = String(decoding: input.dropFirst(), as: UTF8.self)
    do {
        let form = try parseForm(text, limit: limit)
        promise(form.fields.count <= limit, "\(form.fields.count) fields read, the limit \(limit)")
        let encoded = form.fields.map { encode($0.name) + "=" + encode($0.value) }.joined(separator: "&")
        let again = try FormFields(parsing: encoded, limit: limit)
        promise(
            again == form, "the form encoded again (\(encoded)) reads \(again.fields), not \(form.fields)")
    } catch {
        promise(
            !error.description.isEmpty && !error.description.contains("\n"),
            "a refusal is one line: \(error.description)")
    }
    checkCookies(text)
}

private func checkCookies(_ header: String) {
    let request = HTTPRequest(
        method: "GET", target: "/", headers: [("Cookie", header), ("cookie", "late=1")])
    for name in ["session", "late"] + header.split(separator: "=").prefix(1).map(String.init) {
        guard let value = request.cookie(name) else {
            promise(name != "late", "the cookie of the header's last field is lost")
            continue
        }
        promise(!value.unicodeScalars.contains(";"), "a cookie's value holds ';': \(value)")
        promise(
            value.first.map { $0 != " " && $0 != "\t" } ?? true
                && value.last.map { $0 != " " && $0 != "\t" } ?? true,
            "a cookie's value keeps spaces at its ends: '\(value)'")
    }
}

/// `text` as a form writes it: unreserved bytes as they are, every other byte `%XX`.
private func encode(_ text: String) -> String {
    var encoded = ""
    for byte in text.utf8 {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."),
            UInt8(ascii: "~"):
            encoded.unicodeScalars.append(Unicode.Scalar(byte))
        default:
            let hex = String(byte, radix: 16, uppercase: true)
            encoded += "%" + (hex.count == 1 ? "0" : "") + hex
        }
    }
    return encoded
}
