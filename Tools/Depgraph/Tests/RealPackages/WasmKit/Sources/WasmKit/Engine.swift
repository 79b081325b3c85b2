import _CWasmKit.Platform
import struct WasmParser.WasmFeatureSet
enum DeclarationsLeftOut {}
