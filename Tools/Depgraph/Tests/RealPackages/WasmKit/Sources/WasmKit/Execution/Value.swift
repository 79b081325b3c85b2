import struct WasmTypes.ReferenceType
import enum WasmTypes.ValueType
enum DeclarationsLeftOut {}
