import WasmParser
import _CWasmKit
enum DeclarationsLeftOut {}
