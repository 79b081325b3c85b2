import WasmParser
enum DeclarationsLeftOut {}
