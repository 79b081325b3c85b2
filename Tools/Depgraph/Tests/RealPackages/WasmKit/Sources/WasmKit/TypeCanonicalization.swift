import WasmParser
import WasmTypes
enum DeclarationsLeftOut {}
