import WasmKit
enum DeclarationsLeftOut {}
