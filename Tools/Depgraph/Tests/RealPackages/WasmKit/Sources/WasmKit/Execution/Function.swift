import WasmParser
import struct WasmTypes.FunctionType
enum DeclarationsLeftOut {}
