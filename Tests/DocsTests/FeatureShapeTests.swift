import Foundation
import Testing

/// The getting-started article builds a feature of the same shape as `Scripts/new-module`'s
/// template (and so as the features of Modules/): the same roles in the same targets, each
/// declared the same way — its access, its kind, what it conforms to — and tested with the same
/// calls of the test kit. A role the template gains and the article lacks, or the other way
/// round, fails here, naming it.
@Suite struct FeatureShapeTests {
    /// A template's folder and the article's module that plays its part.
    static let targets = [
        (template: "Interface", module: "GreetingInterface"),
        (template: "Sources", module: "Greeting"),
        (template: "Terminal", module: "GreetingTerminal"),
        (template: "Web", module: "GreetingWeb"),
    ]
    /// The names a role ends with: a declaration so named is one of the feature's rooms.
    static let roles = [
        "Context", "Event", "Routes", "Action", "Dependencies", "Feature", "Interactor", "Presenter", "State",
        "Terminal", "Web", "View",
    ]

    @Test func theArticleDeclaresEveryRoleOfTheTemplateAsTheTemplateDoesAndNoOther() throws {
        let articles = try DocsTests.articleFiles()
        let template = DocumentedCode.root.appendingPathComponent("Scripts/templates/feature")
        for target in Self.targets {
            let templateDeclarations = try FileManager.default.contentsOfDirectory(
                at: template.appendingPathComponent(target.template), includingPropertiesForKeys: nil
            ).flatMap { Self.declarations(in: try String(contentsOf: $0, encoding: .utf8)) }
            let articleDeclarations = articles.filter { $0.name.hasPrefix("Sources/\(target.module)/") }
                .flatMap { Self.declarations(in: $0.code) }
            #expect(templateDeclarations.count >= 2, "the template's \(target.template) declares its roles")
            for declaration in templateDeclarations {
                let shape = Self.shape(of: declaration)
                #expect(
                    articleDeclarations.contains { $0.wholeMatch(of: shape) != nil },
                    "the template's \(target.template) declares `\(declaration)`; the article's \(target.module) has no such declaration"
                )
            }
            for declaration in articleDeclarations where Self.playsARole(declaration) {
                #expect(
                    templateDeclarations.contains { declaration.wholeMatch(of: Self.shape(of: $0)) != nil },
                    "the article's \(target.module) declares `\(declaration)`, which no declaration of the template's \(target.template) is"
                )
            }
        }
    }

    /// The add-feature plugin (what a stranger's package scaffolds with) writes the rooms of
    /// `Scripts/new-module`'s template, with its terminal and web views for a package that uses
    /// those hosts: each role of the template's Interface, Sources, Terminal and Web declared as
    /// the template declares it, and no other. mosaic's rooms are built on its Domain's posts and
    /// the plugin's on a service of its own, so the two differ in what a screen shows and never
    /// in its shape.
    @Test func thePluginsTemplateDeclaresEveryRoleAsTheTemplateDoes() throws {
        let folder = DocumentedCode.root.appendingPathComponent("Shared/ModuleKit/Plugins/AddFeature")
        let plugin = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.lastPathComponent.hasPrefix("FeatureTemplate") }
            .map { try String(contentsOf: $0, encoding: .utf8) }.joined(separator: "\n")
        // The plugin's text says `\(name)` where the template says `__NAME__` (here: Books); a
        // declaration of the plugin itself (FeatureTemplate) names no feature.
        let pluginDeclarations = Self.declarations(
            in: plugin.replacingOccurrences(of: "\\(name)", with: "Books")
        )
        .filter { $0.contains("Books") && Self.playsARole($0) }
        let template = DocumentedCode.root.appendingPathComponent("Scripts/templates/feature")
        let templateDeclarations = try ["Interface", "Sources", "Terminal", "Web"].flatMap { folder in
            try FileManager.default.contentsOfDirectory(
                at: template.appendingPathComponent(folder), includingPropertiesForKeys: nil
            ).flatMap { Self.declarations(in: try String(contentsOf: $0, encoding: .utf8)) }
        }
        #expect(pluginDeclarations.count >= 10, "the plugin's rooms are read (found \(pluginDeclarations))")
        for declaration in templateDeclarations {
            #expect(
                pluginDeclarations.contains { $0.wholeMatch(of: Self.shape(of: declaration)) != nil },
                "the template declares `\(declaration)`; the add-feature plugin's template has no such declaration"
            )
        }
        for declaration in pluginDeclarations {
            #expect(
                templateDeclarations.contains { declaration.wholeMatch(of: Self.shape(of: $0)) != nil },
                "the add-feature plugin's template declares `\(declaration)`, which no declaration of the template is"
            )
        }
    }

    @Test func theArticleTestsAFeatureWithTheTemplatesCallsOfTheTestKit() throws {
        let tests = try DocsTests.articleFiles().filter { $0.name.hasPrefix("Tests/") }.map(\.code)
            .joined(separator: "\n")
        let template = try String(
            contentsOf: DocumentedCode.root.appendingPathComponent(
                "Scripts/templates/feature/Tests/__NAME__Tests.swift"), encoding: .utf8)
        let plugin = try String(
            contentsOf: DocumentedCode.root.appendingPathComponent(
                "Shared/ModuleKit/Plugins/AddFeature/FeatureTemplate+Tests.swift"), encoding: .utf8)
        for call in [
            "HeadlessView<", ".act(", ".state(as:", "expectLinksRoundTrip(", "expectActionsRoundTrip {",
        ] {
            #expect(template.contains(call), "the template's test calls \(call)")
            #expect(tests.contains(call), "the template's test calls \(call); the articles' tests do not")
            #expect(
                plugin.contains(call),
                "the template's test calls \(call); the add-feature plugin's tests do not")
        }
    }

    @Test func aShapeMatchesItsOwnRoleUnderAnyNameAndOnlyIt() {
        let shape = Self.shape(
            of: "final class __NAME__View: PresenterView<__NAME__Presenter>, CommandedView {")
        #expect(
            "final class PeopleView: PresenterView<PeoplePresenter>, CommandedView {".wholeMatch(of: shape)
                != nil)
        #expect(
            "final class PeopleView: PresenterView<GreetingPresenter>, CommandedView {".wholeMatch(of: shape)
                == nil)
        #expect(
            "class PeopleView: PresenterView<PeoplePresenter>, CommandedView {".wholeMatch(of: shape) == nil)
        #expect(
            Self.declarations(in: "@MainActor\n    package struct XState: LoadingState {\n") == [
                "package struct XState: LoadingState {"
            ])
    }

    /// The type declarations of `source`, each its first line, trimmed.
    static func declarations(in source: String) -> [String] {
        source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { line in
            let words = line.split(separator: " ")
            guard
                let kind = words.firstIndex(where: { ["struct", "enum", "class", "protocol"].contains($0) })
            else { return false }
            let before = words[..<kind]
            return before.allSatisfy {
                ["public", "package", "final", "private", "fileprivate"].contains($0)
            }
                && line.hasSuffix("{")
        }
    }

    /// `declaration` of the template as a pattern: its feature's name (`__NAME__`) any capitalised
    /// name, the same wherever it is repeated.
    static func shape(of declaration: String) -> Regex<AnyRegexOutput> {
        let parts = declaration.components(separatedBy: "__NAME__").map {
            NSRegularExpression.escapedPattern(for: $0)
        }
        var pattern = parts[0]
        for (index, part) in parts.dropFirst().enumerated() {
            pattern += (index == 0 ? "([A-Z][A-Za-z0-9]*)" : "\\1") + part
        }
        // swift-format may break a long declaration differently; a template declaration never is.
        return try! Regex(pattern)
    }

    /// Whether `declaration` names one of a feature's rooms.
    static func playsARole(_ declaration: String) -> Bool {
        let words = declaration.split(separator: " ")
        guard let kind = words.firstIndex(where: { ["struct", "enum", "class", "protocol"].contains($0) }),
            kind + 1 < words.count
        else { return false }
        let name = words[kind + 1].prefix { $0.isLetter || $0.isNumber }
        return roles.contains { name.hasSuffix($0) }
    }
}
