import WasmParser
import WasmTypes
        case "import":
            try parser.expect(.rightParen)  // closing paren for import description
            try parser.expect(.rightParen)  // closing paren for import
        guard try parser.takeParenBlockStart("import") else { return nil }
enum DeclarationsLeftOut {}
