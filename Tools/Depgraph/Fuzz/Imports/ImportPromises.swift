import DependencyGraph
import TestSupport

// fuzz-imports: a Swift source file of a stranger's package, scanned for its imports by
// `ImportScanner` — comments, strings of every kind, `#if`, attributes, any bytes.
//
// Promises, for any bytes:
// - every import found is on the line it names, and that line says `import` and the module;
// - line endings do not matter: the file with CR LF finds the same imports on the same lines;
// - a commented import appended finds nothing more, and a comment line put first moves every
//   import one line down;
// - a comment is a space: every space written as `/**/` (where it cannot join a `/` or `*`
//   beside it into another comment) finds the same imports on the same lines.

func check(_ input: [UInt8]) {
    let source = String(decoding: input, as: UTF8.self)
    let found = ImportScanner.importLines(in: source)
    let lines = source.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map(
        Substring.init)
    for (module, line) in found {
        promise(line >= 1 && line <= lines.count, "\(module) found on line \(line) of \(lines.count)")
        let text = lines[line - 1]
        promise(
            text.contains("import") && text.contains(module),
            "\(module) found on line \(line), which is '\(text)'")
    }
    let crlf = String(
        String.UnicodeScalarView(source.unicodeScalars.flatMap { $0 == "\n" ? ["\r", "\n"] : [$0] }))
    let withCRLF = ImportScanner.importLines(in: crlf)
    promise(
        withCRLF.elementsEqual(found, by: ==), "with CR LF line endings: \(withCRLF), not \(found)")
    let appended = ImportScanner.importLines(in: source + "\n// import Appended")
    promise(appended.elementsEqual(found, by: ==), "a commented import appended: \(appended), not \(found)")
    var commented = String.UnicodeScalarView()
    var previous: Unicode.Scalar = "\n"
    var scalars = source.unicodeScalars.makeIterator()
    var current = scalars.next()
    while let scalar = current {
        let next = scalars.next()
        if scalar == " ", previous != "/", previous != "*", next != "/", next != "*" {
            commented.append(contentsOf: "/**/".unicodeScalars)
        } else {
            commented.append(scalar)
        }
        previous = scalar
        current = next
    }
    let spaced = ImportScanner.importLines(in: String(commented))
    promise(spaced.elementsEqual(found, by: ==), "every space a comment: \(spaced), not \(found)")
    let moved = ImportScanner.importLines(in: "// a comment\n" + source)
    promise(
        moved.elementsEqual(found.map { ($0.module, $0.line + 1) }, by: ==),
        "a comment line put first: \(moved), not \(found) one line down")
}
