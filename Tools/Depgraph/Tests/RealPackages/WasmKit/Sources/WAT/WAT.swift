import WasmParser
        case `import`
/// import WAT
/// let wasm = try wat2wasm("""
/// """)
/// import WAT
/// var wat = try parseWAT("""
/// """)
/// var wast = try parseWAST("""
/// """)
#if ComponentModel
    /// var wast = try parseComponentWAST("""
    /// """)
#endif
        // Verify that imports precede all non-import module fields
                    throw WatParserError("Imports must precede all non-import module fields", location: location)
enum DeclarationsLeftOut {}
