import WasmParser
import WasmTypes
            "type", "rec", "global", "import", "memory",
enum DeclarationsLeftOut {}
