import HiddenCharacters
import ModuleKitCore
import TestSupport

// fuzz-links: a link from anywhere — a person, a web page, a notification — opened by a
// `Deeplinks` value with routes of every kind: literals, identifiers, integers, text, chained.
//
// Promises, for any bytes:
// - a link resolves to contexts, or is refused with one line that says why, quoting the link as
//   every message quotes outside text (`quotedInMessage`): nothing hidden, short whatever its length;
// - the link written for what it opened opens the same contexts, and is written the
//   same again;
// - what opened is what the text says: its path split at every `/` and percent-decoded,
//   segment for segment, is the path of the link written back.

func check(_ input: [UInt8]) {
    let text = String(decoding: input, as: UTF8.self)
    MainActor.assumeIsolated {
        let links = sampleLinks()
        let contexts: [any BuildContext]
        do throws(ModuleError) {
            contexts = try links.resolve(text)
        } catch {
            let line = error.description
            // The longest refusal quotes three texts (a link, and what it wrote and opened).
            promise(
                !line.isEmpty && !line.containsHiddenOrControl && line.unicodeScalars.count <= 3 * 60 + 80,
                "a refusal is one short line: \(line)")
            return
        }
        let written: String
        do {
            written = try links.link(for: contexts)
        } catch {
            promise(false, "'\(text)' opened \(contexts), whose link cannot be written: \(error)")
            return
        }
        do {
            let again = try links.resolve(written)
            promise(
                again.map { AnyHashable($0) } == contexts.map { AnyHashable($0) },
                "'\(text)' opened \(contexts); its link '\(written)' opens \(again)")
            promise(try links.link(for: again) == written, "the link of '\(written)' is written otherwise")
        } catch {
            promise(false, "'\(text)' opened \(contexts); its link '\(written)' is refused: \(error)")
        }
        promise(
            segments(of: text) == segments(of: written),
            "'\(text)' opened \(contexts) at '\(written)': other segments than its own")
    }
}

/// The segments of `link` as a person reads them: its path split at every `/` scalar, without a
/// trailing one, each percent-decoded (nil where a segment is not valid UTF-8 once decoded).
private func segments(of link: String) -> [String?] {
    guard let separator = link.unicodeScalars.firstRange(of: "://".unicodeScalars) else { return [] }
    var path = link.unicodeScalars[separator.upperBound...]
    if path.last == "/" { path = path.dropLast() }
    guard !path.isEmpty else { return [] }
    return path.split(separator: "/", omittingEmptySubsequences: false).map { segment in
        var bytes: [UInt8] = []
        var scalars = Substring(segment).utf8[...]
        while let byte = scalars.popFirst() {
            if byte == UInt8(ascii: "%"), scalars.count >= 2,
                let value = UInt8(String(decoding: scalars.prefix(2), as: UTF8.self), radix: 16)
            {
                bytes.append(value)
                scalars = scalars.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }
}
