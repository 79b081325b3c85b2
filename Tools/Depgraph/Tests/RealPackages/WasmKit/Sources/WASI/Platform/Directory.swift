import WasmTypes
enum DeclarationsLeftOut {}
