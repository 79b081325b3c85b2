import DependencyGraph
import TestSupport

// fuzz-layer-rules: a stranger's `depgraph.rules`, read by `LayerRules(parsing:)`, and the
// folders its patterns place in layers (`*` one component or part of one, `**` any number).
//
// Promises, for any bytes:
// - a rules file reads, or is refused with one line;
// - line endings do not matter: the file with CR LF reads the same rules;
// - every folder — each pattern's own text among them — is placed in a declared layer or none,
//   quickly however many stars a pattern has (libFuzzer's -timeout stops a slow one);
// - a pattern without stars places its own folder in its layer, or in one declared before;
// - a folder placed in a layer has the name `own` compares (what its pattern's stars stood
//   for), and one placed in none has none.

func check(_ input: [UInt8]) {
    let text = String(decoding: input, as: UTF8.self)
    let rules: LayerRules
    do {
        rules = try LayerRules(parsing: text)
    } catch {
        promise(!error.description.contains("\n"), "a refusal of more than one line: \(error.description)")
        return
    }
    let crlf = String(
        String.UnicodeScalarView(text.unicodeScalars.flatMap { $0 == "\n" ? ["\r", "\n"] : [$0] }))
    do {
        let again = try LayerRules(parsing: crlf)
        promise(again == rules, "with CR LF line endings the rules read otherwise")
    } catch {
        promise(false, "with CR LF line endings the rules are refused: \(error)")
    }
    let names = rules.layers.map(\.name)
    let folders = [
        "Modules/Feed/Sources", "a/b/c/d/e/f/g/h/i/j/k/l/m/n/o/p", String(repeating: "a", count: 64),
    ]
    for (declared, layer) in rules.layers.enumerated() {
        for pattern in layer.patterns + folders {
            let placed = rules.layer(ofPath: pattern)
            promise(
                placed == "unassigned" || names.contains(placed),
                "\(pattern) placed in no declared layer: \(placed)")
            promise(
                (rules.owner(ofPath: pattern) == nil) == (placed == "unassigned"),
                "\(pattern) has an own name (for `own`) exactly when it is placed in a layer")
            if layer.patterns.contains(pattern), !pattern.contains("*"),
                !pattern.split(separator: "/").isEmpty
            {
                // (A layer may be declared on several lines: the first that matches places.)
                promise(
                    names.firstIndex(of: placed).map { $0 <= declared } ?? false,
                    "\(pattern), a pattern of \(layer.name), placed in \(placed)")
            }
        }
    }
}
