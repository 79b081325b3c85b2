import Foundation
import TestSupport
import Testing

/// The docs match the code: every Swift block of the README and the DocC articles is compiled
/// (as a region of a compiled file, or as a file of the articles' package, compiled here), and no
/// document names a type ModuleKit removed.
@Suite struct DocsTests {
    static func allBlocks() throws -> [DocumentedCode.Block] {
        try DocumentedCode.documents().flatMap { document in
            DocumentedCode.blocks(
                in: try String(
                    contentsOf: DocumentedCode.root.appendingPathComponent(document), encoding: .utf8),
                document: document)
        }
    }

    /// The DocC articles' `file:` blocks: the getting-started package they write together.
    static func articleFiles() throws -> [DocumentedCode.Block] {
        try allBlocks().filter { $0.kind == "file" && $0.document.contains(".docc/") }
    }

    @Test func everySwiftBlockSaysWhereItIsCompiled() throws {
        let blocks = try Self.allBlocks()
        #expect(blocks.count >= 20, "the README's and the articles' blocks are read (found \(blocks.count))")
        for block in blocks where block.kind == nil {
            Issue.record(
                "\(block.document):\(block.line): a Swift block that says neither <!-- snippet: NAME --> nor <!-- file: PATH --> above it: nothing compiles it"
            )
        }
        #expect(Set(try Self.allBlocks().map(\.document)).isSuperset(of: ["README.md"]))
    }

