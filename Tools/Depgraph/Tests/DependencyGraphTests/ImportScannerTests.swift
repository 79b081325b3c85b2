import Testing

@testable import DependencyGraph

@Suite struct ImportScannerTests {
    @Test func everyFormOfImportIsFound() {
        let source = """
            import Alpha
            @testable import Beta
            @_exported import Gamma
            public import Delta
            internal import Epsilon
            package import Zeta
            import struct Eta.Thing
            import func Theta.run
            import Iota.Submodule
            #if canImport(Kappa)
                import Kappa
            #endif
            @preconcurrency import Lambda
            """
        #expect(
            ImportScanner.imports(in: source) == [
                "Alpha", "Beta", "Gamma", "Delta", "Epsilon", "Zeta", "Eta", "Theta", "Iota", "Kappa",
                "Lambda",
            ])
    }

    @Test func commentsAndStringsAreNotImports() {
        let source = """
            // import One
            /* import Two
               /* nested */ import Three */
            let a = "import Four"
            let b = \"\"\"
                import Five
                \"\"\"
            let c = #"import "Six""#
            import Seven // import Eight
            """
        #expect(ImportScanner.imports(in: source) == ["Seven"])
    }

    @Test func wordsThatOnlyLookLikeImportsAreIgnored() {
        #expect(ImportScanner.imports(in: "let importance = 1\nfunc imported() {}\n").isEmpty)
    }

    @Test func importsAreFoundWithTheirLineNumbers() {
        let source = """
            // import NotThis
            import Alpha
            /* a block
               import NotThisEither */
            let text = \"""
                import NorThis
                \"""
            @testable import Beta
            """
        #expect(
            ImportScanner.importLines(in: source).map { "\($0.module):\($0.line)" } == ["Alpha:2", "Beta:8"])
    }

    /// Found by CI's fuzz-imports: a block comment was blanked out to nothing, so the words on
    /// either side joined — `import Re/* … */impor` imported a module named `Reimpor`. A comment
    /// separates as a space does.
    @Test func aBlockCommentSeparatesTheWordsAroundIt() {
        let source =
            "import Re/* import A /* nested import B */ still al*/impor\nim/**/port C\nimport D/**/.E\n"
        #expect(
            ImportScanner.importLines(in: source).map { "\($0.module):\($0.line)" } == ["Re:1", "D:3"])
    }

    /// Found by fuzz-imports: a CR LF is one character, so a file written with CR LF was one line
    /// and none of its imports was found.
    @Test func aFileWithCRLFLineEndingsHasItsImportsOnTheirLines() {
        let source = "import Alpha\r\n// import Not\r\n\r\n@testable import Beta\r\n"
        #expect(
            ImportScanner.importLines(in: source).map { "\($0.module):\($0.line)" } == ["Alpha:1", "Beta:4"])
    }

    /// Found by fuzz-imports: a backslash before a line break (a multi-line string's line
    /// continuation) swallowed the break, so every import after it was a line off — and in a
    /// one-line string it hid the next line.
    @Test func aLineContinuationInAStringKeepsTheLinesAfterIt() {
        let source =
            "let s = \"\"\"\n    one \\\n    two\n    \"\"\"\nimport Alpha\nlet t = \"a\\\nimport Beta\n"
        #expect(
            ImportScanner.importLines(in: source).map { "\($0.module):\($0.line)" } == ["Alpha:5", "Beta:7"])
    }

    @Test func attributesWithArgumentsOrOnTheLineBeforeStillMarkAReExport() {
        let source = """
            @_documentation(visibility: internal) @_exported import Alpha
            @_exported
            import Beta
            @preconcurrency import Gamma
            @_spi(Internal) @testable import Delta
            """
        let found = ImportScanner.scan(source).imports
        #expect(found.map(\.module) == ["Alpha", "Beta", "Gamma", "Delta"])
        #expect(found.map(\.exported) == [true, true, false, false])
        #expect(found.map(\.line) == [1, 3, 4, 5])
    }

    @Test func anImportIsConditionalWhereABuildAsWrittenDoesNotTakeItsBranch() {
        let source = """
            #if canImport(Alpha)
                import Alpha
            #endif
            #if os(Linux)
                import Beta
            #elseif canImport(Darwin)
                import Darwin
            #endif
            #if FLAG && !os(Windows)
                import Gamma
            #else
                import Delta
                #if canImport(Other)
                    import Epsilon
                #endif
            #endif
            #if !FLAG || DEBUG
                import Zeta
            #endif
            #if canImport(Eta, _version: 2)
                import Eta
            #elseif true
                import Theta
            #else
                import Iota
            #endif
            """
        let found = ImportScanner.scan(source).imports
        #expect(
            found.filter(\.conditional).map(\.module) == ["Alpha", "Darwin", "Gamma", "Eta", "Iota"],
            "\(found.map { "\($0.module) \($0.conditional)" })")
    }

    @Test func externalMacroNamesTheMacroModuleAndAFileOfImportsDeclaresNothing() {
        let declaring = ImportScanner.scan(
            """
            import SwiftSyntax
            public macro Tagged() = #externalMacro(module: "TaggedMacros", type: "TaggedMacro")
            public macro Other() =
                #externalMacro(
                    module: "OtherMacros",
                    type: "OtherMacro")
            """)
        #expect(declaring.macroModules == ["TaggedMacros", "OtherMacros"])
        #expect(declaring.declaresCode)
        let empty = ImportScanner.scan(
            "// Marks this version.\n#if canImport(A)\n@_exported import A\n#endif\n")
        #expect(!empty.declaresCode)
        #expect(empty.macroModules.isEmpty)
    }
}
