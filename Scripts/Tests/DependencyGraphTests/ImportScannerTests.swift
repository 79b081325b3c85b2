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
}