    @Test func everySnippetShowsExactlyTheRegionCompiled() throws {
        var regions: [String: [(file: String, code: String)]] = [:]
        for file in try DocumentedCode.files(withExtension: "swift") {
            let source = try String(
                contentsOf: DocumentedCode.root.appendingPathComponent(file), encoding: .utf8)
            for (name, codes) in DocumentedCode.regions(in: source) {
                regions[name, default: []] += codes.map { (file, $0) }
            }
        }
        for block in try Self.allBlocks() where block.kind == "snippet" {
            let found = regions[block.name] ?? []
            guard found.count == 1, let region = found.first else {
                Issue.record(
                    "\(block.document):\(block.line): snippet '\(block.name)' is the region of \(found.count) files (\(found.map(\.file))), not one"
                )
                continue
            }
            #expect(
                block.code == region.code,
                "\(block.document):\(block.line) shows snippet '\(block.name)' otherwise than \(region.file) compiles it"
            )
        }
    }

    @Test func everyExampleOfModuleKitsDocCommentsIsCompiledCode() throws {
        var compiled: Set<String> = []
        for file in try DocumentedCode.files(withExtension: "swift") {
            let source = try String(
                contentsOf: DocumentedCode.root.appendingPathComponent(file), encoding: .utf8)
            for codes in DocumentedCode.regions(in: source).values { compiled.formUnion(codes) }
        }
        var examples = 0
        for file in try DocumentedCode.files(withExtension: "swift")
        where file.hasPrefix("Shared/ModuleKit/Sources/") {
            let source = try String(
                contentsOf: DocumentedCode.root.appendingPathComponent(file), encoding: .utf8)
            for block in DocumentedCode.docCommentBlocks(in: source, document: file)
            where block.kind != "excerpt" {
                examples += 1
                let isCompiled = compiled.contains(block.code)
                #expect(
                    isCompiled,
                    "\(file):\(block.line): a doc comment's example that is no compiled code: make it a `// snippet:` region of Shared/ModuleKit/Tests/ModuleKitTests/DocCommentExamples.swift, word for word (or, if it is deliberately partial, say so with <!-- excerpt --> on the line above it)"
                )
            }
        }
        #expect(examples >= 30, "ModuleKit's doc comments' examples are read (found \(examples))")
    }

    @Test func aDocCommentsBlockIsReadAsTheMarkdownItIs() {
        let source = """
            /// Text.
            ///
            /// ```swift
            /// let a = 1
            ///     let b = 2
            /// ```
            /// <!-- excerpt -->
            /// ```swift
            /// } catch {
            /// ```
            func f() {}
            """
        let blocks = DocumentedCode.docCommentBlocks(in: source, document: "F.swift")
        #expect(blocks.map(\.code) == ["let a = 1\n    let b = 2", "} catch {"])
        #expect(blocks.map(\.kind) == [nil, "excerpt"])
        #expect(blocks.map(\.line) == [3, 8])
    }

    @Test func aFileTheReadmeShowsIsTheArticlesFileOfThatPath() throws {
        let articles = try Self.articleFiles()
        let readme = try Self.allBlocks().filter { $0.document == "README.md" && $0.kind == "file" }
        #expect(!readme.isEmpty, "the README shows the getting-started manifest")
        for block in readme {
            let article = articles.first { $0.name == block.name }
            #expect(
                article?.code == block.code,
                "README.md:\(block.line) shows \(block.name) otherwise than the articles")
        }
    }

    @Test func theArticlesFilesCompileTogetherAgainstThisModuleKit() async throws {
        let files = try Self.articleFiles()
        #expect(Set(files.map(\.name)).count == files.count, "no two blocks write the same file")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "articles-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for file in files {
            let url = folder.appendingPathComponent(file.name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.code.write(to: url, atomically: true, encoding: .utf8)
        }
        let modules = try #require(
            SwiftCompiler.builtModulesFolder(holding: "ModuleKitCore"),
            "no built ModuleKitCore next to the test binary")
        // Each Sources/NAME folder is a module of the package, compiled after the modules it
        // depends on (as its manifest says); the tests are type-checked against them all.
        let sources = Dictionary(grouping: files.filter { $0.name.hasPrefix("Sources/") }) {
            String($0.name.split(separator: "/")[1])
        }
        let manifest = try #require(files.first { $0.name == "Package.swift" }, "the articles' manifest")
        let order = try #require(
            Self.buildOrder(of: Set(sources.keys), manifest: manifest.code),
            "the articles' manifest declares every Sources folder as a target, without a cycle")
        #expect(order.count >= 3, "the feature's interface, its host-neutral target and a host's views")
        // Package access (`package`) holds across the package's modules.
        let package = ["-package-name", "greeting"]
        for module in order {
            // A program (its main.swift's top-level code) is type-checked: nothing depends on it.
            if let program = sources[module], program.contains(where: { $0.name.hasSuffix("/main.swift") }) {
                let result = try await SwiftCompiler.run(
                    ["-typecheck", "-module-name", module, "-I", folder.path, "-I", modules.path] + package
                        + program.map { folder.appendingPathComponent($0.name).path })
                #expect(
                    result.status == 0, "the articles' program \(module) does not compile:\n\(result.output)")
                continue
            }
            let result = try await SwiftCompiler.run(
                [
                    "-emit-module", "-parse-as-library", "-enable-testing", "-module-name", module,
                    "-I", folder.path, "-I", modules.path, "-emit-module-path",
                    folder.appendingPathComponent("\(module).swiftmodule").path,
                ] + package + (sources[module] ?? []).map { folder.appendingPathComponent($0.name).path })
            #expect(result.status == 0, "the articles' \(module) module does not compile:\n\(result.output)")
        }
        let tests = files.filter { $0.name.hasPrefix("Tests/") && $0.name.hasSuffix(".swift") }.map {
            folder.appendingPathComponent($0.name).path
        }
        #expect(
            tests.count >= 5, "the articles' tests: getting started, links, children, hosts, the test kit")
        let result = try await SwiftCompiler.run(
            ["-typecheck", "-I", folder.path, "-I", modules.path] + package + tests)
        #expect(result.status == 0, "the articles' tests do not compile:\n\(result.output)")
    }

    /// `modules` in an order where each comes after the modules of `modules` it depends on, as
    /// the manifest's `.target(name: "NAME", dependencies: [...])` declarations say; `nil` when
    /// one is not declared or the dependencies form a cycle.
    static func buildOrder(of modules: Set<String>, manifest: String) -> [String]? {
        var dependencies: [String: Set<String>] = [:]
        // The manifest as one line, cut at each target: its name, then what it depends on.
        let flat = manifest.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .joined(separator: " ").replacingOccurrences(of: ".executableTarget(", with: ".target(")
        for declaration in flat.components(separatedBy: ".target(").dropFirst() {
            let quoted = declaration.components(separatedBy: ")").first?.split(separator: "\"") ?? []
            // "name", then the quoted names of its dependencies (products are not quoted alone).
            let names = quoted.enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
            guard let name = names.first else { continue }
            dependencies[name] = Set(names.dropFirst()).intersection(modules)
        }
        var order: [String] = []
        var left = modules
        while !left.isEmpty {
            let ready = left.filter { dependencies[$0]?.isSubset(of: Set(order)) ?? false }.sorted()
            guard !ready.isEmpty else { return nil }
            order += ready
            left.subtract(ready)
        }
        return order
    }

    @Test func noDocumentOrDocCommentNamesATypeTheFamilyRemoved() throws {
        // The types 2.0 removed, each kept unavailable in a RemovedIn2.swift of its library.
        var removed: Set<String> = []
        for file in try DocumentedCode.files(withExtension: "swift")
        where file.hasPrefix("Shared/") && file.hasSuffix("/RemovedIn2.swift") {
            let source = try String(
                contentsOf: DocumentedCode.root.appendingPathComponent(file), encoding: .utf8)
            for line in source.split(separator: "\n") {
                let words = line.split(separator: " ")
                guard words.contains("public"),
                    let kind = words.firstIndex(where: {
                        ["typealias", "protocol", "struct", "class", "enum"].contains($0)
                    }),
                    kind + 1 < words.count
                else { continue }
                removed.insert(String(words[kind + 1].prefix { $0.isLetter || $0.isNumber }))
            }
        }
        #expect(removed.isSuperset(of: ["LineEditorInput", "Pacing"]))
        // A name a library of the workspace declares today is that library's.
        for file in try DocumentedCode.files(withExtension: "swift")
        where file.contains("/Sources/") && !file.hasSuffix("/RemovedIn2.swift") {
            let source = try String(
                contentsOf: DocumentedCode.root.appendingPathComponent(file), encoding: .utf8)
            removed = removed.filter {
                !source.contains("public final class \($0)") && !source.contains("public struct \($0)")
            }
        }
        // What people read as today's family: the README, the articles, and the doc comments
        // of the family's sources (the CHANGELOGs, the record of measurements and the removed names'
        // own files name them on purpose).
        var texts: [(String, String)] = []
        for document in try DocumentedCode.documents()
        where !document.hasSuffix("CHANGELOG.md") && document != "docs/PERFORMANCE.md" {
            texts.append(
                (
                    document,
                    try String(
                        contentsOf: DocumentedCode.root.appendingPathComponent(document), encoding: .utf8)
                ))
        }
        for file in try DocumentedCode.files(withExtension: "swift")
        where file.hasPrefix("Shared/") && file.contains("/Sources/") && !file.hasSuffix("/RemovedIn2.swift")
        {
            let source = try String(
                contentsOf: DocumentedCode.root.appendingPathComponent(file), encoding: .utf8)
            texts.append(
                (
                    file,
                    source.split(separator: "\n").filter {
                        $0.trimmingCharacters(in: .whitespaces).hasPrefix("///")
                    }.joined(separator: "\n")
                ))
        }
        for (name, text) in texts {
            let words = Set(text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
            for word in words.intersection(removed).sorted() {
                Issue.record("\(name) names \(word), which the family's 2.0 removed")
            }
        }
    }
}
