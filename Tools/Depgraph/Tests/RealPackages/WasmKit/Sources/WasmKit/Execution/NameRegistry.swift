import struct WasmParser.CustomSection
import struct WasmParser.NameMap
import struct WasmParser.NameSectionParser
import class WasmParser.StaticByteStreamSource
enum DeclarationsLeftOut {}
