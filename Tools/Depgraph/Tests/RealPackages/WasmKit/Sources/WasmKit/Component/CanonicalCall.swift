@_exported import WasmTypes
enum DeclarationsLeftOut {}
