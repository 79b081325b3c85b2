#if ComponentModel
    import ComponentModel
    import WasmParser
    import WasmTypes
                case "import":
        /// Parse a component import definition
        /// Syntax: (import "name" (instance $id? (export "name" (func ...))...))
                // Add import field with reference to the type
                throw WatParserError("Unsupported import descriptor '\(descKeyword)'", location: parser.lexer.location())
                    case "import":
                            throw WatParserError("Unsupported import descriptor '\(descKeyword)'", location: parser.lexer.location())
                            .import(
                case "import":
                case "import":
#endif
enum DeclarationsLeftOut {}
